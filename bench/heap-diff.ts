/**
 * `npx tsx bench/heap-diff.ts`: what the configurator leaves behind when it closes. Opens a saved design of
 * BENCH_ITEMS furniture items (default 3,000) and closes it (client-side navigation to the landing page, as
 * bench/drag.ts's heap cycles do) BENCH_CYCLES times (default 8); takes a heap snapshot (after a forced GC)
 * after every cycle and prints its size split into V8's code and the rest (bench/drag/heap.ts), then the object
 * kinds (constructor names) whose count or size grew most between cycle 2 and the last. A kind that grows by
 * about the same amount per cycle is a leak; one that stops is a cache.
 *
 * BENCH_JS_FLAGS passes V8 flags to Chromium, e.g. `--jitless` to tell compiled code's growth from the app's objects.
 *
 * Starts the built app on BENCH_PORT (default 3210) like bench/drag.ts; `npm run build` first.
 */
import type { Page } from 'playwright-core';
import { launchBenchChromium } from './drag/chromium';
import { BASE, saveDragDesign, startAppServer, TUTORIAL_SEEN } from './drag/app-server';
import { heapSnapshot, type Kind } from './drag/heap';
import { waitOpened, type OpenHooks } from './drag/open';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 3000);
const CYCLES = Number(process.env.BENCH_CYCLES ?? 8);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));


async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => { history.pushState(null, '', p); dispatchEvent(new PopStateEvent('popstate')); }, path);
}

async function openAndClose(page: Page, design: string): Promise<void> {
  await navigate(page, design);
  await waitOpened(page);
  await navigate(page, '/');
  await page.waitForFunction(() => !(window as unknown as OpenHooks).__plan2d, null, { timeout: 30_000 });
  await sleep(300);
}

const server = await startAppServer();
const browser = await launchBenchChromium(process.env.BENCH_JS_FLAGS ? [`--js-flags=${process.env.BENCH_JS_FLAGS}`] : []);
try {
  const design = await saveDragDesign(ITEMS, 'bench:heap-diff');
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 }, locale: 'nl-NL',
    storageState: TUTORIAL_SEEN,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${BASE}/`);
  await page.waitForSelector('main');
  let first: Map<string, Kind> | null = null;
  let last: Awaited<ReturnType<typeof heapSnapshot>> | null = null;
  console.log('cycle  used MB  V8 code MB  objects MB');
  for (let i = 1; i <= CYCLES; i++) {
    await openAndClose(page, design);
    last = await heapSnapshot(cdp);
    if (i === 2) first = last.kinds;
    const f = last.figures;
    console.log(`${String(i).padStart(5)} ${f.usedMb.toFixed(1).padStart(8)} ${f.codeMb.toFixed(1).padStart(11)} ${f.objectsMb.toFixed(1).padStart(11)}`);
  }
  const rows = [...last!.kinds].map(([key, k]) => {
    const before = first!.get(key) ?? { count: 0, size: 0 };
    return { key, count: k.count - before.count, size: k.size - before.size };
  });
  console.log(`\ngrowth from cycle 2 to cycle ${CYCLES}, by size:`);
  for (const r of rows.sort((a, b) => b.size - a.size).slice(0, 30)) console.log(`  ${(r.size / 1024).toFixed(1).padStart(9)} KB ${String(r.count).padStart(7)}  ${r.key}`);
  console.log(`\nby count:`);
  for (const r of rows.sort((a, b) => b.count - a.count).slice(0, 20)) console.log(`  ${(r.size / 1024).toFixed(1).padStart(9)} KB ${String(r.count).padStart(7)}  ${r.key}`);
} finally {
  await browser.close();
  server.kill();
}
