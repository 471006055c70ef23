import { describe, expect, it } from 'vitest';
import { texts } from '../domain/texts';
import { createTestEditor, FIX } from './testing/test-editor';

/** The editor's drag (gestures.ts): the transient state and the one history step live here, not in dispatch. */
describe('editor.beginDrag', () => {
  it('cancel puts the item back, publishes that as the drag\'s end and leaves no step', () => {
    const e = createTestEditor();
    e.ok({ type: 'placeItem', productId: FIX.chair, x: 100, y: 100 });
    const chair = e.find('furniture');
    e.clearHistory();
    e.takeChanges();
    const drag = e.beginDrag(chair)!;
    drag.update(400, 300);
    expect(e.canUndo).toBe(true);
    drag.cancel();
    expect(e.config().furnitureProducts[0]).toMatchObject({ x: 100, y: 100 });
    expect(e.takeChanges().map((c) => [c.transient, c.updated.length])).toEqual([[true, 1], [false, 1]]);
    expect(e.canUndo).toBe(false);
    expect(e.drag).toBeNull();
    // Closed: further moves change nothing.
    expect(drag.update(500, 500).ok).toBe(false);
    expect(e.config().furnitureProducts[0]).toMatchObject({ x: 100, y: 100 });
  });

  it('a rejected move changes nothing and the drag goes on; without an accepted move the commit makes no step', () => {
    const e = createTestEditor();
    e.ok({ type: 'placeItem', productId: FIX.chair, x: 100, y: 100 });
    const chair = e.find('furniture');
    e.clearHistory();
    e.takeChanges();
    const drag = e.beginDrag(chair)!;
    const result = drag.update(Number.NaN, 0);
    expect(result).toEqual({ ok: false, reason: texts.editor.outsideArea });
    expect(e.takeChanges()).toEqual([]);
    expect(drag.active).toBe(true);
    drag.commit();
    expect(e.takeChanges()).toEqual([]);
    expect(e.canUndo).toBe(false);
  });

  it('answers null for a read-only design, a uid that is gone or an entity that is not an item', () => {
    const e = createTestEditor();
    e.ok({ type: 'placeItem', productId: FIX.chair, x: 100, y: 100 });
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.wall });
    expect(e.beginDrag(e.find('wall'))).toBeNull();
    expect(e.beginDrag(999_999)).toBeNull();
    e.dispatch({ type: 'setEditable', editable: false });
    expect(e.beginDrag(e.find('furniture'))).toBeNull();
  });

  it('a second drag, undo or load first commits the open drag as its own step', () => {
    const e = createTestEditor();
    e.ok({ type: 'placeItem', productId: FIX.chair, x: 100, y: 100 });
    e.ok({ type: 'placeItem', productId: FIX.table, x: 2000, y: 2000 });
    const [chair, table] = e.entities('furniture');
    e.clearHistory();
    const first = e.beginDrag(chair)!;
    first.update(300, 300);
    const second = e.beginDrag(table)!;
    expect(first.active).toBe(false);
    second.update(2500, 2500);
    expect(e.undo()).toBe(true);
    expect(second.active).toBe(false);
    expect(e.config().furnitureProducts.map((f) => [f.x, f.y])).toEqual([[300, 300], [2000, 2000]]);
    expect(e.undo()).toBe(true);
    expect(e.config().furnitureProducts.map((f) => [f.x, f.y])).toEqual([[100, 100], [2000, 2000]]);
    expect(e.undo()).toBe(false);
  });
});
