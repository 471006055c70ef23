/**
 * validateConfiguration: is a design possible with this catalogue? The server prices only designs that
 * pass, so this repeats every rule the editor's commands enforce (ARCHITECTURE §3 readings 1-8, spec §4-5):
 * products exist and have the right type, walls stand on leaf spaces of the chosen variants and fit, at most
 * one 'both' or one start + one end wall per space, options only on walled spaces, fitting, at most three
 * per space and never overlapping, gables on gable spaces, items inside the pan area, colours available.
 * Returns the reasons (Dutch, from texts) — an empty list means valid.
 */
import type { Catalog, Product, ProductType } from './catalog';
import type { Configuration, OptionAlign } from './configuration';
import { wallFitsSpace, type LeafSpace } from './fitting';
import { panArea, standingPillars } from './geometry';
import { optionPlacementProblem } from './layout';
import { asIndex, houseProduct, leavesFor, type HouseProduct } from './catalog-index';
import { pillarColorSource } from './pricing/context';
import type { CatalogIndex } from './pricing/types';
import { pricing } from './texts/pricing';

const t = pricing.invalid;
const parts = pricing.parts;
const MAX_OPTIONS_PER_SPACE = 3;

const WALL_TYPES: readonly ProductType[] = ['wallModule', 'fenceModule'];
const OPTION_TYPES: readonly ProductType[] = ['window', 'door'];
const GABLE_TYPES: readonly ProductType[] = ['gable', 'gableRotated'];
/** Facade cladding is sold as material; option packages share its slot (reading 8). */
const CLADDING_TYPES: readonly ProductType[] = ['material', 'optionPackage'];
const ITEM_TYPES: readonly ProductType[] = ['furniture'];
const LOOSE_TYPES: readonly ProductType[] = ['looseProduct', 'looseMaterialProduct'];

class Reasons {
  readonly list: string[] = [];
  private readonly seen = new Set<string>();
  add(reason: string): void {
    if (!this.seen.has(reason)) {
      this.seen.add(reason);
      this.list.push(reason);
    }
  }
}

interface Check {
  index: CatalogIndex;
  configuration: Configuration;
  house: HouseProduct;
  leaves: Map<number, LeafSpace>;
  reasons: Reasons;
}

/** The product when it exists, has one of `types` and is not disabled for the house; else a reason. */
function requireProduct(check: Check, what: string, id: number, types: readonly ProductType[], expected: string): Product | undefined {
  const product = check.index.products.get(id);
  if (!product) return void check.reasons.add(t.unknownProduct(what, id));
  if (!types.includes(product.productType)) return void check.reasons.add(t.wrongProductType(what, id, expected));
  if (product.disabledForHouses.includes(check.house.id)) return void check.reasons.add(t.disabledForHouse(what, id));
  return product;
}

function checkColor(check: Check, what: string, product: Product | undefined, colorId: number | null): void {
  if (colorId === null) return;
  if (!check.index.colors.has(colorId)) return check.reasons.add(t.unknownColor(what, colorId));
  if (product && !product.availableColors.includes(colorId) && !product.availableColorsWithoutPrice.includes(colorId)) {
    check.reasons.add(t.colorNotAvailable(what, colorId, product.id));
  }
}

function checkVariations(check: Check): void {
  const spaces = new Map(check.house.house.layout.spaces.map((s) => [String(s.id), s]));
  for (const [spaceId, chosen] of Object.entries(check.configuration.variations)) {
    const space = spaces.get(spaceId);
    if (!space) check.reasons.add(t.unknownVariationSpace(Number(spaceId)));
    else if (chosen >= space.variants.length) check.reasons.add(t.unknownVariation(space.id, chosen));
  }
}

/** Walls, then the options on them; returns nothing, collects reasons. */
function checkWallsAndOptions(check: Check): void {
  const { configuration, leaves, house, reasons } = check;
  const wallsOnLeaf = new Map<number, { fill: Configuration['walls'][number]['fill']; product: Product }[]>();
  for (const wall of configuration.walls) {
    const product = requireProduct(check, parts.wall, wall.product, WALL_TYPES, 'wand');
    const leaf = leaves.get(wall.spaceId);
    if (!leaf) reasons.add(t.unknownSpace(parts.wall, wall.spaceId));
    if (!product || !leaf) continue;
    if (!wallFitsSpace(product, leaf, house.id)) reasons.add(t.wallDoesNotFit(product.id, leaf.id));
    // Reading 2: a full module fills 'both', a half module the half that was clicked.
    if ((wall.fill === 'both') === product.halfWall) reasons.add(t.wallFill(product.id, wall.fill));
    checkColor(check, parts.wall, product, wall.brushedColorId);
    const list = wallsOnLeaf.get(leaf.id) ?? [];
    list.push({ fill: wall.fill, product });
    wallsOnLeaf.set(leaf.id, list);
  }
  for (const [leafId, walls] of wallsOnLeaf) {
    const count = (fill: string) => walls.filter((w) => w.fill === fill).length;
    if ((count('both') > 0 && walls.length > 1) || count('start') > 1 || count('end') > 1) reasons.add(t.wallsOverlap(leafId));
  }

  const spacing = check.index.settings.spaceBetweenOptions;
  const placed = new Map<number, { align: OptionAlign; width: number }[]>();
  for (const option of configuration.options) {
    const product = requireProduct(check, parts.option, option.product, OPTION_TYPES, 'raam of deur');
    const leaf = leaves.get(option.spaceId);
    if (!leaf) reasons.add(t.unknownSpace(parts.option, option.spaceId));
    if (!product || !leaf) continue;
    checkColor(check, parts.option, product, option.brushedColorId);
    const others = placed.get(leaf.id) ?? [];
    const problem = optionPlacementProblem({
      option: product, align: option.align, leaf, walls: wallsOnLeaf.get(leaf.id) ?? [], others, houseId: house.id, spacing,
    });
    if (problem === 'noWall') {
      reasons.add(t.optionWithoutWall(product.id, leaf.id));
      continue;
    }
    if (problem === 'doesNotFit') reasons.add(t.optionDoesNotFit(product.id, leaf.id));
    else if (problem) reasons.add(t.optionsOverlap(leaf.id));
    others.push({ align: option.align, width: product.width ?? 0 });
    placed.set(leaf.id, others);
    if (others.length > MAX_OPTIONS_PER_SPACE) reasons.add(t.tooManyOptions(leaf.id));
  }
}

function checkGables(check: Check): void {
  const gableSpaces = new Set(check.house.house.layout.gableSpaces.map((g) => g.id));
  const used = new Set<number>();
  for (const gable of check.configuration.gables) {
    const product = requireProduct(check, parts.gable, gable.product, GABLE_TYPES, 'gevel');
    if (!gableSpaces.has(gable.gableSpaceId)) check.reasons.add(t.unknownGableSpace(gable.gableSpaceId));
    else if (used.has(gable.gableSpaceId)) check.reasons.add(t.gablesOverlap(gable.gableSpaceId));
    used.add(gable.gableSpaceId);
    checkColor(check, parts.gable, product, gable.brushedColorId);
  }
}

function checkSelections(check: Check): void {
  const c = check.configuration;
  if (c.selectedRoofProduct) requireProduct(check, parts.roof, c.selectedRoofProduct, ['roof'], 'dak');
  if (c.selectedRoofRackProductFront) requireProduct(check, parts.roofRackFront, c.selectedRoofRackProductFront, ['roofRack'], 'daktrim');
  if (c.selectedRoofRackProductBehind) requireProduct(check, parts.roofRackBehind, c.selectedRoofRackProductBehind, ['roofRack'], 'daktrim');
  const cladding = new Set<number>();
  for (const id of c.selectedFacadeCladdingProducts) {
    if (cladding.has(id)) check.reasons.add(t.duplicateProduct(parts.facadeCladding, id));
    cladding.add(id);
    requireProduct(check, parts.facadeCladding, id, CLADDING_TYPES, 'gevelbekleding of optiepakket');
  }
  for (const type of ['foundationWall', 'foundationBase', 'fastFoundation'] as const) {
    const id = c.selectedFoundations[type];
    if (id !== undefined) requireProduct(check, parts.foundation, id, [type], type);
  }
  const loose = new Set<number>();
  for (const item of c.looseProducts) {
    if (loose.has(item.productId)) check.reasons.add(t.duplicateProduct(parts.looseProduct, item.productId));
    loose.add(item.productId);
    requireProduct(check, parts.looseProduct, item.productId, LOOSE_TYPES, 'bijproduct');
  }
}

function checkItems(check: Check): void {
  const area = panArea(check.house.house);
  const lists = [[parts.furniture, check.configuration.furnitureProducts], [parts.lightStreet, check.configuration.lightStreetProducts]] as const;
  for (const [what, items] of lists) {
    for (const item of items) {
      const product = requireProduct(check, what, item.product, ITEM_TYPES, 'los object');
      if (item.x < area.minX || item.x > area.maxX || item.y < area.minY || item.y > area.maxY) {
        check.reasons.add(t.itemOutsidePlan(item.product));
      }
      checkColor(check, what, product, item.brushedColorId);
    }
  }
}

function checkColors(check: Check): void {
  const { houseColor, pillarColor } = check.configuration.colorSettings;
  // houseColor colours the walls that offer it (reading 6); it need only exist.
  if (houseColor !== null && !check.index.colors.has(houseColor)) check.reasons.add(t.unknownColor(parts.houseColor, houseColor));
  const spec = check.house.house;
  const standing = new Map(standingPillars(spec, check.configuration.variations).map((s) => [String(s.pillar.id), s]));
  const product = (id: number | null) => (id === null ? undefined : check.index.products.get(id));
  const walledSpaces = new Set(check.configuration.walls.map((w) => check.leaves.get(w.spaceId)?.space.id));
  for (const [pillarId, colorId] of Object.entries(pillarColor)) {
    const entry = standing.get(pillarId);
    if (!entry) {
      check.reasons.add(t.unknownPillar(Number(pillarId)));
      continue;
    }
    // The same product pricing colours this pillar with (pricing/house-lines.ts).
    const inWall = entry.added && entry.pillar.requiredBy !== undefined && walledSpaces.has(entry.pillar.requiredBy.spaceId);
    const added = entry.added ? (inWall ? product(spec.pillarWallProduct) : undefined) ?? product(spec.pillarProduct) : undefined;
    checkColor(check, parts.pillar, pillarColorSource(check.house, added), colorId);
  }
}

/**
 * The reasons a design is not possible with this catalogue, or [] when it is.
 * validateConfiguration(config, indexCatalog(catalog)) -> ['Wand 12 past niet op ruimte 4.']
 */
export function validateConfiguration(configuration: Configuration, catalog: CatalogIndex | Catalog): string[] {
  const index = asIndex(catalog);
  const house = houseProduct(index, configuration.selectedHouse);
  if (!house) return [t.unknownHouse(configuration.selectedHouse)];
  const check: Check = {
    index,
    configuration,
    house,
    leaves: leavesFor(index, house, configuration.variations),
    reasons: new Reasons(),
  };
  checkVariations(check);
  checkWallsAndOptions(check);
  checkGables(check);
  checkSelections(check);
  checkItems(check);
  checkColors(check);
  return check.reasons.list;
}
