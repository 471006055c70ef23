import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Configuration } from '../domain/configuration';
import { optionRange, rangesOverlap, walledSegment } from '../domain/layout';
import { leafSpaces } from '../domain/fitting';
import { UNDO_HISTORY_STEPS } from '../domain/constants';
import { abstractCommand, endOtherDrag, runCommand, type AbstractCommand } from './testing/arbitraries';
import { createTestEditor, FIX, fixtureCatalog, type TestEditor } from './testing/test-editor';

const catalog = fixtureCatalog();
const products = new Map(catalog.products.map((p) => [p.id, p]));

/** Independent check of the overlap invariant, straight from the configuration and layout.ts. */
function assertNoOverlap(config: Configuration): void {
  const house = products.get(config.selectedHouse)!.house!;
  for (const leaf of leafSpaces(house, config.variations)) {
    const options = config.options.filter((o) => o.spaceId === leaf.id);
    if (options.length === 0) continue;
    const walls = config.walls.filter((w) => w.spaceId === leaf.id).map((w) => ({ fill: w.fill, product: products.get(w.product)! }));
    const segment = walledSegment(leaf.length, walls);
    expect(segment, `options on unwalled leaf ${leaf.id}`).not.toBeNull();
    const ranges = options.map((o) => optionRange(segment!, products.get(o.product)!.width ?? 0, o.align, 50));
    for (let i = 0; i < options.length; i++) {
      for (let j = i + 1; j < options.length; j++) {
        expect(options[i].align).not.toBe(options[j].align);
        expect(rangesOverlap(ranges[i], ranges[j], 50)).toBe(false);
      }
    }
  }
}

interface RunStats { accepted: number; rejected: number; steps: number }

/** Runs the commands; counts history steps (accepted commands that changed something). */
function run(e: TestEditor, commands: AbstractCommand[], stats: RunStats): void {
  for (const abstract of commands) {
    const command = abstract.make(e);
    endOtherDrag(e, abstract, command);
    const version = e.getConfiguration();
    e.takeChanges();
    const result = runCommand(e, abstract, command);
    if (result.ok) stats.accepted++;
    else stats.rejected++;
    if (!result.ok) {
      expect(e.getConfiguration()).toBe(version);
      expect(e.takeChanges()).toEqual([]);
    }
    assertNoOverlap(e.getConfiguration());
  }
}

describe('history', () => {
  it('keeps 30 steps', () => {
    const e = createTestEditor();
    for (let i = 0; i < 40; i++) e.ok({ type: 'addLooseProduct', productId: FIX.loose });
    let undos = 0;
    while (e.undo()) undos++;
    expect(undos).toBe(UNDO_HISTORY_STEPS);
    expect(e.config().looseProducts).toEqual([{ productId: FIX.loose, amount: 10 }]);
  });

  it('a new edit clears redo', () => {
    const e = createTestEditor();
    e.ok({ type: 'addLooseProduct', productId: FIX.loose });
    e.undo();
    expect(e.canRedo).toBe(true);
    e.ok({ type: 'setHouseColor', colorId: FIX.colors.white });
    expect(e.canRedo).toBe(false);
  });

  it('property: N commands then as many undos as steps restore the start; redo restores the end; options never overlap; >= 1/5 rejected', () => {
    const totals: RunStats = { accepted: 0, rejected: 0, steps: 0 };
    fc.assert(
      fc.property(fc.array(abstractCommand, { minLength: 1, maxLength: 30 }), (commands) => {
        const e = createTestEditor();
        e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.wall });
        e.ok({ type: 'toggleWall', spaceId: 5, productId: FIX.wall });
        e.ok({ type: 'toggleWall', spaceId: 3, productId: FIX.wall });
        e.ok({ type: 'toggleWall', spaceId: 1, productId: FIX.halfWall, half: 'start' });
        e.ok({ type: 'placeItem', productId: FIX.chair, x: 10, y: 10 });
        e.clearHistory();
        const start = structuredClone(e.getConfiguration());
        run(e, commands, totals);
        const end = structuredClone(e.getConfiguration());
        let undos = 0;
        while (e.undo()) {
          undos++;
          assertNoOverlap(e.getConfiguration());
        }
        expect(undos).toBeLessThanOrEqual(commands.length);
        expect(e.getConfiguration()).toEqual(start);
        let redos = 0;
        while (e.redo()) redos++;
        expect(redos).toBe(undos);
        expect(e.getConfiguration()).toEqual(end);
        e.dispose();
      }),
      { numRuns: 300, seed: 20261122 },
    );
    const ratio = totals.rejected / (totals.accepted + totals.rejected);
    console.info(`commands: ${totals.accepted} accepted, ${totals.rejected} rejected (${(ratio * 100).toFixed(1)}% rejected)`);
    expect(ratio).toBeGreaterThanOrEqual(0.2);
    // The generators must also exercise accepted edits, not only refusals.
    expect(ratio).toBeLessThanOrEqual(0.8);
  });
});
