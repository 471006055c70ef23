import { describe, expect, it } from 'vitest';
import { FrameCoordinator, type DrawnFrame } from './frames';

describe('the frame coordinator', () => {
  it('at a drop the plan already shows, the plan yields its next due frame once; at a drag start the wait is dropped', () => {
    const frames = new FrameCoordinator();
    expect(frames.planMayDraw()).toBe(true);
    frames.dropped(true);
    expect(frames.planMayDraw()).toBe(false);
    expect(frames.planMayDraw()).toBe(true);
    frames.dropped(false);
    expect(frames.planMayDraw()).toBe(true);
    frames.dropped(true);
    frames.dragStarts();
    expect(frames.planMayDraw()).toBe(true);
  });

  it('the 3D capture yields the first animation frame it could take, after every 3D frame', () => {
    const frames = new FrameCoordinator();
    expect(frames.view3dMayCapture()).toBe(false);
    expect(frames.view3dMayCapture()).toBe(true);
    frames.view3dSubmitted();
    expect(frames.view3dMayCapture()).toBe(false);
    expect(frames.view3dMayCapture()).toBe(true);
  });

  it('tells the probes what each view drew, until they stop listening', () => {
    const frames = new FrameCoordinator();
    const seen: DrawnFrame[] = [];
    const stop = frames.onDrawn((frame) => seen.push(frame));
    frames.drawn({ view: 'plan', n: 1, start: 1, end: 2, x: null, y: null });
    frames.drawn({ view: 'view3d', start: 3, submitted: 4, partial: false, scale: 1 });
    stop();
    frames.drawn({ view: 'plan', n: 2, start: 5, end: 6, x: 10, y: 20 });
    expect(seen.map((f) => [f.view, f.start])).toEqual([['plan', 1], ['view3d', 3]]);
  });

  it('holds the 3D view\'s first frame while a drag is in progress, not before nor after it', () => {
    const frames = new FrameCoordinator();
    expect(frames.view3dMayStart()).toBe(true);
    frames.dragStarts();
    expect(frames.view3dMayStart()).toBe(false);
    frames.dropped(true);
    expect(frames.view3dMayStart()).toBe(true);
    frames.dragStarts();
    frames.dropped(false);
    expect(frames.view3dMayStart()).toBe(true);
  });

  it('noDrag resolves at once without a drag, and at the drop during one', async () => {
    const frames = new FrameCoordinator();
    let resolved = false;
    await frames.noDrag();
    frames.dragStarts();
    const waiting = frames.noDrag().then(() => { resolved = true; });
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(false);
    frames.dropped(false);
    await waiting;
    expect(resolved).toBe(true);
  });
});
