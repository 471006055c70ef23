/**
 * `npm run bench:drag`: dragging an item in the real configurator (ARCHITECTURE §8).
 *
 * The built app runs on its real server (`scripts/start.mjs`, in-memory database, port BENCH_PORT or 3210);
 * designs of 1, 300 and 3,000 furniture items around house 1040 (700 × 350) are sent in through the lead API
 * and opened by their saved-design address, so the page shows them as a visitor sees them: plan and 3D view
 * side by side (stacked on the phone). In headless Chromium (STACK.md flags, WebGL on SwiftShader) one item is
 * dragged along a circle round the house with pointer moves every 16 ms that are sent without waiting for the
 * page (CDP input, as a real mouse or finger sends them):
 * - desktop: mouse at 1280 × 800;
 * - phone: touch at 390 × 844, device scale factor 2, CPU throttled 4× (CDP Emulation.setCPUThrottlingRate).
 *
 * Per case: plan updates per second (plan frames that show a new item position), input-to-pixel latency p50 /
 * p95 (a raw pointer event's timestamp to the start of the animation frame after the plan frame that showed it,
 * i.e. when that frame was handed to the screen), main-thread time per move (CDP TaskDuration / moves sent),
 * long tasks, the time from the pointer's release to the animation frame after the 3D frame that shows the
 * final position (the plan's render time per frame is reported beside it),
 * open time to the first plan frame and to the first 3D frame (ms after navigation start), and for the
 * 3,000-item desktop case the JS heap after 1 and after 10 open/close cycles (after a forced GC; also split
 * into V8's code and everything else, bench/drag/heap.ts). Also the
 * gzipped JavaScript the landing page and the configurator load.
 *
 * BENCH_RUNS (default 3) repeats every case; BENCH_CASES (e.g. `desktop-3000,phone-3000`) picks cases;
 * BENCH_DRAG_MS (default 5000) is the drag's length; BENCH_PROFILE=dir saves a CDP CPU profile of each drag there
 * (`<case>-<run>.cpuprofile`, open it in Chrome's DevTools) and prints the functions with the most self time
 * (with BENCH_PROFILE_FROM=release: from the pointer's release to the 3D view's catch-up only);
 * BENCH_TRACE=dir saves a Chrome trace of each drag (`<case>-<run>.json`, DevTools' Performance panel or
 * ui.perfetto.dev; it shows the GPU process's work per WebGL context, which a CPU profile books as '(program)'),
 * and skips the heap cycles. Each run prints the load average at its start and end. Writes
 * bench/results/drag.json, or BENCH_OUT. A figure per run, never a timed test: the machine is shared and noisy.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { launchBenchChromium, waitChromiumQuiet } from './drag/chromium';
import { BASE, saveDragDesign, startAppServer, TUTORIAL_SEEN } from './drag/app-server';
import { DRAG } from './drag/designs';
import { waitOpened, type OpenHooks, type OpenTimes } from './drag/open';
import { heapSnapshot, type HeapFigures } from './drag/heap';
import { installDragProbe, type ProbeResult } from './drag/probe';
import { median, quantile } from './stats';
import { runCases, writeResults } from './drag/runs';
import { topSelfTime, type Profile } from './drag/cpu-profile';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DRAG_MS = Number(process.env.BENCH_DRAG_MS ?? 5000);
const MOVE_EVERY_MS = 16;
const HEAP_CYCLES = 10;

/** earlyMs: the drag starts this long after the plan's first frame was on screen, not once both views are (issue 26 item 2). */
interface Case { name: string; items: number; phone: boolean; heap: boolean; earlyMs?: number }
const ALL_CASES: Case[] = [
  { name: 'desktop-1', items: 1, phone: false, heap: false },
  { name: 'desktop-300', items: 300, phone: false, heap: false },
  { name: 'desktop-3000', items: 3000, phone: false, heap: true },
  { name: 'phone-3000', items: 3000, phone: true, heap: false },
  { name: 'phone-3000-early-0.5s', items: 3000, phone: true, heap: false, earlyMs: 500 },
  { name: 'phone-3000-early-1s', items: 3000, phone: true, heap: false, earlyMs: 1000 },
  { name: 'phone-3000-early-3s', items: 3000, phone: true, heap: false, earlyMs: 3000 },
];
const wanted = process.env.BENCH_CASES?.split(',').filter(Boolean);
const CASES = wanted ? ALL_CASES.filter((c) => wanted.includes(c.name)) : ALL_CASES;

const r1 = (n: number) => Math.round(n * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A saved design through the lead API; answers its address in the configurator. */
async function newContext(browser: Browser, phone: boolean): Promise<BrowserContext> {
  return browser.newContext({
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    deviceScaleFactor: phone ? 2 : 1, isMobile: phone, hasTouch: phone, locale: 'nl-NL',
    storageState: TUTORIAL_SEEN,
  });
}

/** Client-side navigation, as the app's own links do it (wouter follows pushState + popstate). */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => { history.pushState(null, '', p); dispatchEvent(new PopStateEvent('popstate')); }, path);
}

type HeapCycles = { afterFirstMb: number; afterLastMb: number; code: { afterFirstMb: number; afterLastMb: number }; objects: { afterFirstMb: number; afterLastMb: number } };

/**
 * Opens and closes the design HEAP_CYCLES times by client-side navigation; the heap after the first close and
 * after the last, each also split into V8's code and the rest (bench/drag/heap.ts).
 */
async function heapCycles(page: Page, cdp: CDPSession, designPath: string): Promise<HeapCycles> {
  let first: HeapFigures | null = null;
  for (let i = 1; i <= HEAP_CYCLES; i++) {
    await navigate(page, '/');
    await page.waitForFunction(() => !(window as unknown as OpenHooks).__plan2d, null, { timeout: 30_000 });
    await sleep(200);
    if (i === 1) first = (await heapSnapshot(cdp)).figures;
    await navigate(page, designPath);
    await waitOpened(page);
  }
  await navigate(page, '/');
  await page.waitForFunction(() => !(window as unknown as OpenHooks).__plan2d, null, { timeout: 30_000 });
  await sleep(200);
  const last = (await heapSnapshot(cdp)).figures;
  return {
    afterFirstMb: first!.usedMb, afterLastMb: last.usedMb,
    code: { afterFirstMb: first!.codeMb, afterLastMb: last.codeMb },
    objects: { afterFirstMb: first!.objectsMb, afterLastMb: last.objectsMb },
  };
}

/** Drags the last furniture item once round the circle (twice for long drags) with unawaited CDP input. */
async function drag(page: Page, cdp: CDPSession, phone: boolean, beforeRelease?: () => Promise<void>): Promise<{ moves: number }> {
  const geo = await page.evaluate(({ cx, cy }) => {
    const plan = (window as unknown as { __plan2d: { screenPoint(x: number, y: number): { x: number; y: number }; scale(): number } }).__plan2d;
    const centre = plan.screenPoint(cx, cy);
    return { centre, scale: plan.scale() };
  }, { cx: DRAG.cx, cy: DRAG.cy });
  const radius = DRAG.radius * geo.scale;
  const at = (angle: number) => ({ x: geo.centre.x + radius * Math.cos(angle), y: geo.centre.y + radius * Math.sin(angle) });
  const start = at(0);
  const fire = (method: string, params: Record<string, unknown>) => {
    // Not awaited: the browser queues and coalesces the input while the page is busy, as with a real device.
    (cdp.send as (m: string, p: unknown) => Promise<unknown>)(method, { ...params, timestamp: Date.now() / 1000 }).catch(() => undefined);
  };
  const pointer = (type: 'down' | 'move' | 'up', p: { x: number; y: number }) => {
    if (phone) {
      fire('Input.dispatchTouchEvent', { type: type === 'down' ? 'touchStart' : type === 'move' ? 'touchMove' : 'touchEnd', touchPoints: type === 'up' ? [] : [{ x: p.x, y: p.y, id: 1 }] });
    } else {
      fire('Input.dispatchMouseEvent', {
        type: type === 'down' ? 'mousePressed' : type === 'move' ? 'mouseMoved' : 'mouseReleased',
        x: p.x, y: p.y, button: 'left', buttons: type === 'up' ? 0 : 1, clickCount: type === 'move' ? 0 : 1,
      });
    }
  };
  if (!phone) await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: start.x, y: start.y, buttons: 0 });
  await page.evaluate(() => (window as unknown as { __dragProbe: { start(): void } }).__dragProbe.start());
  pointer('down', start);
  const total = Math.round(DRAG_MS / MOVE_EVERY_MS);
  const t0 = performance.now();
  for (let i = 1; i <= total; i++) {
    const due = t0 + i * MOVE_EVERY_MS;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    // One turn every 2.5 s.
    pointer('move', at((2 * Math.PI * i * MOVE_EVERY_MS) / 2500));
  }
  await beforeRelease?.();
  pointer('up', at((2 * Math.PI * total * MOVE_EVERY_MS) / 2500));
  return { moves: total };
}

interface CaseResult {
  case: string; items: number; moves: number;
  planUpdatesPerS: number; animationFramesPerS: number; planRenderMs: { p50: number; p95: number };
  latencyMs: { p50: number | null; p95: number | null; samples: number };
  mainThreadMsPerMove: number;
  /** top: the five longest, each with its start in ms after the drag's press (which task froze the page). */
  longTasks: { count: number; totalMs: number; maxMs: number; top: { at: number; ms: number }[] };
  view3dCatchUpMs: number | null;
  view3dFrame: { scale: number | null; fullCostMs: number | null };
  /** On screen (the next animation frame after the first render); planRendered: the render call's end. view3d null: not shown by the drag's end. */
  openMs: { plan: number; view3d: number | null; planRendered: number };
  heap?: HeapCycles;
}

/** The figures of one drag from the probe's log. */
function analyse(probe: ProbeResult): Pick<CaseResult, 'planUpdatesPerS' | 'animationFramesPerS' | 'planRenderMs' | 'latencyMs' | 'longTasks'> {
  const { inputs, plan, frames } = probe;
  const from = inputs[0]?.t ?? 0;
  const to = probe.up?.t ?? inputs[inputs.length - 1]?.t ?? from;
  const seconds = Math.max(0.001, (to - from) / 1000);
  let updates = 0;
  let last = { x: NaN as number | null, y: NaN as number | null };
  for (const r of plan) {
    if (r.start < (inputs[0]?.h ?? 0) || r.start > (probe.up?.h ?? Infinity)) { last = r; continue; }
    if (r.x !== null && (r.x !== last.x || r.y !== last.y)) updates++;
    last = r;
  }
  const latencies: number[] = [];
  let ri = 0;
  let fi = 0;
  for (const input of inputs) {
    while (ri < plan.length && plan[ri].start < input.h) ri++;
    if (ri >= plan.length) break;
    const shown = plan[ri];
    while (fi < frames.length && frames[fi] <= shown.end) fi++;
    if (fi >= frames.length) break;
    latencies.push(frames[fi] - input.t);
  }
  const frameCount = frames.filter((f) => f >= from && f <= to).length;
  const renderMs = plan.map((r) => r.end - r.start);
  const longTasks = probe.longTasks;
  return {
    planUpdatesPerS: r1(updates / seconds),
    animationFramesPerS: r1(frameCount / seconds),
    planRenderMs: renderMs.length ? { p50: r1(median(renderMs)), p95: r1(quantile(renderMs, 0.95)) } : { p50: 0, p95: 0 },
    latencyMs: latencies.length ? { p50: r1(median(latencies)), p95: r1(quantile(latencies, 0.95)), samples: latencies.length } : { p50: null, p95: null, samples: 0 },
    longTasks: {
      count: longTasks.length, totalMs: r1(longTasks.reduce((s, t) => s + t.duration, 0)), maxMs: r1(Math.max(0, ...longTasks.map((t) => t.duration))),
      top: [...longTasks].sort((a, b) => b.duration - a.duration).slice(0, 5).map((t) => ({ at: r1(t.start - probe.pressedAt), ms: r1(t.duration) })),
    },
  };
}

/** Waits until the plan's first frame has been on screen for `ms` (page clock). */
async function waitPlanShownFor(page: Page, ms: number): Promise<void> {
  await page.waitForFunction(() => (window as unknown as OpenHooks).__plan2d?.firstShownAt() != null, null, { timeout: 120_000, polling: 16 });
  const wait = await page.evaluate((after) => (window as unknown as Required<OpenHooks>).__plan2d.firstShownAt()! + after - performance.now(), ms);
  if (wait > 0) await sleep(wait);
}

/** The open times of an early drag's page once the drag is over (the 3D view may not have shown yet). */
async function openedSoFar(page: Page): Promise<CaseResult['openMs']> {
  const seen = await page.evaluate(() => {
    const w = window as unknown as Required<OpenHooks>;
    return { plan: w.__plan2d.firstShownAt()!, view3d: w.__view3d?.frame().firstShownAt ?? null, planRendered: w.__plan2d.firstRenderAt()! };
  });
  return { plan: r1(seen.plan), view3d: seen.view3d === null ? null : r1(seen.view3d), planRendered: r1(seen.planRendered) };
}

async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
}

const PROFILE_DIR = process.env.BENCH_PROFILE;
const PROFILE_RELEASE = process.env.BENCH_PROFILE_FROM === 'release';
/** BENCH_TRACE=dir: a Chrome trace of each drag (open it in DevTools' Performance panel or ui.perfetto.dev). */
const TRACE_DIR = process.env.BENCH_TRACE;
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'gpu', 'viz', 'v8', 'toplevel', 'benchmark'];

async function runCase(browser: Browser, c: Case, designPath: string, run: number): Promise<CaseResult> {
  const context = await newContext(browser, c.phone);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`[${c.name}] page error:`, e.message));
  // As a string with esbuild's name helper defined: tsx compiles functions with `__name(...)` calls in them.
  await page.addInitScript({ content: `var __name = (f) => f; (${installDragProbe.toString()})();` });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (c.phone) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await waitChromiumQuiet();
    await page.goto(`${BASE}${designPath}`);
    let openMs: OpenTimes | null = null;
    if (c.earlyMs === undefined) {
      openMs = await waitOpened(page);
      // Let the price estimate and the lazy chunks settle, as a user would look before grabbing.
      await sleep(1500);
    } else {
      // A visitor who grabs an item as soon as the plan shows: the 3D view, the snapshot prewarm and the rest of
      // the open are still running. The delay is counted on the page's clock from the plan's frame on screen.
      await waitPlanShownFor(page, c.earlyMs);
    }
    const startProfile = async () => { await cdp.send('Profiler.enable'); await cdp.send('Profiler.start'); };
    if (PROFILE_DIR && !PROFILE_RELEASE) await startProfile();
    if (TRACE_DIR) {
      mkdirSync(TRACE_DIR, { recursive: true });
      await browser.startTracing(page, { path: join(TRACE_DIR, `${c.name}-${run}.json`), categories: TRACE_CATEGORIES });
    }
    const before = await taskSeconds(cdp);
    const { moves } = await drag(page, cdp, c.phone, PROFILE_DIR && PROFILE_RELEASE ? startProfile : undefined);
    const view3dCatchUpMs = await page.evaluate(() => (window as unknown as { __dragProbe: { caughtUp(ms: number): Promise<number | null> } }).__dragProbe.caughtUp(5000));
    // Early drags: long tasks from the press on, since the one that freezes the page may end before the first move is handled.
    const probe = await page.evaluate((fromPress) => (window as unknown as { __dragProbe: { stop(fromPress: boolean): ProbeResult } }).__dragProbe.stop(fromPress), c.earlyMs !== undefined);
    // The catch-up frame's pixel-ratio scale (below 1: reduced, the full frame follows) and the 3D view's measured
    // GPU time of a full frame (view3d/frames/pacer.ts).
    const view3dFrame = await page.evaluate(() => {
      const f = (window as unknown as { __view3d?: { frame(): { scale?: number; fullCostMs?: number | null } } }).__view3d?.frame();
      return { scale: f?.scale ?? null, fullCostMs: f?.fullCostMs == null ? null : Math.round(f.fullCostMs) };
    });
    const after = await taskSeconds(cdp);
    if (process.env.BENCH_VIEW3D_LOG) {
      // Diagnostics only: the 3D view's last frames relative to the pointer's release (ms).
      const log = await page.evaluate(() => (window as unknown as { __view3d?: { frameLog?(): { start: number; submitted: number; done?: number }[] } }).__view3d?.frameLog?.() ?? []);
      const up = probe.up?.h ?? 0;
      console.error(`${c.name} press sent ${r1(probe.pressedAt - up)} ms from release`);
      console.error(`${c.name} 3D frames from release:`, JSON.stringify(log.map((f) => ({ ...f, start: r1(f.start - up), submitted: r1(f.submitted - up), done: f.done === undefined ? null : r1(f.done - up) }))));
      const snapshot = await page.evaluate(() => (window as unknown as { __plan2d?: { snapshotDraws?(): unknown } }).__plan2d?.snapshotDraws?.() ?? null);
      console.error(`${c.name} plan snapshot passes (whole, drop rectangles):`, JSON.stringify(snapshot));
    }
    if (TRACE_DIR) await browser.stopTracing();
    if (PROFILE_DIR) {
      const { profile } = await cdp.send('Profiler.stop') as unknown as { profile: Profile };
      mkdirSync(PROFILE_DIR, { recursive: true });
      writeFileSync(join(PROFILE_DIR, `${c.name}-${run}.cpuprofile`), JSON.stringify(profile));
      console.log(`[${c.name}] self time:\n  ${topSelfTime(profile).join('\n  ')}`);
    }
    const result: CaseResult = {
      case: c.name, items: c.items, moves, ...analyse(probe),
      mainThreadMsPerMove: r1(((after - before) * 1000) / moves),
      view3dCatchUpMs: view3dCatchUpMs === null ? null : r1(view3dCatchUpMs), view3dFrame,
      openMs: openMs ? { plan: r1(openMs.plan), view3d: r1(openMs.view3d), planRendered: r1(openMs.planRendered) } : await openedSoFar(page),
    };
    if (c.heap && !TRACE_DIR) result.heap = await heapCycles(page, cdp, designPath);
    return result;
  } finally {
    await context.close();
  }
}

/** Gzipped size of the JavaScript a page loads (its chunks and workers), KB. */
async function routeJsKb(browser: Browser, path: string, ready: (page: Page) => Promise<unknown>): Promise<{ kb: number; files: number; beforePlanKb: number | null }> {
  const context = await newContext(browser, false);
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('response', (response) => { const url = new URL(response.url()); if (url.pathname.endsWith('.js')) files.add(url.pathname); });
  const gzKb = (paths: Iterable<string>) => {
    let bytes = 0;
    for (const file of paths) {
      const local = join(resolve(root, process.env.DIST_DIR ?? 'dist'), file);
      if (existsSync(local)) bytes += gzipSync(readFileSync(local)).length;
    }
    return r1(bytes / 1024);
  };
  try {
    await page.goto(`${BASE}${path}`);
    await ready(page);
    await page.waitForLoadState('networkidle');
    // The files requested before the plan's first render call ended (resource timing): the code the page loads
    // and runs before it can draw the plan. What is requested after loads while the GPU draws that frame.
    const early = await page.evaluate(() => {
      const renderedAt = (window as unknown as OpenHooks).__plan2d?.firstRenderAt() ?? null;
      if (renderedAt === null) return null;
      return performance.getEntriesByType('resource').filter((e) => e.startTime < renderedAt).map((e) => new URL(e.name).pathname).filter((p) => p.endsWith('.js'));
    });
    // The page's own JavaScript: a step of choosing a house fetches the configurator ahead once the connection is
    // idle (src/root/prefetch-configurator.ts); what came after that mark is the configurator's, not the page's.
    const own = await page.evaluate(() => {
      const mark = performance.getEntriesByName('prefetch:configurator')[0];
      if (!mark) return null;
      return performance.getEntriesByType('resource').filter((e) => e.startTime < mark.startTime).map((e) => new URL(e.name).pathname).filter((p) => p.endsWith('.js'));
    });
    const pageFiles = own ? new Set(own) : files;
    return { kb: gzKb(pageFiles), files: pageFiles.size, beforePlanKb: early ? gzKb(new Set(early)) : null };
  } finally {
    await context.close();
  }
}

function budgets(run: Record<string, CaseResult>, js: { landingKb: number; configuratorKb: number; configuratorBeforePlanKb: number | null }): Record<string, boolean | null> {
  const d1 = run['desktop-1'];
  const d3 = run['desktop-3000'];
  const p3 = run['phone-3000'];
  const desktop = [run['desktop-1'], run['desktop-300'], run['desktop-3000']].filter(Boolean);
  const all = Object.values(run).filter((r) => !r.case.includes('-early-'));
  const early = Object.values(run).filter((r) => r.case.includes('-early-'));
  return {
    'desktop 1 item >= 50 updates/s': d1 ? d1.planUpdatesPerS >= 50 : null,
    'desktop 3000 items >= 45 updates/s': d3 ? d3.planUpdatesPerS >= 45 : null,
    'desktop 3000 >= 0.8 x 1 item': d1 && d3 ? d3.planUpdatesPerS >= 0.8 * d1.planUpdatesPerS : null,
    'phone 3000 items >= 25 updates/s': p3 ? p3.planUpdatesPerS >= 25 : null,
    'desktop latency p95 <= 50 ms': desktop.length ? desktop.every((r) => r.latencyMs.p95 !== null && r.latencyMs.p95 <= 50) : null,
    '3D catches up <= 150 ms': all.length ? all.every((r) => r.view3dCatchUpMs !== null && r.view3dCatchUpMs <= 150) : null,
    'desktop 3000 plan open <= 1000 ms': d3 ? d3.openMs.plan <= 1000 : null,
    'phone early drags (0.5, 1, 3 s after the plan shows): no task > 200 ms': early.length ? early.every((r) => r.longTasks.maxMs <= 200) : null,
    // V8's compiled code grows while it tiers up the functions each open runs again, and levels off
    // (bench/heap-diff.ts, README); what a leak grows is everything else.
    'heap stable over 10 open/close (all but V8 code <= +10%)': d3?.heap ? d3.heap.objects.afterLastMb <= d3.heap.objects.afterFirstMb * 1.1 : null,
    // ARCHITECTURE §8 (issue 26): what the plan waits for, and the whole configurator with its 3D view.
    'configurator JS before the plan\'s first render <= 280 KB gz': js.configuratorBeforePlanKb === null ? null : js.configuratorBeforePlanKb <= 280,
    'configurator JS <= 500 KB gz': js.configuratorKb <= 500,
    'landing JS < 150 KB gz': js.landingKb < 150,
  };
}

const server = await startAppServer();
const browser = await launchBenchChromium();
try {
  const paths = new Map<number, string>();
  for (const items of new Set(CASES.map((c) => c.items))) paths.set(items, await saveDragDesign(items, 'bench:drag'));
  const biggest = Math.max(...paths.keys());
  const landing = await routeJsKb(browser, '/', (page) => page.waitForSelector('main'));
  const configurator = await routeJsKb(browser, paths.get(biggest)!, waitOpened);
  const js = { landingKb: landing.kb, configuratorKb: configurator.kb, configuratorBeforePlanKb: configurator.beforePlanKb };
  console.log(`JavaScript (gzipped): landing ${js.landingKb} KB in ${landing.files} files, configurator ${js.configuratorKb} KB in ${configurator.files} files (${js.configuratorBeforePlanKb} KB requested before the plan's first render)`);
  const runs = await runCases(CASES, RUNS, (c, run) => runCase(browser, c, paths.get(c.items)!, run), (cases) => budgets(cases, js));
  writeResults(root, 'bench/results/drag.json', { date: new Date().toISOString(), dragMs: DRAG_MS, moveEveryMs: MOVE_EVERY_MS, javascript: js, runs });
} finally {
  await browser.close();
  server.kill();
}
