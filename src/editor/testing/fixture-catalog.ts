/**
 * A small, hand-made catalogue for the editor's unit tests: one gable-roofed house (6000 x 4000) with a
 * splittable space, a disabled leaf and an emptyByDefault middle post, and just enough products to hit
 * every rule. Independent of the seed in assets/catalog so the tests say exactly what they rely on.
 *
 * Leaves: 1 (top left, 3000, side 11; variant 1 splits it into 11 and 12 of 1500, side 10), 2 (top right,
 * 3000), 3 and 4 (bottom, 3000), 5 (left, 4000, side 12), 6 (right, 4000), 7 (middle, disabled).
 */
import {
  categorySchema, colorSchema, globalSettingsSchema, productSchema, type Catalog, type CategoryInput, type ProductInput,
} from '../../domain/catalog';

export const FIX = {
  house: 1000,
  wall: 2001, halfWall: 2002, fence: 2003, disabledWall: 2004, madeToMeasure: 2005,
  window: 3001, door: 3002, bigWindow: 3003, tallDoor: 3004,
  gable: 4001, gableRotated: 4002,
  colorProduct: 5001,
  roof: 6001, roof2: 6002, rack: 6101, rack2: 6102,
  claddingA1: 6201, claddingA2: 6202, claddingB: 6203, optionPackage: 6301,
  foundationWall: 6401, foundationBase: 6402, fastFoundation: 6403, foundationWall2: 6404,
  chair: 7001, table: 7002, lamp: 7101,
  loose: 8001, looseMaterial: 8002, material: 9001, pillar: 9101,
  colors: { natural: 1, anthracite: 2, white: 3 },
  sides: { s150: 10, s300: 11, s400: 12 },
} as const;

const everySide = [FIX.sides.s150, FIX.sides.s300, FIX.sides.s400];
const sideVariants = (sides: number[], price: number) => sides.map((sideId) => ({ sideId, price, costPrice: Math.round(price / 2) }));

function product(input: Partial<ProductInput> & Pick<ProductInput, 'id' | 'name' | 'productType'>): ProductInput {
  return { sku: `SKU-${input.id}`, price: 10_000, costPrice: 5_000, ...input };
}

function house(): ProductInput {
  const leaf = (id: number, side: number, length: number, disabled = false) => ({ id, globalSideId: side, length, disabled });
  const space = (id: number, x: number, y: number, length: number, direction: 'horizontal' | 'vertical',
    position: 'top' | 'bottom' | 'left' | 'right' | 'center-vertical', variants: { name: string; subSpaces: ReturnType<typeof leaf>[] }[]) =>
    ({ id, x, y, length, direction, position, variants });
  return product({
    id: FIX.house, name: 'Tuinhuis 600x400', productType: 'house', price: 500_000, costPrice: 300_000,
    defaultSelectedColor: FIX.colors.natural, availableColors: [1, 2, 3],
    house: {
      width: 6000, length: 4000, height: 2200, roofType: 'gable', roofPitch: 30, overhang: 300,
      joistProduct: null, joistProductOnlyOnSplitted: null, joistProductAlways: null,
      pillarProduct: FIX.pillar, pillarWallProduct: null, thicknessPillarRoof: 120, thicknessMastRoof: 65,
      layout: {
        spaces: [
          space(1, 0, 0, 3000, 'horizontal', 'top', [
            { name: 'Standaard', subSpaces: [leaf(1, FIX.sides.s300, 3000)] },
            { name: 'Gesplitst', subSpaces: [leaf(11, FIX.sides.s150, 1500), leaf(12, FIX.sides.s150, 1500)] },
          ]),
          space(2, 3000, 0, 3000, 'horizontal', 'top', [{ name: 'Standaard', subSpaces: [leaf(2, FIX.sides.s300, 3000)] }]),
          space(3, 0, 4000, 3000, 'horizontal', 'bottom', [{ name: 'Standaard', subSpaces: [leaf(3, FIX.sides.s300, 3000)] }]),
          space(4, 3000, 4000, 3000, 'horizontal', 'bottom', [{ name: 'Standaard', subSpaces: [leaf(4, FIX.sides.s300, 3000)] }]),
          space(5, 0, 0, 4000, 'vertical', 'left', [{ name: 'Standaard', subSpaces: [leaf(5, FIX.sides.s400, 4000)] }]),
          space(6, 6000, 0, 4000, 'vertical', 'right', [{ name: 'Standaard', subSpaces: [leaf(6, FIX.sides.s400, 4000)] }]),
          space(7, 3000, 0, 4000, 'vertical', 'center-vertical', [{ name: 'Standaard', subSpaces: [leaf(7, FIX.sides.s400, 4000, true)] }]),
        ],
        pillars: [
          { id: 1, x: 0, y: 0 }, { id: 2, x: 6000, y: 0 }, { id: 3, x: 0, y: 4000 }, { id: 4, x: 6000, y: 4000 },
          { id: 5, x: 3000, y: 0 }, { id: 6, x: 3000, y: 4000 },
          { id: 7, x: 1500, y: 0, emptyByDefault: true, requiredBy: { spaceId: 1, variant: 1 } },
        ],
        gableSpaces: [
          { id: 201, spaceId: 5, x: 0, y: 0, length: 4000, direction: 'vertical', rise: 1150 },
          { id: 202, spaceId: 6, x: 6000, y: 0, length: 4000, direction: 'vertical', rise: 1150 },
        ],
        joists: [],
      },
    },
  });
}

export function fixtureProducts(): ProductInput[] {
  return [
    house(),
    product({ id: FIX.wall, name: 'Wand dicht', productType: 'wallModule', width: 2200, variations: sideVariants(everySide, 40_000),
      availableColors: [1, 2], availableColorsWithoutPrice: [1], colorProductId: FIX.colorProduct }),
    product({ id: FIX.halfWall, name: 'Halve wand', productType: 'wallModule', width: 2200, halfWall: true,
      variations: sideVariants([FIX.sides.s300, FIX.sides.s400], 25_000), availableColors: [1] }),
    product({ id: FIX.fence, name: 'Hekwerk', productType: 'fenceModule', width: 1800, variations: sideVariants([FIX.sides.s400], 30_000) }),
    product({ id: FIX.disabledWall, name: 'Wand niet hier', productType: 'wallModule', width: 2200,
      variations: sideVariants(everySide, 40_000), disabledForHouses: [FIX.house] }),
    product({ id: FIX.madeToMeasure, name: 'Wand op maat', productType: 'wallModule', width: 2200, madeToMeasure: true,
      variations: sideVariants(everySide, 60_000) }),
    product({ id: FIX.window, name: 'Raam', productType: 'window', width: 800, length: 1000, fromGround: 900, availableColors: [2, 3] }),
    product({ id: FIX.door, name: 'Deur', productType: 'door', width: 900, length: 2000, fromGround: 0 }),
    product({ id: FIX.bigWindow, name: 'Groot raam', productType: 'window', width: 2000, length: 1200, fromGround: 900 }),
    product({ id: FIX.tallDoor, name: 'Hoge deur', productType: 'door', width: 900, length: 2200, fromGround: 0 }),
    product({ id: FIX.gable, name: 'Gevel', productType: 'gable', rotatedGableProduct: FIX.gableRotated, availableColors: [1, 2] }),
    product({ id: FIX.gableRotated, name: 'Gevel gedraaid', productType: 'gableRotated' }),
    product({ id: FIX.colorProduct, name: 'Meerprijs kleur', productType: 'colorProduct', price: 5_000 }),
    product({ id: FIX.roof, name: 'Dakbedekking EPDM', productType: 'roof', price: 2_500, categories: [{ id: 20, order: 1 }] }),
    product({ id: FIX.roof2, name: 'Dakpannen', productType: 'roof', price: 4_500, categories: [{ id: 20, order: 2 }] }),
    product({ id: FIX.rack, name: 'Dakgoot', productType: 'roofRack', categories: [{ id: 21, order: 1 }] }),
    product({ id: FIX.rack2, name: 'Dakgoot zink', productType: 'roofRack', categories: [{ id: 21, order: 2 }] }),
    product({ id: FIX.claddingA1, name: 'Gevelbekleding A1', productType: 'material', categories: [{ id: 22, order: 1 }] }),
    product({ id: FIX.claddingA2, name: 'Gevelbekleding A2', productType: 'material', categories: [{ id: 22, order: 2 }] }),
    product({ id: FIX.claddingB, name: 'Gevelbekleding B', productType: 'material', categories: [{ id: 23, order: 1 }] }),
    product({ id: FIX.optionPackage, name: 'Optiepakket', productType: 'optionPackage', categories: [{ id: 24, order: 1 }] }),
    product({ id: FIX.foundationWall, name: 'Funderingsbalk', productType: 'foundationWall', length: 2000, categories: [{ id: 27, order: 1 }] }),
    product({ id: FIX.foundationWall2, name: 'Funderingsbalk zwaar', productType: 'foundationWall', length: 2000, categories: [{ id: 27, order: 2 }] }),
    product({ id: FIX.foundationBase, name: 'Poer', productType: 'foundationBase', categories: [{ id: 27, order: 3 }] }),
    product({ id: FIX.fastFoundation, name: 'Schroefpaal', productType: 'fastFoundation', length: 1000, categories: [{ id: 27, order: 4 }] }),
    product({ id: FIX.chair, name: 'Tuinstoel', productType: 'furniture', availableColors: [2], colorProductId: FIX.colorProduct, categories: [{ id: 25, order: 1 }] }),
    product({ id: FIX.table, name: 'Tuintafel', productType: 'furniture', categories: [{ id: 25, order: 2 }] }),
    product({ id: FIX.lamp, name: 'Lantaarn', productType: 'material', categories: [{ id: 26, order: 1 }] }),
    product({ id: FIX.loose, name: 'Beits', productType: 'looseProduct', price: 1_999 }),
    product({ id: FIX.looseMaterial, name: 'Schroeven', productType: 'looseMaterialProduct', price: 999 }),
    product({ id: FIX.material, name: 'Plank', productType: 'material' }),
    product({ id: FIX.pillar, name: 'Paal', productType: 'material', availableColors: [1, 2, 3] }),
  ];
}

export function fixtureCategories(): CategoryInput[] {
  const cat = (id: number, name: string, categoryType: CategoryInput['categoryType'], extra: Partial<CategoryInput> = {}): CategoryInput =>
    ({ id, parentCategoryId: 5, name, slug: name.toLowerCase().replace(/\s+/g, '-'), categoryType, showInConfigurator: true, ...extra });
  return [
    { id: 5, parentCategoryId: 0, name: 'Alles', slug: 'alles' },
    cat(20, 'Dakbedekking', 'roof', { defaultSelectedProduct: FIX.roof }),
    cat(21, 'Dakgoten', 'roofRack'),
    cat(22, 'Gevelbekleding A', 'facadeCladding'),
    cat(23, 'Gevelbekleding B', 'facadeCladding'),
    cat(24, 'Optiepakketten', 'optionPackage'),
    cat(25, 'Meubels', 'furniture'),
    cat(26, 'Verlichting', 'light_street'),
    cat(27, 'Fundering', 'foundation'),
  ];
}

export function fixtureCatalog(): Catalog {
  return {
    products: fixtureProducts().map((p) => productSchema.parse(p)),
    categories: fixtureCategories().map((c) => categorySchema.parse(c)),
    colors: [
      { id: FIX.colors.natural, name: 'Naturel', hex: '#c8a165' },
      { id: FIX.colors.anthracite, name: 'Antraciet', hex: '#383e42' },
      { id: FIX.colors.white, name: 'Wit', hex: '#f4f4f4' },
    ].map((c) => colorSchema.parse(c)),
    sides: [
      { id: FIX.sides.s150, name: 'Zijde 150', width: 1500 },
      { id: FIX.sides.s300, name: 'Zijde 300', width: 3000 },
      { id: FIX.sides.s400, name: 'Zijde 400', width: 4000 },
    ],
    settings: globalSettingsSchema.parse({ spaceBetweenOptions: 50 }),
  };
}
