/**
 * Wall modules and fence modules. Each exists for every global side through a side variation priced by the
 * span it covers (a half module covers half a span). A module's `width` is its vertical size (the wall
 * height), as the option fit rule reads it.
 */
import type { ProductInput, SideVariation } from '../../../src/domain/catalog';
import { wallSvg, type WallPattern } from '../svg/products';
import { cost, eur, shopPrice, withImage } from './common';
import { CAT, COLOR, COLOR_PRODUCT, LOOSE, PLACEMENT, WALL } from './ids';
import { sides } from './sides';

export const WALL_HEIGHT = 2200;
const FENCE_HEIGHT = 1800;

interface WallDef {
  id: number;
  name: string;
  sku: string;
  description: string;
  pattern: WallPattern;
  /** Euros per metre of covered span, plus a fixed part per module. */
  perMetre: number;
  base: number;
  fence?: boolean;
  half?: boolean;
  measure?: boolean;
  wallType: ProductInput['wallType'];
  extra?: Partial<ProductInput>;
}

const ALL_COLORS = Object.values(COLOR);

const defs: WallDef[] = [
  { id: WALL.planks, name: 'Wand horizontale planken', sku: 'WM-HOR', pattern: 'planks', perMetre: 150, base: 40, wallType: 'outside',
    description: 'Dichte wand van horizontale, geschaafde vuren planken 18 x 140 mm (tand en groef), geïmpregneerd.',
    extra: { productDependencyIds: [LOOSE.fixings] } },
  { id: WALL.zweeds, name: 'Wand Zweeds rabat', sku: 'WM-ZWR', pattern: 'zweeds', perMetre: 175, base: 40, wallType: 'outside',
    description: 'Wand van Zweeds rabat 22 x 195 mm: overlappende planken met een diepe schaduwlijn, geïmpregneerd vuren.',
    extra: { productDependencyIds: [LOOSE.fixings] } },
  { id: WALL.channel, name: 'Wand Channelsiding', sku: 'WM-CHS', pattern: 'channel', perMetre: 205, base: 40, wallType: 'outside',
    description: 'Strakke wand van Channelsiding 28 x 145 mm, fabrieksmatig voorbehandeld in antraciet.',
    extra: { defaultSelectedColor: COLOR.anthracite, availableColorsWithoutPrice: [COLOR.anthracite, COLOR.black] } },
  { id: WALL.glass, name: 'Glazen wand', sku: 'WM-GLS', pattern: 'glass', perMetre: 480, base: 60, wallType: 'glass',
    description: 'Wand met vaste beglazing van gehard veiligheidsglas (6 mm) in een houten kozijn.',
    extra: { availableColors: [COLOR.black, COLOR.anthracite, COLOR.white], availableColorsWithoutPrice: [COLOR.black], defaultSelectedColor: COLOR.black, productsOrderedSeparately: [LOOSE.glazingBeads] } },
  { id: WALL.halfPlanks, name: 'Halve wand horizontale planken', sku: 'WM-HOR-HALF', pattern: 'planks', perMetre: 150, base: 30, half: true, wallType: 'outside',
    description: 'Wandmodule van horizontale planken over de halve breedte van een vak; de andere helft blijft open of krijgt een eigen module.' },
  { id: WALL.madeToMeasure, name: 'Wand op maat', sku: 'WM-OPMAAT', pattern: 'planks', perMetre: 230, base: 95, measure: true, wallType: 'outside',
    description: 'Wand van horizontale planken die op locatie op maat wordt gemaakt, bijvoorbeeld bij een schuine erfgrens of een bestaande muur.' },
  { id: WALL.insideOutside, name: 'Wand binnen- en buitenzijde', sku: 'WM-DUBBEL', pattern: 'planks', perMetre: 285, base: 50, wallType: 'insideAndOutside',
    description: 'Dubbele wand: buiten horizontale planken, binnen een strakke afwerking van vuren rabat. Geschikt voor een isolatiepakket.',
    extra: { productDependencyIds: [LOOSE.fixings] } },
  { id: WALL.inside, name: 'Binnenwand', sku: 'WM-BINNEN', pattern: 'inside', perMetre: 120, base: 30, wallType: 'inside',
    description: 'Lichte scheidingswand van geschaafd vuren, bedoeld voor de binnenlijn tussen tuinhuis en overkapping.' },
  { id: WALL.halfGlass, name: 'Halve glazen wand', sku: 'WM-GLS-HALF', pattern: 'glass', perMetre: 480, base: 50, half: true, wallType: 'glass',
    description: 'Vaste beglazing over de halve breedte van een vak, te combineren met een halve houten wand.',
    extra: { availableColors: [COLOR.black, COLOR.anthracite, COLOR.white], availableColorsWithoutPrice: [COLOR.black] } },
  { id: WALL.test, name: 'Testwand', sku: 'WM-TEST', pattern: 'planks', perMetre: 10, base: 1, wallType: 'outside',
    description: 'Testproduct voor de testgebruiker.', extra: { test: true } },
  { id: WALL.fencePlanks, name: 'Schutting horizontale planken', sku: 'FM-HOR', pattern: 'planks', perMetre: 95, base: 25, fence: true, wallType: 'outside',
    description: 'Schutting van 180 cm hoog met horizontale planken tussen de staanders.' },
  { id: WALL.fenceZweeds, name: 'Schutting Zweeds rabat', sku: 'FM-ZWR', pattern: 'zweeds', perMetre: 115, base: 25, fence: true, wallType: 'outside',
    description: 'Schutting van 180 cm hoog in Zweeds rabat.' },
  { id: WALL.fenceHalf, name: 'Halve schutting', sku: 'FM-HOR-HALF', pattern: 'planks', perMetre: 95, base: 20, fence: true, half: true, wallType: 'outside',
    description: 'Schutting van 180 cm hoog over de halve breedte van een vak.' },
  { id: WALL.fenceSlats, name: 'Tuinscherm lamellen', sku: 'FM-LAM', pattern: 'slats', perMetre: 140, base: 25, fence: true, wallType: 'open',
    description: 'Open tuinscherm van liggende lamellen; laat licht en lucht door.' },
];

function variations(def: WallDef): SideVariation[] {
  return sides.map((side) => {
    const span = def.half ? side.width / 2 : side.width;
    const price = shopPrice(eur(def.base + (def.perMetre * span) / 1000));
    return { sideId: side.id, price, costPrice: cost(price) };
  });
}

export function buildWalls(): ProductInput[] {
  return defs.map((def) => {
    const vars = variations(def);
    const reference = vars.find((v) => v.sideId === sides.find((s) => s.width === 2500)?.id) ?? vars[0];
    const product: ProductInput = {
      id: def.id, name: def.name, sku: def.sku, description: def.description,
      productType: def.fence ? 'fenceModule' : 'wallModule',
      width: def.fence ? FENCE_HEIGHT : WALL_HEIGHT,
      // The 'Zijde 250' price as the list price; the side variation prices count in the design.
      price: reference.price, costPrice: reference.costPrice,
      wallType: def.wallType, halfWall: def.half ?? false, madeToMeasure: def.measure ?? false,
      variations: vars,
      categories: [{ id: def.fence ? CAT.fences : CAT.walls, order: defs.indexOf(def) * 10 }, ...(def.extra?.test ? [{ id: CAT.testProducts, order: 10 }] : [])],
      colorProductId: COLOR_PRODUCT.wall,
      placementProductId: PLACEMENT.wall,
      availableColors: ALL_COLORS,
      availableColorsWithoutPrice: [COLOR.transparent],
      ...def.extra,
    };
    return withImage(product, (p) => wallSvg(p.name, def.pattern, { half: def.half, measure: def.measure, double: def.wallType === 'insideAndOutside', low: def.fence }));
  });
}
