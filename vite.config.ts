import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

interface Chunk { type: 'chunk'; fileName: string; imports: string[]; facadeModuleId: string | null }

/** The chunk whose entry is `moduleId` and every chunk it imports statically, transitively. */
function closure(bundle: Record<string, { type: string }>, moduleId: string): Set<string> {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const start = chunks.find((c) => c.facadeModuleId === moduleId);
  if (!start) throw new Error(`code-ahead: no chunk of ${moduleId} (is it still imported dynamically?)`);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const next of byFile.get(fileName)?.imports ?? []) visit(next);
  };
  visit(start.fileName);
  return seen;
}

/**
 * A build plugin that writes into index.html, as `<meta name="code-ahead:<name>" content="<urls>">`, the chunks a
 * dynamic import of `module` would load that the route `after` does not load already, so the page can request
 * them ahead without running them (src/features/configurator/code-ahead.ts: `<link rel="modulepreload">`). The
 * chunk names carry content hashes known only once the bundle is written, which is why the build says them.
 */
function codeAhead(ahead: Record<string, { module: string; after: string }>): Plugin {
  let base = '/';
  let root = process.cwd();
  return {
    name: 'code-ahead',
    apply: 'build',
    configResolved(config) { base = config.base; root = config.root; },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        return Object.entries(ahead).map(([name, { module, after }]) => {
          const loaded = closure(context.bundle!, resolve(root, after));
          const files = [...closure(context.bundle!, resolve(root, module))].filter((f) => !loaded.has(f));
          return { tag: 'meta', attrs: { name: `code-ahead:${name}`, content: files.map((f) => `${base}${f}`).join(' ') }, injectTo: 'head' as const };
        });
      },
    },
  };
}

// The API server listens on API_PORT in development; the built app is served by that server itself.
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  // Brotli (quality 11) and gzip copies of the built files from 1 KB up, which the server sends as they are
  // (server/static.ts): compressing the configurator's ~1.7 MB of JavaScript per request took the server's one
  // thread 40-60 ms per open, and a build can afford brotli's best quality where a request cannot.
  plugins: [
    react(), tailwindcss(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.map$/] }),
    // The 3D view's chunks, which a configurator session requests once the plan waits for no more bytes
    // (src/features/configurator/code-ahead.ts).
    codeAhead({ view3d: { module: 'src/features/configurator/view3d/View3dPanel.tsx', after: 'src/features/configurator/ConfiguratorRoute.tsx' } }),
  ],
  resolve: {
    alias: [
      // The plan's own Pixi build instead of the package index (why: src/plan2d/render/pixi-build.ts); its deep
      // imports name Pixi's modules by path, which the package's export map does not list.
      { find: /^pixi\.js$/, replacement: fileURLToPath(new URL('./src/plan2d/render/pixi-build.ts', import.meta.url)) },
      { find: /^pixi-lib\//, replacement: fileURLToPath(new URL('./node_modules/pixi.js/lib/', import.meta.url)) },
    ],
  },
  worker: { format: 'es' },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/files': `http://127.0.0.1:${apiPort}`,
    },
  },
  // 'hidden': maps are written for an error-reporting upload, but the bundles do not point to them, and the server
  // never serves them (server/static.ts), so production code is not published as source (issue 24 §5).
  build: { outDir: 'dist', sourcemap: 'hidden', chunkSizeWarningLimit: 1500 },
});
