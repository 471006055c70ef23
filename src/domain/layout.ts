/**
 * World positions of a design (ARCHITECTURE §3 readings 2-4): where walls, options, pillars and gables
 * stand in plan coordinates (mm, origin at the house's top-left outer corner, y to the front). Pure; shared
 * by the editor's fit checks, the compute worker, the 2D plan and the 3D view.
 *
 * An option sits in the 'walled segment' of its leaf: the whole leaf under a `both` wall or under a start
 * and an end half, otherwise the half that holds a wall. Left/center/right are measured inside that segment,
 * `spaceBetweenOptions` from its ends; two options overlap when less than that spacing lies between them.
 */
import type { HouseSpec, Product } from './catalog';
import type { Configuration, OptionAlign, WallFill } from './configuration';
import { SPACE_BETWEEN_OPTIONS_DEFAULT } from './constants';
import { leafSpaces, optionFitsWall, sideVariation, type LeafSpace } from './fitting';
import { standingPillars } from './geometry';

export interface WalledSegment {
  /** Start and end along the leaf, mm from the leaf's start. */
  start: number;
  end: number;
  /** The wall module the fit rule measures against (the lower one when two halves differ). */
  wall: Product;
}

/**
 * The walled segment of a leaf from the walls on it, or null when it holds none.
 * walledSegment(3000, [{ fill: 'start', product: half }]) -> { start: 0, end: 1500, wall: half }
 */
export function walledSegment(leafLength: number, walls: readonly { fill: WallFill; product: Product }[]): WalledSegment | null {
  if (walls.length === 0) return null;
  const half = Math.floor(leafLength / 2);
  const both = walls.find((w) => w.fill === 'both');
  if (both) return { start: 0, end: leafLength, wall: both.product };
  const start = walls.find((w) => w.fill === 'start');
  const end = walls.find((w) => w.fill === 'end');
  if (start && end) {
    const lower = (start.product.width ?? 0) <= (end.product.width ?? 0) ? start.product : end.product;
    return { start: 0, end: leafLength, wall: lower };
  }
  if (start) return { start: 0, end: half, wall: start.product };
  return { start: leafLength - half, end: leafLength, wall: end!.product };
}

/** The horizontal range an option of `width` takes inside a segment for an alignment, mm along the leaf. */
export function optionRange(segment: Pick<WalledSegment, 'start' | 'end'>, width: number, align: OptionAlign,
  spacing: number = SPACE_BETWEEN_OPTIONS_DEFAULT): [number, number] {
  let from: number;
  if (align === 'left') from = segment.start + spacing;
  else if (align === 'right') from = segment.end - spacing - width;
  else from = (segment.start + segment.end - width) / 2;
  return [from, from + width];
}

/** True when less than `spacing` lies between the two ranges. */
export function rangesOverlap(a: [number, number], b: [number, number], spacing: number = SPACE_BETWEEN_OPTIONS_DEFAULT): boolean {
  return a[0] < b[1] + spacing && b[0] < a[1] + spacing;
}

/** Why an option cannot stand somewhere, in the order the checks run. */
export type OptionProblem = 'noWall' | 'doesNotFit' | 'positionTaken' | 'overlap';

export interface OptionPlacementQuery {
  option: Product;
  align: OptionAlign;
  /** The leaf: its length and side (for the option's side variant). */
  leaf: { length: number; globalSideId: number };
  /** The walls on the leaf. */
  walls: readonly { fill: WallFill; product: Product }[];
  /** The options already on the leaf that this one must not meet. */
  others: Iterable<{ align: OptionAlign; width: number }>;
  houseId: number;
  spacing: number;
}

/**
 * The one option placement rule (spec §5, reading 3), shared by the editor's commands, the worker's fit answer
 * and validateConfiguration: a wall must stand on the leaf, the option must fit the walled segment, its
 * position must be free and it may not come closer than the spacing to another option. Null when it can stand.
 */
export function optionPlacementProblem(q: OptionPlacementQuery): OptionProblem | null {
  const segment = walledSegment(q.leaf.length, q.walls);
  if (!segment) return 'noWall';
  if (!optionFitsWall(q.option, segment.wall, q.leaf, segment.end - segment.start, q.houseId, q.spacing)) return 'doesNotFit';
  const mine = optionRange(segment, q.option.width ?? 0, q.align, q.spacing);
  for (const other of q.others) {
    if (other.align === q.align) return 'positionTaken';
    if (rangesOverlap(mine, optionRange(segment, other.width, other.align, q.spacing), q.spacing)) return 'overlap';
  }
  return null;
}

/** fromGround of an option on a leaf: its side variant's, else the product's, else 0 (reading 3). */
export function optionFromGround(option: Product, sideId: number, houseId: number): number {
  const variant = option.variations.length > 0 ? sideVariation(option, sideId, houseId) : undefined;
  return variant?.fromGround ?? option.fromGround ?? 0;
}

/** A point at `distance` mm along a leaf. */
export function pointOnLeaf(leaf: LeafSpace, distance: number): { x: number; y: number } {
  const along = leaf.offset + distance;
  return leaf.space.direction === 'horizontal'
    ? { x: leaf.space.x + along, y: leaf.space.y }
    : { x: leaf.space.x, y: leaf.space.y + along };
}

export interface WallPlacement { spaceId: number; fill: WallFill; product: number; x1: number; y1: number; x2: number; y2: number }
export interface OptionPlacement {
  spaceId: number; align: OptionAlign; product: number; rotated: boolean;
  /** Centre of the option in plan, mm. */
  x: number; y: number;
  width: number; height: number; fromGround: number;
  direction: 'horizontal' | 'vertical';
}
export interface PillarPlacement { id: number; x: number; y: number; added: boolean }
export interface GablePlacement { gableSpaceId: number; align: 'start' | 'end'; product: number; x1: number; y1: number; x2: number; y2: number; rise: number }

export interface DesignLayout {
  walls: WallPlacement[];
  options: OptionPlacement[];
  pillars: PillarPlacement[];
  gables: GablePlacement[];
}

/**
 * World positions of everything a design stands on the house. Items that refer to leaves, gable spaces or
 * products the house or catalogue lacks are left out (a stale stored design still lays out).
 */
export function computeLayout(
  houseId: number,
  house: HouseSpec,
  configuration: Pick<Configuration, 'walls' | 'options' | 'gables' | 'variations'>,
  products: ReadonlyMap<number, Product>,
  spaceBetweenOptions: number = SPACE_BETWEEN_OPTIONS_DEFAULT,
): DesignLayout {
  const leaves = new Map(leafSpaces(house, configuration.variations).map((l) => [l.id, l]));
  const walls: WallPlacement[] = [];
  const wallsByLeaf = new Map<number, { fill: WallFill; product: Product }[]>();
  for (const wall of configuration.walls) {
    const leaf = leaves.get(wall.spaceId);
    const product = products.get(wall.product);
    if (!leaf || !product) continue;
    const half = Math.floor(leaf.length / 2);
    const [from, to] = wall.fill === 'both' ? [0, leaf.length] : wall.fill === 'start' ? [0, half] : [leaf.length - half, leaf.length];
    const a = pointOnLeaf(leaf, from);
    const b = pointOnLeaf(leaf, to);
    walls.push({ spaceId: wall.spaceId, fill: wall.fill, product: wall.product, x1: a.x, y1: a.y, x2: b.x, y2: b.y });
    const list = wallsByLeaf.get(leaf.id) ?? [];
    list.push({ fill: wall.fill, product });
    wallsByLeaf.set(leaf.id, list);
  }
  const options: OptionPlacement[] = [];
  for (const option of configuration.options) {
    const leaf = leaves.get(option.spaceId);
    const product = products.get(option.product);
    const segment = leaf ? walledSegment(leaf.length, wallsByLeaf.get(leaf.id) ?? []) : null;
    if (!leaf || !product || !segment) continue;
    const width = product.width ?? 0;
    const [from, to] = optionRange(segment, width, option.align, spaceBetweenOptions);
    const centre = pointOnLeaf(leaf, (from + to) / 2);
    options.push({
      spaceId: option.spaceId, align: option.align, product: option.product, rotated: option.rotated,
      x: centre.x, y: centre.y, width, height: product.length ?? 0,
      fromGround: optionFromGround(product, leaf.globalSideId, houseId), direction: leaf.space.direction,
    });
  }
  const pillars = standingPillars(house, configuration.variations)
    .map(({ pillar, added }) => ({ id: pillar.id, x: pillar.x, y: pillar.y, added }));
  const gableSpaces = new Map(house.layout.gableSpaces.map((g) => [g.id, g]));
  const gables: GablePlacement[] = [];
  for (const gable of configuration.gables) {
    const space = gableSpaces.get(gable.gableSpaceId);
    if (!space || !products.has(gable.product)) continue;
    const x2 = space.direction === 'horizontal' ? space.x + space.length : space.x;
    const y2 = space.direction === 'horizontal' ? space.y : space.y + space.length;
    gables.push({ gableSpaceId: gable.gableSpaceId, align: gable.align, product: gable.product, x1: space.x, y1: space.y, x2, y2, rise: space.rise });
  }
  return { walls, options, pillars, gables };
}
