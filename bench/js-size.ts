/**
 * `npx tsx bench/js-size.ts`: which JavaScript the landing page and the configurator (a saved design of
 * BENCH_ITEMS furniture items, default 3,000) load, file by file, gzipped, counted the way bench/drag.ts
 * counts it; with BENCH_SOURCES=1 also the biggest source packages/folders behind those bytes (from the
 * source maps: each generated character is booked to the source its mapping points at, and a file's gzipped
 * size is shared out in that proportion; an estimate, good enough to know where to cut).
 *
 * Starts the built app on BENCH_PORT (default 3210) like bench/drag.ts; `npm run build` first.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
import type { Page } from 'playwright-core';
import { launchBenchChromium } from './drag/chromium';
import { BASE, saveDragDesign, startAppServer, TUTORIAL_SEEN } from './drag/app-server';
import { waitOpened } from './drag/open';

const root = fileURLToPath(new URL('..', import.meta.url));
const ITEMS = Number(process.env.BENCH_ITEMS ?? 3000);

/** A source path's package (node_modules/<pkg>) or its first two src folders. */
function owner(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const parts = source.replace(/^(\.\.\/)+/, '').split('/');
  return parts.slice(0, 3).join('/');
}

/** Gzipped KB of one file shared out over the owners of its generated characters. */
function attribute(file: string, gzKb: number, into: Map<string, number>): void {
  const mapPath = `${file}.map`;
  if (!existsSync(mapPath)) { into.set('(no map)', (into.get('(no map)') ?? 0) + gzKb); return; }
  const code = readFileSync(file, 'utf8');
  const lines = code.split('\n');
  const map = new TraceMap(readFileSync(mapPath, 'utf8'));
  const chars = new Map<string, number>();
  let prev: { line: number; col: number; owner: string } | null = null;
  const book = (toLine: number, toCol: number) => {
    if (!prev) return;
    const n = toLine === prev.line ? toCol - prev.col : (lines[prev.line - 1]?.length ?? 0) - prev.col + toCol;
    chars.set(prev.owner, (chars.get(prev.owner) ?? 0) + Math.max(0, n));
  };
  eachMapping(map, (m) => {
    book(m.generatedLine, m.generatedColumn);
    prev = { line: m.generatedLine, col: m.generatedColumn, owner: m.source ? owner(m.source) : '(generated)' };
  });
  book(lines.length, lines.at(-1)?.length ?? 0);
  const total = [...chars.values()].reduce((a, b) => a + b, 0) || 1;
  for (const [name, n] of chars) into.set(name, (into.get(name) ?? 0) + (gzKb * n) / total);
}

async function report(page: Page, label: string, path: string, ready: (page: Page) => Promise<unknown>): Promise<void> {
  const files = new Set<string>();
  page.on('response', (response) => { const url = new URL(response.url()); if (url.pathname.endsWith('.js')) files.add(url.pathname); });
  await page.goto(`${BASE}${path}`);
  await ready(page);
  await page.waitForLoadState('networkidle');
  // The files requested before the plan's first render call ended (none on a page without a plan).
  const early = new Set(await page.evaluate(() => {
    const renderedAt = (window as unknown as { __plan2d?: { firstRenderAt(): number | null } }).__plan2d?.firstRenderAt() ?? null;
    if (renderedAt === null) return [];
    return performance.getEntriesByType('resource').filter((e) => e.startTime < renderedAt).map((e) => new URL(e.name).pathname);
  }));
  // A step of choosing a house fetches the configurator ahead once the connection is idle
  // (src/root/prefetch-configurator.ts): the page's own files are those requested before that mark.
  const own = await page.evaluate(() => {
    const mark = performance.getEntriesByName('prefetch:configurator')[0];
    if (!mark) return null;
    return performance.getEntriesByType('resource').filter((e) => e.startTime < mark.startTime).map((e) => new URL(e.name).pathname);
  });
  if (own) for (const file of [...files]) if (!own.includes(file)) files.delete(file);
  const rows: Array<[string, number]> = [];
  const owners = new Map<string, number>();
  const earlyOwners = new Map<string, number>();
  for (const file of files) {
    const local = join(resolve(root, process.env.DIST_DIR ?? 'dist'), file);
    if (!existsSync(local)) continue;
    const kb = gzipSync(readFileSync(local)).length / 1024;
    rows.push([file, kb]);
    if (process.env.BENCH_SOURCES) attribute(local, kb, owners);
    if (process.env.BENCH_SOURCES && early.has(file)) attribute(local, kb, earlyOwners);
  }
  rows.sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, kb]) => sum + kb, 0);
  console.log(`\n${label}: ${total.toFixed(1)} KB gzipped in ${rows.length} files`);
  if (early.size > 0) console.log(`  ${rows.filter(([file]) => early.has(file)).reduce((sum, [, kb]) => sum + kb, 0).toFixed(1)} KB requested before the plan's first render (*)`);
  for (const [file, kb] of rows) console.log(`  ${kb.toFixed(1).padStart(7)}  ${early.has(file) ? '*' : ' '} ${file}`);
  if (process.env.BENCH_SOURCES) {
    console.log(`  by source (estimate):`);
    for (const [name, kb] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${kb.toFixed(1).padStart(7)}  ${name}`);
    if (earlyOwners.size > 0) {
      console.log(`  before the plan's first render, by source (estimate):`);
      for (const [name, kb] of [...earlyOwners].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${kb.toFixed(1).padStart(7)}  ${name}`);
    }
  }
}

const server = await startAppServer();
const browser = await launchBenchChromium();
try {
  const design = await saveDragDesign(ITEMS, 'bench:js-size');
  const context = () => browser.newContext({
    viewport: { width: 1280, height: 800 }, locale: 'nl-NL',
    storageState: TUTORIAL_SEEN,
  });
  await report(await (await context()).newPage(), 'landing', '/', (page) => page.waitForSelector('main'));
  await report(await (await context()).newPage(), `configurator (${ITEMS} items)`, design, waitOpened);
} finally {
  await browser.close();
  server.kill();
}
