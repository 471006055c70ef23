/**
 * `npx tsx bench/open-waterfall.ts`: the request waterfall of opening a saved design of BENCH_ITEMS furniture
 * items (default 3,000) at 1280 × 800, each request's start and end in ms after navigation start, with the
 * app's open:* marks and the plan's and the 3D view's first frames; to see what the first plan frame waits for. Starts the built app on
 * BENCH_PORT (default 3210) like bench/drag.ts; `npm run build` first. BENCH_RUNS (default 2) opens it again.
 * BENCH_MOBILE=1 opens it as bench:cold-open opens a shared link: a phone on Lighthouse's mobile profile
 * (bench/drag/mobile-profile.ts), cold. After the page's own timings it prints what CDP saw on the wire
 * (bench/drag/wire.ts): when each request was asked for and done, its bytes, content encoding and connection.
 */
import { launchBenchChromium, waitChromiumQuiet } from './drag/chromium';
import { BASE, saveDragDesign, startAppServer } from './drag/app-server';
import { waitOpened } from './drag/open';
import { newOpenPage } from './drag/mobile-profile';
import { recordWire } from './drag/wire';
import { bucketed, sampleCpu } from './drag/cpu-timeline';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 3000);
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const MOBILE = process.env.BENCH_MOBILE === '1';
/** BENCH_CPU=1: Chromium's busiest threads' CPU ms per 50 ms of the open (/proc), which shows SwiftShader's work. */
const CPU = process.env.BENCH_CPU === '1';

const server = await startAppServer();
const browser = await launchBenchChromium();
try {
  const path = await saveDragDesign(ITEMS, 'bench:open-waterfall');
  for (let run = 1; run <= RUNS; run++) {
    const { context, page, cdp } = await newOpenPage(browser, MOBILE);
    const wire = await recordWire(cdp);
    const quietAfter = await waitChromiumQuiet();
    const cpu = CPU ? sampleCpu() : null;
    await page.goto(`${BASE}${path}`);
    const opened = await waitOpened(page);
    const samples = cpu?.stop();
    const rows = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const out = entries.map((e) => ({ name: e.name.replace(location.origin, '').slice(0, 90), start: e.startTime, end: e.responseEnd }));
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      out.push({ name: '== DOMContentLoaded', start: nav.domContentLoadedEventEnd, end: nav.domContentLoadedEventEnd });
      // The app's open:* steps (session ready, Pixi prepared, scene built, …).
      for (const m of performance.getEntriesByType('mark')) out.push({ name: `mark ${m.name}`, start: m.startTime, end: m.startTime });
      return out;
    });
    for (const [name, at] of [['plan first frame rendered', opened.planRendered], ['plan first frame shown', opened.plan],
      ['3D first frame rendered', opened.view3dRendered], ['3D first frame shown', opened.view3d]] as const) rows.push({ name: `== ${name}`, start: at, end: at });
    rows.sort((a, b) => a.start - b.start);
    console.log(`\nrun ${run}, Chromium quiet after ${quietAfter} ms, load average ${(await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').trim()}`);
    for (const r of rows) console.log(`  ${r.start.toFixed(0).padStart(6)} ${r.end.toFixed(0).padStart(6)}  ${r.name}`);
    const seen = wire.read().sort((a, b) => a.askedMs - b.askedMs);
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log(`  on the wire (CDP; ms after the document's request; asked, sent on its connection, headers in, done, KB, encoding, connection), ${kb(seen.reduce((a, r) => a + r.bytes, 0))} KB in all, the document asked with Accept-Encoding: ${seen[0]?.acceptEncoding}`);
    for (const r of seen) {
      console.log(`  ${String(r.askedMs).padStart(6)} ${String(r.sentMs ?? '-').padStart(6)} ${String(r.headersMs ?? '-').padStart(6)} ${String(r.doneMs ?? '-').padStart(6)} ${kb(r.bytes).padStart(6)} ${r.encoding.padEnd(8)} ${String(r.connection ?? '-').padStart(4)}  ${r.url.replace(BASE, '').slice(0, 80)}`);
    }
    if (samples) {
      const origin = await page.evaluate(() => performance.timeOrigin);
      const buckets = bucketed(samples, origin, 50, 0, Math.ceil(((opened.view3d ?? opened.plan) + 100) / 50) * 50);
      const totals = new Map<string, number>();
      for (const b of buckets) for (const [k, v] of b.cpu) totals.set(k, (totals.get(k) ?? 0) + v);
      const top = [...totals].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k]) => k);
      console.log(`  CPU ms per 50 ms (/proc, 10 ms ticks), threads: ${top.map((k, i) => `${i + 1} ${k}`).join(', ')}`);
      for (const b of buckets) console.log(`  ${String(b.start).padStart(6)}  ${top.map((k) => String(Math.round(b.cpu.get(k) ?? 0)).padStart(4)).join(' ')}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
