import { describe, expect, it } from 'vitest';
import { texts } from '../../domain/texts';
import { createTestEditor, FIX } from '../testing/test-editor';

const t = texts.editor;

function walled() {
  const e = createTestEditor();
  e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.wall });
  return e;
}

describe('placeOption', () => {
  it('places windows and doors left, center and right when they fit', () => {
    const e = walled();
    e.ok({ type: 'placeOption', spaceId: 2, productId: FIX.window, align: 'left' });
    e.ok({ type: 'placeOption', spaceId: 2, productId: FIX.window, align: 'center' });
    e.ok({ type: 'placeOption', spaceId: 2, productId: FIX.door, align: 'right' });
    expect(e.config().options.map((o) => o.align)).toEqual(['left', 'center', 'right']);
  });

  it('applies the spec fit rule: height + fromGround + spacing < wall height, width + spacing < span', () => {
    const e = walled();
    // Hoge deur: 2200 + 0 + 50 >= 2200.
    expect(e.rejects({ type: 'placeOption', spaceId: 2, productId: FIX.tallDoor, align: 'left' })).toBe(t.optionDoesNotFit);
    // Groot raam (2000 wide) fits the 3000 span but not a 1500 half.
    e.ok({ type: 'placeOption', spaceId: 2, productId: FIX.bigWindow, align: 'center' });
    const half = createTestEditor();
    half.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.halfWall, half: 'start' });
    expect(half.rejects({ type: 'placeOption', spaceId: 2, productId: FIX.bigWindow, align: 'left' })).toBe(t.optionDoesNotFit);
    half.ok({ type: 'placeOption', spaceId: 2, productId: FIX.window, align: 'left' });
  });

  it('rejects a taken position and overlaps', () => {
    const e = walled();
    e.ok({ type: 'placeOption', spaceId: 2, productId: FIX.bigWindow, align: 'center' });
    expect(e.rejects({ type: 'placeOption', spaceId: 2, productId: FIX.window, align: 'center' })).toBe(t.positionTaken);
    expect(e.rejects({ type: 'placeOption', spaceId: 2, productId: FIX.window, align: 'left' })).toBe(t.optionsOverlap);
    expect(e.config().options).toHaveLength(1);
  });

  it('rejects without a wall, on unknown leaves and for products that are not options', () => {
    const e = createTestEditor();
    expect(e.rejects({ type: 'placeOption', spaceId: 2, productId: FIX.window, align: 'left' })).toBe(t.noWall);
    expect(e.rejects({ type: 'placeOption', spaceId: 77, productId: FIX.window, align: 'left' })).toBe(t.unknownSpace);
    expect(e.rejects({ type: 'placeOption', spaceId: 2, productId: FIX.wall, align: 'left' })).toBe(t.notAnOption);
  });
});

describe('moveOption, removeOption, flipOption', () => {
  it('moves to a free position and rejects a taken one', () => {
    const e = walled();
    e.ok({ type: 'placeOption', spaceId: 2, productId: FIX.window, align: 'left' });
    e.ok({ type: 'placeOption', spaceId: 2, productId: FIX.window, align: 'right' });
    const left = e.find('option', (eid) => e.world.c.Placement.value[eid] === 1);
    expect(e.rejects({ type: 'moveOption', entity: left, align: 'right' })).toBe(t.positionTaken);
    e.ok({ type: 'moveOption', entity: left, align: 'center' });
    expect(e.config().options.map((o) => o.align)).toEqual(['center', 'right']);
  });

  it('moves to another walled leaf', () => {
    const e = walled();
    e.ok({ type: 'toggleWall', spaceId: 3, productId: FIX.wall });
    e.ok({ type: 'placeOption', spaceId: 2, productId: FIX.door, align: 'left' });
    const door = e.find('option');
    e.ok({ type: 'moveOption', entity: door, spaceId: 3, align: 'right' });
    expect(e.config().options).toMatchObject([{ spaceId: 3, align: 'right' }]);
    expect(e.rejects({ type: 'moveOption', entity: door, spaceId: 4, align: 'right' })).toBe(t.noWall);
  });

  it('flips the mirror and removes', () => {
    const e = walled();
    e.ok({ type: 'placeOption', spaceId: 2, productId: FIX.door, align: 'left' });
    const door = e.find('option');
    e.ok({ type: 'flipOption', entity: door });
    expect(e.config().options[0].rotated).toBe(true);
    e.ok({ type: 'flipOption', entity: door });
    expect(e.config().options[0].rotated).toBe(false);
    e.ok({ type: 'removeOption', entity: door });
    expect(e.config().options).toEqual([]);
    expect(e.rejects({ type: 'removeOption', entity: door })).toBe(t.unknownEntity);
    const wall = e.find('wall');
    expect(e.rejects({ type: 'flipOption', entity: wall })).toBe(t.wrongEntity);
  });
});

describe('placeGable', () => {
  it('places, replaces and toggles off a gable', () => {
    const e = createTestEditor();
    e.ok({ type: 'placeGable', gableSpaceId: 201, productId: FIX.gable, align: 'start' });
    e.ok({ type: 'placeGable', gableSpaceId: 202, productId: FIX.gableRotated, align: 'end' });
    expect(e.config().gables).toEqual([
      { gableSpaceId: 201, align: 'start', product: FIX.gable, brushedColorId: null },
      { gableSpaceId: 202, align: 'end', product: FIX.gableRotated, brushedColorId: null },
    ]);
    e.ok({ type: 'placeGable', gableSpaceId: 201, productId: FIX.gable, align: 'end' });
    expect(e.config().gables.filter((g) => g.gableSpaceId === 201)).toMatchObject([{ align: 'end' }]);
    e.ok({ type: 'placeGable', gableSpaceId: 201, productId: FIX.gable, align: 'end' });
    expect(e.config().gables.filter((g) => g.gableSpaceId === 201)).toEqual([]);
  });

  it('rejects unknown gable spaces and non-gable products', () => {
    const e = createTestEditor();
    expect(e.rejects({ type: 'placeGable', gableSpaceId: 999, productId: FIX.gable, align: 'start' })).toBe(t.unknownGableSpace);
    expect(e.rejects({ type: 'placeGable', gableSpaceId: 201, productId: FIX.wall, align: 'start' })).toBe(t.notAGable);
  });
});
