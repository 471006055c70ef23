/**
 * Which of Chromium's threads were busy when, sampled from /proc while a page opens (bench/drag/thread-cpu.ts):
 * SwiftShader's threads and the GPU process's work trace nothing of their own, so a Chrome trace cannot say when
 * software WebGL was drawing or compiling. Samples every `everyMs` on a timer of this process; the buckets are on
 * the page's clock once `origin` (the page's performance.timeOrigin, epoch ms) is known.
 */
import { threadCpu } from './thread-cpu';

export interface CpuTimeline { stop(): { at: number; cpu: Map<string, number> }[] }

export function sampleCpu(everyMs = 20): CpuTimeline {
  const samples: { at: number; cpu: Map<string, number> }[] = [{ at: Date.now(), cpu: threadCpu() }];
  const timer = setInterval(() => samples.push({ at: Date.now(), cpu: threadCpu() }), everyMs);
  return { stop: () => { clearInterval(timer); samples.push({ at: Date.now(), cpu: threadCpu() }); return samples; } };
}

/** CPU ms per thread group in buckets of `bucketMs` on the page's clock (ms after `origin`), from `from` to `to`. */
export function bucketed(samples: { at: number; cpu: Map<string, number> }[], origin: number, bucketMs: number, from: number, to: number): { start: number; cpu: Map<string, number> }[] {
  const out: { start: number; cpu: Map<string, number> }[] = [];
  for (let start = from; start < to; start += bucketMs) out.push({ start, cpu: new Map() });
  for (let i = 1; i < samples.length; i++) {
    const t = samples[i].at - origin;
    const bucket = out[Math.floor((t - from) / bucketMs)];
    if (!bucket) continue;
    for (const [k, v] of samples[i].cpu) {
      const d = v - (samples[i - 1].cpu.get(k) ?? v);
      if (d > 0) bucket.cpu.set(k, (bucket.cpu.get(k) ?? 0) + d);
    }
  }
  return out;
}
