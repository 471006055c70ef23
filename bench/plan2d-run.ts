/**
 * `npm run bench:plan2d`: the 2D plan's frame benchmark (ARCHITECTURE §8). Builds the large design (76 spaces,
 * 152 options, 300 furniture, 80 lights) through the editor commands, serves a bench-only page that mounts the
 * real plan on it, and in headless Chromium (STACK.md flags: WebGL on SwiftShader) drags one chair across the
 * design for 5 s with the mouse. Reports fps and frame-time percentiles of the plan; writes
 * bench/results/plan2d.json. Budget: 60 fps, p95 < 16.7 ms.
 */
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { Editor } from '../src/editor/editor';
import { createComputeCore } from '../workers/compute-core';
import { benchCatalog } from './catalog';
import { buildLarge } from './designs';
import { median, quantile, round } from './stats';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
/** BENCH_PROBE=1: also time each render with a GPU sync and count its WebGL work (bench/plan2d/probe.ts). */
const PROBE = process.env.BENCH_PROBE ?? '';
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = '/tmp/plan2d-bench-dist';

/** Median of each probe counter over the drag's renders. */
function summarize(frames: Array<Record<string, unknown>>): Record<string, unknown> {
  if (frames.length === 0) return {};
  if (PROBE === 'draws') writeFileSync('/tmp/plan2d-draws.json', JSON.stringify(frames[frames.length - 1].perDraw));
  return Object.fromEntries(Object.keys(frames[0]).filter((k) => k !== 'perDraw').map((k) => [k, round(median(frames.map((f) => f[k] as number)))]));
}

const catalog = benchCatalog();
const core = createComputeCore(catalog);
const editor = new Editor({ catalog: core.index });
buildLarge(editor, core);
const input = JSON.stringify({ catalog, configuration: editor.getConfiguration() });

await build({
  root: join(root, 'bench/plan2d'), configFile: false, logLevel: 'warn',
  build: { outDir, emptyOutDir: true, target: 'es2022' },
});

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
const server = createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0];
  if (path === '/input.json') { res.writeHead(200, { 'content-type': 'application/json' }); res.end(input); return; }
  const file = join(outDir, path === '/' ? 'index.html' : path);
  if (!file.startsWith(outDir) || !existsSync(file)) { res.writeHead(404); res.end(); return; }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as { port: number }).port;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
    '--disable-quic', '--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(`http://127.0.0.1:${port}/${PROBE ? `?probe=${PROBE}&hide=${process.env.BENCH_HIDE ?? ''}` : ''}`);
  await page.waitForFunction(() => window.__bench?.ready === true, null, { timeout: 60_000 });
  const renderer = await page.evaluate(() => window.__plan2d!.rendererType());
  await page.evaluate(() => window.__bench!.start());
  await page.waitForTimeout(1500);
  const idle = await page.evaluate(() => window.__bench!.stop());
  // Idle baseline: the plan renders on demand, so an untouched plan should hold the display rate.
  const idleFps = round(idle.frames.length / (idle.frames.reduce((sum, f) => sum + f, 0) / 1000));
  // The chair the drag moves: the first furniture item, and a path across the design and back.
  const start = await page.evaluate(() => window.__plan2d!.itemCenter('furniture', 0)!);
  const a = await page.evaluate(() => window.__plan2d!.screenPoint(1000, 1000));
  const b = await page.evaluate(() => window.__plan2d!.screenPoint(23_000, 11_000));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 12, start.y + 12);
  await page.evaluate(() => window.__bench!.start());
  const t0 = Date.now();
  let moves = 0;
  while (Date.now() - t0 < DURATION_MS) {
    const phase = ((Date.now() - t0) / 2500) % 2;
    const f = phase < 1 ? phase : 2 - phase;
    await page.mouse.move(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f + Math.sin(f * 12) * 40);
    moves++;
  }
  const result = await page.evaluate(() => window.__bench!.stop());
  // BENCH_SHOT=path.png: a screenshot mid-drag (drawn from the static snapshot), to check the plan looks right.
  if (process.env.BENCH_SHOT) await page.screenshot({ path: process.env.BENCH_SHOT });
  await page.mouse.up();
  if (process.env.BENCH_SHOT) { await page.waitForTimeout(300); await page.screenshot({ path: process.env.BENCH_SHOT.replace(/\.png$/, '-after.png') }); }
  const frames = result.frames;
  const total = frames.reduce((s, f) => s + f, 0);
  const out = {
    renderer,
    entities: { spaces: 76, options: 152, furniture: 300, lights: 80 },
    durationMs: Math.round(total),
    frames: frames.length,
    pointerMoves: moves,
    planRenders: result.renders,
    idleFps,
    fps: round(frames.length / (total / 1000)),
    frameMs: { median: round(median(frames)), p95: round(quantile(frames, 0.95)), p99: round(quantile(frames, 0.99)), max: round(Math.max(...frames)) },
    redrawnPerChange: { median: median(result.redrawn), max: Math.max(...result.redrawn) },
    budget: { fps: 60, p95Ms: 16.7 },
    ...(PROBE ? { probe: summarize(result.probe as unknown as Array<Record<string, unknown>>) } : {}),
  };
  const pass = out.fps >= 57 && out.frameMs.p95 < 16.7;
  console.log(JSON.stringify({ ...out, withinBudget: pass }, null, 2));
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/plan2d.json'), `${JSON.stringify({ ...out, withinBudget: pass }, null, 2)}\n`);
} finally {
  await browser.close();
  server.close();
}
