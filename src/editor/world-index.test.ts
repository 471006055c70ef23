import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itemBounds, itemHitSize } from '../domain/geometry';
import { EntityKind, type EntityKindValue } from './components';
import { abstractCommand } from './testing/arbitraries';
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
        for (const command of commands) e.dispatch(command.make(e));
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

  it('a moved or turned item is found at its new place only', () => {
    const e = createTestEditor();
    e.ok({ type: 'placeItem', productId: FIX.table, x: 1000, y: 1000 });
    const table = e.find('furniture');
    expect(e.world.index.itemsNear(1000, 1000, 0)).toEqual([table]);
    e.ok({ type: 'moveItem', entity: table, x: 5000, y: 3000, transient: true });
    expect(e.world.index.itemsNear(1000, 1000, 0)).toEqual([]);
    expect(e.world.index.itemsNear(5000, 3000, 0)).toEqual([table]);
    e.ok({ type: 'moveItem', entity: table, x: 5000, y: 3000 });
    e.undo();
    expect(e.world.index.itemsNear(1000, 1000, 0)).toEqual([table]);
  });
});
