/**
 * Fitting rules (spec §5 'Option placement', ARCHITECTURE §3 readings 1-3): which wall module fits which
 * space, and which option fits which wall. Pure functions over catalogue records.
 */
import type { HouseSpec, Product, SideVariation, Space, SubSpace } from './catalog';
import type { Configuration } from './configuration';
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

/** What a design may refer to besides products (colours), for configurationFitProblems. */
export interface FitLookup {
  product: (id: number) => Product | undefined;
  colorExists?: (id: number) => boolean;
  spaceBetweenOptions?: number;
}

const PRODUCT_SLOTS: Array<[keyof Pick<Configuration, 'selectedRoofProduct' | 'selectedRoofRackProductFront' | 'selectedRoofRackProductBehind'>, Product['productType']]> = [
  ['selectedRoofProduct', 'roof'], ['selectedRoofRackProductFront', 'roofRack'], ['selectedRoofRackProductBehind', 'roofRack'],
];

/**
 * Every way a stored design breaks the fitting rules, as readable messages (empty when it fits): unknown or
 * disabled products, walls on spaces they do not fit or with the wrong fill, options without a wall under
 * them or too big for it, overlapping options, gables on unknown gable spaces. Used by the seed check and
 * usable by anything that accepts a design from outside.
 */
export function configurationFitProblems(config: Configuration, lookup: FitLookup): string[] {
  const problems: string[] = [];
  const houseProduct = lookup.product(config.selectedHouse);
  const house = houseProduct?.house;
  if (!houseProduct || !house) return [`selectedHouse ${config.selectedHouse} is not a house`];
  const houseId = houseProduct.id;
  const usable = (id: number, what: string, types?: Product['productType'][]): Product | undefined => {
    const p = lookup.product(id);
    if (!p) problems.push(`${what}: product ${id} does not exist`);
    else if (types && !types.includes(p.productType)) problems.push(`${what}: product ${id} is a ${p.productType}`);
    else if (p.disabledForHouses.includes(houseId)) problems.push(`${what}: product ${id} is disabled for house ${houseId}`);
    else return p;
    return undefined;
  };
  const color = (id: number | null, what: string) => {
    if (id !== null && lookup.colorExists && !lookup.colorExists(id)) problems.push(`${what}: colour ${id} does not exist`);
  };

  for (const [spaceId, index] of Object.entries(config.variations)) {
    const space = house.layout.spaces.find((s) => String(s.id) === spaceId);
    if (!space || index >= space.variants.length) problems.push(`variation ${spaceId}=${index} does not exist`);
  }
  const leaves = new Map(leafSpaces(house, config.variations).map((leaf) => [leaf.id, leaf]));

  const wallsBySpace = new Map<number, Array<{ product: Product; fill: string }>>();
  for (const wall of config.walls) {
    const leaf = leaves.get(wall.spaceId);
    const product = usable(wall.product, `wall on ${wall.spaceId}`, ['wallModule', 'fenceModule']);
    color(wall.brushedColorId, `wall on ${wall.spaceId}`);
    if (!leaf) { problems.push(`wall on ${wall.spaceId}: no such leaf space in the chosen variants`); continue; }
    if (!product) continue;
    if (!wallFitsSpace(product, leaf, houseId)) problems.push(`wall ${product.id} does not fit space ${leaf.id}`);
    if (product.halfWall === (wall.fill === 'both')) problems.push(`wall ${product.id} on ${leaf.id} has fill ${wall.fill}`);
    const list = wallsBySpace.get(leaf.id) ?? [];
    list.push({ product, fill: wall.fill });
    wallsBySpace.set(leaf.id, list);
  }
  for (const [spaceId, list] of wallsBySpace) {
    const fills = list.map((w) => w.fill);
    if (fills.length > 2 || (fills.includes('both') && fills.length > 1) || new Set(fills).size !== fills.length) {
      problems.push(`space ${spaceId} has overlapping walls (${fills.join(', ')})`);
    }
  }

  const optionsBySpace = new Map<number, Product[]>();
  for (const option of config.options) {
    const leaf = leaves.get(option.spaceId);
    const product = usable(option.product, `option on ${option.spaceId}`, ['window', 'door']);
    color(option.brushedColorId, `option on ${option.spaceId}`);
    if (!leaf || !product) { if (!leaf) problems.push(`option on ${option.spaceId}: no such leaf space`); continue; }
    const walls = wallsBySpace.get(leaf.id) ?? [];
    if (walls.length === 0) problems.push(`option ${product.id} on ${leaf.id} has no wall`);
    else if (!walls.some((w) => optionFitsWall(product, w.product, leaf, wallSpan(w.product, leaf.length), houseId, lookup.spaceBetweenOptions))) {
      problems.push(`option ${product.id} does not fit the wall on ${leaf.id}`);
    }
    optionsBySpace.set(leaf.id, [...(optionsBySpace.get(leaf.id) ?? []), product]);
  }
  for (const [spaceId, products] of optionsBySpace) {
    const aligns = config.options.filter((o) => o.spaceId === spaceId).map((o) => o.align);
    const spacing = lookup.spaceBetweenOptions ?? SPACE_BETWEEN_OPTIONS_DEFAULT;
    const needed = products.reduce((sum, p) => sum + (p.width ?? 0), 0) + spacing * (products.length + 1);
    if (new Set(aligns).size !== aligns.length || needed > (leaves.get(spaceId)?.length ?? 0)) problems.push(`options on ${spaceId} overlap`);
  }

  for (const gable of config.gables) {
    const gableSpace = house.layout.gableSpaces.find((g) => g.id === gable.gableSpaceId);
    const product = usable(gable.product, `gable on ${gable.gableSpaceId}`, ['gable', 'gableRotated']);
    color(gable.brushedColorId, `gable on ${gable.gableSpaceId}`);
    if (!gableSpace) { problems.push(`gable space ${gable.gableSpaceId} does not exist`); continue; }
    const sideId = house.layout.spaces.find((s) => s.id === gableSpace.spaceId)?.variants[0].subSpaces[0].globalSideId;
    if (product && (sideId === undefined || !sideVariation(product, sideId, houseId))) problems.push(`gable ${product.id} does not fit gable space ${gableSpace.id}`);
  }

  for (const [key, type] of PRODUCT_SLOTS) if (config[key] !== 0) usable(config[key], key, [type]);
  for (const id of config.selectedFacadeCladdingProducts) usable(id, 'selectedFacadeCladdingProducts');
  for (const [type, id] of Object.entries(config.selectedFoundations)) if (id !== undefined) usable(id, type, [type as Product['productType']]);
  for (const item of [...config.furnitureProducts, ...config.lightStreetProducts]) {
    usable(item.product, `item ${item.index}`, ['furniture']);
    color(item.brushedColorId, `item ${item.index}`);
  }
  for (const loose of config.looseProducts) usable(loose.productId, 'looseProducts');
  color(config.colorSettings.houseColor, 'houseColor');
  for (const [pillarId, colorId] of Object.entries(config.colorSettings.pillarColor)) {
    if (!house.layout.pillars.some((p) => String(p.id) === pillarId)) problems.push(`pillarColor for unknown pillar ${pillarId}`);
    color(colorId, `pillar ${pillarId}`);
  }
  return problems;
}
