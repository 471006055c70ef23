import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Application } from 'pixi.js';

let Container: typeof import('pixi.js').Container;
let StaticSnapshot: typeof import('./snapshot').StaticSnapshot;

beforeAll(async () => {
  // Pixi reads the browser's navigator when it loads.
  (globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
  ({ Container } = await import('pixi.js'));
  ({ StaticSnapshot } = await import('./snapshot'));
});

/** An Application as the snapshot uses it, recording the order of render passes and GL flushes. */
function fakeApp() {
  const calls: string[] = [];
  const app = {
    screen: { width: 40, height: 30 },
    stage: new Container(),
    renderer: {
      resolution: 1,
      render: vi.fn((options: { target?: unknown }) => { calls.push(options.target ? 'into texture' : 'render'); }),
      gl: { flush: vi.fn(() => { calls.push('flush'); }) },
    },
    render: vi.fn(() => { calls.push('canvas'); }),
  };
  return { app: app as unknown as Application, calls };
}

describe('StaticSnapshot.prewarm', () => {
  it('sends the pass into the texture to the GPU at once, so a later read-back does not wait for it', () => {
    const { app, calls } = fakeApp();
    const snapshot = new StaticSnapshot(app, [new Container()], [new Container()], 0xffffff);
    snapshot.render('1', 'camera');
    calls.length = 0;

    expect(snapshot.prewarm('1', 'camera')).toBe(true);
    expect(calls).toEqual(['into texture', 'flush']);
    expect(snapshot.isReady('1', 'camera')).toBe(true);
  });

  it('draws and flushes nothing when the snapshot is ready or the camera moved', () => {
    const { app, calls } = fakeApp();
    const snapshot = new StaticSnapshot(app, [new Container()], [new Container()], 0xffffff);
    snapshot.render('1', 'camera');
    snapshot.prewarm('1', 'camera');
    calls.length = 0;

    expect(snapshot.prewarm('1', 'camera')).toBe(false);
    expect(snapshot.prewarm('1', 'another camera')).toBe(false);
    expect(calls).toEqual([]);
  });
});
