import { describe, expect, it } from 'vitest';
import { FramePacer } from './pacer';
import {
  BAND_TARGET_MS, CellSpans, FIRST_BAND_TRIANGLES, MAX_BAND_TRIANGLES, MIN_BAND_TRIANGLES, nextBudget, PIXEL_COST, Refinement, ROW_PX, type Extent, type Piece,
} from './refine';
import type { Rect } from './damage';
import { opaqueOrder, transparentOrder } from './stand-in';

describe('a full frame in bands', () => {
  /** Triangles of `extents` that reach into `rect`, by brute force. */
  const reaching = (extents: Extent[], rect: Rect) =>
    extents.filter((e) => e.x1 > rect.x0 && e.x0 < rect.x1 && e.y1 > rect.y0 && e.y0 < rect.y1).reduce((sum, e) => sum + e.triangles, 0);
  const pieces = (refinement: Refinement) => {
    const out: Rect[] = [];
    for (let piece = refinement.next(); piece; piece = refinement.next()) out.push({ x0: piece.x0, y0: piece.y0, x1: piece.x1, y1: piece.y1 });
    return out;
  };

  it('counts an instance once in a run of cells, however many it spans, and a cost per cell for its pixels', () => {
    const spans = new CellSpans([{ lo: 0, hi: 10, triangles: 5 }, { lo: 10, hi: 40, triangles: 7 }, { lo: -20, hi: 500, triangles: 1 }], 64);
    expect(spans.cells).toBe(64 / ROW_PX);
    expect(spans.triangles(0, 1)).toBe(5 + 7 + 1);
    expect(spans.triangles(1, 3)).toBe(7 + 1);
    expect(spans.triangles(0, 4)).toBe(5 + 7 + 1);
    expect(spans.triangles(3, 4)).toBe(1);
    expect(spans.cost(1, 3, 100)).toBe(7 + 1 + 200);
    expect(spans.end(0, 14 + 100, 100)).toBe(1);
    expect(spans.end(1, 8 + 300, 100)).toBe(4);
  });

  it('grows a run while it stays within the budget, at least one cell', () => {
    // Cells of 10, 10, 10, 50, 10 triangles, one instance each.
    const spans = new CellSpans([10, 10, 10, 50, 10].map((triangles, i) => ({ lo: i * ROW_PX, hi: (i + 1) * ROW_PX, triangles })), 5 * ROW_PX);
    expect(spans.end(0, 30)).toBe(3);
    expect(spans.end(3, 30)).toBe(4);
    expect(spans.end(4, 30)).toBe(5);
    expect(spans.end(0, 1000)).toBe(5);
  });

  it('takes a tall instance once, so the rows after it join its band', () => {
    // One instance over all four rows and a small one in each: 100 + 4 × 10 triangles, and 64 × 64 pixels. Counted
    // per row they were 440 and the budget held less than the four rows; once each, the whole frame is one band.
    const extents = [{ x0: 0, y0: 0, x1: 64, y1: 64, triangles: 100 }, ...[0, 1, 2, 3].map((i) => ({ x0: 0, y0: i * ROW_PX, x1: 8, y1: i * ROW_PX + 8, triangles: 10 }))];
    const pixels = 64 * 64 * PIXEL_COST;
    const refinement = new Refinement();
    refinement.budget = 140 + pixels + 10;
    expect(440 + pixels).toBeGreaterThan(refinement.budget);
    refinement.plan(extents, 64, 64);
    expect(pieces(refinement)).toEqual([{ x0: 0, y0: 0, x1: 64, y1: 64 }]);
  });

  it('covers the whole buffer bottom up, in bands within the budget, and stops', () => {
    const height = 100;
    const extents = Array.from({ length: 50 }, (_, i) => ({ x0: 0, y0: i * 2, x1: 80, y1: i * 2 + 3, triangles: 1000 }));
    const refinement = new Refinement();
    refinement.plan(extents, 80, height);
    const bands = pieces(refinement);
    expect(refinement.active).toBe(false);
    expect(bands[0].y0).toBe(0);
    for (let i = 1; i < bands.length; i++) expect(bands[i].y0).toBe(bands[i - 1].y1);
    expect(bands.at(-1)!.y1).toBe(height);
    for (const band of bands) expect(band).toMatchObject({ x0: 0, x1: 80 });
    for (const band of bands) expect(reaching(extents, band)).toBeLessThanOrEqual(FIRST_BAND_TRIANGLES);
    // 50 instances of 1,000 triangles overlapping a little: more than one band at the first budget.
    expect(bands.length).toBeGreaterThan(1);
  });

  it('draws a row over the budget in tiles, left to right, each within it, then goes on with the rows above', () => {
    // Row 1 holds 40 small far instances of 2,000 triangles side by side (80k, over the 30k budget); rows 0 and 2
    // one instance each.
    const width = 640;
    const far = Array.from({ length: 40 }, (_, i) => ({ x0: i * 16, y0: 18, x1: i * 16 + 14, y1: 30, triangles: 2000 }));
    const extents = [{ x0: 0, y0: 0, x1: 640, y1: 10, triangles: 500 }, ...far, { x0: 100, y0: 36, x1: 200, y1: 46, triangles: 500 }];
    const refinement = new Refinement();
    refinement.plan(extents, width, 48);
    const all = pieces(refinement);
    expect(all[0]).toEqual({ x0: 0, y0: 0, x1: width, y1: 16 });
    const tiles = all.filter((p) => p.y0 === 16);
    expect(tiles.length).toBeGreaterThan(2);
    expect(tiles[0].x0).toBe(0);
    for (let i = 1; i < tiles.length; i++) expect(tiles[i].x0).toBe(tiles[i - 1].x1);
    expect(tiles.at(-1)!.x1).toBe(width);
    for (const tile of tiles) expect(tile).toMatchObject({ y0: 16, y1: 32 });
    for (const tile of tiles) expect(reaching(extents, tile)).toBeLessThanOrEqual(FIRST_BAND_TRIANGLES);
    expect(all.at(-1)).toEqual({ x0: 0, y0: 32, x1: width, y1: 48 });
    expect(refinement.active).toBe(false);
  });

  it('sizes a tile by its own triangles: the GPU time it took sets the next budget', () => {
    const far = Array.from({ length: 40 }, (_, i) => ({ x0: i * 16, y0: 0, x1: i * 16 + 14, y1: 12, triangles: 2000 }));
    const refinement = new Refinement();
    refinement.plan(far, 640, 16);
    // A column costs its instance's 2,000 triangles and its 16 × 16 pixels: 14 fit the first budget.
    const column = 2000 + ROW_PX * ROW_PX * PIXEL_COST;
    const tile = refinement.next()!;
    expect(tile).toEqual({ x0: 0, y0: 0, x1: 14 * ROW_PX, y1: 16, pass: 0, passes: 1 });
    expect(14 * column).toBeLessThanOrEqual(FIRST_BAND_TRIANGLES);
    // It took four times the target: a quarter of its cost, three columns.
    refinement.measured(4 * BAND_TARGET_MS);
    expect(refinement.budget).toBe(Math.round((14 * column) / 4));
    const second = refinement.next()!;
    expect(second.x0).toBe(tile.x1);
    expect(reaching(far, second)).toBe(3 * 2000);
  });

  it('draws a single cell over the budget in passes over the same rectangle, each with its share of the cost', () => {
    // One 16 × 16 cell holding 90k triangles (far instances piled up in depth), its neighbours little.
    const pile = Array.from({ length: 30 }, () => ({ x0: 18, y0: 2, x1: 30, y1: 14, triangles: 3000 }));
    const refinement = new Refinement();
    refinement.plan([...pile, { x0: 0, y0: 0, x1: 64, y1: 4, triangles: 100 }], 64, 16);
    const all: Piece[] = [];
    for (let piece = refinement.next(); piece; piece = refinement.next()) all.push(piece);
    const cell = all.filter((p) => p.x0 === 16);
    const cost = 90_000 + 100 + ROW_PX * ROW_PX * PIXEL_COST;
    expect(cell).toHaveLength(Math.ceil(cost / FIRST_BAND_TRIANGLES));
    cell.forEach((p, i) => expect(p).toEqual({ x0: 16, y0: 0, x1: 32, y1: 16, pass: i, passes: cell.length }));
    for (const p of all.filter((q) => q.x0 !== 16)) expect(p.passes).toBe(1);
    // The GPU time of a pass is set against its share.
    const again = new Refinement();
    again.plan(pile, 16, 16);
    const first = again.next()!;
    expect(first.passes).toBe(4);
    again.measured(BAND_TARGET_MS);
    expect(again.budget).toBe(Math.round((FIRST_BAND_TRIANGLES + (90_000 + ROW_PX * ROW_PX * PIXEL_COST) / 4) / 2));
    expect(again.next()).toMatchObject({ pass: 1, passes: 4 });
  });

  it('keeps pieces within a pinned ceiling whatever the measured rate', () => {
    const refinement = new Refinement();
    refinement.pin(1_000);
    expect(refinement.budget).toBe(1_000);
    refinement.plan([{ x0: 0, y0: 0, x1: 64, y1: 16, triangles: 500 }], 64, 16);
    refinement.next();
    // 500 triangles in 1 ms would ask for the maximum.
    refinement.measured(1);
    expect(refinement.budget).toBe(1_000);
    refinement.pin(null);
    refinement.measured(1);
    expect(refinement.budget).toBeGreaterThan(1_000);
  });

  it('sizes the next band by the GPU time the last one took, halfway and within bounds', () => {
    // 30k triangles in 240 ms: twice the target, so the rate asks for 15k; halfway from 30k is 22.5k.
    expect(nextBudget(30_000, 30_000, 2 * BAND_TARGET_MS)).toBe(22_500);
    expect(nextBudget(30_000, 30_000, BAND_TARGET_MS)).toBe(30_000);
    // Over twice the target: the measured rate at once.
    expect(nextBudget(30_000, 30_000, 4 * BAND_TARGET_MS)).toBe(7_500);
    expect(nextBudget(MIN_BAND_TRIANGLES, 10, 10_000)).toBe(MIN_BAND_TRIANGLES);
    expect(nextBudget(MAX_BAND_TRIANGLES, 1_000_000, 1)).toBe(MAX_BAND_TRIANGLES);
    // Nothing measured: unchanged.
    expect(nextBudget(FIRST_BAND_TRIANGLES, 0, 50)).toBe(FIRST_BAND_TRIANGLES);
  });

  it('drops the bands still to draw when a new frame supersedes them', () => {
    const refinement = new Refinement();
    refinement.plan([0, 1, 2].map((i) => ({ x0: 0, y0: i * ROW_PX, x1: 10, y1: (i + 1) * ROW_PX, triangles: 20_000 })), 10, 48);
    expect(refinement.next()).toMatchObject({ y0: 0, y1: 16 });
    refinement.abort();
    expect(refinement.active).toBe(false);
    expect(refinement.next()).toBeNull();
  });

  it('draws nothing for a drag while refining, and stays busy until the bands are done', () => {
    const pacer = new FramePacer();
    pacer.request('now', 0);
    expect(pacer.next(0)).toBe(1);
    pacer.submitted(1, 1, false, true);
    pacer.refining = true;
    pacer.completed(50);
    // The first piece's cost is not a full frame's.
    expect(pacer.fullCostMs).toBeNull();
    pacer.request('transient', 60);
    expect(pacer.next(60)).toBeNull();
    expect(pacer.due).toBe(true);
    pacer.submittedPiece(61);
    expect(pacer.frameInFlight).toBe(true);
    pacer.completed(90);
    expect(pacer.fullCostMs).toBeNull();
    pacer.refining = false;
    pacer.request('now', 100);
    expect(pacer.next(100)).not.toBeNull();
  });
});

describe('stand-ins sort where their batches do', () => {
  const item = (id: number, z: number, drawsAs?: number, material = 1) => ({
    groupOrder: 0, renderOrder: 0, material: { id: material }, materialVariant: 2, z, id, object: { userData: drawsAs === undefined ? {} : { drawsAs } },
  });
  type Item = Parameters<typeof opaqueOrder>[0];

  it('breaks ties by the batch mesh id, not the stand-in own', () => {
    // Stand-in 90 stands for batch mesh 5, stand-in 80 for batch mesh 7: drawn 90 then 80, as 5 then 7.
    const items = [item(80, 0, 7), item(90, 0, 5)] as unknown as Item[];
    expect([...items].sort(opaqueOrder).map((i) => i.id)).toEqual([90, 80]);
    expect([...items].sort(transparentOrder).map((i) => i.id)).toEqual([90, 80]);
  });

  it("keeps three's keys before the id: material, then depth (far first for blended parts)", () => {
    const items = [item(1, 5, undefined, 2), item(2, 3, undefined, 1), item(3, 1, undefined, 1)] as unknown as Item[];
    expect([...items].sort(opaqueOrder).map((i) => i.id)).toEqual([3, 2, 1]);
    expect([...items].sort(transparentOrder).map((i) => i.id)).toEqual([1, 2, 3]);
  });
});
