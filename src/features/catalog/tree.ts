/** The category tree as the three category steps read it (spec §2 'Category steps'). */
import type { ServedProduct as Product } from '../../api/products';
import type { Category } from '../../domain/catalog';
import { ROOT_CATEGORY_ID } from '../../domain/constants';
import { compareNames } from '../../domain/name-order';

export const byOrderThenName = (a: Category, b: Category) => a.order - b.order || compareNames(a.name, b.name);

/** Visible children of a category, in their configured order. Test categories only for allowed users. */
export function childrenOf(categories: Category[], id: number, allowTest: boolean): Category[] {
  return categories.filter((c) => c.parentCategoryId === id && c.id !== id && (allowTest || !c.test)).sort(byOrderThenName);
}

export function hasChildren(categories: Category[], id: number, allowTest: boolean): boolean {
  return childrenOf(categories, id, allowTest).length > 0;
}

/** The chain from the root down to `id` (root first); stops at the root category or a missing parent. */
export function ancestry(categories: Category[], id: number, rootId = ROOT_CATEGORY_ID): Category[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const chain: Category[] = [];
  const seen = new Set<number>();
  let current = byId.get(id);
  while (current && !seen.has(current.id)) {
    chain.unshift(current);
    seen.add(current.id);
    if (current.id === rootId) break;
    current = byId.get(current.parentCategoryId);
  }
  return chain;
}

/** Step index 0..2 of the breadcrumb for a category showing its children: the root is step 0. */
export function stepOf(categories: Category[], id: number, rootId = ROOT_CATEGORY_ID): number {
  const chain = ancestry(categories, id, rootId);
  const depth = chain[0]?.id === rootId ? chain.length - 1 : 0;
  return Math.min(Math.max(depth, 0), 2);
}

/** House products listed in the size step of a category. */
export function housesOf(products: Product[], categoryId: number, allowTest: boolean): Product[] {
  return products.filter((p) => p.productType === 'house' && (allowTest || !p.test) && p.categories.some((c) => c.id === categoryId));
}
