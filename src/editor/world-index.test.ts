import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itemBounds, itemHitSize } from '../domain/geometry';
import { EntityKind, type EntityKindValue } from './components';
import { abstractCommand, runCommand } from './testing/arbitraries';
import { createTestEditor, FIX, type TestEditor } from './testing/test-editor';
import { queryKind } from './world';

const KINDS = Object.values(EntityKind) as EntityKindValue[];
const sorted = (list: Iterable<number>) => [...list].sort((a, b) => a - b);

/** Every index answer equals a scan over all live entities. */
function assertIndexesMatchScan(e: TestEditor, probes: Array<{ x: number; y: number; pad: number }>): void {
  const w = e.world;
  const { c } = w;
  const live = [...w.uidToEid.values()];
  for (const kind of KINDS) {
    const scan = live.filter((eid) => c.Kind.value[eid] === kind);
    expect(sorted(w.index.ofKind(kind))).toEqual(sorted(scan));
    expect(sorted(queryKind(w, kind))).toEqual(sorted(scan));
    if (kind === EntityKind.furniture || kind === EntityKind.light) continue;
    const refs = new Set(scan.map((eid) => c.SpaceRef.id[eid]));
    for (const ref of [...refs, 424242]) {
      expect(sorted(w.index.onRef(kind, ref))).toEqual(sorted(scan.filter((eid) => c.SpaceRef.id[eid] === ref)));
    }
  }
  const items = live.filter((eid) => c.Kind.value[eid] === EntityKind.furniture || c.Kind.value[eid] === EntityKind.light);
  for (const { x, y, pad } of probes) {
    const scan = items.filter((eid) => {
      const b = itemBounds(c.Position.x[eid], c.Position.y[eid], c.Rotation.deg[eid], itemHitSize(e.index.products.get(c.Product.id[eid])));
      return b.minX <= x + pad && b.maxX >= x - pad && b.minY <= y + pad && b.maxY >= y - pad;
    });
    expect(sorted(w.index.itemsNear(x, y, pad))).toEqual(sorted(scan));
  }
}

const probe = fc.record({ x: fc.integer({ min: -7000, max: 11000 }), y: fc.integer({ min: -7000, max: 11000 }), pad: fc.constantFrom(0, 50, 400, 3000) });

describe('world indexes', () => {
  it('property: after any commands, undos and redos, kind, reference and spatial indexes answer what a scan answers', () => {
    fc.assert(
      fc.property(fc.array(abstractCommand, { minLength: 1, maxLength: 25 }), fc.array(probe, { minLength: 5, maxLength: 10 }), fc.nat(5), (commands, probes, undos) => {
        const e = createTestEditor();
        e.ok({ type: 'toggleWall', spaceId: 2, productId: FIX.wall });
        e.ok({ type: 'placeItem', productId: FIX.chair, x: 10, y: 10 });
        for (const command of commands) runCommand(e, command, command.make(e));
        assertIndexesMatchScan(e, probes);
        for (let i = 0; i < undos; i++) e.undo();
        assertIndexesMatchScan(e, probes);
        for (let i = 0; i < undos; i++) e.redo();
        assertIndexesMatchScan(e, probes);
        e.dispose();
      }),
      { numRuns: 150, seed: 20261123 },
    );
  });

  it('a design opened with many items (bulk-loaded) answers what a scan answers, and keeps doing so after edits', () => {
    const e = createTestEditor();
    const furnitureProducts = Array.from({ length: 600 }, (_, i) => ({
      index: i, x: ((i * 7919) % 17000) - 6000, y: ((i * 104729) % 14000) - 6000, rotation: ([0, 90, 180, 270] as const)[i % 4],
      product: i % 3 === 0 ? FIX.table : FIX.chair, brushedColorId: null,
    }));
    e.load({ ...e.config(), furnitureProducts });
    const probes = Array.from({ length: 40 }, (_, i) => ({ x: ((i * 4253) % 17000) - 6000, y: ((i * 7727) % 14000) - 6000, pad: [0, 50, 400, 3000][i % 4] }));
    assertIndexesMatchScan(e, probes);
    const first = e.find('furniture');
    e.ok({ type: 'moveItem', entity: first, x: 4321, y: 1234 });
    expect(e.world.index.itemsNear(4321, 1234, 0)).toContain(e.eid(first));
    assertIndexesMatchScan(e, probes);
    // Opening again replaces every item: none of the first load's boxes is left behind.
    e.load({ ...e.config(), furnitureProducts: furnitureProducts.slice(0, 10) });
    assertIndexesMatchScan(e, probes);
    e.dispose();
  });

  it('a bulk fill that places, moves and removes items loads only what stands at its end', () => {
    const e = createTestEditor();
    const index = e.world.index;
    e.ok({ type: 'placeItem', productId: FIX.table, x: 1000, y: 1000 });
    const table = e.find('furniture');
    index.bulk(() => {
      e.ok({ type: 'placeItem', productId: FIX.chair, x: 3000, y: 3000 });
      const chair = e.entities('furniture').at(-1)!;
      e.ok({ type: 'moveItem', entity: chair, x: 4000, y: 4000 });
      e.ok({ type: 'moveItem', entity: table, x: -2000, y: -2000 });
    });
    expect(index.itemsNear(3000, 3000, 0)).toEqual([]);
    expect(index.itemsNear(4000, 4000, 0)).toHaveLength(1);
    expect(index.itemsNear(1000, 1000, 0)).toEqual([]);
    expect(index.itemsNear(-2000, -2000, 0)).toEqual([e.eid(table)]);
    e.dispose();
  });

  it('a moved or turned item is found at its new place only', () => {
    const e = createTestEditor();
    e.ok({ type: 'placeItem', productId: FIX.table, x: 1000, y: 1000 });
    const table = e.find('furniture');
    expect(e.world.index.itemsNear(1000, 1000, 0)).toEqual([table]);
    const drag = e.beginDrag(table)!;
    expect(drag.update(5000, 3000).ok).toBe(true);
    expect(e.world.index.itemsNear(1000, 1000, 0)).toEqual([]);
    expect(e.world.index.itemsNear(5000, 3000, 0)).toEqual([table]);
    drag.commit();
    e.undo();
    expect(e.world.index.itemsNear(1000, 1000, 0)).toEqual([table]);
  });
});
