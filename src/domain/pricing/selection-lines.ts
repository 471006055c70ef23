/**
 * Lines for products chosen from the menu, with amounts derived from geometry (ARCHITECTURE §3 reading 5):
 * roof, facade cladding and option packages, roof racks, foundations; plus free furniture and light items
 * and loose products.
 *
 * Units decided here (documented in src/domain/pricing/README.md):
 * - roof: price per m² of covered roof (overhang included, sloped for pitched roofs), amount rounded up;
 * - facade cladding: price per wall module it clads (every wall or fence module of the design, a half
 *   module counting as one), so a catalogue price reads 'per module'; option packages
 *   (productType 'optionPackage') are one piece each;
 * - roof racks: price per started metre of the roof edge they run along (house width + 2 × overhang);
 * - foundationWall: ceil(L / item length), L = length of all walled leaf spaces;
 * - fastFoundation: ceil(pile length in m × 1.5) piles per standing pillar;
 * - foundationBase: one per standing pillar.
 */
import type { Product } from '../catalog';
import type { PlacedItem } from '../configuration';
import { FAST_FOUNDATION_PILE_FACTOR } from '../constants';
import { roofEdgeLength, roofSquareMeters, standingPillars, walledLength } from '../geometry';
import { addBrushLine, addProductLine, type PricingContext } from './context';

const MM_PER_M = 1000;

/** Adds a house-part product with a derived amount; its subtractPrice lowers the house line (reading 7). */
function addSelected(ctx: PricingContext, product: Product | undefined, amount: number, pieces = amount): void {
  if (!product || amount <= 0) return;
  addProductLine(ctx, { family: 'house', product, amount, pieces });
  if (product.subtractPrice > 0) ctx.houseDeduction += product.subtractPrice * amount;
}

function product(ctx: PricingContext, id: number | undefined): Product | undefined {
  return id ? ctx.index.products.get(id) : undefined;
}

export function addRoofLines(ctx: PricingContext): void {
  addSelected(ctx, product(ctx, ctx.configuration.selectedRoofProduct), roofSquareMeters(ctx.house.house), 1);
}

/** The wall modules facade cladding is priced over: every wall on a leaf of the chosen variants. */
export function claddingModules(ctx: PricingContext): number {
  let modules = 0;
  for (const wall of ctx.configuration.walls) if (ctx.leaves.has(wall.spaceId)) modules += 1;
  return modules;
}

export function addCladdingLines(ctx: PricingContext): void {
  for (const id of ctx.configuration.selectedFacadeCladdingProducts) {
    const selected = product(ctx, id);
    if (!selected) continue;
    if (selected.productType === 'optionPackage') addSelected(ctx, selected, 1);
    else addSelected(ctx, selected, claddingModules(ctx), 1);
  }
}

/** Roof rack amount: started metres of the roof edge (front and rear edges are equally long). */
export function roofRackMeters(ctx: PricingContext): number {
  return Math.ceil(roofEdgeLength(ctx.house.house) / MM_PER_M);
}

export function addRoofRackLines(ctx: PricingContext): void {
  const meters = roofRackMeters(ctx);
  addSelected(ctx, product(ctx, ctx.configuration.selectedRoofRackProductFront), meters, 1);
  addSelected(ctx, product(ctx, ctx.configuration.selectedRoofRackProductBehind), meters, 1);
}

/** ceil(pile length × 1.5) with the length in metres, in integer arithmetic: ceil(mm × 3 / 2000). */
export function pilesPerPillar(pileLengthMm: number): number {
  return Math.ceil((pileLengthMm * FAST_FOUNDATION_PILE_FACTOR * 2) / (2 * MM_PER_M));
}

export function addFoundationLines(ctx: PricingContext): void {
  const { selectedFoundations, variations } = ctx.configuration;
  const pillars = standingPillars(ctx.house.house, variations).length;
  const wall = product(ctx, selectedFoundations.foundationWall);
  if (wall && (wall.length ?? 0) > 0) {
    addSelected(ctx, wall, Math.ceil(walledLength(ctx.leaves, ctx.configuration) / (wall.length as number)));
  }
  addSelected(ctx, product(ctx, selectedFoundations.foundationBase), pillars);
  const fast = product(ctx, selectedFoundations.fastFoundation);
  if (fast) addSelected(ctx, fast, pillars * pilesPerPillar(fast.length ?? 0));
}

function addItemLines(ctx: PricingContext, items: readonly PlacedItem[]): void {
  for (const item of items) {
    const selected = ctx.index.products.get(item.product);
    if (!selected) continue;
    addProductLine(ctx, { family: 'furniture', product: selected, amount: 1 });
    addBrushLine(ctx, 'furniture', selected, item.brushedColorId);
  }
}

export function addFurnitureLines(ctx: PricingContext): void {
  addItemLines(ctx, ctx.configuration.furnitureProducts);
  addItemLines(ctx, ctx.configuration.lightStreetProducts);
}

export function addLooseProductLines(ctx: PricingContext, looseProducts: readonly { productId: number; amount: number }[]): void {
  for (const loose of looseProducts) {
    const selected = ctx.index.products.get(loose.productId);
    if (selected && loose.amount > 0) {
      ctx.lines.add({ category: 'looseProduct', product: selected, amount: loose.amount, price: selected.price, costPrice: selected.costPrice });
    }
  }
}
