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

  /** Motion frames every `gap` ms from `from`, each at the scale the motion asks for; answers the scales. */
  function frames(motion: CameraMotion, from: number, count: number, gap: number): number[] {
    const scales: number[] = [];
    for (let i = 0; i < count; i++) {
      motion.moved(from + i * gap);
      scales.push(motion.scale);
      motion.submitted(motion.scale, from + i * gap);
    }
    return scales;
  }

  it('keeps its scale while motion frames come every animation frame', () => {
    const motion = new CameraMotion();
    expect(frames(motion, 0, 30, 17)).toEqual(Array(30).fill(FIRST_MOTION_SCALE));
  });

  it('steps the scale down when frames keep coming slow, never below half the device ratio', () => {
    const motion = new CameraMotion();
    const scales = frames(motion, 0, 12, SLOW_FRAME_MS + 20);
    expect(scales[0]).toBe(FIRST_MOTION_SCALE);
    expect(scales[2]).toBe(FIRST_MOTION_SCALE);
    expect(scales[3]).toBe(MIN_MOTION_SCALE);
    expect(scales.at(-1)).toBe(MIN_MOTION_SCALE);
  });

  it('takes one slow gap for a hiccup, and a rest between frames for no gap at all', () => {
    const motion = new CameraMotion();
    frames(motion, 0, 3, 17);
    frames(motion, 100, 1, 17);
    frames(motion, 117, 3, 17);
    expect(motion.scale).toBe(FIRST_MOTION_SCALE);
    motion.restedAt();
    // The motion with the hiccup did not keep up: the next starts where it ended.
    frames(motion, 10_000, 5, 17);
    expect(motion.scale).toBe(FIRST_MOTION_SCALE);
    motion.restedAt();
    // A new motion after one that kept up: one step sharper.
    motion.moved(20_000);
    expect(motion.scale).toBe(1);
  });

  it('starts a new motion one step sharper than the last ended, up to full, only after the full picture', () => {
    const motion = new CameraMotion();
    frames(motion, 0, 4, 400);
    expect(motion.scale).toBe(0.5);
    // Changes far apart without a full picture between them are one slow motion.
    motion.moved(5000);
    expect(motion.scale).toBe(0.5);
    motion.restedAt();
    motion.moved(6000);
    // The last motion was slow: no sharper start.
    expect(motion.scale).toBe(0.5);
  });

  it('starts a motion at the lowest scale where full frames are expensive, unless the last one kept up', () => {
    const motion = new CameraMotion();
    motion.moved(0, true);
    expect(motion.scale).toBe(MIN_MOTION_SCALE);
    frames(motion, 0, 5, 17);
    motion.restedAt();
    // That motion kept up at the lowest scale: the next starts a step sharper, even on an expensive GPU.
    motion.moved(10_000, true);
    expect(motion.scale).toBe(FIRST_MOTION_SCALE);
    frames(motion, 10_000, 4, SLOW_FRAME_MS + 20);
    motion.restedAt();
    // Slow again: straight back to the lowest.
    motion.moved(20_000, true);
    expect(motion.scale).toBe(MIN_MOTION_SCALE);
    // Changes within a motion leave its scale alone.
    const cheap = new CameraMotion();
    cheap.moved(0, false);
    cheap.moved(16, true);
    expect(cheap.scale).toBe(FIRST_MOTION_SCALE);
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

  it('stays busy after a camera change until the full picture at rest was drawn and its cost measured', () => {
    // What `idle` (tests, benches) relies on: a view that reads idle has measured a full frame, so a drag's first
    // move is paced by a known cost (before, a camera set outside the pacer left it idle and unmeasured).
    const pacer = new FramePacer();
    pacer.request('camera', 0);
    let doneAt = Infinity;
    let full = false;
    for (let now = 0; now <= 1000; now += 16) {
      if (now >= doneAt) { pacer.completed(now); doneAt = Infinity; }
      if (!pacer.busy) break;
      expect(pacer.fullCostMs).toBeNull();
      const scale = pacer.next(now);
      if (scale === null) continue;
      full = !pacer.coarse && scale === 1;
      pacer.submitted(scale, now, pacer.coarse);
      doneAt = now + 40;
    }
    expect(full).toBe(true);
    expect(pacer.busy).toBe(false);
    expect(pacer.fullCostMs).not.toBeNull();
  });

  it('keeps a coarse frame out of the full frame cost the catch-up frames are scaled by', () => {
    const pacer = new FramePacer();
    pacer.request('camera', 0);
    const scale = pacer.next(0)!;
    pacer.submitted(scale, 0, pacer.coarse);
    pacer.completed(400);
    expect(pacer.fullCostMs).toBeNull();
  });

  it('draws the next motion frame without waiting for the fence of the last one', () => {
    const pacer = new FramePacer();
    pacer.request('camera', 0);
    pacer.submitted(pacer.next(0)!, 0, pacer.coarse);
    pacer.request('camera', 16);
    expect(pacer.next(16)).toBe(FIRST_MOTION_SCALE);
    expect(pacer.coarse).toBe(true);
    // A full frame in flight is still waited for.
    const full = new FramePacer();
    full.request('now', 0);
    full.submitted(full.next(0)!, 0);
    full.request('camera', 16);
    expect(full.next(16)).toBeNull();
  });

  it('orbits at the lowest scale from the first frame once a full frame was measured expensive', () => {
    const pacer = new FramePacer();
    pacer.request('now', 0);
    pacer.submitted(pacer.next(0)!, 0);
    pacer.completed(80);
    expect(pacer.fullFramesExpensive).toBe(true);
    pacer.request('camera', 1000);
    expect(pacer.next(1000)).toBe(MIN_MOTION_SCALE);
    expect(pacer.coarse).toBe(true);
  });

  it('draws other requests as before while the camera rests', () => {
    const pacer = new FramePacer();
    pacer.request('now', 0);
    expect(pacer.next(0)).toBe(1);
    expect(pacer.coarse).toBe(false);
  });
});
