/**
 * The explicit change log of one edit. Commands write the world only through a Transaction, which
 * - keeps the state of every entity it touches as it was before the first touch (for the inverse change),
 * - collects the dirty set for renderers,
 * - replaces the `Design` record instead of mutating it.
 * `finish()` turns that into a history step (before/after snapshots of only the touched entities) and the
 * change set; nothing here is proportional to the size of the design.
 */
import type { EntityKindValue, FieldRef } from './components';
import {
  despawn, isAlive, kindOf, snapshot, spawn, writeSnapshot, type Design, type EditorWorld, type Snapshot,
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
  /** The design-wide record changed (house, roof, cladding, colours, loose products, ...). */
  design: boolean;
}

export class Transaction {
  private readonly before = new Map<number, Snapshot | null>();
  private dirtyAdded = new Set<number>();
  private dirtyUpdated = new Set<number>();
  private dirtyRemoved: { eid: number; kind: EntityKindValue; uid: number }[] = [];
  private designDirty = false;
  private readonly designBefore: Design;

  constructor(readonly w: EditorWorld, readonly label: string) {
    this.designBefore = w.design;
  }

  get design(): Design {
    return this.w.design;
  }

  create(snap: Snapshot, uid?: number): number {
    const eid = spawn(this.w, snap, uid);
    const id = this.w.c.Uid.value[eid];
    if (!this.before.has(id)) this.before.set(id, null);
    this.dirtyAdded.add(eid);
    return eid;
  }

  /** Write one field of an entity. */
  set(eid: number, field: FieldRef, value: number): void {
    if (field[eid] === value) return;
    this.touch(eid);
    field[eid] = value;
  }

  /** Overwrite all fields of an entity from a snapshot of the same kind. */
  write(eid: number, snap: Snapshot): void {
    this.touch(eid);
    writeSnapshot(this.w, eid, snap);
  }

  remove(eid: number): void {
    if (!isAlive(this.w, eid)) return;
    const uid = this.w.c.Uid.value[eid];
    if (!this.before.has(uid)) this.before.set(uid, snapshot(this.w, eid));
    const kind = kindOf(this.w, eid);
    if (this.dirtyAdded.delete(eid)) {
      // Created and removed within one flush: renderers never saw it.
    } else {
      this.dirtyUpdated.delete(eid);
      this.dirtyRemoved.push({ eid, kind, uid });
    }
    despawn(this.w, eid);
  }

  setDesign(patch: Partial<Design>): void {
    this.w.design = { ...this.w.design, ...patch };
    this.designDirty = true;
  }

  /** Put back a whole design record (history keeps the very objects, so identity marks 'unchanged'). */
  replaceDesign(design: Design): void {
    this.w.design = design;
    this.designDirty = true;
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
      design: this.designDirty,
    };
    this.dirtyAdded = new Set();
    this.dirtyUpdated = new Set();
    this.dirtyRemoved = [];
    this.designDirty = false;
    return out;
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
