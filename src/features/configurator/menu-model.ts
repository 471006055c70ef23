/**
 * The product menu's content for a house (pure, unit-tested): the configurator categories (showInConfigurator,
 * not disabled for the house) in their order, each with the products that fit the house, and the colour
 * section. A wall or fence module fits when it has a side variant for some leaf of the house; an option when
 * it exists for some side of the house; a gable only on a house with gable spaces.
 */
import type { Category, Color, HouseSpec, Product } from '../../domain/catalog';
import { sideVariation } from '../../domain/fitting';
import { compareNames } from '../../domain/name-order';

export interface MenuSection {
  category: Category;
  products: Product[];
  /** The colour section lists colours (brush) instead of products. */
  colors: Color[];
}

function houseSides(house: HouseSpec): Set<number> {
  const sides = new Set<number>();
  for (const space of house.layout.spaces) for (const v of space.variants) for (const s of v.subSpaces) if (!s.disabled) sides.add(s.globalSideId);
  return sides;
}

export function productFitsHouse(product: Product, houseId: number, house: HouseSpec): boolean {
  if (product.disabledForHouses.includes(houseId) || product.productType === 'house') return false;
  const sides = houseSides(house);
  const onSomeSide = () => [...sides].some((side) => sideVariation(product, side, houseId) !== undefined);
  switch (product.productType) {
    case 'wallModule':
    case 'fenceModule':
      return onSomeSide();
    case 'window':
    case 'door':
      return product.variations.length === 0 || onSomeSide();
    case 'gable':
    case 'gableRotated':
      return house.layout.gableSpaces.length > 0 && house.roofType !== 'flat';
    default:
      return true;
  }
}

export function menuSections(input: { products: Product[]; categories: Category[]; colors: Color[] }, house: Product & { house: HouseSpec }): MenuSection[] {
  const byCategory = new Map<number, Array<{ product: Product; order: number }>>();
  for (const product of input.products) {
    if (!productFitsHouse(product, house.id, house.house)) continue;
    for (const { id, order } of product.categories) {
      const list = byCategory.get(id) ?? [];
      list.push({ product, order });
      byCategory.set(id, list);
    }
  }
  const colors = [...input.colors].sort((a, b) => a.sortOrder - b.sortOrder || compareNames(a.name, b.name));
  return input.categories
    .filter((c) => c.showInConfigurator && !c.disabledForHouses.includes(house.id))
    .sort((a, b) => a.order - b.order || compareNames(a.name, b.name))
    .map((category) => ({
      category,
      products: (byCategory.get(category.id) ?? []).sort((a, b) => a.order - b.order || compareNames(a.product.name, b.product.name)).map((p) => p.product),
      colors: category.categoryType === 'color' ? colors : [],
    }))
    .filter((section) => section.products.length > 0 || section.colors.length > 0)
    .map((section) => (section.category.categoryType === 'color' ? { ...section, products: [] } : section));
}
