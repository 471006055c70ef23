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

/** Seeded PRNG (mulberry32) so every run picks the same entities. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const round = (ms: number) => Math.round(ms * 10_000) / 10_000;
