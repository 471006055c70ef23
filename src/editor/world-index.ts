/**
 * Indexes of the editor world, kept in step by world.ts on every spawn, despawn and indexed write, so that the
 * questions asked on every pointer move and every edit cost the same on a design of 3 or 3,000 entities:
 * - the live entities of a kind;
 * - the entities of a kind standing on one reference (walls and options on a leaf, the leaf entity of a leaf
 *   id, the gable on a gable space, the pillar of a pillar id);
 * - furniture and lights in an R-tree (rbush) by the bounds of their turned footprint, for hit tests and
 *   placement.
 * Every answer is checked against a brute-force scan in world-index.test.ts.
 */
import RBush from 'rbush';
import { itemBounds } from '../domain/geometry';
import { EntityKind, type Components, type EntityKindValue } from './components';

interface ItemBox { minX: number; minY: number; maxX: number; maxY: number; eid: number }

/** Footprint of an item product before rotation, mm. */
export type FootprintOf = (productId: number) => { w: number; h: number };

const ITEM_KINDS = new Set<number>([EntityKind.furniture, EntityKind.light]);

export class WorldIndex {
  private readonly byKind = new Map<number, Set<number>>();
  private readonly byRef = new Map<number, Map<number, Set<number>>>();
  /** The reference each entity is filed under (to move it when its SpaceRef changes). */
  private readonly refOf = new Map<number, number>();
  private readonly items = new RBush<ItemBox>();
  private readonly boxes = new Map<number, ItemBox>();
  /** Item boxes placed inside `bulk`, loaded into the R-tree at its end; null outside it. */
  private pending: ItemBox[] | null = null;

  constructor(private readonly c: Components, private readonly footprint: FootprintOf) {
    for (const kind of Object.values(EntityKind)) {
      this.byKind.set(kind, new Set());
      this.byRef.set(kind, new Map());
    }
  }

  add(eid: number, kind: EntityKindValue): void {
    this.byKind.get(kind)!.add(eid);
    this.file(eid, kind);
    if (ITEM_KINDS.has(kind)) this.place(eid);
  }

  remove(eid: number, kind: EntityKindValue): void {
    this.byKind.get(kind)!.delete(eid);
    this.unfile(eid, kind);
    const box = this.boxes.get(eid);
    if (box) {
      this.items.remove(box);
      this.boxes.delete(eid);
    }
  }

  /** An indexed field of a live entity was written (SpaceRef, position, rotation or product). */
  update(eid: number, kind: EntityKindValue): void {
    if (this.refOf.get(eid) !== this.c.SpaceRef.id[eid]) {
      this.unfile(eid, kind);
      this.file(eid, kind);
    }
    if (ITEM_KINDS.has(kind)) {
      const box = this.boxes.get(eid);
      if (box) this.items.remove(box);
      this.place(eid);
    }
  }

  /**
   * Runs `fill` (a design being opened) with the items it places collected and loaded into the R-tree at its
   * end, at once (rbush's bulk load). Inserted one by one, the items of a saved 3,000-item design cost 17-150 ms
   * of node splits on the way to the plan's first frame on the loaded bench (bench/open-profile.ts); a bulk load
   * builds a better tree too. The items placed inside `fill` are not found by spatial queries until it returns.
   */
  bulk(fill: () => void): void {
    if (this.pending) {
      fill();
      return;
    }
    const pending: ItemBox[] = [];
    this.pending = pending;
    try {
      fill();
    } finally {
      this.pending = null;
      // Boxes removed or replaced meanwhile (an item placed, then moved or removed) are not the item's any more.
      this.items.load(pending.filter((box) => this.boxes.get(box.eid) === box));
    }
  }

  /** Live entities of a kind (insertion order; sort by Order where the order matters). */
  ofKind(kind: EntityKindValue): ReadonlySet<number> {
    return this.byKind.get(kind)!;
  }

  /** Live entities of a kind filed under a reference (walls on leaf 3, the leaf entity of leaf 3, ...). */
  onRef(kind: EntityKindValue, ref: number): ReadonlySet<number> {
    return this.byRef.get(kind)!.get(ref) ?? EMPTY;
  }

  /** Furniture and lights whose turned footprint's bounds come within `pad` mm of a point. */
  itemsNear(x: number, y: number, pad: number): number[] {
    return this.items.search({ minX: x - pad, minY: y - pad, maxX: x + pad, maxY: y + pad }).map((box) => box.eid);
  }

  /** Furniture and lights whose bounds intersect a rectangle. */
  itemsIn(minX: number, minY: number, maxX: number, maxY: number): number[] {
    return this.items.search({ minX, minY, maxX, maxY }).map((box) => box.eid);
  }

  private file(eid: number, kind: EntityKindValue): void {
    if (ITEM_KINDS.has(kind)) return;
    const ref = this.c.SpaceRef.id[eid];
    const refs = this.byRef.get(kind)!;
    let set = refs.get(ref);
    if (!set) {
      set = new Set();
      refs.set(ref, set);
    }
    set.add(eid);
    this.refOf.set(eid, ref);
  }

  private unfile(eid: number, kind: EntityKindValue): void {
    const ref = this.refOf.get(eid);
    if (ref === undefined) return;
    const refs = this.byRef.get(kind)!;
    const set = refs.get(ref);
    set?.delete(eid);
    if (set?.size === 0) refs.delete(ref);
    this.refOf.delete(eid);
  }

  private place(eid: number): void {
    const { Position, Rotation, Product } = this.c;
    const box: ItemBox = { ...itemBounds(Position.x[eid], Position.y[eid], Rotation.deg[eid], this.footprint(Product.id[eid])), eid };
    this.boxes.set(eid, box);
    if (this.pending) this.pending.push(box);
    else this.items.insert(box);
  }
}

const EMPTY: ReadonlySet<number> = new Set();
