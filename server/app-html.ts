/**
 * The single-page app's HTML for a configurator address (`…/maak-ontwerp`, a design code, a shared design link)
 * carries `<link rel=modulepreload>` for the configurator's and the plan's chunks, read from the build's manifest.
 *
 * Why: without them the browser learns of those chunks only once the entry module has downloaded and run and
 * the route asked for them. On Lighthouse's mobile profile (150 ms round trip, 1.6 Mbit/s) that left the line
 * idle ~0.25 s between the entry's last byte and the route's first, and the plan's ~300 KB before its first frame
 * is bandwidth-bound, so the plan came that much later (bench/README round 21). The API's answers are not
 * preloaded: ahead of the chunks they made Pixi's chunk and the plan later (round 13, h32).
 *
 * Any other address, or a build without a manifest, gets index.html as it is (null here).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIGURATOR_BASE } from '../src/app/routes';

/** The modules the configurator's open imports dynamically (early-open.ts, the route table), as the manifest names them. */
export const CONFIGURATOR_MODULES = ['src/features/configurator/ConfiguratorRoute.tsx', 'src/plan2d/render/plan-app.ts', 'src/plan2d/mount.ts'];

interface ManifestChunk { file: string; isEntry?: boolean; imports?: string[] }
export type Manifest = Record<string, ManifestChunk>;

/** The files of these modules' chunks and of everything those import statically, less the entry's own (index.html has them). */
export function chunkFiles(manifest: Manifest, modules: readonly string[]): string[] {
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
  const wanted = collect(modules, new Set());
  return [...wanted].filter((key) => !entry.has(key)).map((key) => manifest[key].file);
}

const CONFIGURATOR = new RegExp(`^${CONFIGURATOR_BASE}/maak-ontwerp(/[^/]+){0,3}/?$`);

/** Whether this path is one of the consumer configurator's addresses (routes.ts's configureViaId). */
export function isConfiguratorAddress(pathname: string): boolean {
  return CONFIGURATOR.test(pathname);
}

/** The preload tags for these files, the largest first: they start first and share the line longest. */
export function preloadTags(files: readonly { file: string; bytes: number }[]): string {
  return [...files].sort((a, b) => b.bytes - a.bytes)
    .map(({ file }) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
}

/** index.html with the configurator's preloads for its addresses, else null; re-read when the build changes. */
export function appHtml(distDir: string): (pathname: string) => string | null {
  let cached: { at: number; html: string } | null = null;
  const load = (): string | null => {
    const indexPath = join(distDir, 'index.html');
    const manifestPath = join(distDir, '.vite', 'manifest.json');
    if (!existsSync(indexPath) || !existsSync(manifestPath)) return null;
    const at = statSync(indexPath).mtimeMs;
    if (cached?.at !== at) {
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
      const files = chunkFiles(manifest, CONFIGURATOR_MODULES)
        .map((file) => ({ file, bytes: existsSync(join(distDir, file)) ? statSync(join(distDir, file)).size : 0 }));
      const html = readFileSync(indexPath, 'utf8');
      cached = { at, html: files.length > 0 ? html.replace('</head>', `  ${preloadTags(files)}\n  </head>`) : html };
    }
    return cached.html;
  };
  return (pathname) => (isConfiguratorAddress(pathname) ? load() : null);
}
