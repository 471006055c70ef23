/**
 * The compute worker: fit checks, layout and the price estimate off the main thread, exposed with Comlink.
 * The app creates it with
 *   new Worker(new URL('../../workers/compute.worker.ts', import.meta.url), { type: 'module' })
 * and calls `init(catalog)` once before the port methods (see src/app/compute-client.ts). Only the Comlink shell lives here; the core is src/domain/compute-core.ts..
 */
import * as Comlink from 'comlink';
import type { Catalog } from '../src/domain/catalog';
import type { Configuration } from '../src/domain/configuration';
import type { PriceOptions } from '../src/domain/pricing/types';
import { createComputeCore, type ComputeCore } from '../src/domain/compute-core';
import type { FitRequest } from '../src/domain/compute-port';

let core: ComputeCore | null = null;

function ready(): ComputeCore {
  if (!core) throw new Error('compute worker: init(catalog) was not called');
  return core;
}

export const computeWorkerApi = {
  init(catalog: Catalog): void {
    core = createComputeCore(catalog);
  },
  price: (configuration: Configuration, options?: Partial<PriceOptions>) => ready().price(configuration, options),
  layout: (configuration: Configuration) => ready().layout(configuration),
  fits: (request: FitRequest) => ready().fits(request),
};
export type ComputeWorkerApi = typeof computeWorkerApi;

Comlink.expose(computeWorkerApi);
