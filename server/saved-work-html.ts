/**
 * The page's HTML for a saved-work address (a shared design link, `…/maak-ontwerp/{id}/{organizationId}/{secret}`)
 * carries what the open will ask for, so the browser starts it with the HTML instead of once the entry module
 * has downloaded and evaluated (issue 26 §3; on Lighthouse's mobile profile the configurator's chunks started
 * ~1.5 s after the entry): `<link rel=modulepreload>` for the configurator's and the plan's chunks (from the
 * build's manifest) and `<link rel=preload as=fetch>` for the catalogue's first pages and the design, the very
 * requests src/root/early-open.ts makes (its fetch() takes the preloaded answer). Any other address, and a build
 * without a manifest, gets index.html as it is.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { earlyOpenUrls } from '../src/root/early-open-urls';

/** The dynamic imports early-open.ts starts on a saved-work address, as the manifest names their sources. */
export const SAVED_WORK_MODULES = ['src/features/configurator/ConfiguratorRoute.tsx', 'src/plan2d/render/plan-app.ts'];

interface ManifestChunk { file: string; isEntry?: boolean; imports?: string[] }
type Manifest = Record<string, ManifestChunk>;

/** The files of these chunks and of everything they import statically, the entry's own chunks left out (the HTML has them). */
export function chunkFiles(manifest: Manifest, sources: readonly string[]): string[] {
  const collect = (keys: Iterable<string>, into: Set<string>) => {
    const stack = [...keys];
    while (stack.length > 0) {
      const key = stack.pop()!;
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      stack.push(...(manifest[key].imports ?? []));
    }
    return into;
  };
  const entry = collect(Object.keys(manifest).filter((key) => manifest[key].isEntry), new Set());
  const wanted = collect(sources, new Set());
  return [...wanted].filter((key) => !entry.has(key)).map((key) => manifest[key].file);
}

// Ids, organisations and secrets are digits and hex; anything else gets no preloads (and is never put into HTML).
const SAFE_SEGMENTS = /^[/A-Za-z0-9_-]+$/;

/** The link tags for a saved-work address, or '' for any other. */
export function savedWorkLinks(pathname: string, chunks: readonly string[]): string {
  const urls = earlyOpenUrls(pathname);
  if (urls.length === 0 || !SAFE_SEGMENTS.test(pathname)) return '';
  // Same mode and credentials as fetch()'s defaults (cors, same-origin), so early-open.ts's fetch() matches them.
  const fetches = urls.map((url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${url.replace(/&/g, '&amp;')}">`);
  const modules = chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  // The chunks first: with the API answers ahead of them on the few connections, Pixi's chunk arrived ~1 s later
  // and the plan's main-thread work (Pixi's start) began later (open-waterfall, BENCH_MOBILE=1).
  return [...modules, ...fetches].join('\n    ');
}

/** index.html with the saved-work preloads; re-read when the build changes. */
export function savedWorkHtml(distDir: string): (pathname: string) => string | null {
  let cached: { at: number; html: string; chunks: string[] } | null = null;
  const load = () => {
    const indexPath = join(distDir, 'index.html');
    const manifestPath = join(distDir, '.vite', 'manifest.json');
    if (!existsSync(indexPath) || !existsSync(manifestPath)) return null;
    const at = statSync(indexPath).mtimeMs;
    if (cached?.at !== at) {
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
      cached = { at, html: readFileSync(indexPath, 'utf8'), chunks: chunkFiles(manifest, SAVED_WORK_MODULES) };
    }
    return cached;
  };
  return (pathname) => {
    const links = earlyOpenUrls(pathname).length > 0 ? load() : null;
    if (!links) return null;
    const tags = savedWorkLinks(pathname, links.chunks);
    return tags ? links.html.replace('</head>', `  ${tags}\n  </head>`) : null;
  };
}
