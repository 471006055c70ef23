import { describe, expect, it } from 'vitest';
import { createTestEditor, FIX } from './testing/test-editor';

/**
 * Issue 12: a drag's transient moves reach the renderers (changes$) and nothing else. Each emission of the
 * history or the committed version re-rendered the page around the plan (or started a price estimate) once per
 * pointer move.
 */
describe('a drag publishes its moves to the renderers only', () => {
  it('history$ and configuration$ emit once for the drag, not per move; changes$ once per move', () => {
    const e = createTestEditor();
    e.ok({ type: 'placeItem', productId: FIX.chair, x: 1000, y: 1000 });
    const chair = e.find('furniture');
    e.clearHistory();
    e.takeChanges();
    const history: Array<{ canUndo: boolean; canRedo: boolean }> = [];
    const configurations: unknown[] = [];
    const subs = [
      e.streams.history$.subscribe((h) => history.push(h)),
      e.streams.configuration$.subscribe((c) => configurations.push(c)),
    ];
    history.length = 0;
    configurations.length = 0;
    const drag = e.beginDrag(chair)!;
    for (let i = 1; i <= 20; i++) expect(drag.update(1000 + i * 10, 1000).ok).toBe(true);
    // The first move makes the drag undoable; the other 19 change nothing the toolbar shows.
    expect(history).toEqual([{ canUndo: true, canRedo: false }]);
    expect(configurations).toHaveLength(0);
    expect(e.takeChanges().map((c) => c.transient)).toEqual(Array(20).fill(true));
    drag.commit();
    expect(e.takeChanges().map((c) => c.transient)).toEqual([false]);
    expect(history).toHaveLength(1);
    expect(configurations).toHaveLength(1);
    e.undo();
    expect(history.at(-1)).toEqual({ canUndo: false, canRedo: true });
    expect(e.config().furnitureProducts[0]).toMatchObject({ x: 1000, y: 1000 });
    for (const s of subs) s.unsubscribe();
  });
});
