/** Prints a WindowSplit (bench/trace/split.ts) as the rows bench/trace-split.ts and bench:cold-open show. */
import type { WindowSplit } from './split';

const pct = (part: number, whole: number) => (whole > 0 ? `${Math.round((100 * part) / whole)}%` : '-');

export function printSplit(label: string, s: WindowSplit, threadRows = 8): void {
  const m = s.main;
  console.log(`\n${label}: ${s.ms} ms`);
  console.log(`  page main thread: busy ${m.busyMs} ms (${pct(m.busyMs, s.ms)}; thread CPU time ${m.cpuMs} ms), idle ${m.idleMs} ms`);
  console.log(`    JS ${m.js} ms | GC ${m.gc} ms | WebGL calls from JS waiting on/flushing to the GPU process ${m.glFromJs} ms`
    + ` | canvas readback in the commit ${m.glReadback} ms | style/layout/paint/commit ${m.render} ms | other (task overhead, IPC) ${m.other} ms`);
  console.log(`  GPU process main (command buffers, SwiftShader): busy ${s.gpu.busyMs} ms (${pct(s.gpu.busyMs, s.ms)}; thread CPU time ${s.gpu.cpuMs} ms), of it WebGL contexts ${s.gpu.webglMs} ms;`
    + ` viz compositor thread ${s.gpu.vizMs} ms; renderer compositor thread ${s.compositorMs} ms`);
  console.log(`  neither main thread busy: ${s.bothIdle.networkMs} ms with a request in flight, ${s.bothIdle.nothingMs} ms with none (requests in flight in all: ${s.networkMs} ms)`);
  if (s.frames.count > 1) {
    console.log(`  per drawn frame (${s.frames.count} canvas readbacks; medians): every ${s.frames.intervalMs} ms, page main busy ${s.frames.mainMs} ms,`
      + ` GPU main busy ${s.frames.gpuMs} ms, renderer compositor ${s.frames.compositorMs} ms`);
  }
  console.log(`  busiest threads: ${s.threads.slice(0, threadRows).map((t) => `${t.process}/${t.thread} ${t.busyMs}`).join(', ')}`);
}

/** One markdown table row: case, window, main JS (+GC), main blocked on GL, GPU busy, compositor (renderer + viz), main idle. */
export function tableRow(label: string, window: string, s: WindowSplit): string {
  const m = s.main;
  return `| ${label} | ${window} (${s.ms}) | ${Math.round((m.js + m.gc) * 10) / 10} | ${Math.round((m.glFromJs + m.glReadback) * 10) / 10} (readback ${m.glReadback}) | ${s.gpu.busyMs} (${pct(s.gpu.busyMs, s.ms)}; CPU ${s.gpu.cpuMs}) | ${s.compositorMs} + ${s.gpu.vizMs} | ${m.render} | ${m.idleMs} |`;
}
