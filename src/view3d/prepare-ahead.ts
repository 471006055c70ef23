/**
 * The 3D view's steps that need none of three.js: its textures' pixels (texture-cache.ts), then its WebGL
 * context and extensions (context-ahead.ts), each in small tasks. The configurator starts them at the plan's
 * first frame, while the 3D view's code (~145 KB brotli) is still on the line: on the phone's shared link that
 * is ~1 s of an otherwise idle main thread, and the context's steps took ~200 ms of the 4× throttled main thread
 * after the code had arrived (open:3d-textures -> open:3d-context, bench/open-waterfall.ts BENCH_MOBILE=1).
 * View3dPanel calls both again: each shares the run already under way, or finds it done.
 */
import { prepareContext } from './context-ahead';
import { prepareTextures } from './texture-cache';

export function prepareView3dAhead(): Promise<void> {
  return prepareTextures().then(() => prepareContext());
}
