import { describe, expect, it } from 'vitest';
import { texts } from '../domain/texts';
import { createTestEditor, FIX } from './testing/test-editor';

const t = texts.editor;

describe('entity identity (uids, never recycled eids)', () => {
  it('a stale selection or command cannot address the entity that took over a recycled eid', () => {
    const e = createTestEditor();
    const placed = e.dispatch({ type: 'placeItem', productId: FIX.chair, x: 100, y: 100 });
    if (!placed.ok || placed.created === undefined) throw new Error('placeItem answers the created uid');
    const chair = placed.created;
    const chairEid = e.eid(chair);
    e.selectEntity(chair);
    expect(e.getSelection().entity).toBe(chair);
    e.ok({ type: 'removeItem', entity: chair });
    // The selection is re-checked after a command that removes.
    expect(e.getSelection().entity).toBeNull();
    const table = e.dispatch({ type: 'placeItem', productId: FIX.table, x: 3000, y: 3000 });
    if (!table.ok || table.created === undefined) throw new Error('placeItem answers the created uid');
    // bitecs gave the table the chair's old eid; the uid is new.
    expect(e.eid(table.created)).toBe(chairEid);
    expect(table.created).not.toBe(chair);
    expect(e.rejects({ type: 'moveItem', entity: chair, x: 500, y: 500 })).toBe(t.unknownEntity);
    expect(e.rejects({ type: 'removeItem', entity: chair })).toBe(t.unknownEntity);
    e.selectEntity(chair);
    expect(e.getSelection().entity).toBeNull();
    expect(e.config().furnitureProducts).toEqual([expect.objectContaining({ x: 3000, y: 3000, product: FIX.table })]);
  });

  it('undo that removes the selected entity clears the selection; the selection view-model follows edits', async () => {
    const e = createTestEditor();
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.wall });
    const placed = e.dispatch({ type: 'placeOption', spaceId: 2, productId: FIX.window, align: 'left' });
    if (!placed.ok || placed.created === undefined) throw new Error('placeOption answers the created uid');
    const seen: unknown[] = [];
    const sub = e.streams.selected$.subscribe((s) => seen.push(s));
    e.selectEntity(placed.created);
    e.ok({ type: 'moveOption', entity: placed.created, align: 'right' });
    e.undo();
    e.undo();
    sub.unsubscribe();
    expect(seen).toEqual([
      null,
      { uid: placed.created, kind: 'option', align: 'left' },
      { uid: placed.created, kind: 'option', align: 'right' },
      { uid: placed.created, kind: 'option', align: 'left' },
      null,
    ]);
  });
});

describe('tool state', () => {
  it('one tool at a time: product, brush colour or "Kleur verwijderen"; mode$ says brush while brushing', () => {
    const e = createTestEditor();
    const modes: string[] = [];
    const sub = e.streams.mode$.subscribe((m) => modes.push(m));
    e.ok({ type: 'selectProduct', productId: FIX.chair });
    e.selectBrushColor(FIX.colors.white);
    expect(e.getSelection()).toMatchObject({ productId: null, brushColor: FIX.colors.white, deleteColor: false });
    e.selectDeleteColor();
    expect(e.getSelection()).toMatchObject({ productId: null, brushColor: null, deleteColor: true });
    e.clearTool();
    e.selectBrushColor(424242);
    sub.unsubscribe();
    expect(modes).toEqual(['normal', 'placeItem', 'brush', 'normal']);
  });
});
