import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EntityKind } from '../editor';
import { createTestEditor, FIX } from '../editor/testing/test-editor';
import { entities, itemContains, itemGeometry } from './geometry';
import { hitTest, MOUSE_TOLERANCE_PX, TOUCH_TOLERANCE_PX } from './hit-test';

// Fixture house 6000 x 4000: leaf 1 runs along the top from (0,0) to (3000,0), leaf 5 down the left side,
// leaf 7 is the disabled middle line at x = 3000.
const zooms = [0.05, 0.1, 0.5, 2];

describe('hit testing', () => {
  it.each(zooms)('finds the space and its half under a point at scale %s', (scale) => {
    const e = createTestEditor();
    expect(hitTest(e, { x: 700, y: 10 }, { scale })).toMatchObject({ kind: 'space', leafId: 1, half: 'start' });
    expect(hitTest(e, { x: 2300, y: -20 }, { scale })).toMatchObject({ kind: 'space', leafId: 1, half: 'end' });
    expect(hitTest(e, { x: 20, y: 3000 }, { scale })).toMatchObject({ kind: 'space', leafId: 5, half: 'end' });
    expect(hitTest(e, { x: 1500, y: 2000 }, { scale }).kind).toBe('none');
  });

  it('reaches farther at low zoom and with touch, in screen pixels', () => {
    const e = createTestEditor();
    // 200 mm off the wall: at 0.05 px/mm that is 10 px (inside a 18 px touch target, outside an 8 px mouse one).
    const p = { x: 1000, y: 200 };
    expect(hitTest(e, p, { scale: 0.05, tolerancePx: MOUSE_TOLERANCE_PX }).kind).toBe('none');
    expect(hitTest(e, p, { scale: 0.05, tolerancePx: TOUCH_TOLERANCE_PX })).toMatchObject({ kind: 'space', leafId: 1 });
    expect(hitTest(e, p, { scale: 1, tolerancePx: TOUCH_TOLERANCE_PX }).kind).toBe('none');
  });

  it.each(zooms)('items win over spaces and the newest item wins (scale %s)', (scale) => {
    const e = createTestEditor();
    e.ok({ type: 'placeItem', productId: FIX.chair, x: 1000, y: 100 });
    e.ok({ type: 'placeItem', productId: FIX.table, x: 1100, y: 100 });
    const [chair, table] = e.entities('furniture');
    expect(hitTest(e, { x: 1100, y: 100 }, { scale })).toEqual({ kind: 'item', eid: table });
    e.ok({ type: 'moveItem', entity: table, x: 5000, y: 2000 });
    expect(hitTest(e, { x: 1000, y: 100 }, { scale })).toEqual({ kind: 'item', eid: chair });
  });

  it('follows an item\'s rotation', () => {
    const e = createTestEditor({});
    // A 2000 x 700 footprint: hit along its length, then across after a quarter turn.
    const catalog = e.index.products.get(FIX.table)!;
    Object.assign(catalog, { width: 2000, length: 700 });
    e.ok({ type: 'placeItem', productId: FIX.table, x: 4500, y: 2000 });
    const table = e.find('furniture');
    expect(hitTest(e, { x: 5200, y: 2000 }, { scale: 1, tolerancePx: 0 })).toEqual({ kind: 'item', eid: table });
    expect(hitTest(e, { x: 4500, y: 2900 }, { scale: 1, tolerancePx: 0 }).kind).toBe('none');
    e.ok({ type: 'rotateItem', entity: table });
    expect(hitTest(e, { x: 4500, y: 2900 }, { scale: 1, tolerancePx: 0 })).toEqual({ kind: 'item', eid: table });
    expect(hitTest(e, { x: 5200, y: 2000 }, { scale: 1, tolerancePx: 0 }).kind).toBe('none');
  });

  it('finds options on their aligned position; a wall tool prefers the space', () => {
    const e = createTestEditor();
    e.ok({ type: 'toggleWall', spaceId: 1, productId: FIX.wall });
    e.ok({ type: 'placeOption', spaceId: 1, productId: FIX.window, align: 'left' });
    const option = e.find('option');
    // Left: 50 mm spacing from the start, 800 wide -> centre at x = 450.
    expect(hitTest(e, { x: 450, y: 0 }, { scale: 0.2 })).toEqual({ kind: 'option', eid: option });
    expect(hitTest(e, { x: 1500, y: 0 }, { scale: 0.2 })).toMatchObject({ kind: 'space', leafId: 1 });
    expect(hitTest(e, { x: 450, y: 0 }, { scale: 0.2, spacesFirst: true })).toMatchObject({ kind: 'space', leafId: 1, half: 'start' });
    e.ok({ type: 'moveOption', entity: option, align: 'right' });
    expect(hitTest(e, { x: 2550, y: 0 }, { scale: 0.2 })).toEqual({ kind: 'option', eid: option });
  });

  it('finds a standing pillar only near its centre', () => {
    const e = createTestEditor();
    const hit = hitTest(e, { x: 6000, y: 4000 }, { scale: 0.5 });
    expect(hit.kind).toBe('pillar');
    expect(hitTest(e, { x: 6000, y: 3500 }, { scale: 0.5 })).toMatchObject({ kind: 'space', leafId: 6 });
    // The middle post of leaf 1's split (pillar 7 at 1500, 0) stands only in that variant.
    expect(hitTest(e, { x: 1500, y: 0 }, { scale: 0.5 }).kind).toBe('space');
    e.ok({ type: 'setVariation', spaceId: 1, index: 1 });
    expect(hitTest(e, { x: 1500, y: 0 }, { scale: 0.5 })).toMatchObject({ kind: 'pillar', pillarId: 7 });
  });
});

describe('item hit testing through the spatial index', () => {
  it('property: the item found is the one a scan of every item, topmost first, finds', () => {
    const item = fc.record({ p: fc.constantFrom(FIX.chair, FIX.table, FIX.lamp), x: fc.integer({ min: -5000, max: 10000 }), y: fc.integer({ min: -5000, max: 9000 }), r: fc.constantFrom(0, 90, 180, 270) });
    fc.assert(fc.property(fc.array(item, { minLength: 1, maxLength: 60 }), fc.array(fc.record({ x: fc.integer({ min: -5000, max: 10000 }), y: fc.integer({ min: -5000, max: 9000 }) }), { minLength: 20, maxLength: 20 }), fc.constantFrom(0.05, 0.5, 2), (items, points, scale) => {
      const e = createTestEditor();
      for (const { p, x, y, r } of items) e.ok({ type: 'placeItem', productId: p, x, y, rotation: r as 0 });
      const pad = Math.min(MOUSE_TOLERANCE_PX / scale, 200);
      // The scan: lights above furniture, newest first, as they are drawn.
      const stack = [...entities(e, EntityKind.furniture), ...entities(e, EntityKind.light)].reverse();
      for (const p of points) {
        const scan = stack.find((eid) => itemContains(itemGeometry(e, eid), p, pad));
        const hit = hitTest(e, p, { scale });
        if (scan === undefined) expect(hit.kind).not.toBe('item');
        else expect(hit).toEqual({ kind: 'item', eid: scan });
      }
      e.dispose();
    }), { numRuns: 100, seed: 7 });
  });
});
