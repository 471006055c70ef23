/**
 * The 3D model of a design, kept in step with the editor world change by change (ARCHITECTURE §5). Each
 * change set names the entities it touched; only those are rebuilt, plus the walls and options sharing a
 * leaf with a touched wall or option (an option cuts the wall it sits in). Design-wide changes rebuild the
 * house parts when their key changed, and every entity only when the house colour or the foundation did.
 * Runs without a renderer, so the unit tests and the benchmark drive it in Node.
 */
import type { Observable, Subscription } from 'rxjs';
import type { CatalogIndex } from '../domain/pricing/types';
import { EntityKind, type EntityKindValue } from '../editor/components';
import type { ChangeSet } from '../editor/transaction';
import { entitiesOf, isAlive, kindOf, type EditorWorld } from '../editor/world';
import { Batcher, type BatchStats, type Part, type PartHandle } from './batcher';
import {
  buildContext, gableParts, itemParts, optionParts, pillarParts, wallParts, type BuildContext,
} from './entity-parts';
import { houseParts, housePartsKey } from './house-parts';
import { ResourceRegistry } from './registry';

export interface ModelSource {
  world: EditorWorld;
  index: CatalogIndex;
  streams: { changes$: Observable<ChangeSet> };
}

interface EntityRecord {
  kind: EntityKindValue;
  handles: PartHandle[];
  /** Leaf id for walls and options (to find the neighbours to rebuild when this one goes). */
  leafId?: number;
}

interface LeafRecord {
  walls: Set<number>;
  options: Set<number>;
}

const RENDERED = new Set<number>([EntityKind.wall, EntityKind.option, EntityKind.pillar, EntityKind.gable, EntityKind.furniture, EntityKind.light]);

export class HouseModel {
  readonly registry = new ResourceRegistry();
  readonly batcher = new Batcher(this.registry);
  private readonly records = new Map<number, EntityRecord>();
  private readonly leaves = new Map<number, LeafRecord>();
  private houseHandles: PartHandle[] = [];
  private houseKey = '';
  private entityKey = '';
  private ctx: BuildContext | null = null;
  private subscription: Subscription | null = null;
  /** Called after every sync that changed the model (the view renders on demand). */
  onChange: (() => void) | null = null;
  /** Duration of the last sync, ms. */
  lastSyncMs = 0;
  /** Change sets received but not applied yet (always 0 while every change is applied at once). */
  readonly pendingChanges: number = 0;
  /** Change sets applied so far (the view compares it with what it last drew). */
  syncs = 0;

  constructor(private readonly source: ModelSource, private realisticMode = true) {}

  get root() {
    return this.batcher.root;
  }

  /** The house, frame and design choices the model was last built from (null before a house is chosen). */
  get context(): BuildContext | null {
    return this.ctx;
  }

  get realistic(): boolean {
    return this.realisticMode;
  }

  /** Build from the current world and follow its changes. */
  attach(): this {
    this.rebuildAll();
    this.subscription = this.source.streams.changes$.subscribe((changes) => this.sync(changes));
    return this;
  }

  setRealistic(realistic: boolean): void {
    if (realistic === this.realisticMode) return;
    this.realisticMode = realistic;
    this.rebuildAll();
  }

  /** Everything from scratch (start, mode switch). Normal edits go through `sync`. */
  rebuildAll(): void {
    for (const record of this.records.values()) this.batcher.remove(record.handles);
    this.records.clear();
    this.leaves.clear();
    this.batcher.remove(this.houseHandles);
    this.houseHandles = [];
    this.houseKey = '';
    this.refreshContext();
    const { world } = this.source;
    for (const kind of RENDERED) for (const eid of entitiesOf(world, kind as EntityKindValue)) this.index(eid);
    for (const kind of RENDERED) for (const eid of entitiesOf(world, kind as EntityKindValue)) this.rebuild(eid);
    this.rebuildHouse();
    this.onChange?.();
  }

  sync(changes: ChangeSet): void {
    const started = performance.now();
    const dirtyLeaves = new Set<number>();
    const dirty = new Set<number>();
    for (const { eid } of changes.removed) this.forget(eid, dirtyLeaves);
    let everything = false;
    if (changes.design) everything = this.refreshContext();
    const { world } = this.source;
    for (const eid of [...changes.added, ...changes.updated]) {
      if (!isAlive(world, eid) || !RENDERED.has(kindOf(world, eid))) continue;
      const before = this.records.get(eid)?.leafId;
      if (before !== undefined) {
        dirtyLeaves.add(before);
        this.leaves.get(before)?.walls.delete(eid);
        this.leaves.get(before)?.options.delete(eid);
      }
      const leafId = this.index(eid);
      if (leafId !== undefined) dirtyLeaves.add(leafId);
      dirty.add(eid);
    }
    if (everything) {
      for (const eid of this.records.keys()) dirty.add(eid);
    }
    for (const leafId of dirtyLeaves) {
      const leaf = this.leaves.get(leafId);
      if (!leaf) continue;
      for (const eid of leaf.walls) dirty.add(eid);
      for (const eid of leaf.options) dirty.add(eid);
    }
    for (const eid of dirty) this.rebuild(eid);
    if (changes.design) this.rebuildHouse();
    this.lastSyncMs = performance.now() - started;
    this.syncs++;
    this.onChange?.();
  }

  stats(): BatchStats & { entities: number } {
    return { ...this.batcher.stats(), entities: this.records.size };
  }

  dispose(): void {
    this.subscription?.unsubscribe();
    this.subscription = null;
    this.batcher.clear();
    this.registry.dispose();
    this.records.clear();
  }

  /** Re-read the design; answers whether every entity must be rebuilt (house colour or foundation changed). */
  private refreshContext(): boolean {
    this.ctx = buildContext(this.source.world, this.source.index, this.realisticMode);
    const ctx = this.ctx;
    const key = ctx ? [ctx.houseId, ctx.houseColor ?? 0, ctx.foundation, JSON.stringify(ctx.foundations)].join('|') : '';
    const changed = key !== this.entityKey;
    this.entityKey = key;
    return changed;
  }

  private rebuildHouse(): void {
    const key = this.ctx ? housePartsKey(this.ctx) : '';
    if (key === this.houseKey) return;
    this.houseKey = key;
    const next = this.ctx ? this.batcher.add(houseParts(this.ctx)) : [];
    this.batcher.remove(this.houseHandles);
    this.houseHandles = next;
  }

  /** Record a live entity (and its leaf); answers its leaf id for walls and options. */
  private index(eid: number): number | undefined {
    const { world } = this.source;
    const kind = kindOf(world, eid);
    let record = this.records.get(eid);
    if (!record || record.kind !== kind) {
      record = { kind, handles: record?.handles ?? [] };
      this.records.set(eid, record);
    }
    if (kind !== EntityKind.wall && kind !== EntityKind.option) return undefined;
    const leafId = world.c.SpaceRef.id[eid];
    record.leafId = leafId;
    let leaf = this.leaves.get(leafId);
    if (!leaf) {
      leaf = { walls: new Set(), options: new Set() };
      this.leaves.set(leafId, leaf);
    }
    (kind === EntityKind.wall ? leaf.walls : leaf.options).add(eid);
    return leafId;
  }

  private forget(eid: number, dirtyLeaves: Set<number>): void {
    const record = this.records.get(eid);
    if (!record) return;
    this.batcher.remove(record.handles);
    this.records.delete(eid);
    if (record.leafId === undefined) return;
    const leaf = this.leaves.get(record.leafId);
    leaf?.walls.delete(eid);
    leaf?.options.delete(eid);
    dirtyLeaves.add(record.leafId);
  }

  /** New parts first, then the old ones go: a batch that keeps its key is never torn down and rebuilt. */
  private rebuild(eid: number): void {
    const record = this.records.get(eid);
    if (!record) return;
    const next = this.batcher.add(this.partsOf(eid, record));
    this.batcher.remove(record.handles);
    record.handles = next;
  }

  private partsOf(eid: number, record: EntityRecord): Part[] {
    const ctx = this.ctx;
    if (!ctx || !isAlive(this.source.world, eid)) return [];
    switch (record.kind) {
      case EntityKind.wall:
      case EntityKind.option: {
        const leaf = ctx.leaves.get(record.leafId!);
        const items = this.leaves.get(record.leafId!);
        if (!leaf || !items) return [];
        return record.kind === EntityKind.wall ? wallParts(ctx, leaf, items, eid) : optionParts(ctx, leaf, items, eid);
      }
      case EntityKind.pillar: return pillarParts(ctx, eid);
      case EntityKind.gable: return gableParts(ctx, eid);
      case EntityKind.furniture:
      case EntityKind.light: return itemParts(ctx, eid);
      default: return [];
    }
  }
}
