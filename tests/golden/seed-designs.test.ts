/**
 * Golden files: the five example designs of the seed catalogue (assets/catalog/example-designs.json), priced
 * by hand from the catalogue's prices (assets/catalog/products.json) and checked against priceConfiguration.
 * Each row is [productId, category, amount, unit price (cents), colour name of brush lines]; comments show the
 * arithmetic. Placement categories are disabled by default: their lines are in disabledLines, out of totals.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { categorySchema, colorSchema, globalSettingsSchema, globalSideSchema, productSchema, type Catalog } from '../../src/domain/catalog';
import { configurationSchema } from '../../src/domain/configuration';
import { indexCatalog, priceConfiguration, type QuoteLine } from '../../src/domain/pricing';
import { validateConfiguration } from '../../src/domain/validate-configuration';

const read = (name: string): unknown[] => JSON.parse(readFileSync(new URL(`../../assets/catalog/${name}.json`, import.meta.url), 'utf8'));
const catalog: Catalog = {
  products: read('products').map((p) => productSchema.parse(p)),
  categories: read('categories').map((c) => categorySchema.parse(c)),
  colors: read('colors').map((c) => colorSchema.parse(c)),
  sides: read('sides').map((s) => globalSideSchema.parse(s)),
  settings: globalSettingsSchema.parse(JSON.parse(readFileSync(new URL('../../assets/catalog/settings.json', import.meta.url), 'utf8'))),
};
const index = indexCatalog(catalog);
const examples = read('example-designs') as { designCode: string; configuration: unknown }[];

type Row = [number, QuoteLine['category'], number, number, string?];
interface Golden {
  code: string;
  lines: Row[];
  disabled: Row[];
  /** Hand sum of the enabled lines; excl = round(incl / 1.21). */
  inclTax: number;
  exclTax: number;
}

const goldens: Golden[] = [
  {
    // House 1015 'Tuinhuis Zadeldak 300x300': gable roof 25°, 3000 × 3000, overhang 400; all four sides on side 7 (Zijde 300).
    code: '48213',
    lines: [
      [1015, 'material', 1, 308000], // house base price
      [2002, 'material', 4, 56500], // Wand Zweeds rabat, side-7 variation 56500 × 4 = 226000
      [9105, 'material', 4, 1495], // dependency of each wall: 4 × 1495 = 5980
      [3103, 'material', 1, 89500], // Dubbele deur, side-7 variation
      [9106, 'material', 1, 4900], // dependency of the door
      [3002, 'material', 1, 28900], // Draai-kiepraam
      [4002, 'material', 2, 14000], // two gables = 28000
      [9305, 'material', 1, 12900], // joistProductAlways, once
      [9303, 'material', 2, 5900], // joistProduct per roof span: 2 joists = 11800
      [5003, 'material', 16, 6200], // roof: 3.8 × 3.8 = 14.44 m² / cos 25° (0.9063) = 15.93 -> 16 m² × 6200 = 99200
      [9104, 'material', 1, 995], // roof dependency, one per roof
      [6001, 'material', 12, 995], // foundation wall: walled length 4 × 3000 = 12000 / 1000 = 12 -> 11940
      [9101, 'looseMaterialProduct', 1, 8900], // ordered separately with the roof
      [9102, 'looseMaterialProduct', 12, 2995], // ordered separately with each foundation beam: 35940
      [7001, 'brush', 4, 6500, 'Zweeds rood'], // houseColor 7 on 4 walls (only colour 1 is free): 26000
      [7002, 'brush', 1, 3500, 'Wit'], // door brushed colour 4
    ],
    disabled: [
      [9201, 'placement', 1, 69500], [9202, 'placement', 6, 8500], // 4 walls + 2 gables
      [9203, 'placement', 2, 6500], [9205, 'placement', 16, 1800], [9206, 'placement', 12, 1200],
    ],
    // material 308000 + 226000 + 5980 + 89500 + 4900 + 28900 + 28000 + 12900 + 11800 + 99200 + 995 + 11940 = 828115;
    // looseMaterialProduct 8900 + 35940 = 44840; brush 26000 + 3500 = 29500; total 902455
    inclTax: 902455,
    exclTax: 745831, // 902455 / 1.21 = 745830.58
  },
  {
    // House 1026 'Overkapping Plat dak 600x350': flat, 6000 × 3500, overhang 300; space 5 split (variant 1) into leaves 25 + 26 (side 4).
    code: '51742',
    lines: [
      [1026, 'material', 1, 297000],
      [2001, 'material', 2, 49000], // walls on spaces 1 and 2, side 7: 98000
      [9105, 'material', 2, 1495], // 2990
      [2104, 'material', 2, 27000], // fence modules on leaves 25, 26, side 4: 54000
      [9302, 'material', 1, 3900], // middle post 27 of the split, inside a walled space: pillarWallProduct
      [9303, 'material', 3, 5900], // 3 joists: 17700
      [9304, 'material', 1, 4500], // joistProductOnlyOnSplitted: one split space
      [5001, 'material', 28, 4500], // roof 6.6 × 4.1 = 27.06 -> 28 m²: 126000
      [5101, 'material', 7, 12900], // front rack: edge 6000 + 2 × 300 = 6.6 m -> 7 m: 90300
      [5102, 'material', 7, 9500], // rear rack: 66500
      [6011, 'material', 7, 2495], // foundation base: 6 standing pillars + the middle post = 7: 17465
      [7001, 'brush', 4, 6500, 'Antraciet'], // houseColor 3 on 2 walls + 2 fences: 26000
      [8001, 'furniture', 1, 129500],
      [8101, 'furniture', 1, 8900],
      [8102, 'furniture', 1, 3900],
    ],
    disabled: [
      [9201, 'placement', 1, 69500], [9202, 'placement', 4, 8500], [9205, 'placement', 28, 1800], [9206, 'placement', 7, 1200],
      [9204, 'furniturePlacement', 3, 3500],
    ],
    // 297000 + 98000 + 2990 + 54000 + 3900 + 17700 + 4500 + 126000 + 90300 + 66500 + 17465 = 778355; + 26000 + 142300 = 946655
    inclTax: 946655,
    exclTax: 782360, // 782359.50 rounds up
  },
  {
    // House 1037 'Tuinhuis met overkapping Plat dak 600x300': flat, 6000 × 3000, overhang 300; all leaves side 7.
    code: '63058',
    lines: [
      [1037, 'material', 1, 346500], // 369000 - subtractPrice of the fascia 4500 × 5 modules = 346500
      [2003, 'material', 3, 65500], // 196500
      [2008, 'material', 1, 39000],
      [2001, 'material', 1, 49000],
      [9105, 'material', 1, 1495],
      [3102, 'material', 1, 64500],
      [9106, 'material', 2, 4900], // two doors: 9800
      [3009, 'material', 1, 21900],
      [3101, 'material', 1, 49500],
      [9303, 'material', 3, 5900], // 17700
      [5005, 'material', 24, 9500], // 6.6 × 3.6 = 23.76 -> 24 m²: 228000
      [5202, 'material', 5, 29500], // facade cladding per wall module: 5 × 29500 = 147500
      [5303, 'material', 1, 34900], // option package, one piece
      [6021, 'material', 12, 3995], // fast foundation: 6 pillars × ceil(1.2 m × 1.5 = 1.8) = 2 -> 12: 47940
      [7001, 'brush', 2, 6500, 'Zwart'], // houseColor 2 is free on 2003, surcharged on 2008 and 2001: 13000
    ],
    disabled: [
      [9201, 'placement', 1, 69500], [9202, 'placement', 5, 8500], [9203, 'placement', 3, 6500], [9205, 'placement', 24, 1800],
      [9206, 'placement', 12, 1200],
    ],
    // 346500 + 196500 + 39000 + 49000 + 1495 + 64500 + 9800 + 21900 + 49500 + 17700 + 228000 + 147500 + 34900 + 47940 = 1254235
    // + 13000 = 1267235
    inclTax: 1267235,
    exclTax: 1047302, // 1047301.65
  },
  {
    // House 1011 'Tuinhuis Lessenaarsdak 400x300': lean-to 8°, 4000 × 3000, overhang 400; spaces 1-4 side 5, 5-6 side 7.
    code: '27419',
    lines: [
      [1011, 'material', 1, 327500], // 337000 - shingles subtractPrice 500 × 19 m² = 327500
      [2007, 'material', 4, 62000], // side 5: 248000
      [9105, 'material', 6, 1495], // 8970
      [2007, 'material', 2, 90500], // side 7: 181000
      [3104, 'material', 1, 99500],
      [9106, 'material', 1, 4900],
      [3006, 'material', 1, 44900],
      [3005, 'material', 1, 42900],
      [4011, 'material', 1, 9300],
      [4051, 'material', 1, 9300],
      [9303, 'material', 3, 5900], // 17700
      [5002, 'material', 19, 3800], // 4.8 × 3.8 = 18.24 m² / cos 8° (0.9903) = 18.42 -> 19: 72200
      [5301, 'material', 1, 89500], // option package
      [6001, 'material', 14, 995], // walled length 4 × 2000 + 2 × 3000 = 14000 -> 14: 13930
      [6011, 'material', 6, 2495], // 6 standing pillars: 14970
      [9102, 'looseMaterialProduct', 14, 2995], // 41930
      [7001, 'brush', 6, 6500, 'Olijfgroen'], // houseColor 8 on 6 walls: 39000
      [9001, 'looseProduct', 2, 3995], // 7990
      [9005, 'looseProduct', 1, 0],
    ],
    disabled: [
      [9201, 'placement', 1, 69500], [9202, 'placement', 8, 8500], [9203, 'placement', 3, 6500], [9205, 'placement', 19, 1800],
      [9206, 'placement', 20, 1200], // 14 beams + 6 bases
    ],
    // 327500 + 248000 + 8970 + 181000 + 99500 + 4900 + 44900 + 42900 + 9300 + 9300 + 17700 + 72200 + 89500 + 13930 + 14970
    // = 1184570; + 41930 + 39000 + 7990 = 1273490
    inclTax: 1273490,
    exclTax: 1052471, // 1052471.07
  },
  {
    // House 1001 'Tuinhuis Plat dak 300x250': flat, 3000 × 2500, overhang 300; spaces 1-2 side 7, 3-4 side 6; half walls on space 2.
    code: '90316',
    lines: [
      [1001, 'material', 1, 232500],
      [2001, 'material', 1, 49000], // space 1, side 7
      [9105, 'material', 3, 1495], // 4485
      [2001, 'material', 2, 41500], // spaces 3 and 4, side 6: 83000
      [2005, 'material', 1, 25500], // half wall, side 7
      [2009, 'material', 1, 77000], // half glass wall, side 7
      [3001, 'material', 1, 14900],
      [3101, 'material', 1, 49500],
      [9106, 'material', 1, 4900],
      [9303, 'material', 2, 5900], // 11800
      [5001, 'material', 12, 4500], // 3.6 × 3.1 = 11.16 -> 12 m²: 54000
      [6001, 'material', 11, 995], // walled length 3000 + 2500 + 2500 + 3000 = 11000 -> 11: 10945
      [9102, 'looseMaterialProduct', 11, 2995], // 32945
      [7003, 'brush', 1, 1500, 'Zwart'], // pillar 5 colour 2, through the house's colour product
    ],
    disabled: [
      [9201, 'placement', 1, 69500], [9202, 'placement', 5, 8500], [9203, 'placement', 2, 6500], [9205, 'placement', 12, 1800],
      [9206, 'placement', 11, 1200],
    ],
    // 232500 + 49000 + 4485 + 83000 + 25500 + 77000 + 14900 + 49500 + 4900 + 11800 + 54000 + 10945 = 617530; + 32945 + 1500 = 651975
    inclTax: 651975,
    exclTax: 538822, // 538822.31
  },
];

const row = (line: QuoteLine): Row => (line.colorName === undefined
  ? [line.productId, line.category, line.amount, line.price]
  : [line.productId, line.category, line.amount, line.price, line.colorName]);

describe('golden designs on the seed catalogue', () => {
  it('covers all five example designs', () => {
    expect(goldens.map((g) => g.code).sort()).toEqual(examples.map((e) => e.designCode).sort());
  });

  for (const golden of goldens) {
    it(`design ${golden.code}: lines and totals as computed by hand`, () => {
      const configuration = configurationSchema.parse(examples.find((e) => e.designCode === golden.code)!.configuration);
      expect(validateConfiguration(configuration, index)).toEqual([]);
      const quote = priceConfiguration(configuration, index, { includeCost: false });
      expect(quote.lines.map(row)).toEqual(golden.lines);
      expect(quote.disabledLines.map(row)).toEqual(golden.disabled);
      expect(golden.lines.reduce((sum, [, , amount, price]) => sum + amount * price, 0)).toBe(golden.inclTax);
      expect(quote.totalPrice).toEqual({ inclTax: golden.inclTax, exclTax: golden.exclTax });
      expect(quote.taxTotals).toEqual([{ name: '21% BTW', taxPercentage: 21, inclTax: golden.inclTax, exclTax: golden.exclTax, taxAmount: golden.inclTax - golden.exclTax }]);
    });
  }
});
