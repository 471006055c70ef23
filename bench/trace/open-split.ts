/** Prints where an open's time went in a saved trace: navigation → plan on screen → 3D view on screen (bench:cold-open, bench:orbit). */
import { readFileSync } from 'node:fs';
import { threadsOf, timeOrigin, windowSplit, type TraceEvent } from './split';
import { printSplit, tableRow } from './print';

export function printOpenSplit(tracePath: string, label: string, planMs: number, view3dMs: number): void {
  const json = JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] };
  const events = json.traceEvents;
  const origin = timeOrigin(events);
  if (origin === null) { console.log(`${label}: no navigation start in ${tracePath}`); return; }
  const threads = threadsOf(events);
  const plan = windowSplit(events, threads, origin, origin + planMs * 1000);
  const view3d = windowSplit(events, threads, origin + planMs * 1000, origin + view3dMs * 1000);
  printSplit(`${label}: navigation -> plan on screen`, plan);
  printSplit(`${label}: plan on screen -> 3D view on screen`, view3d);
  console.log(tableRow(label, 'navigation -> plan', plan));
  console.log(tableRow(label, 'plan -> 3D view', view3d));
}
