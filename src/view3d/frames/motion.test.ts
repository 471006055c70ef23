import { describe, expect, it } from 'vitest';
import { CameraMotion, FIRST_MOTION_SCALE, MIN_MOTION_SCALE, MOTION_SETTLE_MS, SLOW_FRAME_MS } from './motion';
import { FramePacer } from './pacer';

describe('camera motion resolution', () => {
  it('counts the camera as moving until it rested MOTION_SETTLE_MS', () => {
    const motion = new CameraMotion();
    expect(motion.moving(0)).toBe(false);
    motion.moved(100);
    expect(motion.moving(100 + MOTION_SETTLE_MS - 1)).toBe(true);
    expect(motion.moving(100 + MOTION_SETTLE_MS)).toBe(false);
    expect(motion.restsAt).toBe(100 + MOTION_SETTLE_MS);
  });

  it('steps the scale down for slow frames, never below half the device ratio', () => {
    const motion = new CameraMotion();
    motion.moved(0);
    expect(motion.scale).toBe(FIRST_MOTION_SCALE);
    motion.measured(motion.scale, SLOW_FRAME_MS);
    expect(motion.scale).toBe(FIRST_MOTION_SCALE);
    for (let i = 0; i < 5; i++) motion.measured(motion.scale, 500);
    expect(motion.scale).toBe(MIN_MOTION_SCALE);
  });

  it('ignores a measurement of a frame drawn at another scale', () => {
    const motion = new CameraMotion();
    motion.moved(0);
    motion.measured(1, 500);
    expect(motion.scale).toBe(FIRST_MOTION_SCALE);
  });

  it('starts a new motion one step sharper than the last ended, up to full', () => {
    const motion = new CameraMotion();
    motion.moved(0);
    motion.measured(motion.scale, 500);
    expect(motion.scale).toBe(0.5);
    motion.moved(10);
    expect(motion.scale).toBe(0.5);
    motion.moved(10 + MOTION_SETTLE_MS + 1);
    expect(motion.scale).toBe(0.75);
    motion.moved(10_000);
    motion.moved(20_000);
    expect(motion.scale).toBe(1);
  });
});

describe('frame pacer with camera motion', () => {
  it('draws camera frames coarse at the motion scale, then the full picture once the camera rests', () => {
    const pacer = new FramePacer();
    const drawn: { at: number; scale: number; coarse: boolean }[] = [];
    let doneAt = Infinity;
    for (let now = 0; now <= 2000; now += 16) {
      if (now < 1000) pacer.request('camera', now);
      if (now >= doneAt) { pacer.completed(now); doneAt = Infinity; }
      const scale = pacer.next(now);
      if (scale === null) continue;
      pacer.submitted(scale, now, pacer.coarse);
      drawn.push({ at: now, scale, coarse: pacer.coarse });
      doneAt = now + 10;
    }
    const moving = drawn.filter((d) => d.at < 1000);
    expect(moving.length).toBeGreaterThan(25);
    expect(moving.every((d) => d.coarse && d.scale === FIRST_MOTION_SCALE)).toBe(true);
    const after = drawn.filter((d) => d.at >= 1000);
    expect(after).toEqual([{ at: expect.any(Number), scale: 1, coarse: false }]);
    expect(after[0].at).toBeGreaterThanOrEqual(1000 - 16 + MOTION_SETTLE_MS);
    expect(pacer.busy).toBe(false);
  });

  it('keeps a coarse frame out of the full frame cost the catch-up frames are scaled by', () => {
    const pacer = new FramePacer();
    pacer.request('camera', 0);
    const scale = pacer.next(0)!;
    pacer.submitted(scale, 0, pacer.coarse);
    pacer.completed(400);
    expect(pacer.fullCostMs).toBeNull();
    // The slow motion frame lowered the motion scale a step instead.
    expect(pacer.motion.scale).toBe(FIRST_MOTION_SCALE - 0.25);
  });

  it('draws other requests as before while the camera rests', () => {
    const pacer = new FramePacer();
    pacer.request('now', 0);
    expect(pacer.next(0)).toBe(1);
    expect(pacer.coarse).toBe(false);
  });
});
