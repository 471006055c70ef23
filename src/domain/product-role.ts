/**
 * What a product is to the configurator: the one classification the editor's commands, the plan's tools, the
 * product menu and the server's loose-product check share (spec §4 'Product selection').
 *
 * - 'loose': a loose (material) product: the menu adds it to the design's loose products.
 * - design slots ('foundation', 'roof', 'roofRack', 'cladding'): selecting toggles it in the design.
 * - plan tools ('wall', 'option', 'gable', 'furniture', 'light'): selecting puts it in hand; the plan applies it.
 * - 'house' is chosen in the size step, 'color' and 'other' do nothing in the plan.
 *
 * The order of the checks decides the rare product that matches several (a roof-rack product in a roof
 * category is a roof rack; a light-street category makes an item a light).
 */
import type { Category, Product } from './catalog';
import { isOptionProduct, isWallProduct } from './fitting';

export type DesignSlot = 'foundation' | 'roof' | 'roofRack' | 'cladding';
export type PlanToolRole = 'wall' | 'option' | 'gable' | 'furniture' | 'light';
export type ProductRole = 'house' | 'loose' | DesignSlot | PlanToolRole | 'color' | 'other';

const FOUNDATION_TYPES: ReadonlySet<string> = new Set(['foundationWall', 'foundationBase', 'fastFoundation']);

/** The categories a role may read (a CatalogIndex serves). */
export interface CategoryLookup { categories: ReadonlyMap<number, Pick<Category, 'categoryType'>> }

function categoryTypes(product: Product, lookup: CategoryLookup): Set<string> {
  const out = new Set<string>();
  for (const { id } of product.categories) {
    const type = lookup.categories.get(id)?.categoryType;
    if (type) out.add(type);
  }
  return out;
}

/** productRole(wallModule, index) -> 'wall'; productRole(a roof, index) -> 'roof'. */
export function productRole(product: Product, lookup: CategoryLookup): ProductRole {
  const type = product.productType;
  if (type === 'house') return 'house';
  if (type === 'looseProduct' || type === 'looseMaterialProduct') return 'loose';
  if (FOUNDATION_TYPES.has(type)) return 'foundation';
  const categories = categoryTypes(product, lookup);
  if (type === 'roof' || (categories.has('roof') && type !== 'roofRack')) return 'roof';
  if (type === 'roofRack' || categories.has('roofRack')) return 'roofRack';
  if (type === 'optionPackage' || categories.has('optionPackage') || categories.has('facadeCladding')) return 'cladding';
  if (isWallProduct(product)) return 'wall';
  if (isOptionProduct(product)) return 'option';
  if (type === 'gable' || type === 'gableRotated') return 'gable';
  if (categories.has('light_street')) return 'light';
  if (type === 'furniture' || categories.has('furniture')) return 'furniture';
  if (type === 'color' || type === 'colorProduct') return 'color';
  return 'other';
}

export function isDesignSlot(role: ProductRole): role is DesignSlot {
  return role === 'foundation' || role === 'roof' || role === 'roofRack' || role === 'cladding';
}

/** Roles the plan applies with a tap or a placement: choosing one puts it in hand. */
export function isPlanTool(role: ProductRole): role is PlanToolRole {
  return role === 'wall' || role === 'option' || role === 'gable' || role === 'furniture' || role === 'light';
}

/** Furniture and lights: free items in the plan. */
export function isItemRole(role: ProductRole): role is 'furniture' | 'light' {
  return role === 'furniture' || role === 'light';
}
