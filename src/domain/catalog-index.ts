/**
 * Lookups over a loaded catalogue: records by id, the children of a category in display order, the products
 * of a category, and the houses. Build it once per loaded catalogue; every lookup is then O(1) or a filter
 * over one category's members.
 */
import type { Catalog, Category, Color, GlobalSide, Product } from './catalog';
import { ROOT_CATEGORY_ID } from './constants';

export interface CatalogIndex {
  product(id: number): Product | undefined;
  category(id: number): Category | undefined;
  color(id: number): Color | undefined;
  side(id: number): GlobalSide | undefined;
  /** Direct sub-categories, sorted by order then name; test categories only when asked for. */
  childrenOf(categoryId: number, options?: { includeTest?: boolean }): Category[];
  /** Products listed in a category, sorted by their order in it then name. */
  productsIn(categoryId: number, options?: { includeTest?: boolean }): Product[];
  /** The path from the root (5) down to a category, inclusive; empty if the category is unknown. */
  pathTo(categoryId: number): Category[];
  houses(): Product[];
}

const byOrderThenName = <T extends { order: number; name: string }>(a: T, b: T) => a.order - b.order || a.name.localeCompare(b.name, 'nl');

export function indexCatalog(catalog: Pick<Catalog, 'products' | 'categories' | 'colors' | 'sides'>): CatalogIndex {
  const products = new Map(catalog.products.map((p) => [p.id, p]));
  const categories = new Map(catalog.categories.map((c) => [c.id, c]));
  const colors = new Map(catalog.colors.map((c) => [c.id, c]));
  const sides = new Map(catalog.sides.map((s) => [s.id, s]));
  const children = new Map<number, Category[]>();
  for (const c of catalog.categories) children.set(c.parentCategoryId, [...(children.get(c.parentCategoryId) ?? []), c]);
  for (const list of children.values()) list.sort(byOrderThenName);
  const members = new Map<number, Array<{ product: Product; order: number }>>();
  for (const p of catalog.products) {
    for (const link of p.categories) members.set(link.id, [...(members.get(link.id) ?? []), { product: p, order: link.order }]);
  }
  for (const list of members.values()) list.sort((a, b) => a.order - b.order || a.product.name.localeCompare(b.product.name, 'nl'));

  return {
    product: (id) => products.get(id),
    category: (id) => categories.get(id),
    color: (id) => colors.get(id),
    side: (id) => sides.get(id),
    childrenOf: (id, options = {}) => (children.get(id) ?? []).filter((c) => options.includeTest || !c.test),
    productsIn: (id, options = {}) => (members.get(id) ?? []).map((m) => m.product).filter((p) => options.includeTest || !p.test),
    pathTo(id) {
      const path: Category[] = [];
      for (let c = categories.get(id); c; c = c.id === ROOT_CATEGORY_ID ? undefined : categories.get(c.parentCategoryId)) {
        path.unshift(c);
        if (path.length > 20) break;
      }
      return path;
    },
    houses: () => catalog.products.filter((p) => p.productType === 'house'),
  };
}
