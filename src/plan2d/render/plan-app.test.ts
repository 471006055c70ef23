import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Every fake Application made, in order: the module under test must make exactly as many as it hands out. */
const made: FakeApplication[] = [];

/** A ticker that calls its listeners on `tick()`, once started. */
class FakeTicker {
  started = false;
  private listeners: Array<{ fn: () => void; context: unknown }> = [];
  add(fn: () => void, context: unknown) { this.listeners.push({ fn, context }); }
  remove(fn: () => void, context: unknown) { this.listeners = this.listeners.filter((l) => l.fn !== fn || l.context !== context); }
  start() { this.started = true; }
  tick() { if (this.started) for (const l of this.listeners) l.fn.call(l.context); }
}

/** Whether the fake WebGL renderer's init fails (a browser without WebGL). */
let webglFails = false;
/** Renderers made by the Application's own detection (Application.init), not by the plan directly. */
let detected = 0;

class FakeWebGLRenderer {
  screen = { width: 0, height: 0 };
  resolution = 1;
  destroyed = false;
  resize = (w: number, h: number) => { this.screen = { width: w, height: h }; };
  render = () => {};
  async init(options: { width: number; height: number; resolution: number }) {
    if (webglFails) throw new Error('This browser does not support WebGL');
    this.screen = { width: options.width, height: options.height };
    this.resolution = options.resolution;
  }
  destroy() { this.destroyed = true; }
}

class FakeApplication {
  /** As Pixi's ticker plugin: the Application renders on every tick, ticking from the start with autoStart. */
  static _plugins = [{
    init(this: FakeApplication, options: { autoStart: boolean }) {
      this.ticker.add(this.render, this);
      if (options.autoStart) this.ticker.start();
    },
  }];
  renderer!: FakeWebGLRenderer;
  get screen() { return this.renderer.screen; }
  /** Frames drawn onto the canvas (Application.render). */
  frames = 0;
  ticker = new FakeTicker();
  destroyed = false;
  constructor() { made.push(this); }
  render() { this.frames++; }
  /** Pixi's detection: here it finds a renderer whatever the fake WebGL does. */
  async init(options: { width: number; height: number; resolution: number; autoStart: boolean }) {
    detected++;
    const renderer = new FakeWebGLRenderer();
    const fails = webglFails;
    webglFails = false;
    await renderer.init(options);
    webglFails = fails;
    this.renderer = renderer;
    for (const plugin of FakeApplication._plugins) plugin.init.call(this, options);
  }
  destroy() { this.destroyed = true; }
}

vi.mock('pixi.js/unsafe-eval', () => ({}));
vi.mock('pixi.js/browser', () => ({}));
vi.mock('pixi.js', () => {
  class Graphics {
    context = { batchMode: 'auto' };
    rect() { return this; }
    fill() { return this; }
  }
  class Container { addChild() {} destroy() {} }
  class GlLimitsSystem { contextChange() {} }
  return { Application: FakeApplication, Container, Graphics, GlLimitsSystem, WebGLRenderer: FakeWebGLRenderer };
});

type PlanApp = typeof import('./plan-app');
let planApp: PlanApp;

beforeEach(async () => {
  made.length = 0;
  webglFails = false;
  detected = 0;
  vi.stubGlobal('window', { innerWidth: 1280, innerHeight: 800, devicePixelRatio: 1 });
  vi.stubGlobal('performance', { mark: () => undefined, now: () => 0 });
  vi.resetModules();
  planApp = await import('./plan-app');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the plan's prepared Pixi Application", () => {
  it('is made once, however often a session asks, and the plan gets that one at its size, running', async () => {
    planApp.preparePlanApp();
    planApp.preparePlanApp();
    expect(planApp.hasPreparedPlanApp()).toBe(true);
    // Prepared, it stays idle: its ticker does not run.
    expect(made[0].ticker.started).toBe(false);
    const app = await planApp.takePlanApp(() => ({ width: 600, height: 400 })) as unknown as FakeApplication;
    expect(made).toEqual([app]);
    expect(app.screen).toEqual({ width: 600, height: 400 });
    expect(app.ticker.started).toBe(true);
    // Pixi's render on every tick is off: the plan renders on demand.
    app.ticker.tick();
    expect(app.frames).toBe(0);
    expect(planApp.hasPreparedPlanApp()).toBe(false);
  });

  it("reads the plan's size once the prepared one is there, not when the plan asks for it", async () => {
    planApp.preparePlanApp();
    let size = { width: 600, height: 300 };
    const taken = planApp.takePlanApp(() => size);
    // The page's layout settles (the site header hides) after the plan asked, before the Application resolved.
    size = { width: 600, height: 460 };
    const app = await taken as unknown as FakeApplication;
    expect(app.screen).toEqual({ width: 600, height: 460 });
  });

  it('makes no second one for a prepare call that arrives while the plan holds the first', async () => {
    planApp.preparePlanApp();
    await planApp.takePlanApp(() => ({ width: 600, height: 400 }));
    planApp.preparePlanApp();
    expect(made).toHaveLength(1);
    expect(planApp.hasPreparedPlanApp()).toBe(false);
  });

  it('prepares anew once the plan released its Application (the next session)', async () => {
    planApp.preparePlanApp();
    await planApp.takePlanApp(() => ({ width: 600, height: 400 }));
    planApp.releasePlanApp();
    planApp.preparePlanApp();
    expect(planApp.hasPreparedPlanApp()).toBe(true);
    await planApp.takePlanApp(() => ({ width: 300, height: 200 }));
    expect(made).toHaveLength(2);
  });

  it('without a prepared one, the plan gets a new one, and a late prepare call then makes none', async () => {
    const app = await planApp.takePlanApp(() => ({ width: 640, height: 480 })) as unknown as FakeApplication;
    expect(app.screen).toEqual({ width: 640, height: 480 });
    planApp.preparePlanApp();
    expect(made).toHaveLength(1);
  });

  it('replaces a prepared one made for another pixel ratio', async () => {
    planApp.preparePlanApp();
    vi.stubGlobal('window', { innerWidth: 1280, innerHeight: 800, devicePixelRatio: 2 });
    const app = await planApp.takePlanApp(() => ({ width: 600, height: 400 })) as unknown as FakeApplication;
    expect(made).toHaveLength(2);
    expect(made[0].destroyed).toBe(true);
    expect(app).toBe(made[1]);
    expect(app.renderer.resolution).toBe(2);
  });

  it("makes its WebGL renderer itself, without Pixi's detection (its throw-away test context)", async () => {
    const app = await planApp.takePlanApp(() => ({ width: 600, height: 400 })) as unknown as FakeApplication;
    expect(detected).toBe(0);
    expect(app.renderer).toBeInstanceOf(FakeWebGLRenderer);
    // The plugins Application.init sets up ran: the ticker is there, without Pixi's render on every tick.
    app.ticker.tick();
    expect(app.frames).toBe(0);
  });

  it("falls back on Pixi's detection where WebGL fails", async () => {
    webglFails = true;
    const app = await planApp.takePlanApp(() => ({ width: 600, height: 400 })) as unknown as FakeApplication;
    expect(detected).toBe(1);
    expect(app.screen).toEqual({ width: 600, height: 400 });
    expect(app.ticker.started).toBe(true);
  });
});
