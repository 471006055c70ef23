import { describe, expect, it } from 'vitest';
import { configurationSchema, defaultEnableCategories, type ConfigurationInput } from '../../src/domain/configuration';
import {
  computePrice, createPriceEstimator, indexCatalog, priceConfiguration, PricingError, type QuoteLine,
} from '../../src/domain/pricing';
import { LINE_CATEGORIES, type LineCategory } from '../../src/domain/constants';
import { fixtureCatalog } from './fixtures/catalog';
import { pricedQuoteSchema } from '../../src/domain/contracts/quotes';
import { stripCost } from '../../src/domain/pricing/totals';

const index = indexCatalog(fixtureCatalog);
const design = (input: Partial<ConfigurationInput> = {}) => configurationSchema.parse({ selectedHouse: 100, ...input });
const price = (input: Partial<ConfigurationInput> = {}) => priceConfiguration(design(input), index, { includeCost: true });
const allLines = (input: Partial<ConfigurationInput> = {}) => {
  const everything = Object.fromEntries(LINE_CATEGORIES.map((c) => [c, true])) as Record<LineCategory, boolean>;
  const quote = price({ enableCategories: everything, ...input });
  return quote.lines;
};
const lineOf = (lines: QuoteLine[], productId: number, category?: string) =>
  lines.filter((l) => l.productId === productId && (category === undefined || l.category === category));

describe('priceConfiguration: lines', () => {
  it('prices the house alone with its base price and default joists', () => {
    const quote = price();
    expect(quote.lines.map((l) => [l.productId, l.amount, l.price, l.total, l.category])).toEqual([
      [100, 1, 250000, 250000, 'material'],
      [401, 1, 15000, 15000, 'material'], // joistProductAlways: once
      [400, 2, 6000, 12000, 'material'], // joistProduct: one per roof span (2 joists)
    ]);
    expect(quote.lines[0]).toMatchObject({
      sku: 'H-100', name: 'Berging 300x200 plat', type: 'material', isEditable: false, colorId: null,
      costPrice: 150000, totalCost: 150000, tax: { name: '21% BTW', percentage: 21, referenceId: 0 },
    });
  });

  it('prices wall modules by their side variation and merges identical ones', () => {
    const lines = price({ walls: [
      { spaceId: 3, fill: 'both', product: 500 }, { spaceId: 4, fill: 'both', product: 500 }, { spaceId: 2, fill: 'both', product: 500 },
    ] }).lines;
    expect(lineOf(lines, 500).map((l) => [l.amount, l.price, l.total, l.costPrice, l.totalCost])).toEqual([
      [2, 40000, 80000, 20000, 40000], // side 200 twice
      [1, 55000, 55000, 27500, 27500], // side 300
    ]);
  });

  it('prices options by side variation, or by product price without variations', () => {
    const lines = price({
      walls: [{ spaceId: 2, fill: 'both', product: 500 }, { spaceId: 3, fill: 'both', product: 500 }],
      options: [{ spaceId: 2, align: 'right', product: 511 }, { spaceId: 3, align: 'left', product: 511 }, { spaceId: 2, align: 'left', product: 510 }],
    }).lines;
    expect(lineOf(lines, 511).map((l) => l.price).sort()).toEqual([60000, 65000]);
    expect(lineOf(lines, 510)[0]).toMatchObject({ amount: 1, price: 35000 });
  });

  it('lowers the wall line an option with subtractPrice stands in', () => {
    const lines = price({
      walls: [{ spaceId: 2, fill: 'both', product: 500 }, { spaceId: 1, fill: 'both', product: 500 }],
      options: [{ spaceId: 2, align: 'center', product: 511 }],
    }).lines;
    // Both walls are side 300 (55000); the door's subtractPrice 5000 lowers the one it stands in.
    expect(lineOf(lines, 500).map((l) => [l.amount, l.price])).toEqual([[1, 50000], [1, 55000]]);
  });

  it('lowers the house line for other parts with subtractPrice, per unit', () => {
    // Roof 531 on house 100: ceil(3.4 × 2.4 = 8.16) = 9 m², subtractPrice 500 per m² -> house 250000 - 4500.
    const lines = price({ selectedRoofProduct: 531 }).lines;
    expect(lineOf(lines, 100)[0]).toMatchObject({ price: 245500, total: 245500 });
    expect(lineOf(lines, 531)[0]).toMatchObject({ amount: 9, price: 4500, total: 40500 });
  });

  it('prices gables per piece', () => {
    const lines = price({ selectedHouse: 200, gables: [{ gableSpaceId: 31, align: 'start', product: 520 }, { gableSpaceId: 32, align: 'end', product: 521 }] }).lines;
    expect(lineOf(lines, 520)[0]).toMatchObject({ amount: 1, total: 45000 });
    expect(lineOf(lines, 521)[0]).toMatchObject({ amount: 1, total: 45000 });
  });

  it('computes the roof amount from the covered area incl. overhang, sloped for pitched roofs', () => {
    expect(lineOf(price({ selectedRoofProduct: 530 }).lines, 530)[0].amount).toBe(9); // 3.4 × 2.4 = 8.16 m²
    // House 200: 3.5 × 3.5 = 12.25 m² in plan / cos 45° = 17.32 m² -> 18.
    expect(lineOf(price({ selectedHouse: 200, selectedRoofProduct: 530 }).lines, 530)[0].amount).toBe(18);
  });

  it('prices facade cladding per wall module and option packages per piece', () => {
    const lines = price({
      walls: [{ spaceId: 2, fill: 'both', product: 500 }, { spaceId: 3, fill: 'start', product: 501 }, { spaceId: 3, fill: 'end', product: 501 }],
      selectedFacadeCladdingProducts: [540, 541],
    }).lines;
    // Three modules (a full one and two halves).
    expect(lineOf(lines, 540)[0]).toMatchObject({ amount: 3, price: 3000, total: 9000 });
    expect(lineOf(lines, 541)[0]).toMatchObject({ amount: 1, total: 99000 });
    expect(lineOf(price({ selectedFacadeCladdingProducts: [540] }).lines, 540)).toEqual([]);
  });

  it('prices roof racks per started metre of roof edge, front and rear', () => {
    // Edge 3000 + 2 × 200 = 3400 mm -> 4 m, for front and rear: one merged line of 8.
    const lines = price({ selectedRoofRackProductFront: 550, selectedRoofRackProductBehind: 550 }).lines;
    expect(lineOf(lines, 550)[0]).toMatchObject({ amount: 8, price: 1500, total: 12000 });
  });

  it('counts foundations from walled length and standing pillars', () => {
    const walls = [{ spaceId: 2, fill: 'both' as const, product: 500 }, { spaceId: 3, fill: 'start' as const, product: 501 }];
    const lines = price({ walls, selectedFoundations: { foundationWall: 560, foundationBase: 561, fastFoundation: 562 } }).lines;
    expect(lineOf(lines, 560)[0].amount).toBe(5); // (3000 + 2000) / 1000
    expect(lineOf(lines, 561)[0].amount).toBe(4); // 4 standing pillars
    expect(lineOf(lines, 562)[0].amount).toBe(8); // ceil(1.2 m × 1.5) = 2 per pillar × 4
    const split = price({ variations: { 1: 1 }, selectedFoundations: { foundationBase: 561, foundationWall: 560 } }).lines;
    expect(lineOf(split, 561)[0].amount).toBe(5); // the middle post stands too
    expect(lineOf(split, 560)).toEqual([]); // no walls, no foundation wall
    expect(lineOf(price({ walls: [{ spaceId: 1, fill: 'both', product: 500 }], selectedFoundations: { foundationWall: 560 } }).lines, 560)[0].amount).toBe(3);
  });

  it('adds the middle post of a split as pillarProduct, or pillarWallProduct inside a walled space, and split joists', () => {
    const open = price({ variations: { 1: 1 } }).lines;
    expect(lineOf(open, 410)[0]).toMatchObject({ amount: 1, price: 12000 });
    expect(lineOf(open, 402)[0]).toMatchObject({ amount: 1, price: 7000 }); // joistProductOnlyOnSplitted
    const walled = price({ variations: { 1: 1 }, walls: [{ spaceId: 11, fill: 'both', product: 500 }] }).lines;
    expect(lineOf(walled, 411)[0]).toMatchObject({ amount: 1, price: 9000 });
    expect(lineOf(walled, 410)).toEqual([]);
    expect(lineOf(walled, 500)[0].price).toBe(30000); // leaf 11 is side 150
    expect(lineOf(price().lines, 402)).toEqual([]);
  });

  it('adds brush lines with the colour name, priced by the colour product on the item side, only for surcharged colours', () => {
    const lines = allLines({
      walls: [{ spaceId: 3, fill: 'both', product: 500, brushedColorId: 2 }, { spaceId: 2, fill: 'both', product: 500, brushedColorId: 1 }],
    });
    const brush = lines.filter((l) => l.category === 'brush');
    expect(brush).toHaveLength(1); // colour 1 is free on wall 500
    expect(brush[0]).toMatchObject({ productId: 600, amount: 1, price: 8000, colorId: 2, colorName: 'Antraciet', type: 'brush' });
  });

  it('applies houseColor to every unbrushed wall that offers it', () => {
    const lines = allLines({
      walls: [{ spaceId: 3, fill: 'both', product: 500 }, { spaceId: 2, fill: 'both', product: 500, brushedColorId: 1 }, { spaceId: 4, fill: 'both', product: 502 }],
      colorSettings: { houseColor: 3, pillarColor: {} },
    });
    const brush = lines.filter((l) => l.category === 'brush');
    // Wall on 3 takes Wit (8000 on side 200); wall on 2 keeps its free Naturel; fence 502 offers no colours.
    expect(brush.map((l) => [l.productId, l.price, l.colorName])).toEqual([[600, 8000, 'Wit']]);
  });

  it('prices pillar colours through the house (standard pillars) or the added pillar product', () => {
    const lines = allLines({ colorSettings: { houseColor: null, pillarColor: { 1: 2, 2: 2, 3: 1 } } });
    expect(lines.filter((l) => l.category === 'brush').map((l) => [l.productId, l.amount, l.colorName])).toEqual([[604, 2, 'Antraciet']]);
    // The middle post 5 is a pillarProduct 410 that lists its own colours and surcharge (603).
    const split = allLines({ variations: { 1: 1 }, colorSettings: { houseColor: null, pillarColor: { 5: 2 } } });
    expect(split.filter((l) => l.category === 'brush').map((l) => [l.productId, l.amount, l.price])).toEqual([[603, 1, 1500]]);
  });

  it('adds placement lines through placementProductId, same amount', () => {
    const lines = allLines({ walls: [{ spaceId: 2, fill: 'both', product: 500 }, { spaceId: 3, fill: 'both', product: 500 }], selectedRoofProduct: 530 });
    expect(lineOf(lines, 700, 'placement')[0].amount).toBe(2);
    expect(lineOf(lines, 701, 'placement')[0].amount).toBe(9);
    expect(lineOf(lines, 703, 'placement')[0].amount).toBe(1);
  });

  it('prices furniture and lights with furniturePlacement, furnitureBrush and dependencies', () => {
    const lines = allLines({
      furnitureProducts: [
        { index: 0, x: 0, y: 0, rotation: 0, product: 800, brushedColorId: 3 },
        { index: 1, x: 10, y: 0, rotation: 90, product: 800, brushedColorId: 1 },
      ],
      lightStreetProducts: [{ index: 0, x: 0, y: 0, rotation: 0, product: 810 }],
    });
    expect(lineOf(lines, 800, 'furniture')[0].amount).toBe(2);
    expect(lineOf(lines, 810, 'furniture')[0].amount).toBe(1);
    expect(lineOf(lines, 801, 'furniture')[0].amount).toBe(2); // productDependencyIds
    expect(lineOf(lines, 702, 'furniturePlacement')[0].amount).toBe(2);
    expect(lineOf(lines, 602, 'furnitureBrush')[0]).toMatchObject({ amount: 1, colorName: 'Wit' });
  });

  it('turns productsOrderedSeparately and products of such categories into looseMaterialProduct lines', () => {
    const lines = price({ selectedRoofProduct: 530, selectedRoofRackProductFront: 840 }).lines;
    expect(lineOf(lines, 831)[0]).toMatchObject({ category: 'looseMaterialProduct', amount: 1 }); // one gutter set per roof
    expect(lineOf(lines, 840)[0]).toMatchObject({ category: 'looseMaterialProduct', amount: 4 });
  });

  it('adds loose products as looseProduct lines; options.looseProducts replaces the design list', () => {
    expect(lineOf(price({ looseProducts: [{ productId: 820, amount: 3 }] }).lines, 820)[0]).toMatchObject({ category: 'looseProduct', amount: 3, total: 11985 });
    const quote = priceConfiguration(design({ looseProducts: [{ productId: 820, amount: 3 }] }), index, { includeCost: false, looseProducts: [{ productId: 821, amount: 1 }] });
    expect(quote.lines.map((l) => l.productId)).toContain(821);
    expect(quote.lines.map((l) => l.productId)).not.toContain(820);
  });

  it('lists lines of disabled categories under disabledLines, out of the totals', () => {
    const quote = price({ walls: [{ spaceId: 2, fill: 'both', product: 500 }] });
    // placement is disabled by default.
    expect(quote.lines.some((l) => l.category === 'placement')).toBe(false);
    expect(quote.disabledLines.map((l) => l.productId)).toEqual([703, 700]);
    expect(quote.categoryTotals.placement.inclTax).toBe(0);
    expect(quote.totalPrice.inclTax).toBe(250000 + 55000 + 15000 + 12000);
    const enabled = price({ walls: [{ spaceId: 2, fill: 'both', product: 500 }], enableCategories: { ...defaultEnableCategories(), placement: true, material: false } });
    expect(enabled.lines.map((l) => l.category)).toEqual(['placement', 'placement']);
    expect(enabled.totalPrice.inclTax).toBe(69000);
  });

  it('sorts lines by the spec category order', () => {
    const order: LineCategory[] = ['material', 'looseMaterialProduct', 'placement', 'brush', 'looseProduct', 'furniture', 'furniturePlacement', 'furnitureBrush', 'extra'];
    const lines = allLines({
      walls: [{ spaceId: 3, fill: 'both', product: 500, brushedColorId: 2 }], selectedRoofProduct: 530, looseProducts: [{ productId: 820, amount: 1 }],
      furnitureProducts: [{ index: 0, x: 0, y: 0, rotation: 0, product: 800, brushedColorId: 3 }],
    });
    const seen = [...new Set(lines.map((l) => l.category))];
    expect(seen).toEqual(order.filter((c) => seen.includes(c)));
    expect(seen).toHaveLength(8);
  });

  it('strips cost fields for anonymous callers instead of zeroing them', () => {
    const quote = priceConfiguration(design({ walls: [{ spaceId: 2, fill: 'both', product: 500 }] }), index, { includeCost: false });
    expect(JSON.stringify(quote)).not.toMatch(/cost/i);
    const dealer = price({ walls: [{ spaceId: 2, fill: 'both', product: 500 }] });
    expect(dealer.totalCostPrice).toEqual({ inclTax: 150000 + 27500 + 8000 + 6000 });
    expect(dealer.categoryTotals.material.cost).toBe(191500);
  });

  it('throws a PricingError for an unknown house', () => {
    expect(() => price({ selectedHouse: 500 })).toThrow(PricingError);
    expect(() => price({ selectedHouse: 9999 })).toThrow(PricingError);
  });

  it('offers computePrice and createPriceEstimator for the worker, anonymous by default', () => {
    const configuration = design({ selectedRoofProduct: 530 });
    const estimate = createPriceEstimator(fixtureCatalog);
    expect(estimate(configuration)).toEqual(computePrice(configuration, index));
    expect(estimate(configuration)).toEqual(priceConfiguration(configuration, fixtureCatalog, { includeCost: false }));
    expect(estimate(configuration, { includeCost: true }).totalCostPrice).toBeDefined();
  });
});

describe('the price contract (src/domain/contracts/quotes.ts) the route declares and the client parses', () => {
  it('accepts what pricing computes, with and without cost', () => {
    expect(pricedQuoteSchema.safeParse(price()).success).toBe(true);
    expect(pricedQuoteSchema.safeParse(stripCost(price())).success).toBe(true);
  });

  it('refuses totals that leave a line category out, so the quote panel never reads a missing total', () => {
    const quote = price();
    const { material: _left, ...rest } = quote.categoryTotals;
    expect(pricedQuoteSchema.safeParse({ ...quote, categoryTotals: rest }).success).toBe(false);
    expect(pricedQuoteSchema.safeParse({ ...quote, categoryTotals: { ...quote.categoryTotals, other: { inclTax: 1 } } }).success).toBe(false);
  });
});
