/** Timing helpers: samples in ms, median and p95. */
import { performance } from 'node:perf_hooks';

export function time(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

export function quantile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[at];
}

export const median = (samples: number[]) => quantile(samples, 0.5);
export const p95 = (samples: number[]) => quantile(samples, 0.95);

export { seededRandom as random } from '../src/domain/random';

export const round = (ms: number) => Math.round(ms * 10_000) / 10_000;
