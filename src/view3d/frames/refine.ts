/**
 * A full 3D frame drawn in pieces (issue 26 item 2). On software WebGL the full frame of the 3,000-item bench
 * design is one GPU submission of ~710k triangles: 5-16 s of SwiftShader time in which the plan's frames, and the
 * page's commits that read the canvases back, wait behind it (a drag started in the first seconds after the plan
 * showed froze that long). A frame whose model is over a triangle budget is therefore drawn as horizontal bands
 * of the drawing buffer, one per animation frame, each scissored, cleared and drawn with only the instances
 * whose projected bounding spheres reach into it (as a partial frame, partial.ts): the same pixels a whole frame
 * draws there. A row that alone is over the budget is drawn as tiles of it (x ranges, the same way), and a
 * 16 × 16 tile still over it in passes of its instances that share its clear (partial.ts keeps three's order). Each
 * piece's triangles (and pixels) stay under a budget that follows the GPU time the last piece took, so no single submission
 * holds the GPU much longer than BAND_TARGET_MS: the compositor's read-back of a changed canvas waits for the GPU,
 * and with one-row bands of up to 320k triangles a drag started 3 s after the plan showed had tasks of 614-729 ms.
 * Pure logic over plain numbers (the view projects the instances, partial.ts draws the pieces).
 */
import type { Rect } from './damage';

/** A frame whose model has more triangles than this is drawn in bands. */
export const WHOLE_FRAME_TRIANGLES = 40_000;
/** What the first band may cost (triangles, PIXEL_COST); later ones follow the measured cost. */
export const FIRST_BAND_TRIANGLES = 30_000;
/** GPU time a band should take, ms (the drag's budget is no task over 200 ms on the throttled phone). */
export const BAND_TARGET_MS = 120;
export const MIN_BAND_TRIANGLES = 4_000;
export const MAX_BAND_TRIANGLES = 400_000;
/** Bands are whole rows of this many pixels, tiles whole columns of as many. */
export const ROW_PX = 16;
/**
 * What a pixel of a piece costs, in triangles: budgets and costs are in triangles with each pixel counted as this
 * many. Measured on the throttled phone bench (SwiftShader, load ~7): the bottom band of the full-size buffer,
 * 780 × 144 pixels of ground and sky with 7.4k triangles of items, took 294 ms; tiles of 16 × 16 pixels with
 * 25-35k triangles 110-190 ms; so a pixel costs about half a triangle (the ground's and the sky's shading, four
 * samples per pixel). Counted as triangles only, that band was one piece at twice the target.
 */
export const PIXEL_COST = 0.5;
/** A single 16 × 16 cell over the budget is drawn in at most this many passes (instance subsets, one clear). */
export const MAX_PASSES = 8;

/** A piece: its rectangle, and which of the passes that share it this is (one pass unless a cell is over budget). */
export interface Piece extends Rect { pass: number; passes: number }

/** One instance's extent on the buffer (pixels, y up, clipped to it) and its triangles. */
export interface Extent { x0: number; y0: number; x1: number; y1: number; triangles: number }

/**
 * The triangles of the instances that reach into a run of cells (rows or columns of ROW_PX pixels), each
 * counted once however many cells it spans. Two prefix sums: the triangles of the instances that start before
 * a cell, and of those that end before it; a run [a, b) holds those that start before b and do not end
 * before a. (Summing a per-row count instead counted a tall near instance once per row: the band it was in
 * looked many times dearer than it was, and the one after it cheaper.)
 */
export class CellSpans {
  private readonly starting: Float64Array;
  private readonly ending: Float64Array;

  /** `spans`: each instance's pixel extent along the axis (lo, hi) and triangles; `pixels`: the buffer's size along it. */
  constructor(spans: Iterable<{ lo: number; hi: number; triangles: number }>, pixels: number) {
    const cells = Math.max(1, Math.ceil(pixels / ROW_PX));
    const starting = new Float64Array(cells + 1);
    const ending = new Float64Array(cells + 1);
    for (const { lo, hi, triangles } of spans) {
      const first = Math.max(0, Math.min(cells - 1, Math.floor(lo / ROW_PX)));
      const last = Math.max(first, Math.min(cells - 1, Math.ceil(hi / ROW_PX) - 1));
      starting[first + 1] += triangles;
      ending[last + 1] += triangles;
    }
    for (let i = 1; i <= cells; i++) {
      starting[i] += starting[i - 1];
      ending[i] += ending[i - 1];
    }
    this.starting = starting;
    this.ending = ending;
  }

  get cells(): number {
    return this.starting.length - 1;
  }

  /** Triangles of the instances that reach into cells [a, b). */
  triangles(a: number, b: number): number {
    return this.starting[b] - this.ending[a];
  }

  /** The cost of cells [a, b): their instances' triangles and `perCell` for each cell's pixels. */
  cost(a: number, b: number, perCell = 0): number {
    return this.triangles(a, b) + perCell * (b - a);
  }

  /** The end (exclusive) of the run that starts at `start` and costs at most `budget` (at least one cell). */
  end(start: number, budget: number, perCell = 0): number {
    let end = start + 1;
    while (end < this.cells && this.cost(start, end + 1, perCell) <= budget) end++;
    return end;
  }
}

/** The next piece's budget after one that cost `triangles` (pixels counted, PIXEL_COST) took `costMs` of GPU time. */
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
 * The pieces of one full frame, taken one at a time: `plan()` with the instances' extents in the frame's view,
 * `next()` the piece to draw now (bands bottom up, in buffer pixels), `measured()` once it finished on the GPU.
 * A band is whole rows while they stay within the budget; a single row already over it (near the horizon, where
 * the far items pile up: 800-1,860 instances and 130-320k triangles in one 16-pixel row of the phone's buffer at
 * 3,000 items, 440-610 ms of GPU time each on the throttled phone bench) is drawn as tiles, left to right, each
 * with the instances that reach into it (as a band has those that reach into its rows); a single cell still over
 * it (~190 far instances piled in depth, 30-37k triangles, 327 ms once at load ~4) in up to MAX_PASSES passes.
 */
export class Refinement {
  private extents: Extent[] = [];
  private rows = new CellSpans([], 1);
  private start = 0;
  private width = 0;
  private height = 0;
  /** The band being drawn in tiles: its rows, its instances' columns and the next tile's first column. */
  private tiles: { y0: number; y1: number; columns: CellSpans; perColumn: number; start: number } | null = null;
  /** The cell being drawn in passes: its rectangle, the next pass, how many, and each one's cost. */
  private passes: { rect: Rect; next: number; count: number; cost: number } | null = null;
  /** Cost of the piece drawn last: its instances' triangles (exact for the extents given) and its pixels. */
  private lastCost = 0;
  budget = FIRST_BAND_TRIANGLES;
  /** The most triangles a piece may hold whatever the measured rate (tests pin it low to see a frame in tiles). */
  private ceiling = MAX_BAND_TRIANGLES;

  /** Whether pieces of a frame are still to be drawn. */
  get active(): boolean {
    return this.passes !== null || this.tiles !== null || this.start < this.rows.cells;
  }

  plan(extents: Extent[], width: number, height: number): void {
    this.extents = extents;
    this.rows = new CellSpans(extents.map((e) => ({ lo: e.y0, hi: e.y1, triangles: e.triangles })), height);
    this.start = 0;
    this.tiles = null;
    this.passes = null;
    this.width = width;
    this.height = height;
  }

  next(): Piece | null {
    const passes = this.passes;
    if (passes) {
      const piece = { ...passes.rect, pass: passes.next, passes: passes.count };
      this.lastCost = passes.cost;
      if (++passes.next === passes.count) this.passes = null;
      return piece;
    }
    const rect = this.nextRect();
    if (!rect) return null;
    // A single cell (a tile of one column) over the budget: its instances go in passes that share its clear.
    const cost = this.lastCost;
    const count = Math.min(MAX_PASSES, Math.ceil(cost / this.budget));
    if (count <= 1 || rect.x1 - rect.x0 > ROW_PX || rect.y1 - rect.y0 > ROW_PX) return { ...rect, pass: 0, passes: 1 };
    this.lastCost = cost / count;
    this.passes = { rect, next: 1, count, cost: cost / count };
    return { ...rect, pass: 0, passes: count };
  }

  private nextRect(): Rect | null {
    if (!this.tiles) {
      if (!this.active) return null;
      const first = this.start;
      const perRow = this.width * ROW_PX * PIXEL_COST;
      const end = this.rows.end(first, this.budget, perRow);
      this.start = end;
      const y0 = first * ROW_PX;
      const y1 = Math.min(this.height, end * ROW_PX);
      const cost = this.rows.cost(first, end, perRow);
      // Over the budget only as a single row: that row goes in tiles.
      if (cost <= this.budget || this.width <= ROW_PX) {
        this.lastCost = cost;
        return { x0: 0, y0, x1: this.width, y1 };
      }
      const inBand = this.extents.filter((e) => e.y1 > y0 && e.y0 < y1);
      const columns = new CellSpans(inBand.map((e) => ({ lo: e.x0, hi: e.x1, triangles: e.triangles })), this.width);
      this.tiles = { y0, y1, columns, perColumn: (y1 - y0) * ROW_PX * PIXEL_COST, start: 0 };
    }
    const tiles = this.tiles;
    const end = tiles.columns.end(tiles.start, this.budget, tiles.perColumn);
    this.lastCost = tiles.columns.cost(tiles.start, end, tiles.perColumn);
    const rect = { x0: tiles.start * ROW_PX, y0: tiles.y0, x1: Math.min(this.width, end * ROW_PX), y1: tiles.y1 };
    tiles.start = end;
    if (end >= tiles.columns.cells) this.tiles = null;
    return rect;
  }

  /** The last piece took `costMs` on the GPU: the next one is sized by it. */
  measured(costMs: number): void {
    this.budget = Math.min(this.ceiling, nextBudget(this.budget, this.lastCost, costMs));
  }

  /** Pieces hold at most `triangles` from the next one on (null: no pin). */
  pin(triangles: number | null): void {
    this.ceiling = triangles ?? MAX_BAND_TRIANGLES;
    this.budget = Math.min(this.budget, this.ceiling);
  }

  /** Drop the pieces still to draw (a new frame supersedes them). */
  abort(): void {
    this.start = this.rows.cells;
    this.tiles = null;
    this.passes = null;
  }
}
