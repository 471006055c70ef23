/**
 * App side of the compute worker: wraps a Worker (constructed in compute-worker.ts beside this file) in Comlink
 * and returns the compute port. Needs no DOM type beyond Worker.
 *
 * The port is usable at once: the editor and the plan do not wait for the worker's script to load and take the
 * catalogue (that wait used to sit between the design's arrival and the plan's first frame). Every call waits
 * for `ready` (init done), so the first price estimate simply arrives a little later; an init failure rejects
 * the calls, which the price stream shows as its calculation error.
 *
 * Given a factory instead of a worker, the worker is made only when `start()` is called: the configurator
 * starts it after the plan's first frame, so its script is not among the JavaScript the plan waits for
 * (issue 26 item 3, ARCHITECTURE §8); calls made before wait for it.
 */
import * as Comlink from 'comlink';
import type { Catalog } from '../domain/catalog';
import type { ComputePort } from '../domain/compute-port';
import type { ComputeWorkerApi } from '../../workers/compute.worker';

export function connectComputeWorker(
  worker: Worker | (() => Worker), catalog: Catalog,
): ComputePort & { ready: Promise<void>; start(): void; dispose(): void } {
  let made: Worker | null = null;
  let api: Comlink.Remote<ComputeWorkerApi> | null = null;
  let disposed = false;
  let startNow!: () => void;
  const started = new Promise<void>((resolve) => { startNow = resolve; });
  const ready = started.then(() => {
    if (disposed) throw new Error('compute port disposed');
    made = typeof worker === 'function' ? worker() : worker;
    api = Comlink.wrap<ComputeWorkerApi>(made);
    return api.init(catalog);
  });
  // Observed by the calls below; unobserved here it must not become an unhandled rejection.
  ready.catch(() => undefined);
  if (typeof worker !== 'function') startNow();
  return {
    ready,
    price: (configuration, options) => ready.then(() => api!.price(configuration, options)),
    layout: (configuration) => ready.then(() => api!.layout(configuration)),
    fits: (request) => ready.then(() => api!.fits(request)),
    start: () => startNow(),
    dispose: () => {
      disposed = true;
      api?.[Comlink.releaseProxy]();
      made?.terminate();
      // A worker given ready-made is terminated even if never wrapped.
      if (!made && typeof worker !== 'function') worker.terminate();
      // Calls still waiting end (rejected) rather than hang.
      startNow();
    },
  };
}
