import { describe, expect, it } from 'vitest';
import { createTestEditor, FIX, fixtureCatalog } from '../../src/editor/testing/test-editor';
import { createComputeCore } from '../../src/domain/compute-core';

describe('compute core', () => {
  const core = createComputeCore(fixtureCatalog());

  it('lays out walls, options, pillars and gables in plan coordinates', () => {
    const e = createTestEditor();
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.wall });
    e.ok({ type: 'toggleWall', spaceId: 5, productId: FIX.halfWall, half: 'end' });
    e.ok({ type: 'placeOption', spaceId: 2, productId: FIX.window, align: 'left' });
    e.ok({ type: 'placeGable', gableSpaceId: 201, productId: FIX.gable, align: 'start' });
    const layout = core.layout(e.config());
    expect(layout.walls).toEqual([
      { spaceId: 2, fill: 'both', product: FIX.wall, x1: 3000, y1: 0, x2: 6000, y2: 0 },
      { spaceId: 5, fill: 'end', product: FIX.halfWall, x1: 0, y1: 2000, x2: 0, y2: 4000 },
    ]);
    // Left window: 50 mm from the leaf's start, 800 wide: centre at 3000 + 450.
    expect(layout.options).toMatchObject([{ spaceId: 2, x: 3450, y: 0, width: 800, height: 1000, fromGround: 900 }]);
    expect(layout.pillars.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(layout.gables).toMatchObject([{ gableSpaceId: 201, x1: 0, y1: 0, x2: 0, y2: 4000, rise: 1150 }]);
  });

  it('answers where a wall or an option fits, agreeing with the editor', () => {
    const e = createTestEditor();
    expect(core.fits({ configuration: e.config(), productId: FIX.fence }).walls).toEqual([5, 6]);
    e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.wall });
    e.ok({ type: 'placeOption', spaceId: 2, productId: FIX.bigWindow, align: 'center' });
    const fits = core.fits({ configuration: e.config(), productId: FIX.window });
    expect(fits.options).toEqual([]);
    e.undo();
    const free = core.fits({ configuration: e.config(), productId: FIX.window });
    expect(free.options).toEqual([{ spaceId: 2, align: 'left' }, { spaceId: 2, align: 'center' }, { spaceId: 2, align: 'right' }]);
    for (const { spaceId, align } of free.options) e.ok({ type: 'placeOption', spaceId, productId: FIX.window, align });
  });

  it('prices with the domain pricing', () => {
    const e = createTestEditor();
    const quote = core.price(e.config());
    expect(quote.lines.some((l) => l.productId === FIX.house)).toBe(true);
    expect(quote.totalPrice.inclTax).toBeGreaterThan(0);
  });
});
