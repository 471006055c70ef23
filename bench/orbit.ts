/**
 * `npm run bench:orbit`: orbiting and zooming the 3D view of the real configurator (ARCHITECTURE §8, issue 26).
 *
 * The built app on its real server (bench/drag/app-server.ts, port BENCH_PORT), the drag benchmark's saved
 * designs of 1, 300 and 3,000 furniture items around house 1040 (bench/drag/designs.ts), opened by their address in
 * headless Chromium with the benchmarks' flags (software WebGL): desktop 1280 × 800 with a mouse, and a phone
 * 390 × 844 @2× with touch and the CPU throttled 4×. Per case:
 * - the open: the 3D view's first frame on screen (ms after navigation start; the next animation frame after its
 *   first render call, bench/drag/open.ts), and when its full picture was drawn (the view first idle);
 * - the orbit: a 4 s drag on the 3D canvas (mouse, or one finger on the phone) with moves every 16 ms sent without
 *   waiting (CDP input, as a device sends them); frames the 3D view drew per second (its own frame count,
 *   `__view3d.frame().renders`, not animation frames), p95 of the time between two drawn frames, the pixel-ratio
 *   scale and triangles of the frames drawn while the camera moved (when the view reports them);
 * - the zoom: 1 s of wheel steps every 16 ms (mouse wheel on both), frames per second the same way;
 * - the picture at rest: time from the last input to the view being idle again (full resolution, full detail),
 *   and its triangles (`__view3d.info()`).
 * BENCH_RUNS (default 1), BENCH_CASES (e.g. `desktop-3000,phone-300`), BENCH_ORBIT_MS (default 4000), BENCH_PROFILE=dir (a CPU
 * profile of the page's main thread during each orbit: its top functions by self and inclusive time, source-mapped),
 * BENCH_PHONE_CPU (the phone's CPU throttling rate, default 4),
 * BENCH_TRACE=dir (a Chrome trace of each open and orbit; the orbit is marked bench:orbit-start / bench:orbit-end,
 * where bench/trace-split.ts splits it by process and thread), BENCH_CPU=1 (each orbit's CPU time by Chromium
 * process and thread, which the trace does not show: SwiftShader's worker threads, the CPU throttle's spinning). Prints the load average per run and the budgets;
 * writes bench/results/orbit.json. A figure per run, never a timed test: the machine is shared and noisy.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchBenchChromium, waitChromiumQuiet } from './drag/chromium';
import { BASE, saveDragDesign, startAppServer, TUTORIAL_SEEN } from './drag/app-server';
import { waitOpened } from './drag/open';
import { median, quantile } from './stats';
import { runCases, writeResults } from './drag/runs';
import { cpuSince, threadCpu } from './drag/thread-cpu';
import { topInclusiveTime, topSelfTime, type Profile } from './drag/cpu-profile';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const ORBIT_MS = Number(process.env.BENCH_ORBIT_MS ?? 4000);
const ZOOM_MS = 1000;
const MOVE_EVERY_MS = 16;
const TRACE_DIR = process.env.BENCH_TRACE;
/** BENCH_CPU=1: print the CPU time of Chromium's threads during the orbit (/proc; bench/drag/thread-cpu.ts). */
const CPU = process.env.BENCH_CPU === '1';
/** BENCH_PROFILE=dir: a CPU profile of the page's main thread during each orbit (`<case>-<run>.cpuprofile`), its top functions printed. */
const PROFILE_DIR = process.env.BENCH_PROFILE;
/** The phone's CPU throttling rate (BENCH_PHONE_CPU, default 4; 1 shows what the throttle itself costs). */
const PHONE_CPU = Number(process.env.BENCH_PHONE_CPU ?? 4);
const TRACE_CATEGORIES = ['devtools.timeline', 'blink.user_timing', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'gpu', 'viz', 'v8', 'toplevel', 'benchmark', 'disabled-by-default-v8.cpu_profiler'];

interface Case { name: string; items: number; phone: boolean }
const ALL_CASES: Case[] = [
  { name: 'desktop-1', items: 1, phone: false },
  { name: 'desktop-300', items: 300, phone: false },
  { name: 'desktop-3000', items: 3000, phone: false },
  { name: 'phone-1', items: 1, phone: true },
  { name: 'phone-300', items: 300, phone: true },
  { name: 'phone-3000', items: 3000, phone: true },
];
const wanted = process.env.BENCH_CASES?.split(',').filter(Boolean);
const CASES = wanted ? ALL_CASES.filter((c) => wanted.includes(c.name)) : ALL_CASES;

const r1 = (n: number) => Math.round(n * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One drawn 3D frame as the in-page probe saw it: when it ended (ms since navigation start), its scale and triangles. */
interface Drawn { end: number; scale: number; triangles: number | null }

/**
 * The in-page probe (installed before the app's scripts, self-contained): on every animation frame it reads the
 * 3D view's frame counter and keeps one record per frame drawn since the last look.
 */
function installOrbitProbe(): void {
  type Frame = { renders: number; lastEnd: number; scale: number; triangles?: number; idle: boolean };
  const w = window as unknown as { __view3d?: { frame(): Frame }; __orbitProbe: unknown };
  let recording = false;
  let seen = 0;
  let drawn: { end: number; scale: number; triangles: number | null }[] = [];
  const loop = () => {
    if (!recording) return;
    const f = w.__view3d?.frame();
    if (f && f.renders > seen) {
      // Frames drawn between two looks (rare: at most one per animation frame) share the last one's figures.
      for (let i = seen; i < f.renders; i++) drawn.push({ end: f.lastEnd, scale: f.scale, triangles: f.triangles ?? null });
      seen = f.renders;
    }
    requestAnimationFrame(loop);
  };
  w.__orbitProbe = {
    start(): void {
      drawn = [];
      seen = w.__view3d?.frame().renders ?? 0;
      recording = true;
      requestAnimationFrame(loop);
    },
    stop(): typeof drawn {
      recording = false;
      return drawn;
    },
    /** Resolves with the ms until the view is idle again (every change drawn at full resolution), null on timeout. */
    idle(timeoutMs: number): Promise<number | null> {
      const began = performance.now();
      return new Promise((resolve) => {
        const check = () => {
          if (w.__view3d?.frame().idle) { resolve(performance.now() - began); return; }
          if (performance.now() - began > timeoutMs) { resolve(null); return; }
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
    },
  };
}

type Probe = { start(): void; stop(): Drawn[]; idle(ms: number): Promise<number | null> };

interface Motion { framesPerS: number; frames: number; p95FrameMs: number | null; medianFrameMs: number | null; scales: number[]; triangles: { median: number | null; max: number | null } }

function motionFigures(drawn: Drawn[], from: number, to: number): Motion {
  const inside = drawn.filter((d) => d.end >= from && d.end <= to);
  const gaps: number[] = [];
  // The first gap is from the input's start to the first frame: a frame that is late to react counts too.
  let last = from;
  for (const d of inside) { gaps.push(d.end - last); last = d.end; }
  const triangles = inside.map((d) => d.triangles).filter((t): t is number => t !== null);
  return {
    framesPerS: r1(inside.length / ((to - from) / 1000)), frames: inside.length,
    p95FrameMs: gaps.length ? r1(quantile(gaps, 0.95)) : null, medianFrameMs: gaps.length ? r1(median(gaps)) : null,
    scales: [...new Set(inside.map((d) => d.scale))].sort(),
    triangles: { median: triangles.length ? median(triangles) : null, max: triangles.length ? Math.max(...triangles) : null },
  };
}

interface CaseResult {
  case: string; items: number;
  /**
   * The 3D view's first frame on screen and its render call's end, the plan's first frame on screen, and when the
   * 3D view was first idle (its full picture drawn), ms after navigation start.
   */
  openMs: { view3d: number; view3dRendered: number; plan: number; view3dIdle: number | null };
  orbit: Motion; zoom: Motion;
  /** From the last input to the view idle again (full picture drawn), ms; null: not within 20 s. */
  restMs: number | null;
  /** The picture at rest (full resolution, full detail). */
  rest: { triangles: number; calls: number };
}

function fireInput(cdp: CDPSession) {
  return (method: string, params: Record<string, unknown>) => {
    // Not awaited: the browser queues and coalesces the input while the page is busy, as with a real device.
    (cdp.send as (m: string, p: unknown) => Promise<unknown>)(method, { ...params, timestamp: Date.now() / 1000 }).catch(() => undefined);
  };
}

/** Paced moves every 16 ms for `ms`, `at(i)` giving the i-th call's action. */
async function paced(ms: number, each: (i: number) => void): Promise<void> {
  const total = Math.round(ms / MOVE_EVERY_MS);
  const t0 = performance.now();
  for (let i = 1; i <= total; i++) {
    const wait = t0 + i * MOVE_EVERY_MS - performance.now();
    if (wait > 0) await sleep(wait);
    each(i);
  }
}

async function runCase(browser: Browser, c: Case, designPath: string, run: number): Promise<CaseResult> {
  const context = await browser.newContext({
    viewport: c.phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    deviceScaleFactor: c.phone ? 2 : 1, isMobile: c.phone, hasTouch: c.phone, locale: 'nl-NL',
    storageState: TUTORIAL_SEEN,
  });
  const page: Page = await context.newPage();
  page.on('pageerror', (e) => console.error(`[${c.name}] page error:`, e.message));
  await page.addInitScript({ content: `var __name = (f) => f; (${installOrbitProbe.toString()})();` });
  const cdp = await context.newCDPSession(page);
  if (c.phone) await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU });
  const fire = fireInput(cdp);
  try {
    await waitChromiumQuiet();
    if (TRACE_DIR) {
      mkdirSync(TRACE_DIR, { recursive: true });
      await browser.startTracing(page, { path: join(TRACE_DIR, `${c.name}-${run}.json`), categories: TRACE_CATEGORIES });
    }
    await page.goto(`${BASE}${designPath}`);
    const open = await waitOpened(page);
    const probe = () => page.evaluate(() => (window as unknown as { __orbitProbe: Probe }).__orbitProbe.idle(30_000));
    // The full picture at rest on screen after the open (the first frame may be a coarse one, frames/motion.ts).
    const idleAfterOpen = await probe();
    const view3dIdle = idleAfterOpen === null ? null : await page.evaluate(() => performance.now());
    await sleep(1000);
    const canvas = page.getByTestId('view3d-canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // An orbit of about a quarter turn there and back, and a little up and down.
    const span = Math.min(box.width, box.height) * 0.3;
    const at = (i: number) => {
      const phase = (2 * Math.PI * i * MOVE_EVERY_MS) / ORBIT_MS;
      return { x: centre.x + span * Math.sin(phase), y: centre.y + span * 0.3 * Math.sin(2 * phase) };
    };
    await page.evaluate(() => (window as unknown as { __orbitProbe: Probe }).__orbitProbe.start());
    // The marks bound the orbit in a BENCH_TRACE trace (bench/trace-split.ts --from bench:orbit-start --to bench:orbit-end).
    const cpuBefore = CPU ? threadCpu() : null;
    if (PROFILE_DIR) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.start'); }
    const t0 = await page.evaluate(() => performance.mark('bench:orbit-start').startTime);
    if (c.phone) {
      fire('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: centre.x, y: centre.y, id: 1 }] });
      await paced(ORBIT_MS, (i) => { const p = at(i); fire('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: p.x, y: p.y, id: 1 }] }); });
      fire('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    } else {
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: centre.x, y: centre.y, buttons: 0 });
      fire('Input.dispatchMouseEvent', { type: 'mousePressed', x: centre.x, y: centre.y, button: 'left', buttons: 1, clickCount: 1 });
      await paced(ORBIT_MS, (i) => { const p = at(i); fire('Input.dispatchMouseEvent', { type: 'mouseMoved', x: p.x, y: p.y, button: 'left', buttons: 1 }); });
      const end = at(Math.round(ORBIT_MS / MOVE_EVERY_MS));
      fire('Input.dispatchMouseEvent', { type: 'mouseReleased', x: end.x, y: end.y, button: 'left', buttons: 0, clickCount: 1 });
    }
    const t1 = await page.evaluate(() => performance.mark('bench:orbit-end').startTime);
    if (PROFILE_DIR) {
      const { profile } = await cdp.send('Profiler.stop') as unknown as { profile: Profile };
      mkdirSync(PROFILE_DIR, { recursive: true });
      writeFileSync(join(PROFILE_DIR, `${c.name}-${run}.cpuprofile`), JSON.stringify(profile));
      console.log(`[${c.name}] orbit, self time:\n  ${topSelfTime(profile, 25).join('\n  ')}\n[${c.name}] orbit, inclusive time:\n  ${topInclusiveTime(profile, 30).join('\n  ')}`);
    }
    if (cpuBefore) console.log(`[${c.name}] orbit CPU ms by process/thread (${r1(t1 - t0)} ms): ${cpuSince(cpuBefore, threadCpu()).map(([k, v]) => `${k} ${Math.round(v)}`).join(', ')}`);
    // Zoom: in for half the time, out for the other half, so the camera ends near where it was.
    const steps = Math.round(ZOOM_MS / MOVE_EVERY_MS);
    await paced(ZOOM_MS, (i) => fire('Input.dispatchMouseEvent', { type: 'mouseWheel', x: centre.x, y: centre.y, deltaX: 0, deltaY: i <= steps / 2 ? -60 : 60 }));
    const t2 = await page.evaluate(() => performance.now());
    const restMs = await probe();
    const drawn = await page.evaluate(() => (window as unknown as { __orbitProbe: Probe }).__orbitProbe.stop());
    if (TRACE_DIR) await browser.stopTracing();
    const info = await page.evaluate(() => (window as unknown as { __view3d: { info(): { triangles: number; calls: number } } }).__view3d.info());
    return {
      case: c.name, items: c.items,
      openMs: { view3d: r1(open.view3d), view3dRendered: r1(open.view3dRendered), plan: r1(open.plan), view3dIdle: view3dIdle === null ? null : r1(view3dIdle) },
      orbit: motionFigures(drawn, t0, t1), zoom: motionFigures(drawn, t1, t2),
      restMs: restMs === null ? null : r1(restMs), rest: { triangles: info.triangles, calls: info.calls },
    };
  } finally {
    await context.close();
  }
}

function budgets(cases: Record<string, CaseResult>): Record<string, boolean | null> {
  const fps = (name: string) => cases[name]?.orbit.framesPerS ?? null;
  const d1 = fps('desktop-1');
  const d3 = fps('desktop-3000');
  const p300 = fps('phone-300');
  const p3 = fps('phone-3000');
  const open = cases['desktop-3000']?.openMs.view3d ?? null;
  return {
    'desktop 1 item orbit >= 45 frames/s': d1 === null ? null : d1 >= 45,
    'desktop 3000 orbit >= 0.6 x 1 item': d1 === null || d3 === null ? null : d3 >= 0.6 * d1,
    'phone 300 orbit >= 30 frames/s': p300 === null ? null : p300 >= 30,
    'phone 3000 orbit >= 20 frames/s': p3 === null ? null : p3 >= 20,
    'desktop 3000 first 3D frame <= 1500 ms': open === null ? null : open <= 1500,
  };
}

const server = await startAppServer();
const browser = await launchBenchChromium();
try {
  const paths = new Map<number, string>();
  for (const items of new Set(CASES.map((c) => c.items))) paths.set(items, await saveDragDesign(items, 'bench:orbit'));
  const runs = await runCases(CASES, RUNS, (c, run) => runCase(browser, c, paths.get(c.items)!, run), budgets);
  writeResults(root, 'bench/results/orbit.json', { date: new Date().toISOString(), orbitMs: ORBIT_MS, zoomMs: ZOOM_MS, moveEveryMs: MOVE_EVERY_MS, runs });
} finally {
  await browser.close();
  server.kill();
}
