import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';

// The API server listens on API_PORT in development; the built app is served by that server itself.
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  // Brotli (quality 11) and gzip copies of the built files from 1 KB up, which the server sends as they are
  // (server/static.ts): compressing the configurator's ~1.7 MB of JavaScript per request took the server's one
  // thread 40-60 ms per open, and a build can afford brotli's best quality where a request cannot.
  plugins: [react(), tailwindcss(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.map$/] })],
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
