/**
 * `npm run bench:cold-open`: opening the configurator cold over a mobile network (issue 26 item 3, ARCHITECTURE
 * §8), in Lighthouse's mobile profile: Chromium (bench/drag/chromium.ts) with CDP network emulation (150 ms round
 * trip, 1.6 Mbit/s down, 750 kbit/s up), the cache disabled, the CPU throttled 4× and a 390 × 844 @2× touch
 * viewport. Per run (BENCH_RUNS, default 3), each in a fresh browser context:
 * - (a) a shared design link (a saved design of BENCH_ITEMS furniture items, default 1, opened by its address):
 *   the plan and the 3D view on screen (ms after navigation start; budgets 2,500 and 4,000 ms), bytes
 *   transferred;
 * - (b) landing → category → size as a visitor clicks through (Start eigen ontwerp, Tuinhuis, Zadeldak,
 *   Diepte 300, the 400x300 house), pausing BENCH_CHOOSE_MS (default 3,000) on each page as a visitor reads it:
 *   from the click on the size to the plan on screen (budget 1,000 ms);
 * - (c) the JavaScript of the shared link, gzipped as bench/js-size.ts counts it: requested before the plan's
 *   first render call ended (budget 280 KB) and in all once the network is idle (budget 500 KB).
 * BENCH_TRACE=dir saves a Chrome trace of (a) and prints where its time went (bench/trace/split.ts): from
 * navigation to the plan on screen and from there to the 3D view on screen, by thread, with the network.
 * BENCH_PROFILE=dir saves a CDP CPU profile of (b) from the click on the size to the plan on screen
 * (`after-size-<run>.cpuprofile`, DevTools) and prints its functions with the most self time and its tasks over 50 ms.
 * Prints each run's figures with the load average and writes bench/results/cold-open.json (or BENCH_OUT). DIST_DIR serves
 * another build (SKIP_BUILD=1 keeps it as it is); BENCH_PORT as the other browser benchmarks.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchBenchChromium, waitChromiumQuiet } from './drag/chromium';
import { BASE, saveDragDesign, startAppServer, TUTORIAL_SEEN } from './drag/app-server';
import type { OpenHooks } from './drag/open';
import { median } from './stats';
import { writeResults } from './drag/runs';
import { printOpenSplit } from './trace/open-split';
import { topSelfTime, type Profile } from './drag/cpu-profile';
import { emulateMobile, MOBILE_CPU_THROTTLING, MOBILE_NETWORK, MOBILE_VIEWPORT } from './drag/mobile-profile';

const root = fileURLToPath(new URL('..', import.meta.url));
const DIST = resolve(root, process.env.DIST_DIR ?? 'dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 1);
const CHOOSE_MS = Number(process.env.BENCH_CHOOSE_MS ?? 3000);
const BUDGETS = { sharedPlanMs: 2500, sharedView3dMs: 4000, afterSizeMs: 1000, beforePlanKb: 280, configuratorKb: 500 };

const r1 = (n: number) => Math.round(n * 10) / 10;
const PROFILE_DIR = process.env.BENCH_PROFILE;
/** BENCH_TRACE=dir: a Chrome trace of each shared-link open (`shared-link-<run>.json`), split as bench/trace-split.ts does. */
const TRACE_DIR = process.env.BENCH_TRACE;
// No V8 sampling profiler here (bench:orbit's traces have it): its thread took 0.5 s of CPU per 4 s on the phone.
const TRACE_CATEGORIES = ['devtools.timeline', 'blink.user_timing', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'gpu', 'viz', 'v8', 'toplevel', 'loading', 'netlog'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const gzKb = (paths: Iterable<string>) => {
  let bytes = 0;
  for (const path of new Set(paths)) {
    const local = join(DIST, path);
    if (path.endsWith('.js') && existsSync(local)) bytes += gzipSync(readFileSync(local)).length;
  }
  return r1(bytes / 1024);
};

/** A phone context with the mobile profile's network and CPU; counts the bytes that went over the wire. */
async function mobilePage(browser: Browser): Promise<{ page: Page; cdp: CDPSession; transferredKb: () => number; close: () => Promise<void> }> {
  const context = await browser.newContext({
    ...MOBILE_VIEWPORT, locale: 'nl-NL',
    storageState: TUTORIAL_SEEN,
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  // When the visitor's last click happened, on the page's clock (capture phase: before the app handles it).
  await page.addInitScript({ content: 'addEventListener("click", (e) => { window.__lastClickAt = e.timeStamp; }, { capture: true });' });
  const cdp = await context.newCDPSession(page);
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => { bytes += e.encodedDataLength; });
  await emulateMobile(cdp);
  return { page, cdp, transferredKb: () => r1(bytes / 1024), close: () => context.close() };
}

interface Shared { planMs: number; view3dMs: number; transferredKb: number; beforePlanJsKb: number; configuratorJsKb: number; jsFiles: number }

/** (a) and (c): a shared design link, cold. */
async function sharedLink(browser: Browser, path: string, run: number): Promise<Shared> {
  const { page, transferredKb, close } = await mobilePage(browser);
  try {
    await waitChromiumQuiet();
    const tracePath = TRACE_DIR ? join(TRACE_DIR, `shared-link-${run}.json`) : null;
    if (tracePath) {
      mkdirSync(TRACE_DIR!, { recursive: true });
      await browser.startTracing(page, { path: tracePath, categories: TRACE_CATEGORIES });
    }
    await page.goto(`${BASE}${path}`);
    await page.waitForFunction(() => {
      const w = window as unknown as OpenHooks;
      return w.__plan2d?.firstShownAt() != null && w.__view3d?.frame().firstShownAt != null;
    }, null, { timeout: 120_000, polling: 50 });
    await page.waitForLoadState('networkidle');
    // Playwright's networkidle fires once: the UI the page loads after the 3D view's first frame (after-plan.ts)
    // may come after it, and its scripts belong to the configurator's JavaScript too. Quiet = no new resource for 1 s.
    await page.waitForFunction(() => {
      const state = window as unknown as { __quiet?: { count: number; since: number } };
      const count = performance.getEntriesByType('resource').length;
      if (state.__quiet?.count !== count) state.__quiet = { count, since: performance.now() };
      return performance.now() - state.__quiet.since >= 1000;
    }, null, { timeout: 30_000, polling: 100 });
    const seen = await page.evaluate(() => {
      const w = window as unknown as Required<OpenHooks>;
      const renderedAt = w.__plan2d.firstRenderAt()!;
      const js = performance.getEntriesByType('resource').map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })).filter((e) => e.path.endsWith('.js'));
      return { plan: w.__plan2d.firstShownAt()!, view3d: w.__view3d.frame().firstShownAt!, early: js.filter((e) => e.start < renderedAt).map((e) => e.path), all: js.map((e) => e.path) };
    });
    if (tracePath) {
      await browser.stopTracing();
      printOpenSplit(tracePath, `shared link, run ${run}`, seen.plan, seen.view3d);
    }
    return {
      planMs: r1(seen.plan), view3dMs: r1(seen.view3d), transferredKb: transferredKb(),
      beforePlanJsKb: gzKb(seen.early), configuratorJsKb: gzKb(seen.all), jsFiles: new Set(seen.all).size,
    };
  } finally {
    await close();
  }
}

/** (b): landing → category → size, pausing on each page; ms from the click on the size to the plan on screen. */
async function throughTheSteps(browser: Browser, run: number): Promise<{ afterSizeMs: number; prefetchedJsKb: number }> {
  const { page, cdp, close } = await mobilePage(browser);
  try {
    await waitChromiumQuiet();
    await page.goto(`${BASE}/`);
    const read = () => sleep(CHOOSE_MS);
    await page.getByRole('link', { name: /Start eigen ontwerp/ }).waitFor();
    await read();
    await page.getByRole('link', { name: /Start eigen ontwerp/ }).click();
    const tile = (name: string) => page.getByTestId('category-tile').filter({ has: page.getByText(name, { exact: true }) });
    for (const name of ['Tuinhuis', 'Zadeldak', 'Diepte 300']) {
      await tile(name).waitFor();
      await read();
      await tile(name).click();
    }
    const size = page.getByTestId('size-tile').filter({ hasText: '400x300' }).first().getByText('400x300', { exact: true });
    await size.waitFor();
    await read();
    const prefetched = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    if (PROFILE_DIR) {
      await page.evaluate(() => {
        const w = window as unknown as { __tasks: { start: number; ms: number }[] };
        w.__tasks = [];
        new PerformanceObserver((list) => { for (const e of list.getEntries()) w.__tasks.push({ start: e.startTime, ms: e.duration }); }).observe({ type: 'longtask' });
      });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    await size.click();
    await page.waitForFunction(() => (window as unknown as OpenHooks).__plan2d?.firstShownAt() != null, null, { timeout: 120_000, polling: 16 });
    if (PROFILE_DIR) {
      const { profile } = await cdp.send('Profiler.stop') as unknown as { profile: Profile };
      mkdirSync(PROFILE_DIR, { recursive: true });
      writeFileSync(join(PROFILE_DIR, `after-size-${run}.cpuprofile`), JSON.stringify(profile));
      const tasks = await page.evaluate(() => {
        const w = window as unknown as { __tasks: { start: number; ms: number }[]; __lastClickAt: number };
        return w.__tasks.filter((t) => t.ms > 50).map((t) => ({ at: Math.round(t.start - w.__lastClickAt), ms: Math.round(t.ms) }));
      });
      console.log(`after the size, run ${run}: tasks over 50 ms ${JSON.stringify(tasks)}; self time:\n  ${topSelfTime(profile).join('\n  ')}`);
    }
    const afterSizeMs = await page.evaluate(() => (window as unknown as Required<OpenHooks>).__plan2d.firstShownAt()! - (window as unknown as { __lastClickAt: number }).__lastClickAt);
    return { afterSizeMs: r1(afterSizeMs), prefetchedJsKb: gzKb(prefetched) };
  } finally {
    await close();
  }
}

const server = await startAppServer();
const browser = await launchBenchChromium();
try {
  const design = await saveDragDesign(ITEMS, 'bench:cold-open');
  const runs: Array<{ loadavg: string; shared: Shared; steps: { afterSizeMs: number; prefetchedJsKb: number } }> = [];
  for (let run = 1; run <= RUNS; run++) {
    const loadavg = readFileSync('/proc/loadavg', 'utf8').trim();
    const shared = await sharedLink(browser, design, run);
    const steps = await throughTheSteps(browser, run);
    runs.push({ loadavg, shared, steps });
    console.log(`run ${run}/${RUNS}, load average ${loadavg}: ${JSON.stringify({ shared, steps })}`);
  }
  const med = (pick: (r: typeof runs[number]) => number) => r1(median(runs.map(pick)));
  const summary = {
    sharedPlanMs: med((r) => r.shared.planMs), sharedView3dMs: med((r) => r.shared.view3dMs), afterSizeMs: med((r) => r.steps.afterSizeMs),
    beforePlanKb: med((r) => r.shared.beforePlanJsKb), configuratorKb: med((r) => r.shared.configuratorJsKb),
  };
  const budgets = {
    [`shared link: plan <= ${BUDGETS.sharedPlanMs} ms (every run)`]: runs.every((r) => r.shared.planMs <= BUDGETS.sharedPlanMs),
    [`shared link: 3D view <= ${BUDGETS.sharedView3dMs} ms (every run)`]: runs.every((r) => r.shared.view3dMs <= BUDGETS.sharedView3dMs),
    [`landing -> size: plan <= ${BUDGETS.afterSizeMs} ms after the size (every run)`]: runs.every((r) => r.steps.afterSizeMs <= BUDGETS.afterSizeMs),
    [`JS before the plan's first frame <= ${BUDGETS.beforePlanKb} KB gz`]: summary.beforePlanKb <= BUDGETS.beforePlanKb,
    [`whole configurator JS <= ${BUDGETS.configuratorKb} KB gz`]: summary.configuratorKb <= BUDGETS.configuratorKb,
  };
  console.log('medians:', JSON.stringify(summary));
  console.log('budgets:', JSON.stringify(budgets, null, 1));
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeResults(root, 'bench/results/cold-open.json', { date: new Date().toISOString(), network: MOBILE_NETWORK, cpuThrottling: MOBILE_CPU_THROTTLING, items: ITEMS, chooseMs: CHOOSE_MS, runs, medians: summary, budgets });
} finally {
  await browser.close();
  server.kill();
}
