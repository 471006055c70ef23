import { describe, expect, it } from 'vitest';
import { texts } from '../../domain/texts';
import { FLAG } from '../components';
import { createTestEditor, FIX } from '../testing/test-editor';

const t = texts.editor;

describe('toggleWall', () => {
  it('places a full module as both and removes it on the same click', () => {
    const e = createTestEditor();
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.wall });
    expect(e.config().walls).toEqual([{ spaceId: 2, fill: 'both', product: FIX.wall, brushedColorId: null }]);
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.wall });
    expect(e.config().walls).toEqual([]);
  });

  it('fills the clicked half with a half module; a start and an end can stand together', () => {
    const e = createTestEditor();
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.halfWall, half: 'start' });
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.halfWall, half: 'end' });
    expect(e.config().walls.map((w) => w.fill)).toEqual(['start', 'end']);
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.halfWall, half: 'start' });
    expect(e.config().walls.map((w) => w.fill)).toEqual(['end']);
  });

  it('a full module replaces halves, a half replaces a full one, another product replaces', () => {
    const e = createTestEditor();
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.halfWall, half: 'start' });
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.wall });
    expect(e.config().walls).toMatchObject([{ fill: 'both', product: FIX.wall }]);
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.madeToMeasure });
    expect(e.config().walls).toMatchObject([{ fill: 'both', product: FIX.madeToMeasure }]);
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.halfWall, half: 'end' });
    expect(e.config().walls).toMatchObject([{ fill: 'end', product: FIX.halfWall }]);
  });

  it('rejects what does not fit, with a Dutch reason, and changes nothing', () => {
    const e = createTestEditor();
    const before = JSON.stringify(e.config());
    expect(e.rejects({ type: 'toggleWall', spaceId: 999, productId: FIX.wall })).toBe(t.unknownSpace);
    expect(e.rejects({ type: 'toggleWall', spaceId: 7, productId: FIX.wall })).toBe(t.spaceDisabled);
    expect(e.rejects({ type: 'toggleWall', spaceId: 2, productId: FIX.fence })).toBe(t.wallDoesNotFit);
    expect(e.rejects({ type: 'toggleWall', spaceId: 2, productId: FIX.disabledWall })).toBe(t.productDisabledForHouse);
    expect(e.rejects({ type: 'toggleWall', spaceId: 2, productId: FIX.window })).toBe(t.notAWall);
    expect(e.rejects({ type: 'toggleWall', spaceId: 2, productId: 424242 })).toBe(t.unknownProduct);
    expect(e.rejects({ type: 'toggleWall', spaceId: 2, productId: FIX.halfWall })).toBe(t.halfRequired);
    expect(JSON.stringify(e.config())).toBe(before);
    expect(e.canUndo).toBe(false);
  });

  it('accepts a fence only on the side it has a variant for', () => {
    const e = createTestEditor();
    e.ok({ type: 'toggleWall', spaceId: 5, productId: FIX.fence });
    expect(e.config().walls).toMatchObject([{ spaceId: 5, product: FIX.fence }]);
  });

  it('removing the last wall of a space removes its options', () => {
    const e = createTestEditor();
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.wall });
    e.ok({ type: 'placeOption', spaceId: 2, productId: FIX.window, align: 'left' });
    e.ok({ type: 'placeOption', spaceId: 2, productId: FIX.door, align: 'right' });
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.wall });
    expect(e.config().options).toEqual([]);
    e.undo();
    expect(e.config().options).toHaveLength(2);
  });

  it('keeps options that still fit when a half stays, drops the ones that no longer do', () => {
    const e = createTestEditor();
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.halfWall, half: 'start' });
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.halfWall, half: 'end' });
    e.ok({ type: 'placeOption', spaceId: 2, productId: FIX.window, align: 'left' });
    e.ok({ type: 'placeOption', spaceId: 2, productId: FIX.window, align: 'right' });
    // Only the start half is left: 1500 mm, the two windows would overlap; the earlier one stays.
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.halfWall, half: 'end' });
    expect(e.config().options).toMatchObject([{ align: 'left' }]);
  });
});

describe('setVariation', () => {
  it('swaps the leaves, removes what stood on the replaced ones, raises the middle post, in one step', () => {
    const e = createTestEditor();
    e.ok({ type: 'toggleWall', spaceId: 1, productId: FIX.wall });
    e.ok({ type: 'placeOption', spaceId: 1, productId: FIX.window, align: 'center' });
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.wall });
    const before = e.config();
    const post = e.find('pillar', (eid) => e.world.c.SpaceRef.id[eid] === 7);
    expect(e.world.c.Flags.value[e.eid(post)] & FLAG.standing).toBe(0);

    e.ok({ type: 'setVariation', spaceId: 1, index: 1 });
    const after = e.config();
    expect(after.variations).toEqual({ 1: 1 });
    expect(after.walls).toMatchObject([{ spaceId: 2 }]);
    expect(after.options).toEqual([]);
    const leaves = e.entities('space').map((uid) => e.world.c.SpaceRef.id[e.eid(uid)]);
    expect(leaves).toContain(11);
    expect(leaves).toContain(12);
    expect(leaves).not.toContain(1);
    expect(e.world.c.Flags.value[e.eid(post)] & FLAG.standing).toBe(FLAG.standing);
    e.ok({ type: 'toggleWall', spaceId: 11, productId: FIX.wall });

    e.undo();
    e.undo();
    expect(e.config()).toEqual(before);
  });

  it('rejects unknown spaces, variants out of range and the current variant', () => {
    const e = createTestEditor();
    expect(e.rejects({ type: 'setVariation', spaceId: 99, index: 1 })).toBe(t.unknownSpace);
    expect(e.rejects({ type: 'setVariation', spaceId: 1, index: 5 })).toBe(t.unknownVariation);
    expect(e.rejects({ type: 'setVariation', spaceId: 1, index: 0 })).toBe(t.sameVariation);
  });

  it('going back to variant 0 drops the key', () => {
    const e = createTestEditor();
    e.ok({ type: 'setVariation', spaceId: 1, index: 1 });
    e.ok({ type: 'setVariation', spaceId: 1, index: 0 });
    expect(e.config().variations).toEqual({});
  });
});
