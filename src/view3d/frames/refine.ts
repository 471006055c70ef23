/**
 * A full 3D frame drawn in pieces (issue 26 item 2). On software WebGL the full frame of the 3,000-item bench
 * design is one GPU submission of ~710k triangles: 5-16 s of SwiftShader time in which the plan's frames, and the
 * page's commits that read the canvases back, wait behind it (a drag started in the first seconds after the plan
 * showed froze that long). A frame whose model is over a triangle budget is therefore drawn as horizontal bands
 * of the drawing buffer, one per animation frame, each scissored, cleared and drawn with only the instances
 * whose projected bounding spheres reach into it (as a partial frame, partial.ts): the same pixels a whole frame
 * draws there. Each band's triangles stay under a budget that follows the GPU time the last band took, so no
 * single submission holds the GPU much longer than BAND_TARGET_MS.
 * Pure logic over plain numbers (the view projects the instances, partial.ts draws the bands).
 */
import type { Rect } from './damage';

/** A frame whose model has more triangles than this is drawn in bands. */
export const WHOLE_FRAME_TRIANGLES = 40_000;
/** Triangles the first band may hold; later ones follow the measured cost. */
export const FIRST_BAND_TRIANGLES = 30_000;
/** GPU time a band should take, ms (the drag's budget is no task over 200 ms on the throttled phone). */
export const BAND_TARGET_MS = 120;
export const MIN_BAND_TRIANGLES = 4_000;
export const MAX_BAND_TRIANGLES = 400_000;
/** Bands are whole rows of this many pixels. */
export const ROW_PX = 16;

/** One instance's vertical extent on the buffer (pixels, y up) and its triangles. */
export interface Extent { y0: number; y1: number; triangles: number }

/** Triangles that reach into each ROW_PX row of a buffer `height` pixels high (an instance counts in each of its rows). */
export function rowTriangles(extents: Iterable<Extent>, height: number): Float64Array {
  const rows = Math.max(1, Math.ceil(height / ROW_PX));
  // A difference array: +t at the first row, -t after the last.
  const diff = new Float64Array(rows + 1);
  for (const e of extents) {
    const first = Math.max(0, Math.min(rows - 1, Math.floor(e.y0 / ROW_PX)));
    const last = Math.max(first, Math.min(rows - 1, Math.ceil(e.y1 / ROW_PX) - 1));
    diff[first] += e.triangles;
    diff[last + 1] -= e.triangles;
  }
  const out = new Float64Array(rows);
  let sum = 0;
  for (let i = 0; i < rows; i++) out[i] = sum += diff[i];
  return out;
}

/**
 * The end row (exclusive) of the band that starts at `start`: rows are added while their triangles stay within
 * `budget` (at least one row). The sum over rows counts an instance once per row, so it errs high: a band holds
 * at most that many.
 */
export function bandEnd(rows: ArrayLike<number>, start: number, budget: number): number {
  let end = start + 1;
  let sum = rows[start] ?? 0;
  while (end < rows.length && sum + rows[end] <= budget) sum += rows[end++];
  return end;
}

/** The next band's budget after one of `triangles` took `costMs` of GPU time. */
export function nextBudget(budget: number, triangles: number, costMs: number): number {
  if (!(costMs > 0) || triangles <= 0) return budget;
  const perMs = triangles / costMs;
  // Halfway towards the measured rate, so one slow band (the shared machine, a first draw's compiles) does not
  // swing the next ones to the minimum; but a band over twice the target goes by its rate at once (halving per
  // band, the bands of a phone open on the bench grew from 0.25 to 1.9 s).
  const wanted = costMs > 2 * BAND_TARGET_MS ? perMs * BAND_TARGET_MS : (budget + perMs * BAND_TARGET_MS) / 2;
  return Math.round(Math.min(MAX_BAND_TRIANGLES, Math.max(MIN_BAND_TRIANGLES, wanted)));
}

/**
 * The bands of one full frame, taken one at a time: `plan()` with the rows of the frame's view, `next()` the
 * band to draw now (bottom up, in buffer pixels), `measured()` once it finished on the GPU.
 */
export class Refinement {
  private rows: ArrayLike<number> = [];
  private start = 0;
  private width = 0;
  private height = 0;
  /** Triangles (the rows' estimate) of the band drawn last. */
  private lastTriangles = 0;
  budget = FIRST_BAND_TRIANGLES;

  /** Whether bands of a frame are still to be drawn. */
  get active(): boolean {
    return this.start < this.rows.length;
  }

  plan(rows: ArrayLike<number>, width: number, height: number): void {
    this.rows = rows;
    this.start = 0;
    this.width = width;
    this.height = height;
  }

  next(): Rect | null {
    if (!this.active) return null;
    const end = bandEnd(this.rows, this.start, this.budget);
    let triangles = 0;
    for (let i = this.start; i < end; i++) triangles += this.rows[i];
    this.lastTriangles = triangles;
    const rect = { x0: 0, y0: this.start * ROW_PX, x1: this.width, y1: Math.min(this.height, end * ROW_PX) };
    this.start = end;
    return rect;
  }

  /** The last band took `costMs` on the GPU: the next one is sized by it. */
  measured(costMs: number): void {
    this.budget = nextBudget(this.budget, this.lastTriangles, costMs);
  }

  /** Drop the bands still to draw (a new frame supersedes them). */
  abort(): void {
    this.start = this.rows.length;
  }
}
