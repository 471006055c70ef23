/**
 * App side of the compute worker: wraps a Worker (the app constructs it: src/app/compute-worker.ts) in Comlink
 * and returns the compute port. Needs no DOM type beyond Worker.
 */
import * as Comlink from 'comlink';
import type { Catalog } from '../domain/catalog';
import type { ComputeWorkerApi } from '../../workers/compute.worker';
import type { ComputePort } from './compute-port';

export async function connectComputeWorker(worker: Worker, catalog: Catalog): Promise<ComputePort & { dispose(): void }> {
  const api = Comlink.wrap<ComputeWorkerApi>(worker);
  await api.init(catalog);
  return {
    price: (configuration, options) => api.price(configuration, options),
    layout: (configuration) => api.layout(configuration),
    fits: (request) => api.fits(request),
    dispose: () => {
      api[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}
