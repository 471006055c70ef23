/**
 * The editor world: a bitecs world holding the design's entities, plus the few design-wide values that are
 * not entities (the chosen house, roof, cladding, racks, foundations, house colour, variant choices,
 * enabled categories and loose products) in one small immutable `Design` record.
 *
 * All writes go through a `Transaction` (transaction.ts); this module only knows how to create, read,
 * write and remove entities by snapshot, and keeps the uid -> eid map that makes history independent of
 * bitecs' recycled entity ids.
 */
import { addComponent, addEntity, createWorld, query, removeEntity, type World } from 'bitecs';
import type { Configuration } from '../domain/configuration';
import { itemHitSize } from '../domain/geometry';
import {
  createComponents, EntityKind, kindFields, kindTags, type Components, type EntityKindValue, type FieldRef,
} from './components';
import { WorldIndex, type FootprintOf } from './world-index';

/** The design-wide values of a configuration that are not entities. Always replaced, never mutated. */
export interface Design {
  selectedHouse: number;
  variations: Record<string, number>;
  houseColor: number | null;
  selectedRoofProduct: number;
  selectedFacadeCladdingProducts: number[];
  selectedRoofRackProductFront: number;
  selectedRoofRackProductBehind: number;
  selectedFoundations: Configuration['selectedFoundations'];
  enableCategories: Configuration['enableCategories'];
  looseProducts: Configuration['looseProducts'];
}

/** `[kind, ...field values]` in the order of `kindFields`. */
export type Snapshot = readonly number[];

export interface EditorWorld {
  ecs: World;
  c: Components;
  fields: Record<EntityKindValue, FieldRef[]>;
  tags: Record<EntityKindValue, object>;
  uidToEid: Map<number, number>;
  nextUid: number;
  /** Next creation sequence number (Order component). */
  nextOrder: number;
  design: Design;
  /** Per-kind, per-reference and spatial indexes (world-index.ts), kept in step by spawn/despawn/indexedWrite. */
  index: WorldIndex;
  /** Fields whose writes move an entity in the index. */
  indexed: ReadonlySet<FieldRef>;
}

/** `footprint` sizes furniture and lights for the spatial index (the app passes the catalogue's sizes). */
export function createEditorWorld(design: Design, footprint: FootprintOf = () => itemHitSize(undefined)): EditorWorld {
  const c = createComponents();
  return {
    ecs: createWorld(),
    c,
    fields: kindFields(c),
    tags: kindTags(c),
    uidToEid: new Map(),
    nextUid: 1,
    nextOrder: 1,
    design,
    index: new WorldIndex(c, footprint),
    indexed: new Set([c.SpaceRef.id, c.Position.x, c.Position.y, c.Rotation.deg, c.Product.id]),
  };
}

/** Create an entity from a snapshot; `uid` is reused when history brings an entity back. */
export function spawn(w: EditorWorld, snap: Snapshot, uid = w.nextUid++): number {
  const kind = snap[0] as EntityKindValue;
  const eid = addEntity(w.ecs);
  addComponent(w.ecs, eid, w.tags[kind]);
  w.c.Uid.value[eid] = uid;
  w.c.Kind.value[eid] = kind;
  writeSnapshot(w, eid, snap);
  w.uidToEid.set(uid, eid);
  if (uid >= w.nextUid) w.nextUid = uid + 1;
  w.index.add(eid, kind);
  return eid;
}

export function despawn(w: EditorWorld, eid: number): void {
  w.index.remove(eid, kindOf(w, eid));
  w.uidToEid.delete(w.c.Uid.value[eid]);
  removeEntity(w.ecs, eid);
}

/** Write one field of a live entity, keeping the indexes in step. */
export function writeField(w: EditorWorld, eid: number, field: FieldRef, value: number): void {
  field[eid] = value;
  if (w.indexed.has(field)) w.index.update(eid, kindOf(w, eid));
}

/** Overwrite a live entity's fields from a snapshot of its kind, keeping the indexes in step. */
export function rewrite(w: EditorWorld, eid: number, snap: Snapshot): void {
  writeSnapshot(w, eid, snap);
  w.index.update(eid, kindOf(w, eid));
}

export function snapshot(w: EditorWorld, eid: number): Snapshot {
  const kind = w.c.Kind.value[eid] as EntityKindValue;
  const fields = w.fields[kind];
  const out = new Array<number>(fields.length + 1);
  out[0] = kind;
  for (let i = 0; i < fields.length; i++) out[i + 1] = fields[i][eid];
  return out;
}

export function writeSnapshot(w: EditorWorld, eid: number, snap: Snapshot): void {
  const fields = w.fields[snap[0] as EntityKindValue];
  for (let i = 0; i < fields.length; i++) fields[i][eid] = snap[i + 1];
}

export function kindOf(w: EditorWorld, eid: number): EntityKindValue {
  return w.c.Kind.value[eid] as EntityKindValue;
}

export function isAlive(w: EditorWorld, eid: number): boolean {
  return w.c.Uid.value[eid] !== undefined && w.uidToEid.get(w.c.Uid.value[eid]) === eid;
}

/** Live entities of one kind (from the index; the bitecs query on the kind's tag gives the same set). */
export function entitiesOf(w: EditorWorld, kind: EntityKindValue): readonly number[] {
  return Array.from(w.index.ofKind(kind));
}

/** Live entities of one kind by bitecs query (the index's brute-force reference in tests). */
export function queryKind(w: EditorWorld, kind: EntityKindValue): readonly number[] {
  return query(w.ecs, [w.tags[kind]]) as readonly number[];
}

/** Entities of a kind sorted by creation order: the order of the configuration's arrays. */
export function orderedEntitiesOf(w: EditorWorld, kind: EntityKindValue): number[] {
  const order = w.c.Order.value;
  return Array.from(entitiesOf(w, kind)).sort((a, b) => order[a] - order[b]);
}

/** The leaf-space entity with a given leaf id, if that leaf exists in the current variants. */
export function leafEntity(w: EditorWorld, leafId: number): number | undefined {
  for (const eid of w.index.onRef(EntityKind.space, leafId)) return eid;
  return undefined;
}

/** Entities of a kind whose SpaceRef is the given id (walls or options on a leaf, a gable on its space). */
export function onSpace(w: EditorWorld, kind: EntityKindValue, spaceId: number): number[] {
  return Array.from(w.index.onRef(kind, spaceId));
}
