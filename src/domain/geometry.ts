/**
 * Quantities derived from a house's layout and a design (ARCHITECTURE §3 reading 5): roof area, walled
 * length, the pillars that stand for the chosen variants, the pan area. Pure functions, units mm.
 */
import type { HouseSpec, Pillar } from './catalog';
import type { Configuration } from './configuration';
import { DEFAULT_FURNITURE_SIZE, PAN_MARGIN } from './constants';
import { leafSpaces, type LeafSpace } from './fitting';

const MM2_PER_M2 = 1_000_000;
/** Guards Math.ceil against float noise (e.g. 12.000000000000002 m² must stay 12). */
const CEIL_EPSILON = 1e-9;

/** ceil for quantities computed in floating point. */
export function ceilQuantity(value: number): number {
  return Math.ceil(value - CEIL_EPSILON);
}

/**
 * The roof's covered area in mm², overhang included on every side; for pitched roofs (lean-to, gable) the
 * sloped area, i.e. the plan area divided by cos(pitch). roofArea({ width: 3000, length: 2000, overhang: 0,
 * roofType: 'flat' }) === 6_000_000.
 */
export function roofArea(house: Pick<HouseSpec, 'width' | 'length' | 'overhang' | 'roofType' | 'roofPitch'>): number {
  const plan = (house.width + 2 * house.overhang) * (house.length + 2 * house.overhang);
  if (house.roofType === 'flat' || house.roofPitch <= 0) return plan;
  return plan / Math.cos((house.roofPitch * Math.PI) / 180);
}

/** The roof product amount: covered area in m², rounded up (spec §9). */
export function roofSquareMeters(house: Pick<HouseSpec, 'width' | 'length' | 'overhang' | 'roofType' | 'roofPitch'>): number {
  return ceilQuantity(roofArea(house) / MM2_PER_M2);
}

/** Length of the front (or rear) roof edge, overhang included: the span a roof rack runs along, mm. */
export function roofEdgeLength(house: Pick<HouseSpec, 'width' | 'overhang'>): number {
  return house.width + 2 * house.overhang;
}

/** Leaf spaces of the chosen variants by id. */
export function leafMap(house: HouseSpec, variations: Record<string, number> = {}): Map<number, LeafSpace> {
  return new Map(leafSpaces(house, variations).map((leaf) => [leaf.id, leaf]));
}

/** The ids of leaves holding at least one wall. */
export function walledLeafIds(configuration: Pick<Configuration, 'walls'>): Set<number> {
  return new Set(configuration.walls.map((w) => w.spaceId));
}

/**
 * L of reading 5: the summed length of every leaf space that holds a wall (a half wall makes its whole
 * leaf 'walled' for the foundation beneath it), mm. Walls on leaves the variants do not produce are ignored.
 */
export function walledLength(leaves: Map<number, LeafSpace>, configuration: Pick<Configuration, 'walls'>): number {
  let total = 0;
  for (const id of walledLeafIds(configuration)) total += leaves.get(id)?.length ?? 0;
  return total;
}

/**
 * The length actually covered by wall modules: a 'both' wall covers its leaf, a 'start' or 'end' (half)
 * wall half of it (reading 2), mm.
 */
export function wallSpanLength(leaves: Map<number, LeafSpace>, configuration: Pick<Configuration, 'walls'>): number {
  let total = 0;
  for (const wall of configuration.walls) {
    const leaf = leaves.get(wall.spaceId);
    if (!leaf) continue;
    total += wall.fill === 'both' ? leaf.length : Math.floor(leaf.length / 2);
  }
  return total;
}

export interface StandingPillar {
  pillar: Pillar;
  /** True for a middle post a split variant asks for (priced as pillarProduct / pillarWallProduct). */
  added: boolean;
}

/**
 * The pillars that stand for the chosen variants: every pillar without `emptyByDefault` and `requiredBy`,
 * plus those whose `requiredBy` names the chosen variant of their space (ARCHITECTURE §3 reading 4).
 */
export function standingPillars(house: HouseSpec, variations: Record<string, number> = {}): StandingPillar[] {
  const result: StandingPillar[] = [];
  for (const pillar of house.layout.pillars) {
    if (pillar.requiredBy) {
      if ((variations[String(pillar.requiredBy.spaceId)] ?? 0) === pillar.requiredBy.variant) result.push({ pillar, added: true });
    } else if (!pillar.emptyByDefault) {
      result.push({ pillar, added: false });
    }
  }
  return result;
}

/** Pillar positions (x, y in mm) of the chosen variants. */
export function pillarPositions(house: HouseSpec, variations: Record<string, number> = {}): { id: number; x: number; y: number }[] {
  return standingPillars(house, variations).map(({ pillar }) => ({ id: pillar.id, x: pillar.x, y: pillar.y }));
}

/** Spaces whose chosen variant splits them into more than one sub-space. */
export function splitSpaceIds(house: HouseSpec, variations: Record<string, number> = {}): number[] {
  return house.layout.spaces
    .filter((space) => (space.variants[variations[String(space.id)] ?? 0] ?? space.variants[0]).subSpaces.length > 1)
    .map((space) => space.id);
}

/** The 2D plan's pan area: the house plus PAN_MARGIN on every side; items must stay inside it. */
export function panArea(house: Pick<HouseSpec, 'width' | 'length'>): { minX: number; minY: number; maxX: number; maxY: number } {
  return { minX: -PAN_MARGIN, minY: -PAN_MARGIN, maxX: house.width + PAN_MARGIN, maxY: house.length + PAN_MARGIN };
}

/** Items smaller than this are drawn, hit and indexed at this size, mm (a fingertip must be able to take them). */
export const MIN_ITEM_SIZE = 150;

type Sized = { width?: number | null; length?: number | null } | undefined;

/**
 * Footprint of a furniture or light item in plan, before rotation, mm (width along x, length along y): a product
 * without a size is the spec's default furniture size of 50; square when only its width is known.
 */
export function itemFootprint(product: Sized): { w: number; h: number } {
  const w = product?.width ?? DEFAULT_FURNITURE_SIZE;
  return { w, h: product?.length ?? w };
}

/** The size an item is drawn, hit and indexed at: its footprint, at least MIN_ITEM_SIZE on each side. */
export function itemHitSize(product: Sized): { w: number; h: number } {
  const { w, h } = itemFootprint(product);
  return { w: Math.max(w, MIN_ITEM_SIZE), h: Math.max(h, MIN_ITEM_SIZE) };
}

/** Axis-aligned bounds of an item's footprint turned by `rotation` degrees about its centre. */
export function itemBounds(x: number, y: number, rotation: number, size: { w: number; h: number }): { minX: number; minY: number; maxX: number; maxY: number } {
  const rad = (rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(rad));
  const sin = Math.abs(Math.sin(rad));
  const hx = (size.w * cos + size.h * sin) / 2;
  const hy = (size.w * sin + size.h * cos) / 2;
  return { minX: x - hx, minY: y - hy, maxX: x + hx, maxY: y + hy };
}
