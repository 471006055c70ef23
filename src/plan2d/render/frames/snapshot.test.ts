import { beforeAll, describe, expect, it } from 'vitest';
import type { Application } from 'pixi.js';

let Container: typeof import('pixi.js').Container;
let StaticSnapshot: typeof import('./snapshot').StaticSnapshot;

beforeAll(async () => {
  // Pixi reads the browser's navigator when it loads.
  (globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
  ({ Container } = await import('pixi.js'));
  ({ StaticSnapshot } = await import('./snapshot'));
});

/**
 * An Application as the snapshot uses it, over a model of the GPU's command queue: passes wait in `queued`
 * (drawn into the texture or onto the canvas) until a flush sends them (`sent`).
 */
function fakeApp() {
  const gpu = { queued: [] as string[], sent: [] as string[] };
  const app = {
    screen: { width: 40, height: 30 },
    stage: new Container(),
    renderer: {
      resolution: 1,
      render: (options: { target?: unknown }) => { gpu.queued.push(options.target ? 'texture' : 'canvas'); },
      gl: { flush: () => { gpu.sent.push(...gpu.queued.splice(0)); } },
    },
    render: () => { gpu.queued.push('canvas'); },
  };
  /** The browser presents the frame: what it drew reached the GPU; start counting afresh. */
  const present = () => { gpu.queued.length = 0; gpu.sent.length = 0; };
  return { app: app as unknown as Application, gpu, present };
}

describe('StaticSnapshot.prewarm', () => {
  it('sends the pass into the texture to the GPU at once, so a later read-back does not wait for it', () => {
    const { app, gpu, present } = fakeApp();
    const snapshot = new StaticSnapshot(app, [new Container()], [new Container()], 0xffffff);
    snapshot.render('1', 'camera');
    present();

    expect(snapshot.prewarm('1', 'camera')).toBe(true);
    // The snapshot was drawn into its texture and nothing of it waits in the queue.
    expect(gpu.sent).toContain('texture');
    expect(gpu.queued).toEqual([]);
    expect(snapshot.isReady('1', 'camera')).toBe(true);
  });

  it('draws nothing when the snapshot is ready or the camera moved', () => {
    const { app, gpu, present } = fakeApp();
    const snapshot = new StaticSnapshot(app, [new Container()], [new Container()], 0xffffff);
    snapshot.render('1', 'camera');
    snapshot.prewarm('1', 'camera');
    present();

    expect(snapshot.prewarm('1', 'camera')).toBe(false);
    expect(snapshot.prewarm('1', 'another camera')).toBe(false);
    expect(gpu).toEqual({ queued: [], sent: [] });
    expect(snapshot.isReady('1', 'another camera')).toBe(false);
  });
});
