/**
 * The resolution of the 3D view while its camera moves (orbit, zoom, pan). A full-resolution frame of even a
 * 1-item design cost ~40 ms on software WebGL (25 frames/s while orbiting), and the pixels are what cost:
 * while the camera moves, frames are drawn at a lower pixel-ratio scale, never below half the device's, and
 * coarse (frames/motion-detail.ts); the full picture follows once the camera has rested MOTION_SETTLE_MS.
 *
 * The scale adapts to the measured GPU time of the motion frames: a frame that took longer than
 * SLOW_FRAME_MS (the view sees a frame done only on a later animation frame, so one in time measures about
 * one animation frame, ~17 ms) steps it down a quarter; the next motion starts a step above where the last
 * one ended, so a view that became cheap (zoomed in, fewer items on screen) gets its sharpness back.
 * Pure logic with an injected clock, used by the frame pacer (pacer.ts).
 */

/** Lowest pixel-ratio scale while the camera moves: half the device's. */
export const MIN_MOTION_SCALE = 0.5;
/** The camera counts as resting after no change for this long; then the full picture is drawn, ms. */
export const MOTION_SETTLE_MS = 200;
/** A motion frame slower than this (GPU ms as measured by the view's fence polling) lowers the scale. */
export const SLOW_FRAME_MS = 26;
/** The scale the first motion starts at. */
export const FIRST_MOTION_SCALE = 0.75;

const STEP = 0.25;

export class CameraMotion {
  private lastMoveAt = -Infinity;
  /** The scale motion frames are drawn at now. */
  private current = FIRST_MOTION_SCALE;
  private active = false;

  /** The camera changed at `now`. */
  moved(now: number): void {
    if (!this.moving(now) && this.active) {
      // A new motion after a rest: one step sharper than the last one ended.
      this.current = Math.min(1, this.current + STEP);
    }
    this.active = true;
    this.lastMoveAt = now;
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

  /** A motion frame drawn at `scale` took `costMs` on the GPU. */
  measured(scale: number, costMs: number): void {
    if (scale !== this.current || costMs <= SLOW_FRAME_MS) return;
    this.current = Math.max(MIN_MOTION_SCALE, this.current - STEP);
  }
}
