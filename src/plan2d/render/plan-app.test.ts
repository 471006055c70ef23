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

class FakeApplication {
  screen = { width: 0, height: 0 };
  /** Frames drawn onto the canvas (Application.render). */
  frames = 0;
  renderer = {
    resolution: 1,
    resize: (w: number, h: number) => { this.screen = { width: w, height: h }; },
    render: () => {},
  };
  ticker = new FakeTicker();
  destroyed = false;
  constructor() { made.push(this); }
  render() { this.frames++; }
  async init(options: { width: number; height: number; resolution: number; autoStart: boolean }) {
    this.screen = { width: options.width, height: options.height };
    this.renderer.resolution = options.resolution;
    // As Pixi's ticker plugin: the Application renders on every tick, ticking from the start with autoStart.
    this.ticker.add(this.render, this);
    if (options.autoStart) this.ticker.start();
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
  return { Application: FakeApplication, Container, Graphics, GlLimitsSystem };
});

type PlanApp = typeof import('./plan-app');
let planApp: PlanApp;

beforeEach(async () => {
  made.length = 0;
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
});
