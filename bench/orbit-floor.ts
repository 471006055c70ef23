/**
 * `npx tsx bench/orbit-floor.ts`: the most frames per second any WebGL view gets on this machine's phone profile,
 * so `bench:orbit`'s phone figures can be read against it (issue 26: "where a budget cannot be met on software
 * WebGL, show the trace that says where the time goes").
 *
 * The same Chromium and flags as `bench:orbit` (software WebGL), the same phone (390 × 844 @2×, touch, CPU 4×),
 * the same 4 s of touch moves every 16 ms sent without waiting, on a bare page whose only content is one WebGL 2
 * canvas with the 3D view's box on the configurator (read from the real page). The page draws as the 3D view
 * does: on the animation frame after a move, one frame per animation frame at most, and counts what it drew.
 * No three.js, no scene, no app: what is left is the cost of a frame reaching the screen (the context's
 * drawing buffer, the compositor's read-back of it on software compositing) plus the draw below.
 *
 * Variants (each drawn frame):
 * - `clear`: one clear, nothing drawn;
 * - `copy`: one quad over the whole canvas that samples a texture of half the canvas's size, nearest (what a
 *   motion frame does last: its picture, drawn at half resolution into a target, put on the canvas);
 * - `quad`: one quad over the whole canvas whose fragment shader samples a mipmapped 256² texture twice and
 *   lights it (about what the ground and walls cost a motion frame where they cover the canvas).
 * Each on the canvas as the 3D view makes it (antialias, preserveDrawingBuffer, at the device's pixel ratio 2)
 * and on a plain one at half that ratio (no antialias, no preserved buffer): the two ends of what a canvas can be.
 * Two variants draw from a dedicated worker instead, on the canvas's OffscreenCanvas (`transferControlToOffscreen`),
 * the page only forwarding the moves: what a 3D view off the main thread could reach. CDP throttles only a page's
 * main thread (`Emulation.setCPUThrottlingRate` on a worker answers "Operation is only supported for pages, not
 * workers"), so the worker runs at the machine's full speed: an upper bound, not a phone figure.
 * BENCH_FRAME_JS_MS gives every drawn frame that much JavaScript first, spun as wall time: on the throttled page a
 * quarter of it is the thread's own work, in the worker all of it, so both stand for the same work on a CPU four
 * times slower (the view's `tick` under the throttle is ~13 ms a phone-300 frame, bench/README round 25): what a
 * worker would gain by running beside the page's own work, with its JavaScript as slow as the page's.
 * BENCH_RUNS (default 2), BENCH_PHONE_CPU (the throttling rate, default 4), BENCH_VARIANTS (a comma-separated list
 * of words every chosen variant's name contains one of, e.g. `worker,x1 with`), BENCH_PORT, DIST_DIR/SKIP_BUILD as
 * the other browser benches. Prints frames/s and the median/p95 time between drawn frames per variant, with the
 * load average; writes bench/results/orbit-floor.json.
 */
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBenchChromium, waitChromiumQuiet } from './drag/chromium';
import { BASE, saveDragDesign, startAppServer, TUTORIAL_SEEN } from './drag/app-server';
import { waitOpened } from './drag/open';
import { median, quantile } from './stats';
import { runCases, writeResults } from './drag/runs';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const ORBIT_MS = 4000;
const MOVE_EVERY_MS = 16;
const PHONE_CPU = Number(process.env.BENCH_PHONE_CPU ?? 4);
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'nl-NL' };

interface Variant { worker?: boolean; frameJsMs?: number; name: string; draw: 'clear' | 'quad' | 'copy'; ratio: number; antialias: boolean; preserve: boolean }
const VARIANTS: Variant[] = [
  { name: 'clear, as the 3D view (x2, antialias, preserved)', draw: 'clear', ratio: 2, antialias: true, preserve: true },
  { name: 'copy, as the 3D view (x2, antialias, preserved)', draw: 'copy', ratio: 2, antialias: true, preserve: true },
  { name: 'quad, as the 3D view (x2, antialias, preserved)', draw: 'quad', ratio: 2, antialias: true, preserve: true },
  { name: 'quad, x2 without antialias, preserved', draw: 'quad', ratio: 2, antialias: false, preserve: true },
  { name: 'copy, x1 with antialias, preserved', draw: 'copy', ratio: 1, antialias: true, preserve: true },
  { name: 'quad, x1 with antialias, preserved', draw: 'quad', ratio: 1, antialias: true, preserve: true },
  { name: 'clear, plain (x1)', draw: 'clear', ratio: 1, antialias: false, preserve: false },
  { name: 'copy, plain (x1)', draw: 'copy', ratio: 1, antialias: false, preserve: false },
  { name: 'quad, plain (x1)', draw: 'quad', ratio: 1, antialias: false, preserve: false },
  { name: 'copy, as the 3D view, in a worker (unthrottled)', draw: 'copy', ratio: 2, antialias: true, preserve: true, worker: true },
  { name: 'quad, x1 with antialias, preserved, in a worker (unthrottled)', draw: 'quad', ratio: 1, antialias: true, preserve: true, worker: true },
];
const FRAME_JS_MS = Number(process.env.BENCH_FRAME_JS_MS ?? 0);
const CHOSEN = (process.env.BENCH_VARIANTS ?? '').split(',').map((w) => w.trim()).filter(Boolean);

interface Box { x: number; y: number; width: number; height: number }
interface Result { variant: string; framesPerS: number; frames: number; medianFrameMs: number | null; p95FrameMs: number | null; canvas: string }

const r1 = (n: number) => Math.round(n * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The 3D canvas's box on the phone, from the configurator itself (a saved 1-item design). */
async function viewBox(browser: Browser, path: string): Promise<Box> {
  const context = await browser.newContext({ ...PHONE, storageState: TUTORIAL_SEEN });
  try {
    const page = await context.newPage();
    await page.goto(`${BASE}${path}`);
    await waitOpened(page);
    const canvas = page.getByTestId('view3d-canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the 3D canvas has no box');
    return box;
  } finally {
    await context.close();
  }
}

/**
 * The drawing on `canvas` (the page's own, or its OffscreenCanvas in a worker): self-contained, as it runs from
 * its source text in either. Times are on the shared clock (timeOrigin + now): a worker's `now` has its own origin.
 */
function drawer(canvas: HTMLCanvasElement | OffscreenCanvas, variant: Variant) {
  const gl = canvas.getContext('webgl2', { antialias: variant.antialias, preserveDrawingBuffer: variant.preserve, alpha: false }) as WebGL2RenderingContext;
  let drawQuad = () => {};
  if (variant.draw !== 'clear') {
    const shader = (type: number, source: string) => {
      const s = gl.createShader(type)!;
      gl.shaderSource(s, source);
      gl.compileShader(s);
      return s;
    };
    const program = gl.createProgram()!;
    gl.attachShader(program, shader(gl.VERTEX_SHADER, `#version 300 es
      in vec2 p; out vec2 uv; void main() { uv = p * 4.0; gl_Position = vec4(p, 0.0, 1.0); }`));
    gl.attachShader(program, shader(gl.FRAGMENT_SHADER, variant.draw === 'copy' ? `#version 300 es
      precision highp float; in vec2 uv; uniform sampler2D t; uniform vec3 light; out vec4 colour;
      void main() { colour = texture(t, uv * 0.125 + 0.5); }` : `#version 300 es
      precision highp float; in vec2 uv; uniform sampler2D t; uniform vec3 light; out vec4 colour;
      void main() {
        vec3 a = texture(t, uv).rgb; vec3 b = texture(t, uv * 0.37 + 0.5).rgb;
        vec3 n = normalize(vec3(b.r - 0.5, 1.0, a.g - 0.5));
        colour = vec4(mix(a, b, 0.3) * (0.4 + 0.6 * max(dot(n, light), 0.0)), 1.0);
      }`));
    gl.linkProgram(program);
    gl.useProgram(program);
    const buffer = gl.createBuffer();
    gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
    const at = gl.getAttribLocation(program, 'p');
    gl.enableVertexAttribArray(at);
    gl.vertexAttribPointer(at, 2, gl.FLOAT, false, 0, 0);
    // copy: a texture of half the canvas's size, sampled nearest (uv * 0.125 + 0.5 spans it once);
    // quad: a mipmapped 256² texture, repeated.
    const copy = variant.draw === 'copy';
    const tw = copy ? canvas.width >> 1 : 256;
    const th = copy ? canvas.height >> 1 : 256;
    const pixels = new Uint8Array(tw * th * 4);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
    gl.bindTexture(gl.TEXTURE_2D, gl.createTexture());
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, tw, th, 0, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
    if (!copy) gl.generateMipmap(gl.TEXTURE_2D);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, copy ? gl.NEAREST : gl.LINEAR_MIPMAP_LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, copy ? gl.NEAREST : gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.REPEAT);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.REPEAT);
    const light = gl.getUniformLocation(program, 'light');
    drawQuad = () => {
      const a = performance.now() / 1000;
      gl.uniform3f(light, Math.cos(a), 0.7, Math.sin(a));
      gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    };
  }
  let moved = false;
  let recording = false;
  const drawn: number[] = [];
  const loop = () => {
    if (moved) {
      moved = false;
      // A frame's own JavaScript, as wall time: on the throttled page a quarter of it is the thread's work and the
      // rest the throttle's; in the unthrottled worker all of it is work, as if the worker were throttled alike.
      const until = performance.now() + (variant.frameJsMs ?? 0);
      while (performance.now() < until) { /* the frame's JavaScript */ }
      gl.clearColor(0.6, 0.75, 0.9, 1);
      gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT);
      drawQuad();
      if (recording) drawn.push(performance.timeOrigin + performance.now());
    }
    requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
  return {
    move() { moved = true; },
    start() { recording = true; drawn.length = 0; },
    stop() { recording = false; return drawn.slice(); },
  };
}

/** The bare page's script (self-contained: runs in the page); `drawerSource` is `drawer`'s text. */
function bareView(box: Box, variant: Variant, drawerSource: string): void {
  const canvas = document.createElement('canvas');
  Object.assign(canvas.style, { position: 'absolute', left: `${box.x}px`, top: `${box.y}px`, width: `${box.width}px`, height: `${box.height}px`, touchAction: 'none' });
  canvas.width = Math.round(box.width * variant.ratio);
  canvas.height = Math.round(box.height * variant.ratio);
  document.body.style.margin = '0';
  document.body.appendChild(canvas);
  const size = `${canvas.width}x${canvas.height}`;
  if (!variant.worker) {
    const d = (0, eval)(`var __name = (f) => f; (${drawerSource})`)(canvas, variant);
    canvas.addEventListener('pointermove', () => d.move());
    canvas.addEventListener('pointerdown', () => d.move());
    (window as unknown as { __floor: unknown }).__floor = { start: d.start, stop: async () => d.stop(), size };
    return;
  }
  const src = `var __name = (f) => f; const drawer = (${drawerSource}); let d;
    onmessage = (e) => { const m = e.data;
      if (m.init) d = drawer(m.canvas, m.variant);
      else if (m.move) d.move();
      else if (m.start) d.start();
      else if (m.stop) postMessage(d.stop()); };`;
  const worker = new Worker(URL.createObjectURL(new Blob([src], { type: 'text/javascript' })));
  const off = canvas.transferControlToOffscreen();
  worker.postMessage({ init: true, canvas: off, variant }, [off]);
  canvas.addEventListener('pointermove', () => worker.postMessage({ move: true }));
  canvas.addEventListener('pointerdown', () => worker.postMessage({ move: true }));
  (window as unknown as { __floor: unknown }).__floor = {
    start() { worker.postMessage({ start: true }); },
    stop() { return new Promise((resolve) => { worker.onmessage = (e) => resolve(e.data); worker.postMessage({ stop: true }); }); },
    size,
  };
}

async function runVariant(browser: Browser, box: Box, variant: Variant): Promise<Result> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU });
  const fire = (method: string, params: Record<string, unknown>) => {
    (cdp.send as (m: string, p: unknown) => Promise<unknown>)(method, { ...params, timestamp: Date.now() / 1000 }).catch(() => undefined);
  };
  try {
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.evaluate(`var __name = (f) => f; (${bareView.toString()})(${JSON.stringify(box)}, ${JSON.stringify(variant)}, ${JSON.stringify(drawer.toString())})`);
    await waitChromiumQuiet();
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const span = Math.min(box.width, box.height) * 0.3;
    const at = (i: number) => {
      const phase = (2 * Math.PI * i * MOVE_EVERY_MS) / ORBIT_MS;
      return { x: centre.x + span * Math.sin(phase), y: centre.y + span * 0.3 * Math.sin(2 * phase) };
    };
    await page.evaluate(() => (window as unknown as { __floor: { start(): void } }).__floor.start());
    const t0 = await page.evaluate(() => performance.timeOrigin + performance.now());
    fire('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: centre.x, y: centre.y, id: 1 }] });
    const total = Math.round(ORBIT_MS / MOVE_EVERY_MS);
    const start = performance.now();
    for (let i = 1; i <= total; i++) {
      const wait = start + i * MOVE_EVERY_MS - performance.now();
      if (wait > 0) await sleep(wait);
      const p = at(i);
      fire('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: p.x, y: p.y, id: 1 }] });
    }
    fire('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const t1 = await page.evaluate(() => performance.timeOrigin + performance.now());
    const { drawn, size } = await page.evaluate(async () => {
      const floor = (window as unknown as { __floor: { stop(): Promise<number[]>; size: string } }).__floor;
      return { drawn: await floor.stop(), size: floor.size };
    });
    const inside = drawn.filter((t) => t >= t0 && t <= t1);
    const gaps = inside.slice(1).map((t, i) => t - inside[i]);
    return {
      variant: variant.name, framesPerS: r1(inside.length / ((t1 - t0) / 1000)), frames: inside.length,
      medianFrameMs: gaps.length ? r1(median(gaps)) : null, p95FrameMs: gaps.length ? r1(quantile(gaps, 0.95)) : null, canvas: size,
    };
  } finally {
    await context.close();
  }
}

const server = await startAppServer();
const browser = await launchBenchChromium();
try {
  const box = await viewBox(browser, await saveDragDesign(1, 'bench:orbit-floor'));
  console.log(`the 3D view's box on the phone: ${r1(box.width)} x ${r1(box.height)} CSS px at (${r1(box.x)}, ${r1(box.y)})`);
  const cases = VARIANTS.filter((v) => !CHOSEN.length || CHOSEN.some((w) => v.name.includes(w)))
    .map((v) => (FRAME_JS_MS ? { ...v, frameJsMs: FRAME_JS_MS, name: `${v.name}, ${FRAME_JS_MS} ms of JavaScript a frame` } : { ...v }));
  const runs = await runCases(cases, RUNS, (variant) => runVariant(browser, box, variant), () => ({}));
  writeResults(root, 'bench/results/orbit-floor.json', { date: new Date().toISOString(), phoneCpu: PHONE_CPU, frameJsMs: FRAME_JS_MS, box, orbitMs: ORBIT_MS, moveEveryMs: MOVE_EVERY_MS, runs });
} finally {
  await browser.close();
  server.kill();
}
