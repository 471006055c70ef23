import { firstValueFrom } from 'rxjs';
import { filter } from 'rxjs/operators';
import { describe, expect, it } from 'vitest';
import { texts } from '../../domain/texts';
import { createTestEditor, FIX } from '../testing/test-editor';

const readyPrice = (e: ReturnType<typeof createTestEditor>, version: number) => firstValueFrom(e.streams.price$.pipe(
  filter((s) => s.status === 'ready' && s.version === version),
));

describe('setCategoriesEnabled', () => {
  it('switches a category in the design, and the live price follows at once', async () => {
    const e = createTestEditor();
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.wall });
    const on = await readyPrice(e, e.designVersion);
    if (on.status !== 'ready') throw new Error('not ready');
    expect(on.quote.totalPrice.inclTax).toBeGreaterThan(0);
    e.takeChanges();

    e.ok({ type: 'setCategoriesEnabled', categories: { material: false } });
    expect(e.config().enableCategories.material).toBe(false);
    // Only the design record changed: no entity, no leaf to redraw in the plan or the 3D view.
    expect(e.takeChanges()).toEqual([expect.objectContaining({ added: [], updated: [], removed: [], designFields: ['enableCategories'], leaves: [] })]);
    const off = await readyPrice(e, e.designVersion);
    if (off.status !== 'ready') throw new Error('not ready');
    expect(off.quote.disabledLines.some((l) => l.productId === FIX.wall)).toBe(true);
    expect(off.quote.totalPrice.inclTax).toBeLessThan(on.quote.totalPrice.inclTax);
  });

  it('is one undo step, a no-op when nothing changes, and refuses unknown categories', () => {
    const e = createTestEditor();
    const before = e.config().enableCategories;
    e.ok({ type: 'setCategoriesEnabled', categories: { placement: true, material: false } });
    expect(e.config().enableCategories).toEqual({ ...before, placement: true, material: false });
    const version = e.designVersion;
    e.ok({ type: 'setCategoriesEnabled', categories: { placement: true } });
    expect(e.designVersion).toBe(version);
    expect(e.undo()).toBe(true);
    expect(e.config().enableCategories).toEqual(before);
    expect(e.rejects({ type: 'setCategoriesEnabled', categories: { roof: true } as never })).toBe(texts.editor.unknownCategory);
    expect(e.rejects({ type: 'setCategoriesEnabled', categories: { material: 'yes' } as never })).toBe(texts.editor.unknownCategory);
    expect(e.config().enableCategories).toEqual(before);
  });
});
