/**
 * The working state of one pricing run and the rules every product line shares: placement lines,
 * product dependencies, products ordered separately and brush (colour surcharge) lines
 * (ARCHITECTURE §3 readings 6 and 7).
 */
import type { Color, Product } from '../catalog';
import type { HouseProduct } from '../catalog-index';
import type { Configuration } from '../configuration';
import type { LineCategory } from '../constants';
import { sideVariation, type LeafSpace } from '../fitting';
import type { LineCollector } from './line-collector';
import type { CatalogIndex, QuoteLine } from './types';

export type { HouseProduct } from '../catalog-index';

export interface PricingContext {
  index: CatalogIndex;
  configuration: Configuration;
  house: HouseProduct;
  leaves: Map<number, LeafSpace>;
  lines: LineCollector;
  /** subtractPrice of parts that replace a standard part of the house; lowers the house line (reading 7). */
  houseDeduction: number;
}

/** Which families of categories a line belongs to: house parts or loose furniture/light items. */
export type LineFamily = 'house' | 'furniture';

const PLACEMENT_CATEGORY: Record<LineFamily, LineCategory> = { house: 'placement', furniture: 'furniturePlacement' };
const BRUSH_CATEGORY: Record<LineFamily, LineCategory> = { house: 'brush', furniture: 'furnitureBrush' };
const BASE_CATEGORY: Record<LineFamily, LineCategory> = { house: 'material', furniture: 'furniture' };
/** Dependencies of dependencies are followed this deep; catalogue cycles stop here too. */
const MAX_DEPENDENCY_DEPTH = 3;

/** Unit price and cost of a product on a side: its side variant when it has one there, else its own. */
export function sidePrice(product: Product, sideId: number | undefined, houseId: number): { price: number; costPrice: number } {
  if (sideId !== undefined && product.variations.length > 0) {
    const variant = sideVariation(product, sideId, houseId);
    if (variant) return { price: variant.price, costPrice: variant.costPrice };
  }
  return { price: product.price, costPrice: product.costPrice };
}

/** A product in a category flagged productsOrderedSeparately is ordered apart: a looseMaterialProduct line. */
function orderedSeparately(ctx: PricingContext, product: Product): boolean {
  for (const ref of product.categories) {
    if (ctx.index.categories.get(ref.id)?.productsOrderedSeparately) return true;
  }
  return false;
}

export interface ProductLineInput {
  family: LineFamily;
  product: Product;
  amount: number;
  /**
   * How many items the amount stands for, which is what dependencies and separately ordered products
   * follow: equal to amount for products counted in pieces, 1 for a roof priced per m² or racks per metre.
   */
  pieces?: number;
  price?: number;
  costPrice?: number;
}

/**
 * Adds a product's line plus what it pulls in: its placement line (placementProductId, same amount), its
 * dependencies (productDependencyIds, one per piece) and its productsOrderedSeparately (looseMaterialProduct
 * lines, one per piece).
 */
export function addProductLine(ctx: PricingContext, input: ProductLineInput, depth = 0): QuoteLine | undefined {
  const { product, amount, family } = input;
  if (amount <= 0) return undefined;
  const category = family === 'house' && orderedSeparately(ctx, product) ? 'looseMaterialProduct' : BASE_CATEGORY[family];
  const line = ctx.lines.add({
    category,
    product,
    amount,
    price: input.price ?? product.price,
    costPrice: input.costPrice ?? product.costPrice,
  });
  const placement = product.placementProductId === null ? undefined : ctx.index.products.get(product.placementProductId);
  if (placement) {
    ctx.lines.add({ category: PLACEMENT_CATEGORY[family], product: placement, amount, price: placement.price, costPrice: placement.costPrice });
  }
  const pieces = input.pieces ?? amount;
  for (const id of product.productsOrderedSeparately) {
    const separate = ctx.index.products.get(id);
    if (separate) ctx.lines.add({ category: 'looseMaterialProduct', product: separate, amount: pieces, price: separate.price, costPrice: separate.costPrice });
  }
  if (depth < MAX_DEPENDENCY_DEPTH) {
    for (const id of product.productDependencyIds) {
      const dependency = ctx.index.products.get(id);
      if (dependency && dependency.id !== product.id) addProductLine(ctx, { family, product: dependency, amount: pieces }, depth + 1);
    }
  }
  return line;
}

/** A colour can go on a product when the product lists it, with or without a surcharge. */
export function colorAvailable(product: Product, colorId: number): boolean {
  return product.availableColors.includes(colorId) || product.availableColorsWithoutPrice.includes(colorId);
}

/**
 * What a pillar's colour is checked and priced against: an added pillar's own product when it lists
 * colours, else the house product (standard pillars are part of the house's frame).
 */
export function pillarColorSource(house: Product, pillarProduct: Product | undefined): Product {
  return pillarProduct && (pillarProduct.availableColors.length > 0 || pillarProduct.availableColorsWithoutPrice.length > 0) ? pillarProduct : house;
}

/**
 * A brush line for one coloured item (reading 6): only when the colour carries a surcharge on this product
 * (not in availableColorsWithoutPrice), priced by the item's colorProductId product, on the item's side when
 * that colour product has side variants. The line names the colour.
 */
export function addBrushLine(ctx: PricingContext, family: LineFamily, product: Product, colorId: number | null, sideId?: number): void {
  if (colorId === null || product.availableColorsWithoutPrice.includes(colorId)) return;
  const color: Color | undefined = ctx.index.colors.get(colorId);
  const colorProduct = product.colorProductId === null ? undefined : ctx.index.products.get(product.colorProductId);
  if (!color || !colorProduct) return;
  const { price, costPrice } = sidePrice(colorProduct, sideId, ctx.house.id);
  ctx.lines.add({ category: BRUSH_CATEGORY[family], product: colorProduct, amount: 1, price, costPrice, color });
}
