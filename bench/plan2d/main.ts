/**
 * Bench-only entry (not part of the app): mounts the real 2D plan on the large design sent by
 * bench/plan2d-run.ts, and records frame times with requestAnimationFrame while the runner drags an item.
 */
import type { Catalog } from '../../src/domain/catalog';
import type { Configuration } from '../../src/domain/configuration';
import { Editor } from '../../src/editor';
import { mountPlan, PlanTools } from '../../src/plan2d';
import { installProbe, type ProbeFrame } from './probe';

declare global {
  interface Window {
    __bench?: { ready: boolean; start(): void; stop(): { frames: number[]; renders: number; redrawn: number[]; probe: ProbeFrame[] } };
  }
}

// `?probe=1`: time each render with a GPU sync and count its WebGL work (costs a little itself).
const probe = new URLSearchParams(location.search).has('probe') ? installProbe() : null;
const input = (await (await fetch('/input.json')).json()) as { catalog: Catalog; configuration: Configuration };
const editor = new Editor({ catalog: input.catalog });
editor.load(input.configuration);
const plan = await mountPlan(document.getElementById('plan')!, {
  editor, tools: new PlanTools(), onMessage: (text) => console.warn(text), onRequestDelete: () => undefined,
});

let frames: number[] = [];
const redrawn: number[] = [];
let recording = false;
let last = 0;
let rendersAtStart = 0;
const loop = (now: number) => {
  if (recording) {
    if (last) frames.push(now - last);
    last = now;
    requestAnimationFrame(loop);
  }
};
editor.streams.changes$.subscribe(() => { if (recording) redrawn.push(plan.lastRedrawn()); });
window.__bench = {
  ready: true,
  start() {
    frames = [];
    last = 0;
    recording = true;
    rendersAtStart = window.__plan2d!.renders();
    if (probe) probe.frames.length = 0;
    requestAnimationFrame(loop);
  },
  stop() {
    recording = false;
    return { frames, renders: window.__plan2d!.renders() - rendersAtStart, redrawn, probe: probe ? [...probe.frames] : [] };
  },
};
