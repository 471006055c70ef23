/**
 * App side of the compute worker: wraps a Worker (constructed in compute-worker.ts beside this file) in Comlink
 * and returns the compute port. Needs no DOM type beyond Worker.
 *
 * The port is usable at once: the editor and the plan do not wait for the worker's script to load and take the
 * catalogue (that wait used to sit between the design's arrival and the plan's first frame). Every call waits
 * for `ready` (init done), so the first price estimate simply arrives a little later; an init failure rejects
 * the calls, which the price stream shows as its calculation error.
 */
import * as Comlink from 'comlink';
import type { Catalog } from '../domain/catalog';
import type { ComputePort } from '../domain/compute-port';
import type { ComputeWorkerApi } from '../../workers/compute.worker';

export function connectComputeWorker(worker: Worker, catalog: Catalog): ComputePort & { ready: Promise<void>; dispose(): void } {
  const api = Comlink.wrap<ComputeWorkerApi>(worker);
  const ready = api.init(catalog);
  // Observed by the calls below; unobserved here it must not become an unhandled rejection.
  ready.catch(() => undefined);
  return {
    ready,
    price: (configuration, options) => ready.then(() => api.price(configuration, options)),
    layout: (configuration) => ready.then(() => api.layout(configuration)),
    fits: (request) => ready.then(() => api.fits(request)),
    dispose: () => {
      api[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}
