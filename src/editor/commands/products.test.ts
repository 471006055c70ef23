import { describe, expect, it } from 'vitest';
import { texts } from '../../domain/texts';
import { firstValueFrom } from 'rxjs';
import { createTestEditor, FIX } from '../testing/test-editor';

const t = texts.editor;

describe('selectHouse and reset', () => {
  it('starts with the defaults: house colour and the categories default products', () => {
    const e = createTestEditor();
    const c = e.config();
    expect(c.selectedHouse).toBe(FIX.house);
    expect(c.colorSettings.houseColor).toBe(FIX.colors.natural);
    expect(c.selectedRoofProduct).toBe(FIX.roof);
    expect(e.entities('space')).toHaveLength(7);
    expect(e.entities('pillar')).toHaveLength(7);
  });

  it('clears the design in one undoable step', () => {
    const e = createTestEditor();
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.wall });
    e.ok({ type: 'placeItem', productId: FIX.chair, x: 100, y: 100 });
    e.ok({ type: 'addLooseProduct', productId: FIX.loose });
    const full = e.config();
    e.ok({ type: 'reset' });
    expect(e.config().walls).toEqual([]);
    expect(e.config().furnitureProducts).toEqual([]);
    expect(e.config().looseProducts).toEqual([]);
    e.undo();
    expect(e.config()).toEqual(full);
    e.ok({ type: 'selectHouse', houseId: FIX.house });
    expect(e.config().walls).toEqual([]);
  });

  it('rejects products that are not houses', () => {
    const e = createTestEditor();
    expect(e.rejects({ type: 'selectHouse', houseId: FIX.wall })).toBe(t.unknownHouse);
    expect(e.rejects({ type: 'selectHouse', houseId: 1 })).toBe(t.unknownHouse);
  });
});

describe('selectProduct', () => {
  it('roof: one, deselected by a second click', () => {
    const e = createTestEditor();
    e.ok({ type: 'selectProduct', productId: FIX.roof2 });
    expect(e.config().selectedRoofProduct).toBe(FIX.roof2);
    e.ok({ type: 'selectProduct', productId: FIX.roof2 });
    expect(e.config().selectedRoofProduct).toBe(0);
  });

  it('roof racks: one front and one rear', () => {
    const e = createTestEditor();
    e.ok({ type: 'selectProduct', productId: FIX.rack });
    e.ok({ type: 'selectProduct', productId: FIX.rack2, slot: 'behind' });
    expect(e.config()).toMatchObject({ selectedRoofRackProductFront: FIX.rack, selectedRoofRackProductBehind: FIX.rack2 });
    e.ok({ type: 'selectProduct', productId: FIX.rack2 });
    expect(e.config().selectedRoofRackProductFront).toBe(FIX.rack2);
  });

  it('facade cladding and option packages: several, replacing those of the same category', () => {
    const e = createTestEditor();
    e.ok({ type: 'selectProduct', productId: FIX.claddingA1 });
    e.ok({ type: 'selectProduct', productId: FIX.claddingB });
    e.ok({ type: 'selectProduct', productId: FIX.optionPackage });
    expect(e.config().selectedFacadeCladdingProducts).toEqual([FIX.claddingA1, FIX.claddingB, FIX.optionPackage]);
    e.ok({ type: 'selectProduct', productId: FIX.claddingA2 });
    expect(e.config().selectedFacadeCladdingProducts).toEqual([FIX.claddingB, FIX.optionPackage, FIX.claddingA2]);
    e.ok({ type: 'selectProduct', productId: FIX.claddingB });
    expect(e.config().selectedFacadeCladdingProducts).toEqual([FIX.optionPackage, FIX.claddingA2]);
  });

  it('foundations: keyed by type', () => {
    const e = createTestEditor();
    e.ok({ type: 'selectProduct', productId: FIX.foundationWall });
    e.ok({ type: 'selectProduct', productId: FIX.foundationBase });
    e.ok({ type: 'selectProduct', productId: FIX.foundationWall2 });
    expect(e.config().selectedFoundations).toEqual({ foundationWall: FIX.foundationWall2, foundationBase: FIX.foundationBase });
    e.ok({ type: 'selectProduct', productId: FIX.foundationBase });
    expect(e.config().selectedFoundations).toEqual({ foundationWall: FIX.foundationWall2 });
  });

  it('other products are one selected tool, outside the design and history; items switch the mode', async () => {
    const e = createTestEditor();
    e.ok({ type: 'selectProduct', productId: FIX.wall });
    expect((await firstValueFrom(e.streams.selection$)).productId).toBe(FIX.wall);
    expect(await firstValueFrom(e.streams.mode$)).toBe('normal');
    e.ok({ type: 'selectProduct', productId: FIX.chair });
    expect(await firstValueFrom(e.streams.mode$)).toBe('placeItem');
    e.ok({ type: 'selectProduct', productId: FIX.chair });
    expect((await firstValueFrom(e.streams.selection$)).productId).toBeNull();
    e.selectDeleteColor();
    expect(await firstValueFrom(e.streams.mode$)).toBe('brush');
    expect(e.canUndo).toBe(false);
  });

  it('the mode follows productRole: a light places an item, a colour product in hand brushes nothing', async () => {
    const e = createTestEditor();
    e.ok({ type: 'selectProduct', productId: FIX.lamp });
    expect(await firstValueFrom(e.streams.mode$)).toBe('placeItem');
    // The plan brushes with colours; a colour product is no plan tool, so the mode stays 'normal' (it said 'brush').
    e.ok({ type: 'selectProduct', productId: FIX.colorProduct });
    expect((await firstValueFrom(e.streams.selection$)).productId).toBe(FIX.colorProduct);
    expect(await firstValueFrom(e.streams.mode$)).toBe('normal');
  });

  it('rejects unknown products and houses', () => {
    const e = createTestEditor();
    expect(e.rejects({ type: 'selectProduct', productId: 123456 })).toBe(t.unknownProduct);
    expect(e.rejects({ type: 'selectProduct', productId: FIX.house })).toBe(t.notSelectable);
    expect(e.rejects({ type: 'selectProduct', productId: FIX.disabledWall })).toBe(t.productDisabledForHouse);
  });
});
