import { describe, expect, it } from 'vitest';
import { createTestEditor, FIX } from '../editor/testing/test-editor';
import { houseOf, leafByLeafId, segmentOf, wallsOnLeaf } from './geometry';

describe('the plan reads the world through the editor read model', () => {
  it('walls in creation order after undo, and the house only when it is a house', () => {
    const e = createTestEditor();
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.halfWall, half: 'start' });
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.halfWall, half: 'end' });
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.halfWall, half: 'start' });
    e.undo();
    expect(wallsOnLeaf(e, 2, 3000).map((w) => w.fill)).toEqual(['start', 'end']);
    expect(segmentOf(e, leafByLeafId(e, 2)!)).toMatchObject({ start: 0, end: 3000 });
    const house = e.index.products.get(FIX.house)!;
    e.index.products.set(FIX.house, { ...house, productType: 'material' });
    expect(houseOf(e)).toBeUndefined();
  });
});
