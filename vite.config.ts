import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import { compileHints } from './build/compile-hints';

// The app's small modules that both the configurator's open and other pages import. Left to the bundler, each
// became a chunk of its own (0.1-1.5 KB: the money format, the name sort, the catalogue's store, the API's list
// readers, the help button, …), ~16 requests before the plan's first frame on a shared link, and over HTTP/1.1's
// six connections each holds a connection for a round trip (150 ms on a phone's network): the design's and the
// catalogue's answers waited behind them. One chunk of ~4 KB brotli instead (bench/README round 21).
const OPEN_COMMON = [
  'src/api/list', 'src/api/settings', 'src/api/faq', 'src/api/categories', 'src/api/products', 'src/api/colors',
  'src/api/sides', 'src/domain/money', 'src/domain/name-order', 'src/app/selected-house', 'src/ui/Dialog',
  'src/ui/icons', 'src/features/catalog/sizes', 'src/features/catalog/catalog-store', 'src/features/help/HelpButton',
  'src/features/help/contact-store', 'src/features/configurator/plan-preload', 'src/features/configurator/load-catalog',
].map((path) => fileURLToPath(new URL(`./${path}.`, import.meta.url)));
const inOpenCommon = (id: string) => OPEN_COMMON.some((prefix) => id.startsWith(prefix));

// The plan's Pixi (and what only it uses), less its event system (camera-gestures, after the plan's first frame)
// and the WebGPU and canvas renderers (Application.init's fallbacks, never loaded here).
const PLAN_PIXI = /node_modules[\\/](pixi\.js[\\/]lib|earcut|@pixi[\\/]colord|parse-svg-path|eventemitter3)[\\/]|src[\\/]plan2d[\\/]render[\\/]pixi-build\.ts$/;
const PIXI_LATER = /pixi\.js[\\/]lib[\\/](events[\\/]|.*(gpu|canvas)[^\\/]*[\\/])|WebGPU|Gpu[A-Z]|[\\/]Canvas(Renderer|Graphics|Batch|Mask|Filter)/;

// The chunks whose functions run in full right after they arrive on a shared link get V8's compile hint
// (build/compile-hints.ts): compiled eagerly, off the main thread while the line still brings them, instead of
// function by function on the main thread at first call. Chrome trace of one mobile cold open each (h48, with
// V8's compile events; load 4-8): the main thread's lazy compiles before the plan 2,056 -> 559 (all the plan's
// chunks and the entry), from the plan to the 3D view 922 -> 168 (the 3D view's two); hinting only one group moved
// only its own phase. bench:cold-open, five interleaved pairs of three runs (load 1.2-9.7, other helpers running):
// 3D view 4,723 -> 4,422 ms, plan 2,885 -> 2,767 (medians of 15; the 3D view earlier in all five pairs). Desktop
// first 3D frame at 3,000 items (bench:orbit, five pairs, load 1.4-9.2): 3,194 -> 2,159 ms (medians; earlier in
// every pair). Phone early drags' longest task not longer (two rounds: 171/72/232 and 107/113/186 -> 117/115/155
// and 52/53/138 ms). The phone figures flatter it: CDP's 4x throttle slows the main thread, not V8's background
// compile threads. Not the chunks that mostly wait (jsPDF, insights, Sentry): eager compiles cost memory and a core.
// The hint goes in after the files' hashes are made, so it does not rename them.
const COMPILE_HINTED = { entry: true, names: ['pixi-build', 'mount', 'taps', 'View3dPanel', 'three.core'] };

// The API server listens on API_PORT in development; the built app is served by that server itself.
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  // Brotli (quality 11) and gzip copies of the built files from 1 KB up, which the server sends as they are
  // (server/static.ts): compressing the configurator's ~1.7 MB of JavaScript per request took the server's one
  // thread 40-60 ms per open, and a build can afford brotli's best quality where a request cannot.
  plugins: [react(), tailwindcss(), compileHints(COMPILE_HINTED), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.map$/] })],
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
  // The manifest names the configurator's chunks for the HTML's preloads on its addresses (server/app-html.ts).
  build: {
    outDir: 'dist', sourcemap: 'hidden', manifest: true, chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The plan's Pixi in one chunk. The plan's mount loads apart from the route (src/plan2d/load-mount.ts),
            // so Pixi's modules are reached from three dynamic imports (plan-app, mount, camera-gestures) and the
            // bundler cut them into five chunks by who reaches them: more requests before the plan and more
            // compression overhead.
            { name: 'pixi-build', test: (id: string) => PLAN_PIXI.test(id) && !PIXI_LATER.test(id) },
            // Vite's preload helper stays a chunk of its own: Pixi's renderer imports use it, so the group above
            // would take it in, and the entry, which uses it too, would then load all of Pixi on every page.
            { name: 'preload-helper', test: /preload-helper/, priority: 1 },
            // Only the listed modules, not what they import (zod, React, the API client: chunks of their own,
            // which other pages share).
            { name: 'open-common', test: inOpenCommon, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
