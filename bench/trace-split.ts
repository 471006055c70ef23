/**
 * `npx tsx bench/trace-split.ts <trace.json> [label=from..to ...]`: where the wall time of a Chrome trace's window
 * went, by process and thread (issue 26: "where a budget cannot be met on software WebGL, show the trace that says
 * where the time goes"). `from`/`to` are a user-timing mark's name or ms after the page's navigation start; with
 * no window given, the orbit's (bench:orbit-start..bench:orbit-end, as bench:orbit's BENCH_TRACE traces mark it)
 * or else navigation start to the trace's end. Per window it prints:
 * - the page's renderer main thread: busy and idle ms, and the busy split (self time of the innermost named
 *   slice) into our JavaScript, GC, WebGL calls from JavaScript blocked on (or flushing to) the GPU process, the
 *   compositor's readback of the 3D canvas (software compositing), style/layout/paint/commit, and the rest;
 * - the GPU process's main thread (command buffer decoding and SwiftShader's drawing) busy ms and its WebGL part,
 *   the viz compositor thread and the renderer's compositor thread;
 * - the time neither main thread was busy, with a request in flight (network) and with none;
 * - per drawn 3D frame (a canvas readback starts each): medians of the frame interval and each thread's busy ms;
 * - the busiest threads; and a markdown row for bench/README's tables.
 * Traces: `BENCH_TRACE=dir npm run bench:orbit`, `BENCH_TRACE=dir npm run bench:cold-open` (which prints the same
 * split for its open itself). Wall time, not CPU time: on 2 shared cores a busy slice may include time the
 * thread waited for a core, so compare proportions and note the load.
 */
import { readFileSync } from 'node:fs';
import { markAt, threadsOf, timeOrigin, windowSplit, type TraceEvent } from './trace/split';
import { printSplit, tableRow } from './trace/print';

const [file, ...specs] = process.argv.slice(2);
if (!file) {
  console.error('usage: npx tsx bench/trace-split.ts <trace.json> [label=from..to ...]  (from/to: a mark name or ms after navigation start)');
  process.exit(2);
}
const json = JSON.parse(readFileSync(file, 'utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
const events = Array.isArray(json) ? json : json.traceEvents;
const threads = threadsOf(events);
const origin = timeOrigin(events);
const traceEnd = events.reduce((end, e) => Math.max(end, (e.ts ?? 0) + (e.dur ?? 0)), 0);

function at(point: string): number {
  if (/^-?\d+(\.\d+)?$/.test(point)) {
    if (origin === null) throw new Error('no navigation start in the trace to count ms from');
    return origin + Number(point) * 1000;
  }
  const t = markAt(events, point);
  if (t === null) throw new Error(`no mark ${point} in the trace`);
  return t;
}

const windows = specs.length ? specs : markAt(events, 'bench:orbit-start') !== null ? ['orbit=bench:orbit-start..bench:orbit-end'] : [`open=0..${origin === null ? 0 : (traceEnd - origin) / 1000}`];
const rows: string[] = [];
for (const spec of windows) {
  const [label, range] = spec.includes('=') ? spec.split('=') as [string, string] : [spec, spec];
  const [from, to] = range.split('..') as [string, string];
  const split = windowSplit(events, threads, at(from), at(to));
  printSplit(`${file.split('/').pop()} ${label} (${from} .. ${to})`, split);
  rows.push(tableRow(file.split('/').pop()!.replace(/\.json$/, ''), label, split));
}
console.log('\n| case | window (ms) | main JS+GC | main blocked on GL | GPU main busy | compositor (renderer + viz) | style/layout/paint/commit | main idle |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
