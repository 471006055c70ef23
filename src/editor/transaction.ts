/**
 * The explicit change log of one edit. Commands write the world only through a Transaction, which
 * - keeps the state of every entity it touches as it was before the first touch (for the inverse change),
 * - collects the dirty set for renderers,
 * - replaces the `Design` record instead of mutating it.
 * `finish()` turns that into a history step (before/after snapshots of only the touched entities) and the
 * change set; nothing here is proportional to the size of the design.
 */
import { EntityKind, type EntityKindValue, type FieldRef } from './components';
import {
  despawn, isAlive, kindOf, rewrite, snapshot, spawn, writeField, type Design, type EditorWorld, type Snapshot,
} from './world';

export interface EntityChange {
  uid: number;
  before: Snapshot | null;
  after: Snapshot | null;
}

/** One undoable step: inverse-able changes of the entities it touched and of the design record. */
export interface Step {
  label: string;
  entities: EntityChange[];
  designBefore: Design;
  designAfter: Design;
}

/**
 * What changed since the renderers last synced. Apply `removed` first, then `added`, then `updated`:
 * bitecs recycles ids, so an eid can be removed and reused for a new entity within one change.
 */
export interface ChangeSet {
  added: number[];
  updated: number[];
  removed: { eid: number; kind: EntityKindValue }[];
  /** The design-wide record changed (house, roof, cladding, colours, loose products, ...): `designFields` says which. */
  design: boolean;
  designFields: readonly (keyof Design)[];
  /**
   * Leaves whose walls and options must be redrawn, the one rule both renderers follow: a wall or option that
   * came, went, or moved between leaves marks its leaf (before and after); an option's place along its wall and
   * the openings a wall shows depend on everything else on that leaf. Leaf entities that came or went mark
   * their own ids too.
   */
  leaves: readonly number[];
  /** Part of a drag that has not ended (a transient move): renderers that cannot keep up may wait for the end. */
  transient: boolean;
}

const LEAF_BOUND = new Set<number>([EntityKind.wall, EntityKind.option, EntityKind.space]);

export class Transaction {
  private readonly before = new Map<number, Snapshot | null>();
  private dirtyAdded = new Set<number>();
  private dirtyUpdated = new Set<number>();
  private dirtyRemoved: { eid: number; kind: EntityKindValue; uid: number }[] = [];
  private designDirty = new Set<keyof Design>();
  private dirtyLeaves = new Set<number>();
  private readonly designBefore: Design;
  /** Uids of the entities this transaction created, in order. */
  readonly created: number[] = [];

  constructor(readonly w: EditorWorld, readonly label: string) {
    this.designBefore = w.design;
  }

  get design(): Design {
    return this.w.design;
  }

  create(snap: Snapshot, uid?: number): number {
    const eid = spawn(this.w, snap, uid);
    this.markLeaf(eid);
    const id = this.w.c.Uid.value[eid];
    this.created.push(id);
    if (!this.before.has(id)) this.before.set(id, null);
    this.dirtyAdded.add(eid);
    return eid;
  }

  /** Write one field of an entity. */
  set(eid: number, field: FieldRef, value: number): void {
    if (field[eid] === value) return;
    this.touch(eid);
    this.markLeaf(eid);
    writeField(this.w, eid, field, value);
    this.markLeaf(eid);
  }

  /** Overwrite all fields of an entity from a snapshot of the same kind. */
  write(eid: number, snap: Snapshot): void {
    this.touch(eid);
    this.markLeaf(eid);
    rewrite(this.w, eid, snap);
    this.markLeaf(eid);
  }

  remove(eid: number): void {
    if (!isAlive(this.w, eid)) return;
    const uid = this.w.c.Uid.value[eid];
    if (!this.before.has(uid)) this.before.set(uid, snapshot(this.w, eid));
    const kind = kindOf(this.w, eid);
    this.markLeaf(eid);
    if (this.dirtyAdded.delete(eid)) {
      // Created and removed within one flush: renderers never saw it.
    } else {
      this.dirtyUpdated.delete(eid);
      this.dirtyRemoved.push({ eid, kind, uid });
    }
    despawn(this.w, eid);
  }

  setDesign(patch: Partial<Design>): void {
    this.replaceDesign({ ...this.w.design, ...patch });
  }

  /** Put back a whole design record (history keeps the very objects, so identity marks 'unchanged'). */
  replaceDesign(design: Design): void {
    const before = this.w.design;
    for (const key of Object.keys(design) as (keyof Design)[]) {
      if (!sameValue(before[key], design[key])) this.designDirty.add(key);
    }
    this.w.design = design;
  }

  /** Whether anything was written. */
  get changed(): boolean {
    return this.before.size > 0 || this.w.design !== this.designBefore;
  }

  /** The dirty set since the last flush (a drag flushes on every move and finishes once). */
  flush(): ChangeSet {
    const out: ChangeSet = {
      added: [...this.dirtyAdded].filter((eid) => isAlive(this.w, eid)),
      updated: [...this.dirtyUpdated].filter((eid) => isAlive(this.w, eid) && !this.dirtyAdded.has(eid)),
      removed: this.dirtyRemoved.map(({ eid, kind }) => ({ eid, kind })),
      design: this.designDirty.size > 0,
      designFields: [...this.designDirty],
      leaves: [...this.dirtyLeaves],
      transient: false,
    };
    this.dirtyAdded = new Set();
    this.dirtyUpdated = new Set();
    this.dirtyRemoved = [];
    this.designDirty = new Set();
    this.dirtyLeaves = new Set();
    return out;
  }

  /** A wall, option or leaf entity marks the leaf it stands on (called before and after each write). */
  private markLeaf(eid: number): void {
    if (LEAF_BOUND.has(this.w.c.Kind.value[eid])) this.dirtyLeaves.add(this.w.c.SpaceRef.id[eid]);
  }

  /** The history step; entities whose end state equals their start state are left out. */
  finish(): Step {
    const entities: EntityChange[] = [];
    for (const [uid, before] of this.before) {
      const eid = this.w.uidToEid.get(uid);
      const after = eid === undefined ? null : snapshot(this.w, eid);
      if (before === null && after === null) continue;
      if (before && after && sameSnapshot(before, after)) continue;
      entities.push({ uid, before, after });
    }
    return { label: this.label, entities, designBefore: this.designBefore, designAfter: this.w.design };
  }

  private touch(eid: number): void {
    const uid = this.w.c.Uid.value[eid];
    if (!this.before.has(uid)) this.before.set(uid, snapshot(this.w, eid));
    if (!this.dirtyAdded.has(eid)) this.dirtyUpdated.add(eid);
  }
}

/** Design values are replaced, never mutated: equal references, or equal JSON for the small records. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

function sameSnapshot(a: Snapshot, b: Snapshot): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && !(Number.isNaN(a[i]) && Number.isNaN(b[i]))) return false;
  return true;
}

export function isEmptyStep(step: Step): boolean {
  return step.entities.length === 0 && step.designBefore === step.designAfter;
}

/**
 * Apply a step forwards (redo) or backwards (undo) inside a transaction, so the renderers get the
 * dirty set of exactly the entities the step touched.
 */
export function applyStep(tx: Transaction, step: Step, direction: 'undo' | 'redo'): void {
  const w = tx.w;
  const list = direction === 'undo' ? [...step.entities].reverse() : step.entities;
  // Removals first: a step that replaced an entity frees its place before the other comes back.
  for (const change of list) {
    const target = direction === 'undo' ? change.before : change.after;
    const eid = w.uidToEid.get(change.uid);
    if (target === null && eid !== undefined) tx.remove(eid);
  }
  for (const change of list) {
    const target = direction === 'undo' ? change.before : change.after;
    if (target === null) continue;
    const eid = w.uidToEid.get(change.uid);
    if (eid === undefined) tx.create(target, change.uid);
    else tx.write(eid, target);
  }
  const design = direction === 'undo' ? step.designBefore : step.designAfter;
  if (w.design !== design) tx.replaceDesign(design);
}
