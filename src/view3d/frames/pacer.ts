/**
 * When the 3D view draws, and at what resolution. Measured on the drag bench (SwiftShader, 3,000 furniture
 * items, ~710k triangles with heavy overdraw): one full-resolution 3D frame costs 0.4 s (1 item) to 4-5 s
 * (3,000 items) of GPU-process time. Chromium runs every WebGL context of the page through one GPU command
 * stream, so while such a frame is being drawn the plan's frames wait behind it: a 3D frame drawn during a
 * drag holds the plan back by its whole cost. Hence:
 * - at most one 3D frame is in flight; requests that come meanwhile are coalesced into the next frame;
 * - a drag's transient changes are drawn at once only while frames are cheap; otherwise the 3D view waits
 *   until the drag pauses or ends (the model itself follows every move, in place);
 * - a frame that must show something now (the drag's end, a committed edit, the camera) is drawn at a pixel
 *   ratio scaled so that it fits the budget (fragment cost goes with the pixel count), and the full-resolution
 *   frame follows once nothing changed for a moment.
 * - when only item instances moved and nothing else changed, a partial frame redraws just the rectangles the
 *   moved items were and are in (partial.ts) at the pixel ratio of the frame on screen: its cost goes
 *   with the item, not the design, so it is drawn at once on release and, while cheap, for every move of a drag.
 * - a drag's first partial frame copies the canvas without the dragged item (a capture, partial.ts) and shows
 *   nothing new; the frame right after it, the rest of the drag and its release are composed from that copy
 *   and the item alone, whose cost goes with the item: the first is drawn as soon as the capture is done, the
 *   release at once, the others for every move while measured cheap.
 * Pure logic with an injected clock: `View3d` measures each frame's GPU time (a fence) and asks `next()` on
 * every animation frame while something is pending.
 */
import { FrameCoordinator, type PartialKind } from '../../editor/frames';
import { CameraMotion } from './motion';

/** A frame costing at most this (GPU ms) may be drawn for every move of a drag. */
export const CHEAP_FRAME_MS = 20;
/** What a catch-up frame may cost (GPU ms); its pixel ratio is scaled down to fit. */
export const CATCH_UP_BUDGET_MS = 60;
/** Lowest pixel-ratio scale of a catch-up frame. */
export const MIN_SCALE = 0.25;
/**
 * A drag that pauses gets a frame only when a frame costs at most this (GPU ms): at 3,000 items even a
 * quarter-resolution frame took 1.5-2.5 s on the loaded bench machine (its ~710k triangles, not its pixels,
 * dominate), and the plan would wait behind it as soon as the pointer moves on. Such views catch up on release.
 */
export const PAUSE_FRAME_MAX_MS = 150;
/** A drag that stops moving this long (pointer still down) gets a frame, ms. */
export const DRAG_PAUSE_MS = 250;
/** After a reduced frame, the full-resolution one is drawn when nothing changed for this long, ms. */
export const SETTLE_MS = 300;

/** `camera`: the camera moved (orbit, zoom, pan); drawn now, at the motion's scale and coarse (motion.ts). */
export type FrameRequest = 'transient' | 'now' | 'camera';

export type { PartialKind };

export class FramePacer {
  /** GPU time of a full-resolution frame (measured, or estimated from a reduced one); null until known. */
  fullCostMs: number | null = null;
  private pending: FrameRequest | null = null;
  private lastTransientAt = -Infinity;
  private lastChangeAt = -Infinity;
  /** GPU time of the last plain or capture partial frame (partial.ts); null until one was drawn. */
  partialCostMs: number | null = null;
  /** GPU time of the last composed partial frame; null until one was drawn. */
  composedCostMs: number | null = null;
  private inFlight: { scale: number; at: number; partial: PartialKind | null; coarse: boolean; piece?: boolean } | null = null;
  /**
   * A full frame is being drawn in bands (refine.ts): a drag's moves draw nothing meanwhile (its release, a
   * change that must show now, or the camera start a new frame); the view draws the bands when nothing else is due.
   */
  refining = false;
  /** The frame on screen is a motion frame (coarse): the full one follows when the camera rests. */
  private inMotion = false;
  /** The frame on screen is drawn at reduced resolution: draw it again in full once things settle. */
  private reduced = false;
  /** A capture was drawn: the composed frame that shows its changes is due, whatever it costs. */
  private composeDue = false;
  /** The camera's motion and the resolution of its frames (motion.ts). */
  readonly motion = new CameraMotion();
  /** Whether the frame `next()` last answered is a motion frame: coarse, drawn again in full once the camera rests. */
  coarse = false;

  /** `frames`: the page's frame coordinator (editor/frames.ts), which orders the 3D view's frames with the plan's. */
  constructor(private readonly frames: FrameCoordinator = new FrameCoordinator()) {}

  /** Something changed that the next frame must show (`transient`: a drag's move, more will follow). */
  request(kind: FrameRequest, now: number): void {
    this.lastChangeAt = now;
    if (kind === 'transient') this.lastTransientAt = now;
    if (kind === 'camera') this.motion.moved(now, this.fullFramesExpensive);
    if (this.pending !== 'now') this.pending = kind === 'camera' ? 'now' : kind;
  }

  /** Whether anything is waiting to be drawn or measured (the view keeps its animation-frame loop while so). */
  get busy(): boolean {
    return this.pending !== null || this.inFlight !== null || this.reduced || this.refining;
  }

  get frameInFlight(): boolean {
    return this.inFlight !== null;
  }

  /** The pixel-ratio scale to draw at now, or null to draw nothing this animation frame. */
  next(now: number): number | null {
    this.coarse = false;
    const pending = this.pending;
    // A motion frame does not wait for the one before to signal its fence: Chromium reports a fence's status
    // late (a 1-item frame measured 500+ ms on the loaded bench machine), which held the orbit to 1-2
    // frames/s. The page's own animation frames hold it back instead: with software compositing the commit
    // reads the canvas back, so the next animation frame waits until the GPU drew this one.
    if (pending === 'now' && this.motion.moving(now) && (!this.inFlight || this.inFlight.coarse)) {
      this.coarse = true;
      return this.motion.scale;
    }
    if (this.inFlight) return null;
    if (pending === 'now') return this.catchUpScale();
    if (pending === 'transient') {
      if (this.refining) return null;
      if (this.cheap()) return 1;
      if (this.fullCostMs! > PAUSE_FRAME_MAX_MS) return null;
      return now - this.lastTransientAt >= DRAG_PAUSE_MS ? this.catchUpScale() : null;
    }
    if (this.reduced && now - this.lastChangeAt >= SETTLE_MS) return 1;
    // After the camera's motion its full picture is drawn as soon as the camera rests.
    if (this.reduced && this.inMotion && !this.motion.moving(now)) return 1;
    return null;
  }

  /**
   * Whether to draw a partial frame now, asked when the view could draw one (only instances moved since the
   * frame on screen): at once for a change that must show now; during a drag only once a partial frame was
   * measured cheap, or when the drag pauses and one costs at most PAUSE_FRAME_MAX_MS. At 3,000 items a partial
   * frame still carried 800-1,500 instances and took 1.5-3.4 s on the throttled phone bench: drawn during a
   * drag it held the plan back by all of that, so an unmeasured one waits for the release.
   * `kind`: a drag's capture is drawn when the frame coordinator says (editor/frames.ts: one animation frame
   * after its first move, whatever it costs). The composed frame that shows the capture's move is drawn as soon
   * as the capture is done; other composed frames go by their own measured cost, and an unmeasured one waits
   * for the release (a changed canvas is read back by the software compositor, and the page waits for that).
   */
  nextPartial(now: number, kind: PartialKind = 'plain'): boolean {
    if (this.inFlight) return false;
    if (this.pending === 'now') return true;
    if (this.pending !== 'transient') return false;
    if (kind === 'capture') return this.frames.view3dMayCapture();
    if (kind === 'composed' && this.composeDue) return true;
    const cost = kind === 'composed' ? this.composedCostMs : this.partialCostMs;
    if (cost === null) return false;
    if (cost <= CHEAP_FRAME_MS) return true;
    return cost <= PAUSE_FRAME_MAX_MS && now - this.lastTransientAt >= DRAG_PAUSE_MS;
  }

  /**
   * A partial frame was submitted: it keeps the frame on screen's resolution (and whether that is reduced). A
   * capture shows nothing new, so what was pending stays pending, and a composed frame is due after it.
   */
  submittedPartial(now: number, kind: PartialKind = 'plain'): void {
    this.inFlight = { scale: 1, at: now, partial: kind, coarse: false };
    this.composeDue = kind === 'capture';
    this.frames.view3dSubmitted();
    if (kind !== 'capture') this.pending = null;
  }

  /**
   * A frame was submitted at `scale` (`coarse`: a motion frame, as `next()` said; `piece`: the first piece of a
   * full frame drawn in bands, whose cost is not a full frame's).
   */
  submitted(scale: number, now: number, coarse = false, piece = false): void {
    this.inFlight = { scale, at: now, partial: null, coarse, piece };
    this.composeDue = false;
    this.frames.view3dSubmitted();
    this.pending = null;
    this.reduced = scale < 1 || coarse;
    this.inMotion = coarse;
    if (coarse) this.motion.submitted(scale, now); else this.motion.restedAt();
  }

  /**
   * A band of a full frame drawn in pieces was submitted (refine.ts): in flight like any frame, so the next
   * piece, or a motion frame, waits for it; the view sums the pieces' cost into `fullCostMs` itself.
   */
  submittedPiece(now: number): void {
    this.inFlight = { scale: 1, at: now, partial: null, coarse: false, piece: true };
    this.frames.view3dSubmitted();
  }

  /** Whether anything but a band of the frame being refined is due now. */
  get due(): boolean {
    return this.pending !== null;
  }

  /** The frame in flight finished on the GPU (its fence signalled) at `now`. */
  completed(now: number): void {
    const frame = this.inFlight;
    if (!frame) return;
    this.inFlight = null;
    if (frame.piece) return;
    const cost = Math.max(0, now - frame.at);
    if (frame.partial === 'composed') {
      this.composedCostMs = cost;
      return;
    }
    if (frame.partial) {
      this.partialCostMs = cost;
      return;
    }
    // A coarse frame's cost says nothing of a full one's.
    if (frame.coarse) return;
    // Fragment work goes with the pixel count (scale squared); vertex work does not, so an estimate from a
    // reduced frame errs on the high side, towards smaller catch-up frames.
    this.fullCostMs = frame.scale >= 1 ? cost : cost / (frame.scale * frame.scale);
  }

  private cheap(): boolean {
    return this.fullCostMs === null || this.fullCostMs <= CHEAP_FRAME_MS;
  }

  /** A full frame was measured and costs more than a cheap one: software WebGL, a weak GPU, a big design. */
  get fullFramesExpensive(): boolean {
    return !this.cheap();
  }

  private catchUpScale(): number {
    const full = this.fullCostMs;
    if (full === null || full <= CATCH_UP_BUDGET_MS) return 1;
    // In quarter steps, so the drawing buffer is not reallocated for every small change of the estimate.
    return Math.max(MIN_SCALE, Math.floor(Math.sqrt(CATCH_UP_BUDGET_MS / full) * 4) / 4);
  }
}
