/**
 * `npx tsx bench/open-profile.ts`: where the main thread's time goes between navigation start and the plan's
 * first frame, opening a saved design of BENCH_ITEMS furniture items (default 3,000) at 1280 × 800. A CDP CPU
 * profile runs from before the navigation until both first frames were drawn; its samples are placed on the
 * page's clock (ms after navigation start) and summed up to the plan's first frame: per source folder (names
 * from dist/'s source maps), the functions with the most self time, the inclusive time of a few open steps and
 * the busy ms per BENCH_BUCKET_MS (default 250). The same for the span between the plan's and the 3D view's
 * first frames. Prints the app's `open:*` performance marks (session ready, plan init, Pixi ready, scene built);
 * BENCH_SPANS=1 also sums each span between two of those marks and the two views' first frames, in time order.
 * DIST_DIR serves another build (as the server does: compare builds back to back); BENCH_RUNS (default 1);
 * BENCH_PROFILE=dir saves each profile (`open-<run>.cpuprofile`, Chrome's DevTools opens it). Starts the built
 * app on BENCH_PORT like bench/drag.ts; `npm run build` first. BENCH_MOBILE=1 opens it as bench:cold-open opens
 * a shared link: a phone on Lighthouse's mobile profile (bench/drag/mobile-profile.ts), cold.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBenchChromium, waitChromiumQuiet } from './drag/chromium';
import { BASE, saveDragDesign, startAppServer } from './drag/app-server';
import { waitOpened } from './drag/open';
import { newOpenPage } from './drag/mobile-profile';
import { builtName, fileOf, originalName, profileTree, type Profile as CpuProfile } from './drag/cpu-profile';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 3000);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const BUCKET_MS = Number(process.env.BENCH_BUCKET_MS ?? 250);
const PROFILE_DIR = process.env.BENCH_PROFILE;
const MOBILE = process.env.BENCH_MOBILE === '1';
/** Functions whose inclusive time is reported (the open's steps; minified names differ, so source names only). */
const STEPS = ['mountPlan', 'init', 'full', 'render', 'tick', 'compileShader', 'linkProgram', 'getProgramParameter', 'renderRoot',
  'performWorkUntilDeadline', 'JSON.parse', 'parse', 'loadDesign', 'fromConfiguration'];

interface Profile extends CpuProfile { startTime: number; endTime: number }

const r0 = (n: number) => Math.round(n);

function summarise(profile: Profile, offsetMs: number, from: number, to: number, label: string): void {
  const { byId, parent } = profileTree(profile);
  const selfByKey = new Map<string, number>();
  const byFile = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const buckets = new Map<number, number>();
  let t = profile.startTime / 1000 - offsetMs;
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] / 1000;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (t < from || t >= to) continue;
    const node = byId.get(profile.samples[i])!;
    const { functionName, url } = node.callFrame;
    if (functionName === '(idle)') continue;
    busy += dt;
    // The source maps are read once a sample: the key and the folder both come from it.
    const source = originalName(node.callFrame);
    const key = source ?? builtName(node.callFrame);
    selfByKey.set(key, (selfByKey.get(key) ?? 0) + dt);
    const f = functionName.startsWith('(') ? functionName : source ? source.split(' ')[1].replace(/\/[^/]*$/, '') : fileOf(url);
    byFile.set(f, (byFile.get(f) ?? 0) + dt);
    const bucket = Math.floor(t / BUCKET_MS) * BUCKET_MS;
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + dt);
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const name = byId.get(id)!.callFrame.functionName;
      if (STEPS.includes(name) && !seen.has(name)) {
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + dt);
      }
    }
  }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `    ${String(r0(v)).padStart(6)}  ${k}`).join('\n');
  console.log(`\n  ${label}: ${r0(from)}..${r0(to)} ms, main thread busy ${r0(busy)} ms`);
  console.log(`   per source folder / category:\n${top(byFile, 20)}`);
  console.log(`   functions (self):\n${top(selfByKey, 25)}`);
  console.log(`   steps (inclusive):\n${top(inclusive, STEPS.length)}`);
  console.log(`   busy ms per ${BUCKET_MS} ms:\n    ${[...buckets].sort((a, b) => a[0] - b[0]).map(([b, v]) => `${b}:${r0(v)}`).join('  ')}`);
}

/** The profile time (ms) of the first sample in the marker loop. */
function markerTime(profile: Profile): number {
  const marker = new Set(profile.nodes.filter((n) => n.callFrame.functionName === 'profileMarker').map((n) => n.id));
  let t = profile.startTime / 1000;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] / 1000;
    if (marker.has(profile.samples[i])) return t;
  }
  // Missed (the profile's buffer was full, say): the stop right after the marker, a few ms off at most.
  console.warn('  (profile marker not found: aligned on the profile\'s end)');
  return profile.endTime / 1000;
}

const server = await startAppServer();
const browser = await launchBenchChromium();
try {
  const path = await saveDragDesign(ITEMS, 'bench:open-profile');
  for (let run = 1; run <= RUNS; run++) {
    const { context, page, cdp } = await newOpenPage(browser, MOBILE);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
    await waitChromiumQuiet();
    const load = readFileSync('/proc/loadavg', 'utf8').trim();
    await page.goto(`${BASE}${path}`);
    await waitOpened(page);
    // A string, not a function: tsx would wrap named functions in esbuild's `__name`, which the page lacks. The
    // named busy loop of a few ms that starts at `now` marks the page's clock in the profile.
    const marks = await page.evaluate(`(() => {
      const w = window;
      const m = performance.getEntriesByType('mark').map((e) => e.name + '@' + Math.round(e.startTime));
      const now = performance.now();
      function profileMarker() { while (performance.now() - now < 8) { /* busy */ } }
      profileMarker();
      return { plan: w.__plan2d.firstShownAt(), planRendered: w.__plan2d.firstRenderAt(), view3d: w.__view3d.frame().firstShownAt, now, m };
    })()`) as { plan: number; planRendered: number; view3d: number; now: number; m: string[] };
    const { profile } = await cdp.send('Profiler.stop') as unknown as { profile: Profile };
    const offsetMs = markerTime(profile) - marks.now;
    console.log(`\nrun ${run}, load average ${load}: plan rendered ${r0(marks.planRendered)} ms, shown ${r0(marks.plan)} ms, 3D shown ${r0(marks.view3d)} ms${marks.m.length ? `\n  marks: ${marks.m.join(' ')}` : ''}`);
    summarise(profile, offsetMs, 0, marks.plan, 'navigation -> plan');
    summarise(profile, offsetMs, marks.plan, marks.view3d, 'plan -> 3D');
    // The app's own marks (performance.mark 'open:…'), when the build sets them: the span before each.
    const named = marks.m.map((m) => { const [name, at] = m.split('@'); return { name, at: Number(at) }; }).filter((m) => m.name.startsWith('open:'));
    if (process.env.BENCH_SPANS) {
      // The 3D view's marks come after the plan's first frame: every mark and both first frames, in time order.
      const steps = [{ name: 'navigation', at: 0 }, ...named, { name: 'plan', at: marks.plan }, { name: '3D', at: marks.view3d }].sort((x, y) => x.at - y.at);
      steps.forEach((step, i) => { if (i > 0) summarise(profile, offsetMs, steps[i - 1].at, step.at, `${steps[i - 1].name} -> ${step.name}`); });
    }
    if (PROFILE_DIR) {
      mkdirSync(PROFILE_DIR, { recursive: true });
      writeFileSync(join(PROFILE_DIR, `open-${run}.cpuprofile`), JSON.stringify(profile));
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
