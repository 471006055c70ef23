/**
 * The plan's Pixi Application, made ready ahead of the plan. Measured opening a saved 3,000-item design
 * (bench/open-profile.ts): Pixi's init (two test WebGL contexts, the real one, its extensions, the
 * chunks Pixi imports itself) and the batch shader's compile and link cost 150-300 ms of main-thread time
 * right before the plan's first frame, while a few hundred ms earlier the main thread sat idle waiting for the
 * design and the catalogue. `preparePlanApp` does that work during the wait, on a canvas not yet in the page;
 * the plan takes it when it mounts (`takePlanApp`), sized to its element.
 */
// Pixi compiles its shader and uniform code with new Function unless this module replaces it with prebuilt
// code: the content security policy (server/security/headers.ts) allows no eval.
import 'pixi.js/unsafe-eval';
// The extensions the plan needs (rendering defaults, events) come with the plan's Pixi build
// (src/plan2d/render/pixi-build.ts), which registers no environment for Application.init to import.
import { Application, Container, GlLimitsSystem, Graphics, WebGLRenderer, type ApplicationOptions } from 'pixi.js';
import { PALETTE } from './palette';

/**
 * Pixi's batch shader picks one of up to 16 bound textures per fragment through a chain of ifs. On software
 * WebGL (SwiftShader) that chain is paid for every pixel of every shape, and it dominated the frame time of the
 * plan; the plan draws almost no textures (only its labels), so a short chain costs a few extra batches at most.
 */
const MAX_BATCH_TEXTURES = 2;
const limitsContextChange = GlLimitsSystem.prototype.contextChange;
GlLimitsSystem.prototype.contextChange = function contextChange(this: GlLimitsSystem) {
  limitsContextChange.call(this);
  this.maxBatchableTextures = Math.min(this.maxBatchableTextures, MAX_BATCH_TEXTURES);
};

export type PlanPreference = 'webgl' | 'webgpu';

/**
 * The plan's Application: prepared and waiting (`taken` false), or in a plan's hands until it releases it. At
 * most one: each holds a WebGL context, and a session's later prepare call (its import resolving after the
 * plan took the early one) must not make a second that nobody takes.
 */
let current: { preference: PlanPreference; app: Promise<Application | null>; taken: boolean } | null = null;

/**
 * Application.init with the WebGL renderer made directly. Application.init's renderer detection first makes a
 * WebGL context of its own to see whether WebGL works (isWebGLSupported) and throws it away: one more context
 * for the GPU process to make before the real one, 22-32 ms of self time on the throttled phone's main thread
 * (bench/open-profile.ts, BENCH_MOBILE=1, two runs at load 6-7). Without WebGL the renderer's init throws, and
 * Application.init's detection (WebGPU, then canvas) takes over as before.
 */
async function initWebGL(app: Application, options: Partial<ApplicationOptions>): Promise<void> {
  const renderer = new WebGLRenderer();
  try {
    await renderer.init(options);
  } catch {
    try {
      renderer.destroy();
    } catch {
      // Half made: nothing of it is in use.
    }
    await app.init(options);
    return;
  }
  app.renderer = renderer;
  // What Application.init does after its detection: its plugins (ticker, resize) set themselves up.
  for (const plugin of Application._plugins) plugin.init.call(app, options);
}

/**
 * A new Application for the plan, initialised and idle: its ticker stopped and without Pixi's render-every-tick
 * (the plan renders on demand, plan-view.ts), the batch shader compiled by one small frame.
 */
async function createPlanApp(width: number, height: number, preference: PlanPreference): Promise<Application> {
  const app = new Application();
  const options: Partial<ApplicationOptions> = {
    width, height, preference, antialias: false, background: PALETTE.background, autoStart: false,
    resolution: Math.min(window.devicePixelRatio || 1, 2), autoDensity: true,
  };
  if (preference === 'webgl') await initWebGL(app, options);
  else await app.init(options);
  app.ticker.remove(app.render, app);
  // One batched shape: compiles and links the batch shader now rather than in the plan's first frame.
  const warm = new Container();
  const shape = new Graphics().rect(0, 0, 1, 1).fill({ color: PALETTE.background });
  shape.context.batchMode = 'batch';
  warm.addChild(shape);
  app.renderer.render({ container: warm });
  warm.destroy({ children: true, context: true });
  return app;
}

/**
 * Starts making the plan's Application, unless one waits or a plan holds one. Called when a configurator
 * session starts loading, so the work overlaps the design's and the catalogue's requests.
 */
export function preparePlanApp(preference: PlanPreference = 'webgl'): void {
  if (current || typeof window === 'undefined') return;
  performance.mark('open:pixi-prepare');
  const app = createPlanApp(Math.max(window.innerWidth >> 1, 50), Math.max(window.innerHeight >> 1, 50), preference)
    .then((made) => { performance.mark('open:pixi-prepared'); return made; })
    // No WebGL, say: the plan's own init then meets (and reports) the same failure.
    .catch(() => null);
  current = { preference, app, taken: false };
}

/**
 * The prepared Application sized to the plan's element, or a new one; its ticker started. The caller owns it
 * and calls `releasePlanApp` when it destroyed it. `size` is read once the Application is there: the plan
 * mounts in the page's first commit, whose layout effects then hide the site header and measure the page's
 * height in the same task, so a size read at mount time is stale and cost a second canvas resize (and a refit)
 * right before the first frame.
 */
export async function takePlanApp(size: () => { width: number; height: number }, preference: PlanPreference = 'webgl'): Promise<Application> {
  const slot = current && !current.taken && current.preference === preference ? current : null;
  let app: Application | null = null;
  if (slot) {
    slot.taken = true;
    app = await slot.app;
    if (app && app.renderer.resolution !== Math.min(window.devicePixelRatio || 1, 2)) {
      // The page moved to a screen of another pixel ratio meanwhile.
      app.destroy({ removeView: true }, { children: true });
      app = null;
    }
  }
  if (!app) {
    const first = size();
    app = await createPlanApp(first.width, first.height, preference);
    // Held from now on: a session's prepare call arriving late makes no second one while this plan lives.
    if (slot || !current) current = { preference, app: Promise.resolve(app), taken: true };
  }
  const { width, height } = size();
  if (app.screen.width !== width || app.screen.height !== height) app.renderer.resize(width, height);
  app.ticker.start();
  return app;
}

/** The plan destroyed the Application it took: the next session may prepare a new one. */
export function releasePlanApp(): void {
  if (current?.taken) current = null;
}

/** Whether an Application waits to be taken (tests). */
export function hasPreparedPlanApp(): boolean {
  return current !== null && !current.taken;
}
