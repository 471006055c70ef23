/**
 * Fitting rules (spec §5 'Option placement', ARCHITECTURE §3 readings 1-3): which wall module fits which
 * space, and which option fits which wall. Pure functions over catalogue records.
 */
import type { HouseSpec, Product, SideVariation, Space, SubSpace } from './catalog';
import { SPACE_BETWEEN_OPTIONS_DEFAULT } from './constants';

/** A leaf space: one sub-space of the chosen variant of a space, with where it sits along that space. */
export interface LeafSpace extends SubSpace {
  space: Space;
  /** Distance from the space's start to this sub-space's start, mm. */
  offset: number;
}

/** The leaf spaces of a house for the chosen variants (absent index means variant 0). */
export function leafSpaces(house: HouseSpec, variations: Record<string, number> = {}): LeafSpace[] {
  const leaves: LeafSpace[] = [];
  for (const space of house.layout.spaces) {
    const variant = space.variants[variations[String(space.id)] ?? 0] ?? space.variants[0];
    let offset = 0;
    for (const sub of variant.subSpaces) {
      leaves.push({ ...sub, space, offset });
      offset += sub.length;
    }
  }
  return leaves;
}

/** Every leaf id any variant of a house can produce (for validating stored designs). */
export function allLeafIds(house: HouseSpec): Set<number> {
  return new Set(house.layout.spaces.flatMap((s) => s.variants.flatMap((v) => v.subSpaces.map((sub) => sub.id))));
}

/** The side variant of a product for a side on a house, if the product exists there. */
export function sideVariation(product: Product, sideId: number, houseId: number): SideVariation | undefined {
  return product.variations.find(
    (v) => v.sideId === sideId && (v.houseId === undefined || v.houseId === houseId)
      && (v.houseIds === undefined || v.houseIds.includes(houseId)),
  );
}

export function isWallProduct(product: Product): boolean {
  return product.productType === 'wallModule' || product.productType === 'fenceModule';
}

export function isOptionProduct(product: Product): boolean {
  return product.productType === 'window' || product.productType === 'door';
}

/** A wall or fence module fits a leaf space when it has a side variant for it and is not disabled. */
export function wallFitsSpace(product: Product, leaf: Pick<SubSpace, 'globalSideId' | 'disabled'>, houseId: number): boolean {
  return isWallProduct(product) && !leaf.disabled && !product.disabledForHouses.includes(houseId)
    && sideVariation(product, leaf.globalSideId, houseId) !== undefined;
}

/** The span a wall covers: the whole leaf, or half of it for a half module. */
export function wallSpan(wall: Product, leafLength: number): number {
  return wall.halfWall ? Math.floor(leafLength / 2) : leafLength;
}

/**
 * The spec's option rule, to the letter: option length + fromGround + spacing < the wall's width, and
 * option width + spacing < the wall's length. In the catalogue an option's `length` is its height and its
 * `width` its horizontal span; a wall module's `width` is its vertical size and the span is the wall's length.
 */
export function optionFitsWall(
  option: Product,
  wall: Product,
  leaf: Pick<SubSpace, 'globalSideId'>,
  span: number,
  houseId: number,
  spaceBetweenOptions: number = SPACE_BETWEEN_OPTIONS_DEFAULT,
): boolean {
  if (!isOptionProduct(option) || option.disabledForHouses.includes(houseId)) return false;
  const variant = option.variations.length > 0 ? sideVariation(option, leaf.globalSideId, houseId) : undefined;
  if (option.variations.length > 0 && !variant) return false;
  const fromGround = variant?.fromGround ?? option.fromGround ?? 0;
  const optionHeight = option.length ?? 0;
  const optionSpan = option.width ?? 0;
  const wallHeight = wall.width ?? 0;
  return optionHeight + fromGround + spaceBetweenOptions < wallHeight && optionSpan + spaceBetweenOptions < span;
}
