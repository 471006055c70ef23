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
import { Batcher, partKey, type BatchStats, type Part, type PartHandle } from './batcher';
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
  /** Leaf id for walls and options. */
  leafId?: number;
  /** The geometry|material keys of the parts, in order: equal keys after a move mean only matrices changed. */
  keys: string[];
}

/** Design fields the model is built from (loose products, enabled categories and the like draw nothing). */
const MODEL_FIELDS = new Set<string>(['selectedHouse', 'variations', 'houseColor', 'selectedRoofProduct', 'selectedFacadeCladdingProducts',
  'selectedRoofRackProductFront', 'selectedRoofRackProductBehind', 'selectedFoundations']);
const ITEM_KINDS = new Set<number>([EntityKind.furniture, EntityKind.light]);

const RENDERED = new Set<number>([EntityKind.wall, EntityKind.option, EntityKind.pillar, EntityKind.gable, EntityKind.furniture, EntityKind.light]);

export class HouseModel {
  readonly registry = new ResourceRegistry();
  readonly batcher = new Batcher(this.registry);
  private readonly records = new Map<number, EntityRecord>();
  private houseHandles: PartHandle[] = [];
  private houseKey = '';
  private entityKey = '';
  private ctx: BuildContext | null = null;
  private subscription: Subscription | null = null;
  /** Called after every sync (the view renders on demand); `transient`: a drag's move, more will follow. */
  onChange: ((transient: boolean) => void) | null = null;
  /** Item moves applied by rewriting instance matrices in place (tests and the benchmark read it). */
  movedInPlace = 0;
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

  /**
   * `attach` in slices of about `sliceMs`, yielding to the page between them (issue 26 item 2): a 3,000-item
   * design took one task of 0.3-0.8 s on a 4x-throttled phone, which froze a drag started as the plan showed.
   * The changes are followed from the start, so an edit made meanwhile (a drag's moves) is applied at once to
   * what was built and read by what is built later. `cancelled`: the view was closed meanwhile; stop.
   */
  async attachInSlices(yieldTo: () => Promise<void>, sliceMs: number, cancelled: () => boolean): Promise<void> {
    this.subscription = this.source.streams.changes$.subscribe((changes) => this.sync(changes));
    this.refreshContext();
    const { world } = this.source;
    const eids: number[] = [];
    for (const kind of RENDERED) for (const eid of entitiesOf(world, kind as EntityKindValue)) { this.index(eid); eids.push(eid); }
    let sliceStart = performance.now();
    for (const eid of eids) {
      if (performance.now() - sliceStart >= sliceMs) {
        await yieldTo();
        if (cancelled()) return;
        sliceStart = performance.now();
      }
      // Removed meanwhile (sync forgot it) or already built by a sync: rebuild answers nothing for the first.
      this.rebuild(eid);
    }
    this.rebuildHouse();
    this.onChange?.(false);
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
    this.batcher.remove(this.houseHandles);
    this.houseHandles = [];
    this.houseKey = '';
    this.refreshContext();
    const { world } = this.source;
    for (const kind of RENDERED) for (const eid of entitiesOf(world, kind as EntityKindValue)) this.index(eid);
    for (const kind of RENDERED) for (const eid of entitiesOf(world, kind as EntityKindValue)) this.rebuild(eid);
    this.rebuildHouse();
    this.onChange?.(false);
  }

  sync(changes: ChangeSet): void {
    const started = performance.now();
    const dirty = new Set<number>();
    for (const { eid } of changes.removed) this.forget(eid);
    const everything = changes.designFields.some((field) => MODEL_FIELDS.has(field)) && this.refreshContext();
    const { world } = this.source;
    for (const eid of [...changes.added, ...changes.updated]) {
      if (!isAlive(world, eid) || !RENDERED.has(kindOf(world, eid))) continue;
      const known = this.records.get(eid);
      this.index(eid);
      if (!everything && known && known.kind === kindOf(world, eid) && ITEM_KINDS.has(known.kind) && this.moveInPlace(eid, known)) continue;
      dirty.add(eid);
    }
    if (everything) {
      for (const eid of this.records.keys()) dirty.add(eid);
    }
    // The editor's leaf rule (ChangeSet.leaves): every wall and option on a touched leaf.
    for (const leafId of changes.leaves) {
      for (const eid of world.index.onRef(EntityKind.wall, leafId)) dirty.add(eid);
      for (const eid of world.index.onRef(EntityKind.option, leafId)) dirty.add(eid);
    }
    for (const eid of dirty) this.rebuild(eid);
    if (changes.design) this.rebuildHouse();
    this.lastSyncMs = performance.now() - started;
    this.syncs++;
    this.onChange?.(changes.transient);
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

  /** Record a live entity (kind, and the leaf of walls and options). */
  private index(eid: number): void {
    const { world } = this.source;
    const kind = kindOf(world, eid);
    let record = this.records.get(eid);
    if (!record || record.kind !== kind) {
      if (record) this.batcher.remove(record.handles);
      record = { kind, handles: [], keys: [] };
      this.records.set(eid, record);
    }
    if (kind === EntityKind.wall || kind === EntityKind.option) record.leafId = world.c.SpaceRef.id[eid];
  }

  private forget(eid: number): void {
    const record = this.records.get(eid);
    if (!record) return;
    this.batcher.remove(record.handles);
    this.records.delete(eid);
  }

  /**
   * A moved or turned item whose parts keep their geometry and material: rewrite its instance matrices in
   * place (no batch rebuilt, no geometry built). Answers false when the parts changed (another product or
   * colour), so the caller rebuilds them.
   */
  private moveInPlace(eid: number, record: EntityRecord): boolean {
    const parts = this.partsOf(eid, record);
    if (parts.length !== record.keys.length || parts.some((part, i) => partKey(part) !== record.keys[i])) return false;
    parts.forEach((part, i) => this.batcher.move(record.handles[i], part.matrix));
    this.movedInPlace++;
    return true;
  }

  /** New parts first, then the old ones go: a batch that keeps its key is never torn down and rebuilt. */
  private rebuild(eid: number): void {
    const record = this.records.get(eid);
    if (!record) return;
    const parts = this.partsOf(eid, record);
    const next = this.batcher.add(parts);
    this.batcher.remove(record.handles);
    record.handles = next;
    record.keys = parts.map(partKey);
  }

  private partsOf(eid: number, record: EntityRecord): Part[] {
    const ctx = this.ctx;
    if (!ctx || !isAlive(this.source.world, eid)) return [];
    switch (record.kind) {
      case EntityKind.wall:
      case EntityKind.option: {
        const leaf = ctx.leaves.get(record.leafId!);
        if (!leaf) return [];
        return record.kind === EntityKind.wall ? wallParts(ctx, leaf, eid) : optionParts(ctx, leaf, eid);
      }
      case EntityKind.pillar: return pillarParts(ctx, eid);
      case EntityKind.gable: return gableParts(ctx, eid);
      case EntityKind.furniture:
      case EntityKind.light: return itemParts(ctx, eid);
      default: return [];
    }
  }
}
