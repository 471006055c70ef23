import { describe, expect, it } from 'vitest';
import { FramePacer } from './pacer';
import {
  BAND_TARGET_MS, bandEnd, FIRST_BAND_TRIANGLES, MAX_BAND_TRIANGLES, MIN_BAND_TRIANGLES, nextBudget, Refinement, ROW_PX, rowTriangles,
} from './refine';
import { opaqueOrder, transparentOrder } from './stand-in';

describe('a full frame in bands', () => {
  it('counts an instance in every row it reaches into', () => {
    const rows = rowTriangles([{ y0: 0, y1: 10, triangles: 5 }, { y0: 10, y1: 40, triangles: 7 }, { y0: -20, y1: 500, triangles: 1 }], 64);
    expect([...rows]).toEqual([5 + 7 + 1, 7 + 1, 7 + 1, 1]);
    expect(rows).toHaveLength(64 / ROW_PX);
  });

  it('grows a band while its rows stay within the budget, at least one row', () => {
    const rows = [10, 10, 10, 50, 10];
    expect(bandEnd(rows, 0, 30)).toBe(3);
    expect(bandEnd(rows, 3, 30)).toBe(4);
    expect(bandEnd(rows, 4, 30)).toBe(5);
    expect(bandEnd(rows, 0, 1000)).toBe(5);
  });

  it('covers the whole buffer bottom up, in bands within the budget, and stops', () => {
    const height = 100;
    const rows = rowTriangles(Array.from({ length: 50 }, (_, i) => ({ y0: i * 2, y1: i * 2 + 3, triangles: 1000 })), height);
    const refinement = new Refinement();
    refinement.plan(rows, 80, height);
    const bands = [];
    for (let band = refinement.next(); band; band = refinement.next()) bands.push(band);
    expect(refinement.active).toBe(false);
    expect(bands[0].y0).toBe(0);
    for (let i = 1; i < bands.length; i++) expect(bands[i].y0).toBe(bands[i - 1].y1);
    expect(bands.at(-1)!.y1).toBe(height);
    for (const band of bands) expect(band).toMatchObject({ x0: 0, x1: 80 });
    // 50 instances of 1,000 triangles overlapping a little: more than one band at the first budget.
    expect(bands.length).toBeGreaterThan(1);
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
    refinement.plan([40_000, 40_000, 40_000], 10, 48);
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
