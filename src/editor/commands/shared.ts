/**
 * Reads and writes several commands share: the current house, the walls and options of a leaf, the
 * option fit check (fitting.ts + layout.ts), and building leaf and pillar entities from a house layout.
 */
import type { HouseSpec, Product } from '../../domain/catalog';
import type { OptionAlign, WallFill } from '../../domain/configuration';
import { leafSpaces, optionFitsWall } from '../../domain/fitting';
import { standingPillars } from '../../domain/geometry';
import { optionRange, pointOnLeaf, rangesOverlap, walledSegment, type WalledSegment } from '../../domain/layout';
import { texts } from '../../domain/texts';
import { ALIGN, ALIGN_NAMES, DIRECTION, EntityKind, FILL, FILL_NAMES, FLAG } from '../components';
import type { Transaction } from '../transaction';
import { entitiesOf, leafEntity, onSpace, orderedEntitiesOf, type EditorWorld } from '../world';
import type { CommandContext } from './types';

const t = texts.editor;

export type HouseProduct = Product & { house: HouseSpec };

export function currentHouse(ctx: CommandContext): HouseProduct | undefined {
  const product = ctx.index.products.get(ctx.w.design.selectedHouse);
  return product?.productType === 'house' && product.house ? (product as HouseProduct) : undefined;
}

export function spacing(ctx: CommandContext): number {
  return ctx.index.settings.spaceBetweenOptions;
}

export function nextOrder(w: EditorWorld): number {
  return w.nextOrder++;
}

export interface WallOnLeaf { eid: number; fill: WallFill; product: Product }

export function wallsOnLeaf(ctx: CommandContext, leafId: number): WallOnLeaf[] {
  const { c } = ctx.w;
  const out: WallOnLeaf[] = [];
  for (const eid of onSpace(ctx.w, EntityKind.wall, leafId)) {
    const product = ctx.index.products.get(c.Product.id[eid]);
    if (product) out.push({ eid, fill: FILL_NAMES[c.Placement.value[eid]], product });
  }
  return out;
}

/** The walled segment of a leaf entity, from the walls on it (layout.ts). */
export function segmentOfLeaf(ctx: CommandContext, leafEid: number): WalledSegment | null {
  const { c } = ctx.w;
  return walledSegment(c.Leaf.length[leafEid], wallsOnLeaf(ctx, c.SpaceRef.id[leafEid]));
}

/**
 * Why an option cannot stand at `align` on a leaf (null when it can): a wall must stand there, the option
 * must fit that wall (spec §5, fitting.ts), the position must be free and it may not overlap `others`
 * (by default every other option on the leaf).
 */
export function optionProblem(ctx: CommandContext, leafEid: number, option: Product, align: OptionAlign, exclude = -1,
  others?: Iterable<number>): string | null {
  const { c } = ctx.w;
  const house = currentHouse(ctx);
  if (!house) return t.noHouse;
  const segment = segmentOfLeaf(ctx, leafEid);
  if (!segment) return t.noWall;
  const gap = spacing(ctx);
  if (!optionFitsWall(option, segment.wall, { globalSideId: c.Leaf.side[leafEid] }, segment.end - segment.start, house.id, gap)) {
    return t.optionDoesNotFit;
  }
  const mine = optionRange(segment, option.width ?? 0, align, gap);
  for (const other of others ?? onSpace(ctx.w, EntityKind.option, c.SpaceRef.id[leafEid])) {
    if (other === exclude) continue;
    const otherAlign = ALIGN_NAMES[c.Placement.value[other]];
    if (otherAlign === align) return t.positionTaken;
    const otherWidth = ctx.index.products.get(c.Product.id[other])?.width ?? 0;
    if (rangesOverlap(mine, optionRange(segment, otherWidth, otherAlign, gap), gap)) return t.optionsOverlap;
  }
  return null;
}

/**
 * After the walls of a leaf changed: options on it that no longer fit or now overlap are removed, in
 * creation order (so the earliest placed survives). No wall left removes them all (spec §4).
 */
export function pruneOptions(ctx: CommandContext, tx: Transaction, leafId: number): void {
  const { c } = ctx.w;
  const options = onSpace(ctx.w, EntityKind.option, leafId).sort((a, b) => c.Order.value[a] - c.Order.value[b]);
  if (options.length === 0) return;
  const leafEid = leafEntity(ctx.w, leafId);
  const kept: number[] = [];
  for (const eid of options) {
    const product = ctx.index.products.get(c.Product.id[eid]);
    const problem = leafEid === undefined || !product
      ? t.noWall
      : optionProblem(ctx, leafEid, product, ALIGN_NAMES[c.Placement.value[eid]], eid, kept);
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
  const { c } = ctx.w;
  const standing = new Set(standingPillars(house, variations).map((p) => p.pillar.id));
  for (const eid of entitiesOf(ctx.w, EntityKind.pillar)) {
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
