/**
 * Lookup maps over a catalogue, built once per catalogue so `priceConfiguration` and
 * `validateConfiguration` never scan arrays per design item (the price estimate budget is < 5 ms on a
 * large design).
 */
import type { Catalog, HouseSpec, Product } from '../catalog';
import { leafMap } from '../geometry';
import type { LeafSpace } from '../fitting';
import type { CatalogIndex } from './types';

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
