/** The compute worker the app runs (Vite bundles it from this URL); src/editor only knows the port it fills. */
export function createComputeWorker(): Worker {
  return new Worker(new URL('../../workers/compute.worker.ts', import.meta.url), { type: 'module' });
}
