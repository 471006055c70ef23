/**
 * The resolution of the 3D view while its camera moves (orbit, zoom, pan). A full-resolution frame of even a
 * 1-item design cost ~40 ms on software WebGL (25 frames/s while orbiting), and the pixels are what cost:
 * while the camera moves, frames are drawn at a lower pixel-ratio scale, never below half the device's, and
 * coarse (frames/motion-detail.ts); the full picture follows once the camera has rested MOTION_SETTLE_MS.
 *
 * The scale adapts to the time between motion frames (the page's animation frames wait for the GPU to draw
 * the last one, see pacer.ts; fences report too late to steer by): two frames further apart than SLOW_FRAME_MS
 * while the camera keeps moving step it down a quarter; the next motion starts a step above where the last
 * one ended, so a view that became cheap (zoomed in, fewer items on screen) gets its sharpness back. Where a
 * full frame was measured expensive, a motion that does not follow one that kept up starts at the lowest scale.
 * Pure logic with an injected clock, used by the frame pacer (pacer.ts).
 */

/** Lowest pixel-ratio scale while the camera moves: half the device's. */
export const MIN_MOTION_SCALE = 0.5;
/** The camera counts as resting after no change for this long; then the full picture is drawn, ms. */
export const MOTION_SETTLE_MS = 200;
/** Motion frames further apart than this (one frame missed at 60 Hz) lower the scale, ms. */
export const SLOW_FRAME_MS = 26;
/** The scale the first motion starts at. */
export const FIRST_MOTION_SCALE = 0.75;

const STEP = 0.25;

export class CameraMotion {
  private lastMoveAt = -Infinity;
  /** The scale motion frames are drawn at now. */
  private current = FIRST_MOTION_SCALE;
  /** The full picture was drawn since the last motion frame: the next camera change starts a new motion. */
  private rested = false;
  /** A motion was started (the first one starts without a rest before it). */
  private started = false;
  /** When the last motion frame was submitted, at what scale. */
  private lastFrame: { at: number; scale: number } | null = null;
  /** Gaps seen slow in a row; one alone may be a hiccup of the page (a price update, a GC). */
  private slow = 0;
  /** Gaps of this motion in time, or -Infinity once one was slow. */
  private keptUp = 0;

  /**
   * The camera changed at `now`. `expensive`: a full frame was measured dear (pacer.fullFramesExpensive:
   * software WebGL, a weak GPU), so a new motion that does not follow one that kept up starts at the lowest
   * scale at once instead of spending its first slow frames finding it (at 5 frames/s on the phone bench, the
   * two slow gaps that step the scale down were 0.4 s of a 4 s orbit).
   */
  moved(now: number, expensive = false): void {
    if (this.rested || !this.started) {
      // A new motion after a rest: one step sharper than the last one ended, if that one kept up.
      if (this.rested && this.keptUp >= 3) this.current = Math.min(1, this.current + STEP);
      else if (expensive) this.current = MIN_MOTION_SCALE;
      this.started = true;
      this.keptUp = 0;
      this.rested = false;
      this.lastFrame = null;
    }
    this.lastMoveAt = now;
  }

  /**
   * The full picture was drawn (the camera rested). Only this ends a motion: on a slow machine the camera's
   * changes come one per drawn frame, further apart than MOTION_SETTLE_MS, within one drag.
   */
  restedAt(): void {
    if (this.lastFrame) this.rested = true;
  }

  /** Whether the camera changed within the last MOTION_SETTLE_MS. */
  moving(now: number): boolean {
    return now - this.lastMoveAt < MOTION_SETTLE_MS;
  }

  /** When the camera counts as resting (the full picture is due then). */
  get restsAt(): number {
    return this.lastMoveAt + MOTION_SETTLE_MS;
  }

  /** The pixel-ratio scale for a frame drawn while the camera moves. */
  get scale(): number {
    return this.current;
  }

  /** A motion frame was submitted at `scale` at `now`. */
  submitted(scale: number, now: number): void {
    const last = this.lastFrame;
    this.lastFrame = { at: now, scale };
    if (!last || last.scale !== scale || scale !== this.current) return;
    this.measured(now - last.at);
  }

  private measured(gapMs: number): void {
    if (gapMs <= SLOW_FRAME_MS) { this.slow = 0; this.keptUp++; return; }
    this.keptUp = -Infinity;
    if (++this.slow < 2) return;
    this.slow = 0;
    this.current = Math.max(MIN_MOTION_SCALE, this.current - STEP);
  }
}
