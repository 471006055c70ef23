/**
 * The one index of a loaded catalogue: lookup maps built once per catalogue so pricing, validation, the
 * editor and the worker never scan arrays per design item (the price estimate budget is < 5 ms on a large
 * design), and the category tree read from them (children, members, path from the root).
 */
import type { Catalog, Category, Color, GlobalSettings, GlobalSide, HouseSpec, Product } from './catalog';
import { ROOT_CATEGORY_ID } from './constants';
import { leafMap } from './geometry';
import type { LeafSpace } from './fitting';
import { compareNames } from './name-order';

/** Lookup maps over a catalogue, built once by `indexCatalog`. Treat as read-only. */
export interface CatalogIndex {
  products: Map<number, Product>;
  colors: Map<number, Color>;
  sides: Map<number, GlobalSide>;
  categories: Map<number, Category>;
  settings: GlobalSettings;
  /** Leaf spaces per house and variant choice, memoised by `leavesFor`. */
  leafCache: Map<string, Map<number, LeafSpace>>;
}

/** indexCatalog(catalog) builds the maps; pass the result to priceConfiguration / validateConfiguration. */
export function indexCatalog(catalog: Catalog): CatalogIndex {
  return {
    products: new Map(catalog.products.map((p) => [p.id, p])),
    colors: new Map(catalog.colors.map((c) => [c.id, c])),
    sides: new Map(catalog.sides.map((s) => [s.id, s])),
    categories: new Map(catalog.categories.map((c) => [c.id, c])),
    settings: catalog.settings,
    leafCache: new Map(),
  };
}

export type HouseProduct = Product & { house: HouseSpec };

/** The product `id` when it is a house (productType 'house' with a house spec), else undefined. */
export function houseProduct(index: CatalogIndex, id: number): HouseProduct | undefined {
  const product = index.products.get(id);
  return product?.productType === 'house' && product.house ? (product as HouseProduct) : undefined;
}

/** Accepts either a raw catalogue or an index, so callers that price once need not index themselves. */
export function asIndex(catalog: Catalog | CatalogIndex): CatalogIndex {
  return catalog.products instanceof Map ? (catalog as CatalogIndex) : indexCatalog(catalog as Catalog);
}

const LEAF_CACHE_LIMIT = 256;

/**
 * Leaf spaces of a house for the chosen variants, by leaf id; memoised per (house, variants) because the
 * editor prices the same layout again after every edit.
 */
export function leavesFor(index: CatalogIndex, house: Product & { house: HouseSpec }, variations: Record<string, number>): Map<number, LeafSpace> {
  let key = String(house.id);
  for (const space of house.house.layout.spaces) {
    const chosen = variations[String(space.id)] ?? 0;
    if (chosen !== 0) key += `,${space.id}:${chosen}`;
  }
  let leaves = index.leafCache.get(key);
  if (!leaves) {
    if (index.leafCache.size >= LEAF_CACHE_LIMIT) index.leafCache.clear();
    leaves = leafMap(house.house, variations);
    index.leafCache.set(key, leaves);
  }
  return leaves;
}

/** The product if it exists and has one of the given product types. */
export function productOfType(index: CatalogIndex, id: number | null | undefined, types: readonly Product['productType'][]): Product | undefined {
  if (id === null || id === undefined) return undefined;
  const product = index.products.get(id);
  return product && types.includes(product.productType) ? product : undefined;
}

const byOrderThenName = <T extends { order: number; name: string }>(a: T, b: T) => a.order - b.order || compareNames(a.name, b.name);

/** Direct sub-categories, sorted by order then name; test categories only when asked for. */
export function childrenOf(index: CatalogIndex, categoryId: number, options: { includeTest?: boolean } = {}): Category[] {
  return [...index.categories.values()]
    .filter((c) => c.parentCategoryId === categoryId && c.id !== categoryId && (options.includeTest || !c.test))
    .sort(byOrderThenName);
}

/** Products listed in a category, sorted by their order in it then name; test products only when asked for. */
export function productsIn(index: CatalogIndex, categoryId: number, options: { includeTest?: boolean } = {}): Product[] {
  const members: { product: Product; order: number }[] = [];
  for (const product of index.products.values()) {
    if (!options.includeTest && product.test) continue;
    const link = product.categories.find((c) => c.id === categoryId);
    if (link) members.push({ product, order: link.order });
  }
  return members.sort((a, b) => a.order - b.order || compareNames(a.product.name, b.product.name)).map((m) => m.product);
}

/** The path from the root (5) down to a category, inclusive; empty if the category is unknown. */
export function pathTo(index: CatalogIndex, categoryId: number): Category[] {
  const path: Category[] = [];
  for (let c = index.categories.get(categoryId); c; c = c.id === ROOT_CATEGORY_ID ? undefined : index.categories.get(c.parentCategoryId)) {
    path.unshift(c);
    if (path.length > 20) break;
  }
  return path;
}
