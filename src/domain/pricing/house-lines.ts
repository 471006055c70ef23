/**
 * Lines for the parts standing in the house's layout: wall and fence modules, options, gables, the pillars
 * split variants add, and joists (ARCHITECTURE §3 readings 1-4, 6, 7).
 */
import type { Wall, PlacedOption } from '../configuration';
import { splitSpaceIds, standingPillars } from '../geometry';
import type { Product } from '../catalog';
import { addBrushLine, addProductLine, colorAvailable, pillarColorSource, sidePrice, type PricingContext } from './context';

/**
 * The wall an option stands in: a 'both' wall, else the half on the option's side (left -> start,
 * right -> end, center -> start), else the other half.
 */
export function wallForOption(walls: readonly Wall[] | undefined, align: PlacedOption['align']): Wall | undefined {
  if (!walls || walls.length === 0) return undefined;
  const both = walls.find((w) => w.fill === 'both');
  if (both) return both;
  const preferred = align === 'right' ? 'end' : 'start';
  return walls.find((w) => w.fill === preferred) ?? walls[0];
}

function wallsByLeaf(walls: readonly Wall[]): Map<number, Wall[]> {
  const byLeaf = new Map<number, Wall[]>();
  for (const wall of walls) {
    const list = byLeaf.get(wall.spaceId);
    if (list) list.push(wall);
    else byLeaf.set(wall.spaceId, [wall]);
  }
  return byLeaf;
}

/** Options with a subtractPrice lower the line of the wall module they replace part of (reading 7). */
function optionDeductions(ctx: PricingContext, byLeaf: Map<number, Wall[]>): Map<Wall, number> {
  const deductions = new Map<Wall, number>();
  for (const option of ctx.configuration.options) {
    const product = ctx.index.products.get(option.product);
    if (!product || product.subtractPrice === 0) continue;
    const wall = wallForOption(byLeaf.get(option.spaceId), option.align);
    if (wall) deductions.set(wall, (deductions.get(wall) ?? 0) + product.subtractPrice);
  }
  return deductions;
}

export function addWallAndOptionLines(ctx: PricingContext): void {
  const { configuration, index, leaves, house } = ctx;
  const byLeaf = wallsByLeaf(configuration.walls);
  const deductions = optionDeductions(ctx, byLeaf);
  const houseColor = configuration.colorSettings.houseColor;
  for (const wall of configuration.walls) {
    const product = index.products.get(wall.product);
    const leaf = leaves.get(wall.spaceId);
    if (!product || !leaf) continue;
    const { price, costPrice } = sidePrice(product, leaf.globalSideId, house.id);
    const lowered = Math.max(0, price - (deductions.get(wall) ?? 0));
    addProductLine(ctx, { family: 'house', product, amount: 1, price: lowered, costPrice });
    if (product.subtractPrice > 0) ctx.houseDeduction += product.subtractPrice;
    // houseColor colours every wall not brushed otherwise, where the wall offers that colour (reading 6).
    const color = wall.brushedColorId ?? (houseColor !== null && colorAvailable(product, houseColor) ? houseColor : null);
    addBrushLine(ctx, 'house', product, color, leaf.globalSideId);
  }
  for (const option of configuration.options) {
    const product = index.products.get(option.product);
    const leaf = leaves.get(option.spaceId);
    if (!product || !leaf) continue;
    const { price, costPrice } = sidePrice(product, leaf.globalSideId, house.id);
    addProductLine(ctx, { family: 'house', product, amount: 1, price, costPrice });
    addBrushLine(ctx, 'house', product, option.brushedColorId, leaf.globalSideId);
  }
}

export function addGableLines(ctx: PricingContext): void {
  for (const gable of ctx.configuration.gables) {
    const product = ctx.index.products.get(gable.product);
    if (!product) continue;
    addProductLine(ctx, { family: 'house', product, amount: 1 });
    if (product.subtractPrice > 0) ctx.houseDeduction += product.subtractPrice;
    addBrushLine(ctx, 'house', product, gable.brushedColorId);
  }
}

/**
 * Pillars (reading 4): the house price covers its standard frame; a middle post a split variant adds is
 * priced as pillarProduct, or pillarWallProduct when its space holds a wall. A pillar colour adds a brush
 * line priced through `pillarColorSource`: the added pillar's product if it lists colours, else the house.
 */
export function addPillarLines(ctx: PricingContext): void {
  const { house, index, configuration } = ctx;
  const spec = house.house;
  const walledSpaces = new Set<number>();
  for (const wall of configuration.walls) {
    const leaf = ctx.leaves.get(wall.spaceId);
    if (leaf) walledSpaces.add(leaf.space.id);
  }
  const pillarProduct = spec.pillarProduct === null ? undefined : index.products.get(spec.pillarProduct);
  const pillarWallProduct = spec.pillarWallProduct === null ? undefined : index.products.get(spec.pillarWallProduct);
  for (const { pillar, added } of standingPillars(spec, configuration.variations)) {
    let product: Product | undefined;
    if (added) {
      const inWall = pillar.requiredBy !== undefined && walledSpaces.has(pillar.requiredBy.spaceId);
      product = (inWall ? pillarWallProduct : undefined) ?? pillarProduct;
      if (product) addProductLine(ctx, { family: 'house', product, amount: 1 });
    }
    const color = configuration.colorSettings.pillarColor[String(pillar.id)];
    if (color !== undefined) addBrushLine(ctx, 'house', pillarColorSource(house, product), color);
  }
}

/**
 * Joists (reading 4): joistProductAlways once on every design, joistProduct once per roof span (each
 * joist of the layout), joistProductOnlyOnSplitted once per space whose chosen variant is split.
 */
export function addJoistLines(ctx: PricingContext): void {
  const spec = ctx.house.house;
  const add = (id: number | null, amount: number) => {
    const product = id === null ? undefined : ctx.index.products.get(id);
    if (product) addProductLine(ctx, { family: 'house', product, amount });
  };
  add(spec.joistProductAlways, 1);
  add(spec.joistProduct, spec.layout.joists.length);
  add(spec.joistProductOnlyOnSplitted, splitSpaceIds(spec, ctx.configuration.variations).length);
}
