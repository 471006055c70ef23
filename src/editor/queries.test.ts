import { describe, expect, it } from 'vitest';
import { EntityKind } from './components';
import { entitiesOn, houseOf, optionsOnLeaf, segmentOnLeaf, wallsOnLeaf } from './queries';
import { createTestEditor, FIX } from './testing/test-editor';

describe('the read model (queries.ts): one answer for the commands, the plan and the 3D view', () => {
  it('lists the walls on a leaf in creation order, also after undo brings one back', () => {
    const e = createTestEditor();
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.halfWall, half: 'start' });
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.halfWall, half: 'end' });
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.halfWall, half: 'start' });
    e.undo();
    // The world's index now holds the start wall after the end wall; the configuration and the read model keep
    // creation order (the plan sorted, the commands did not: now both read this).
    const fills = (list: { fill: string }[]) => list.map((w) => w.fill);
    expect(fills(e.config().walls)).toEqual(['start', 'end']);
    expect(fills(wallsOnLeaf(e, 2, 3000))).toEqual(['start', 'end']);
    expect(wallsOnLeaf(e, 2, 3000).map((w) => [w.from, w.to])).toEqual([[0, 1500], [1500, 3000]]);
    expect(segmentOnLeaf(e, 2, 3000)).toMatchObject({ start: 0, end: 3000 });
    expect(entitiesOn(e, EntityKind.wall, 2)).toEqual(wallsOnLeaf(e, 2, 3000).map((w) => w.eid));
  });

  it('lists the options on a leaf in creation order with their alignment', () => {
    const e = createTestEditor();
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.wall });
    e.ok({ type: 'placeOption', spaceId: 2, productId: FIX.window, align: 'right' });
    e.ok({ type: 'placeOption', spaceId: 2, productId: FIX.window, align: 'left' });
    expect(optionsOnLeaf(e, 2).map((o) => o.align)).toEqual(['right', 'left']);
  });

  it('a house is a product of type house (the plan accepted any product with a house spec)', () => {
    const e = createTestEditor();
    expect(houseOf(e)?.id).toBe(FIX.house);
    const house = e.index.products.get(FIX.house)!;
    e.index.products.set(FIX.house, { ...house, productType: 'material' });
    expect(houseOf(e)).toBeUndefined();
    expect(e.rejects({ type: 'toggleWall', spaceId: 2, productId: FIX.wall })).toBeTruthy();
  });
});
