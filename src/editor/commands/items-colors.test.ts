import { describe, expect, it } from 'vitest';
import { texts } from '../../domain/texts';
import { createTestEditor, FIX } from '../testing/test-editor';

const t = texts.editor;

describe('items', () => {
  it('places furniture and light-street items in their own lists with increasing index', () => {
    const e = createTestEditor();
    e.ok({ type: 'placeItem', productId: FIX.chair, x: 500, y: 600 });
    e.ok({ type: 'placeItem', productId: FIX.table, x: 800, y: 600, rotation: 90 });
    e.ok({ type: 'placeItem', productId: FIX.lamp, x: -1000, y: 5000 });
    const c = e.config();
    expect(c.furnitureProducts).toEqual([
      { index: 0, x: 500, y: 600, rotation: 0, product: FIX.chair, brushedColorId: null },
      { index: 1, x: 800, y: 600, rotation: 90, product: FIX.table, brushedColorId: null },
    ]);
    expect(c.lightStreetProducts).toEqual([{ index: 0, x: -1000, y: 5000, rotation: 0, product: FIX.lamp, brushedColorId: null }]);
  });

  it('keeps items inside the pan area and refuses non-items', () => {
    const e = createTestEditor();
    expect(e.rejects({ type: 'placeItem', productId: FIX.chair, x: -6001, y: 0 })).toBe(t.outsideArea);
    expect(e.rejects({ type: 'placeItem', productId: FIX.chair, x: 0, y: 4000 + 6001 })).toBe(t.outsideArea);
    expect(e.rejects({ type: 'placeItem', productId: FIX.chair, x: Number.NaN, y: 0 })).toBe(t.outsideArea);
    expect(e.rejects({ type: 'placeItem', productId: FIX.wall, x: 0, y: 0 })).toBe(t.notAnItem);
    expect(e.rejects({ type: 'placeItem', productId: FIX.chair, x: 0, y: 0, rotation: 45 as 0 })).toBe(t.invalidRotation);
    e.ok({ type: 'placeItem', productId: FIX.chair, x: 6000 + 6000, y: -6000 });
  });

  it('a drag is one history step: transient moves, then a commit', () => {
    const e = createTestEditor();
    e.ok({ type: 'placeItem', productId: FIX.chair, x: 0, y: 0 });
    const chair = e.find('furniture');
    e.takeChanges();
    const drag = e.beginDrag(chair)!;
    for (let i = 1; i <= 10; i++) expect(drag.update(i * 10, i * 5).ok).toBe(true);
    expect(drag.update(200, 100).ok).toBe(true);
    expect(e.takeChanges()).toHaveLength(11);
    drag.commit();
    expect(drag.active).toBe(false);
    expect(e.drag).toBeNull();
    expect(e.config().furnitureProducts[0]).toMatchObject({ x: 200, y: 100 });
    e.undo();
    expect(e.config().furnitureProducts[0]).toMatchObject({ x: 0, y: 0 });
    e.redo();
    expect(e.config().furnitureProducts[0]).toMatchObject({ x: 200, y: 100 });
    e.undo();
    e.undo();
    expect(e.config().furnitureProducts).toEqual([]);
  });

  it('a drag interrupted by another command still becomes its own step', () => {
    const e = createTestEditor();
    e.ok({ type: 'placeItem', productId: FIX.chair, x: 0, y: 0 });
    const chair = e.find('furniture');
    e.beginDrag(chair)!.update(50, 50);
    e.ok({ type: 'rotateItem', entity: chair });
    expect(e.drag).toBeNull();
    e.undo();
    expect(e.config().furnitureProducts[0]).toMatchObject({ x: 50, y: 50, rotation: 0 });
    e.undo();
    expect(e.config().furnitureProducts[0]).toMatchObject({ x: 0, y: 0 });
  });

  it('rotates furniture clockwise only, lights both ways', () => {
    const e = createTestEditor();
    e.ok({ type: 'placeItem', productId: FIX.chair, x: 0, y: 0, rotation: 270 });
    e.ok({ type: 'placeItem', productId: FIX.lamp, x: 0, y: 0 });
    const chair = e.find('furniture');
    const lamp = e.find('light');
    e.ok({ type: 'rotateItem', entity: chair });
    expect(e.config().furnitureProducts[0].rotation).toBe(0);
    expect(e.rejects({ type: 'rotateItem', entity: chair, direction: 'ccw' })).toBe(t.rotateOneWay);
    e.ok({ type: 'rotateItem', entity: lamp, direction: 'ccw' });
    expect(e.config().lightStreetProducts[0].rotation).toBe(270);
    e.ok({ type: 'rotateItem', entity: lamp, direction: 'cw' });
    expect(e.config().lightStreetProducts[0].rotation).toBe(0);
  });

  it('removes items; refuses other entities and dead ids', () => {
    const e = createTestEditor();
    e.ok({ type: 'placeItem', productId: FIX.chair, x: 0, y: 0 });
    const chair = e.find('furniture');
    const pillar = e.find('pillar');
    expect(e.rejects({ type: 'removeItem', entity: pillar })).toBe(t.wrongEntity);
    e.ok({ type: 'removeItem', entity: chair });
    expect(e.rejects({ type: 'moveItem', entity: chair, x: 1, y: 1 })).toBe(t.unknownEntity);
  });
});

describe('colours', () => {
  it('brushes walls only in an available colour; the same colour again clears', () => {
    const e = createTestEditor();
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.wall });
    const wall = e.find('wall');
    expect(e.rejects({ type: 'brush', entity: wall, colorId: FIX.colors.white })).toBe(t.noColorVariant);
    expect(e.rejects({ type: 'brush', entity: wall, colorId: 999 })).toBe(t.unknownColor);
    e.ok({ type: 'brush', entity: wall, colorId: FIX.colors.anthracite });
    expect(e.config().walls[0].brushedColorId).toBe(FIX.colors.anthracite);
    e.ok({ type: 'brush', entity: wall, colorId: FIX.colors.anthracite });
    expect(e.config().walls[0].brushedColorId).toBeNull();
  });

  it('deleteColor clears and refuses what has no colour', () => {
    const e = createTestEditor();
    e.ok({ type: 'placeItem', productId: FIX.chair, x: 0, y: 0 });
    const chair = e.find('furniture');
    expect(e.rejects({ type: 'brush', entity: chair, colorId: 'deleteColor' })).toBe(t.nothingToClear);
    e.ok({ type: 'brush', entity: chair, colorId: FIX.colors.anthracite });
    e.ok({ type: 'brush', entity: chair, colorId: 'deleteColor' });
    expect(e.config().furnitureProducts[0].brushedColorId).toBeNull();
  });

  it('brushes options, gables and pillars; never lights or leaves', () => {
    const e = createTestEditor();
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.wall });
    e.ok({ type: 'placeOption', spaceId: 2, productId: FIX.window, align: 'left' });
    e.ok({ type: 'placeGable', gableSpaceId: 201, productId: FIX.gable, align: 'start' });
    e.ok({ type: 'placeItem', productId: FIX.lamp, x: 0, y: 0 });
    e.ok({ type: 'brush', entity: e.find('option'), colorId: FIX.colors.white });
    e.ok({ type: 'brush', entity: e.find('gable'), colorId: FIX.colors.natural });
    const pillar = e.find('pillar', (eid) => e.world.c.SpaceRef.id[eid] === 3);
    e.ok({ type: 'brush', entity: pillar, colorId: FIX.colors.white });
    expect(e.rejects({ type: 'brush', entity: e.find('light'), colorId: FIX.colors.white })).toBe(t.wrongEntity);
    expect(e.rejects({ type: 'brush', entity: e.find('space'), colorId: FIX.colors.white })).toBe(t.wrongEntity);
    const c = e.config();
    expect(c.options[0].brushedColorId).toBe(FIX.colors.white);
    expect(c.gables[0].brushedColorId).toBe(FIX.colors.natural);
    expect(c.colorSettings.pillarColor).toEqual({ 3: FIX.colors.white });
  });

  it('sets the house colour and pillar colours', () => {
    const e = createTestEditor();
    e.ok({ type: 'setHouseColor', colorId: FIX.colors.white });
    e.ok({ type: 'setPillarColor', pillarId: 2, colorId: FIX.colors.anthracite });
    expect(e.config().colorSettings).toEqual({ houseColor: FIX.colors.white, pillarColor: { 2: FIX.colors.anthracite } });
    e.ok({ type: 'setPillarColor', pillarId: 2, colorId: null });
    e.ok({ type: 'setHouseColor', colorId: null });
    expect(e.config().colorSettings).toEqual({ houseColor: null, pillarColor: {} });
    expect(e.rejects({ type: 'setHouseColor', colorId: 77 })).toBe(t.unknownColor);
    expect(e.rejects({ type: 'setPillarColor', pillarId: 77, colorId: 1 })).toBe(t.unknownPillar);
  });
});

describe('loose products', () => {
  it('add increments; set takes the absolute value; 0 or non-numeric removes', () => {
    const e = createTestEditor();
    e.ok({ type: 'addLooseProduct', productId: FIX.loose });
    e.ok({ type: 'addLooseProduct', productId: FIX.loose });
    e.ok({ type: 'addLooseProduct', productId: FIX.looseMaterial });
    expect(e.config().looseProducts).toEqual([{ productId: FIX.loose, amount: 2 }, { productId: FIX.looseMaterial, amount: 1 }]);
    e.ok({ type: 'setLooseProductAmount', productId: FIX.loose, amount: -5 });
    expect(e.config().looseProducts[0].amount).toBe(5);
    e.ok({ type: 'setLooseProductAmount', productId: FIX.loose, amount: 'abc' });
    expect(e.config().looseProducts).toEqual([{ productId: FIX.looseMaterial, amount: 1 }]);
    e.ok({ type: 'setLooseProductAmount', productId: FIX.loose, amount: '3' });
    expect(e.config().looseProducts).toContainEqual({ productId: FIX.loose, amount: 3 });
    expect(e.rejects({ type: 'addLooseProduct', productId: FIX.wall })).toBe(t.notLoose);
  });
});

describe('read-only', () => {
  it('refuses every edit while not editable', () => {
    const e = createTestEditor();
    e.ok({ type: 'setEditable', editable: false });
    expect(e.rejects({ type: 'toggleWall', spaceId: 2, productId: FIX.wall })).toBe(t.readOnly);
    expect(e.rejects({ type: 'reset' })).toBe(t.readOnly);
    e.ok({ type: 'setEditable', editable: true });
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.wall });
  });
});
