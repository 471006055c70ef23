/**
 * The one frame coordinator of the plan and the 3D view (`editor.frames`): who draws first when both have a
 * frame due, and what each drew. Both views draw on demand in animation frames, and Chromium runs every WebGL
 * context of the page through one GPU command stream, so a frame one view draws delays the other's (drag bench,
 * 3,000 items on SwiftShader: a plan pass 0.1-1.2 s, a 3D frame 0.4-5 s). Two moments of a drag have both views
 * due at once, and the order is decided here, in one place:
 *
 * - The drag's start: the plan lifts the item out of its static layers (its first drag frame), and the 3D view
 *   captures the scene without the item (view3d/frames/partial.ts). The plan goes first: the 3D view's capture
 *   yields the first animation frame it could be drawn in. A software compositor reads the plan's changed canvas
 *   back, and that read-back waited behind the capture on the GPU (a 340-420 ms task at 3,000 items; none with
 *   the wait).
 * - The drop: the plan's drag picture already stands where the item landed; the 3D view shows it only with its
 *   next frame. The 3D view goes first: the plan's due redraw yields one animation frame (on the throttled phone
 *   the plan's drop pass took ~110 ms before the 3D frame could start).
 *
 * Each view reports the frames it drew (`drawn`); the test and bench probes listen (`onDrawn`), so the views
 * keep no logs for them. Adaptive resolution and level of detail in the 3D view (issue 26) decide from the same
 * place: what the other view draws in the frame and how long the shared GPU was busy with it.
 *
 * Pure logic, no DOM: the views call it from their animation-frame callbacks.
 */

/** The two views that share the page's GPU. */
export type FrameView = 'plan' | 'view3d';

/** How a partial 3D frame is drawn (view3d/frames/partial.ts): plain, a drag's capture, or composed from it. */
export type PartialKind = 'plain' | 'capture' | 'composed';

/** A plan frame: its number, start and end (performance.now()) and where the dragged item stood in it. */
export interface PlanFrame {
  view: 'plan';
  n: number;
  start: number;
  end: number;
  x: number | null;
  y: number | null;
}

/** A 3D frame (ms since navigation start); `done` is filled in once the GPU finished it. */
export interface View3dFrame {
  view: 'view3d';
  start: number;
  /** JavaScript done, commands flushed. */
  submitted: number;
  /** The fence signalled (GPU done), as first seen by a poll. */
  done?: number;
  partial: boolean;
  /** Partial frames: plain, capture (copies the backdrop) or composed (backdrop and moved instances only). */
  kind?: PartialKind;
  scale: number;
  /** Partial frames: pixels and instances redrawn. */
  pixels?: number;
  instances?: number;
  /** A band (or tile) of a full frame drawn in pieces (view3d/frames/refine.ts): its rectangle and triangles. */
  band?: { x0: number; y0: number; x1: number; y1: number; triangles: number; pass: number };
}

export type DrawnFrame = PlanFrame | View3dFrame;

export class FrameCoordinator {
  /** The plan's next due frame yields to the 3D view (a drop the plan already shows). */
  private planYields = false;
  /** Animation frames in a row that could have drawn a 3D capture since the 3D view last drew. */
  private captureAsks = 0;
  private readonly listeners = new Set<(frame: DrawnFrame) => void>();
  /** Between a drag's start and its drop (the plan's side). */
  private dragging = false;
  /** Who waits for the drag in progress to end (noDrag). */
  private afterDrag: Array<() => void> = [];

  /**
   * A drag ended (the plan's side of it): `shown`, the plan already shows the item where it landed (its drag
   * picture), so its redraw waits a frame for the 3D view's.
   */
  dropped(shown: boolean): void {
    this.planYields = shown;
    this.dragging = false;
    const waiting = this.afterDrag;
    this.afterDrag = [];
    for (const resolve of waiting) resolve();
  }

  /** A drag starts: a drop's wait from an earlier one no longer applies. */
  dragStarts(): void {
    this.planYields = false;
    this.dragging = true;
  }

  /**
   * Whether the 3D view may draw its first frame now: not during a drag. That frame costs what the whole design
   * costs on the GPU (seconds at 3,000 items on software WebGL), and the plan's frames queue behind it; a drag
   * started right after the plan showed would freeze (issue 26 item 2). It is drawn at the drop.
   */
  view3dMayStart(): boolean {
    return !this.dragging;
  }

  /**
   * Resolves when no drag is in progress (at once when none is). The 3D view is made then: making it (its WebGL
   * context, drawing buffer and model) is main-thread and GPU work that froze a drag started as the plan showed
   * (issue 26 item 2), and its first frame waits for the drop anyway.
   */
  noDrag(): Promise<void> {
    if (!this.dragging) return Promise.resolve();
    return new Promise((resolve) => { this.afterDrag.push(resolve); });
  }

  /** The plan has a frame due: whether to draw it now (false once after a drop it already shows). */
  planMayDraw(): boolean {
    if (!this.planYields) return true;
    this.planYields = false;
    return false;
  }

  /**
   * The 3D view could draw a drag's capture now: whether to. Not on the first animation frame it could (that
   * one is the plan's drag start), whatever the capture costs: it is the one frame of the drag that goes with
   * the design's size, and the release's composed frame must not wait for it.
   */
  view3dMayCapture(): boolean {
    return ++this.captureAsks > 1;
  }

  /** The 3D view submitted a frame: its next capture waits for the plan again. */
  view3dSubmitted(): void {
    this.captureAsks = 0;
  }

  /** A view drew a frame (its record; the 3D view fills in `done` later): for the probes. */
  drawn(frame: DrawnFrame): void {
    for (const listener of this.listeners) listener(frame);
  }

  /** Follow the frames drawn (probes); answers the unsubscribe. */
  onDrawn(listener: (frame: DrawnFrame) => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }
}
