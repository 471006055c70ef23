/**
 * What several commands share: the option placement check (the domain's rule over the read model), pruning
 * options after a wall change, and building leaf and pillar entities from a house layout. Reads of the world
 * go through the editor's read model (../queries.ts).
 */
import type { HouseSpec, Product } from '../../domain/catalog';
import type { OptionAlign } from '../../domain/configuration';
import { leafSpaces } from '../../domain/fitting';
import { standingPillars } from '../../domain/geometry';
import { optionPlacementProblem, pointOnLeaf, type OptionProblem } from '../../domain/layout';
import { texts } from '../../domain/texts';
import { ALIGN, DIRECTION, EntityKind, FILL, FLAG } from '../components';
import { houseOf, optionOf, optionsOnLeaf, wallsOnLeaf } from '../queries';
import type { Transaction } from '../transaction';
import { entitiesOf, leafEntity, orderedEntitiesOf, type EditorWorld } from '../world';
import type { CommandContext } from './types';

const t = texts.editor;

const PROBLEM_TEXT: Record<OptionProblem, string> = {
  noWall: t.noWall, doesNotFit: t.optionDoesNotFit, positionTaken: t.positionTaken, overlap: t.optionsOverlap,
};

export function nextOrder(w: EditorWorld): number {
  return w.nextOrder++;
}

/**
 * Why an option cannot stand at `align` on a leaf (null when it can): the domain's optionPlacementProblem
 * against the walls on the leaf and `others` (by default every other option on it; `exclude` is the option
 * being moved).
 */
export function optionProblem(ctx: CommandContext, leafEid: number, option: Product, align: OptionAlign, exclude = -1,
  others?: readonly number[]): string | null {
  const { c } = ctx.world;
  const house = houseOf(ctx);
  if (!house) return t.noHouse;
  const leafId = c.SpaceRef.id[leafEid];
  const length = c.Leaf.length[leafEid];
  const placed = others ? others.map((eid) => optionOf(ctx, eid)) : optionsOnLeaf(ctx, leafId);
  const problem = optionPlacementProblem({
    option, align, leaf: { length, globalSideId: c.Leaf.side[leafEid] }, walls: wallsOnLeaf(ctx, leafId, length),
    others: placed.filter((o) => o.eid !== exclude), houseId: house.id, spacing: ctx.index.settings.spaceBetweenOptions,
  });
  return problem ? PROBLEM_TEXT[problem] : null;
}

/**
 * After the walls of a leaf changed: options on it that no longer fit or now overlap are removed, in
 * creation order (so the earliest placed survives). No wall left removes them all (spec §4).
 */
export function pruneOptions(ctx: CommandContext, tx: Transaction, leafId: number): void {
  const options = optionsOnLeaf(ctx, leafId);
  if (options.length === 0) return;
  const leafEid = leafEntity(ctx.world, leafId);
  const kept: number[] = [];
  for (const { eid, product, align } of options) {
    const problem = leafEid === undefined || !product ? t.noWall : optionProblem(ctx, leafEid, product, align, eid, kept);
    if (problem) tx.remove(eid);
    else kept.push(eid);
  }
}

/** Leaf-space entities for the chosen variants of the given spaces (all spaces when omitted). */
export function createLeaves(tx: Transaction, house: HouseSpec, variations: Record<string, number>, spaceIds?: Set<number>): void {
  for (const leaf of leafSpaces(house, variations)) {
    if (spaceIds && !spaceIds.has(leaf.space.id)) continue;
    const start = pointOnLeaf(leaf, 0);
    tx.create([EntityKind.space, leaf.id, nextOrder(tx.w), leaf.disabled ? FLAG.disabled : 0, start.x, start.y,
      leaf.space.id, leaf.offset, leaf.length, leaf.globalSideId, DIRECTION[leaf.space.direction]]);
  }
}

/** Pillar entities for every pillar of the layout; `standing` says which stand for the chosen variants. */
export function createPillars(tx: Transaction, house: HouseSpec, variations: Record<string, number>): void {
  const standing = new Set(standingPillars(house, variations).map((p) => p.pillar.id));
  for (const pillar of house.layout.pillars) {
    tx.create([EntityKind.pillar, pillar.id, nextOrder(tx.w), standing.has(pillar.id) ? FLAG.standing : 0, pillar.x, pillar.y, 0]);
  }
}

/** Update the `standing` flag of pillars after a variant change. */
export function syncPillars(ctx: CommandContext, tx: Transaction, house: HouseSpec, variations: Record<string, number>): void {
  const { c } = ctx.world;
  const standing = new Set(standingPillars(house, variations).map((p) => p.pillar.id));
  for (const eid of entitiesOf(ctx.world, EntityKind.pillar)) {
    const flags = c.Flags.value[eid];
    if (flags & FLAG.orphan) continue;
    const next = standing.has(c.SpaceRef.id[eid]) ? flags | FLAG.standing : flags & ~FLAG.standing;
    tx.set(eid, c.Flags.value, next);
  }
}

/** Remove every design entity (walls, options, gables, furniture, lights) and the house's leaves and pillars. */
export function clearWorld(tx: Transaction): void {
  for (const kind of Object.values(EntityKind)) {
    for (const eid of orderedEntitiesOf(tx.w, kind)) tx.remove(eid);
  }
}

export { ALIGN, FILL };
