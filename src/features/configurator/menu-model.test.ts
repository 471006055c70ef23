import { describe, expect, it } from 'vitest';
import { categorySchema, type HouseSpec, type Product } from '../../domain/catalog';
import { FIX, fixtureCatalog } from '../../editor/testing/fixture-catalog';
import { menuSections, productFitsHouse } from './menu-model';

const catalog = fixtureCatalog();
const byId = (id: number) => catalog.products.find((p) => p.id === id)!;
const house = byId(FIX.house) as Product & { house: HouseSpec };

describe('product menu model', () => {
  it('a product fits the house by its sides, gables, disabled list and kind', () => {
    expect(productFitsHouse(byId(FIX.wall), FIX.house, house.house)).toBe(true);
    expect(productFitsHouse(byId(FIX.fence), FIX.house, house.house)).toBe(true);
    expect(productFitsHouse(byId(FIX.disabledWall), FIX.house, house.house)).toBe(false);
    expect(productFitsHouse(house, FIX.house, house.house)).toBe(false);
    // A wall module whose only side is one the house does not have.
    const elsewhere = { ...byId(FIX.wall), variations: [{ ...byId(FIX.wall).variations[0], sideId: 99 }] };
    expect(productFitsHouse(elsewhere, FIX.house, house.house)).toBe(false);
    // Windows without side variants fit anywhere; gables only under a pitched roof with gable spaces.
    expect(productFitsHouse(byId(FIX.window), FIX.house, house.house)).toBe(true);
    expect(productFitsHouse(byId(FIX.gable), FIX.house, house.house)).toBe(true);
    expect(productFitsHouse(byId(FIX.gable), FIX.house, { ...house.house, roofType: 'flat' })).toBe(false);
    expect(productFitsHouse(byId(FIX.gable), FIX.house, { ...house.house, layout: { ...house.house.layout, gableSpaces: [] } })).toBe(false);
  });

  it('lists the configurator categories in order with their fitting products in order, and the colours under the colour section', () => {
    const colorCategory = categorySchema.parse({ id: 30, parentCategoryId: 5, name: 'Kleuren', slug: 'kleuren', categoryType: 'color', showInConfigurator: true, order: -1 });
    const hidden = categorySchema.parse({ id: 31, parentCategoryId: 5, name: 'Verborgen', slug: 'verborgen', categoryType: 'furniture', showInConfigurator: false });
    const notHere = categorySchema.parse({ id: 32, parentCategoryId: 5, name: 'Niet hier', slug: 'niet-hier', categoryType: 'furniture', showInConfigurator: true, disabledForHouses: [FIX.house] });
    const products = catalog.products.map((p) => (p.id === FIX.table ? { ...p, categories: [...p.categories, { id: 31, order: 1 }, { id: 32, order: 1 }] } : p));
    const colors = [...catalog.colors].reverse();
    const sections = menuSections({ products, categories: [...catalog.categories, colorCategory, hidden, notHere], colors }, house);
    const names = sections.map((s) => s.category.name);
    expect(names[0]).toBe('Kleuren');
    expect(names).not.toContain('Verborgen');
    expect(names).not.toContain('Niet hier');
    expect(names).not.toContain('Alles');
    const furniture = sections.find((s) => s.category.name === 'Meubels')!;
    expect(furniture.products.map((p) => p.id)).toEqual([FIX.chair, FIX.table]);
    const roofs = sections.find((s) => s.category.name === 'Dakbedekking')!;
    expect(roofs.products.map((p) => p.id)).toEqual([FIX.roof, FIX.roof2]);
    const colorSection = sections[0];
    expect(colorSection.products).toEqual([]);
    expect(colorSection.colors).toHaveLength(catalog.colors.length);
    expect(sections.every((s) => s.products.length > 0 || s.colors.length > 0)).toBe(true);
  });
});
