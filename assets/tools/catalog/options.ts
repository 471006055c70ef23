/**
 * Windows and doors (options on walls) and gables. An option exists on every side wide enough for it (its
 * width plus the 50 mm spacing); `length` is its height, `width` its horizontal span. Gables exist per end
 * wall width, only for the houses with the matching roof type and depth (houseIds).
 */
import type { ProductInput, SideVariation } from '../../../src/domain/catalog';
import { doorSvg, gableSvg, windowSvg } from '../svg/products';
import { cost, eur, withImage } from './common';
import { CAT, COLOR, COLOR_PRODUCT, GABLE, LOOSE, OPTION, PLACEMENT } from './ids';
import { sides } from './sides';

const SPACING = 50;
const ALL_COLORS = Object.values(COLOR);
const FRAME_COLORS = { availableColors: [COLOR.transparent, COLOR.white, COLOR.anthracite, COLOR.black], availableColorsWithoutPrice: [COLOR.transparent, COLOR.white], defaultSelectedColor: COLOR.white };

interface OptionDef {
  id: number;
  name: string;
  sku: string;
  door?: boolean;
  width: number;
  height: number;
  fromGround: number;
  price: number;
  description: string;
  draw: { cols?: number; rows?: number; round?: boolean; tilt?: boolean; leaves?: number; glass?: boolean; sliding?: boolean; stable?: boolean };
  extra?: Partial<ProductInput>;
  /** Per-side overrides of fromGround (side width -> mm). */
  fromGroundBySide?: Record<number, number>;
  /** Only on these houses (houseIds on every variation). */
  houseIds?: number[];
  minSide?: number;
}

function optionDefs(closedHouseIds: number[], canopyHouseIds: number[]): OptionDef[] {
  return [
    { id: OPTION.windowFixed60, name: 'Vast raam 60x60', sku: 'RA-VAST-60', width: 600, height: 600, fromGround: 1400, price: 149, draw: {},
      description: 'Vast raam met dubbel glas in een vuren kozijn, ideaal als lichtinval boven een werkbank.' },
    { id: OPTION.tiltTurn80, name: 'Draai-kiepraam 80x100', sku: 'RA-DK-80', width: 800, height: 1000, fromGround: 1000, price: 289, draw: { tilt: true },
      description: 'Draai-kiepraam met HR++ glas en meerpuntssluiting.', extra: FRAME_COLORS },
    { id: OPTION.tiltTurn100, name: 'Draai-kiepraam 100x120', sku: 'RA-DK-100', width: 1000, height: 1200, fromGround: 800, price: 349, draw: { tilt: true },
      description: 'Groot draai-kiepraam met HR++ glas, geschikt als hoofdraam van een tuinkamer.', extra: FRAME_COLORS },
    { id: OPTION.stable90, name: 'Stalraam 90x60', sku: 'RA-STAL-90', width: 900, height: 600, fromGround: 1400, price: 199, draw: { cols: 3 },
      description: 'Klassiek stalraam met drie ruiten; de bovenkant kantelt naar binnen.', fromGroundBySide: { 1000: 1450, 1250: 1450 } },
    { id: OPTION.panorama150, name: 'Panoramaraam 150x100', sku: 'RA-PANO-150', width: 1500, height: 1000, fromGround: 900, price: 429, draw: { cols: 2 },
      description: 'Breed vast raam voor maximaal uitzicht op de tuin.' },
    { id: OPTION.doubleTurn140, name: 'Dubbel draairaam 140x120', sku: 'RA-DD-140', width: 1400, height: 1200, fromGround: 800, price: 449, draw: { cols: 2, rows: 2 },
      description: 'Twee naar buiten draaiende vleugels met roedeverdeling.', extra: FRAME_COLORS },
    { id: OPTION.round60, name: 'Rond raam Ø60', sku: 'RA-ROND-60', width: 600, height: 600, fromGround: 1300, price: 229, draw: { round: true },
      description: 'Rond vast raam als sfeervolle blikvanger.', extra: { disabledForHouses: canopyHouseIds } },
    { id: OPTION.transom100, name: 'Bovenlicht 100x50', sku: 'RA-BOVEN-100', width: 1000, height: 500, fromGround: 1550, price: 179, draw: { tilt: true },
      description: 'Smal kiepraam hoog in de wand voor ventilatie en privacy.' },
    { id: OPTION.slim40, name: 'Smal raam 40x150', sku: 'RA-SMAL-40', width: 400, height: 1500, fromGround: 500, price: 219, draw: {},
      description: 'Hoog en smal vast raam, mooi naast een deur.' },
    { id: OPTION.test, name: 'Testraam 50x50', sku: 'RA-TEST', width: 500, height: 500, fromGround: 1000, price: 1, draw: {},
      description: 'Testproduct voor de testgebruiker.', extra: { test: true } },
    { id: OPTION.doorSingle, name: 'Enkele deur 90x201', sku: 'DE-ENKEL-90', door: true, width: 900, height: 2010, fromGround: 0, price: 495, draw: {},
      description: 'Dichte houten deur met kaderwerk, cilinderslot en drie scharnieren.' },
    { id: OPTION.doorGlass, name: 'Glasdeur 90x201', sku: 'DE-GLAS-90', door: true, width: 900, height: 2010, fromGround: 0, price: 645, draw: { glass: true },
      description: 'Houten deur met een groot glasvlak (veiligheidsglas), meerpuntssluiting.', extra: FRAME_COLORS },
    { id: OPTION.doorDouble, name: 'Dubbele deur 160x201', sku: 'DE-DUBBEL-160', door: true, width: 1600, height: 2010, fromGround: 0, price: 895, draw: { leaves: 2 },
      description: 'Dubbele dichte deur, ideaal om een grasmaaier of fietsen naar binnen te rijden.' },
    { id: OPTION.doorFrench, name: 'Openslaande tuindeuren 180x201', sku: 'DE-TUIN-180', door: true, width: 1800, height: 2010, fromGround: 0, price: 995, draw: { leaves: 2, glass: true },
      description: 'Twee glazen deuren die naar buiten openslaan, met kantschuiven en meerpuntssluiting.', extra: FRAME_COLORS },
    { id: OPTION.slidingDoor, name: 'Schuifpui 250x205', sku: 'DE-SCHUIF-250', door: true, width: 2500, height: 2050, fromGround: 0, price: 1695, draw: { leaves: 2, sliding: true },
      description: 'Aluminium schuifpui met HR++ glas; alleen voor gesloten tuinhuizen.', houseIds: closedHouseIds,
      extra: { availableColors: [COLOR.anthracite, COLOR.black, COLOR.white], availableColorsWithoutPrice: [COLOR.anthracite], defaultSelectedColor: COLOR.anthracite } },
    { id: OPTION.stableDoor, name: 'Staldeur 100x201', sku: 'DE-STAL-100', door: true, width: 1000, height: 2010, fromGround: 0, price: 575, draw: { stable: true },
      description: 'Deur met een boven- en onderdeel die apart open kunnen.' },
  ];
}

function optionVariations(def: OptionDef, price: number): SideVariation[] {
  return sides
    .filter((side) => def.width + SPACING < side.width)
    .map((side) => ({
      sideId: side.id, price, costPrice: cost(price, 0.58),
      ...(def.fromGroundBySide?.[side.width] !== undefined ? { fromGround: def.fromGroundBySide[side.width] } : {}),
      ...(def.houseIds ? { houseIds: def.houseIds } : {}),
    }));
}

export function buildOptions(houses: ProductInput[]): ProductInput[] {
  const closed = houses.filter((h) => h.house?.settings?.kind !== 'overkapping').map((h) => h.id);
  const canopy = houses.filter((h) => h.house?.settings?.kind === 'overkapping').map((h) => h.id);
  return optionDefs(closed, canopy).map((def, index) => {
    const price = eur(def.price);
    const product: ProductInput = {
      id: def.id, name: def.name, sku: def.sku, description: def.description,
      productType: def.door ? 'door' : 'window', width: def.width, length: def.height, fromGround: def.fromGround,
      price, costPrice: cost(price, 0.58), variations: optionVariations(def, price),
      categories: [{ id: CAT.options, order: index * 10 }, ...(def.extra?.test ? [{ id: CAT.testProducts, order: 20 }] : [])],
      colorProductId: COLOR_PRODUCT.option, placementProductId: PLACEMENT.option,
      availableColors: ALL_COLORS, availableColorsWithoutPrice: [COLOR.transparent],
      productDependencyIds: def.door ? [LOOSE.doorHardware] : [],
      rotationPoint: def.door ? 'left' : 'none',
      ...def.extra,
    };
    return withImage(product, (p) => (def.door ? doorSvg(p.name, def.width, def.height, def.draw) : windowSvg(p.name, def.width, def.height, def.draw)));
  });
}

interface GableDef { id: number; name: string; sku: string; roof: 'gable' | 'leanTo'; pattern: 'planks' | 'zweeds' | 'glass'; perM2: number; rotated?: number; mirrored?: boolean }

const gableDefs: GableDef[] = [
  { id: GABLE.gablePlanks, name: 'Kopgevel zadeldak planken', sku: 'KG-ZD-HOR', roof: 'gable', pattern: 'planks', perM2: 110 },
  { id: GABLE.gableZweeds, name: 'Kopgevel zadeldak Zweeds rabat', sku: 'KG-ZD-ZWR', roof: 'gable', pattern: 'zweeds', perM2: 130 },
  { id: GABLE.gableGlass, name: 'Kopgevel zadeldak glas', sku: 'KG-ZD-GLS', roof: 'gable', pattern: 'glass', perM2: 420 },
  { id: GABLE.leanToPlanks, name: 'Kopgevel lessenaarsdak planken', sku: 'KG-LD-HOR', roof: 'leanTo', pattern: 'planks', perM2: 110, rotated: GABLE.leanToPlanksRotated },
  { id: GABLE.leanToZweeds, name: 'Kopgevel lessenaarsdak Zweeds rabat', sku: 'KG-LD-ZWR', roof: 'leanTo', pattern: 'zweeds', perM2: 130, rotated: GABLE.leanToZweedsRotated },
  { id: GABLE.leanToPlanksRotated, name: 'Kopgevel lessenaarsdak planken gespiegeld', sku: 'KG-LD-HOR-R', roof: 'leanTo', pattern: 'planks', perM2: 110, mirrored: true },
  { id: GABLE.leanToZweedsRotated, name: 'Kopgevel lessenaarsdak Zweeds rabat gespiegeld', sku: 'KG-LD-ZWR-R', roof: 'leanTo', pattern: 'zweeds', perM2: 130, mirrored: true },
];

/** Gable variations: one per end-wall side, for the houses of that roof type whose gable sits on that side. */
export function buildGables(houses: ProductInput[]): ProductInput[] {
  return gableDefs.map((def, index) => {
    const variations: SideVariation[] = [];
    for (const side of sides) {
      const fitting = houses.filter((h) => h.house?.roofType === def.roof && h.house.layout.gableSpaces.some((g) =>
        h.house?.layout.spaces.find((s) => s.id === g.spaceId)?.variants[0].subSpaces[0].globalSideId === side.id));
      if (fitting.length === 0) continue;
      const rise = Math.max(...fitting.map((h) => h.house?.layout.gableSpaces[0].rise ?? 0));
      const area = (side.width * rise) / 2 / 1e6;
      const price = eur(Math.round(45 + area * def.perM2));
      variations.push({ sideId: side.id, houseIds: fitting.map((h) => h.id), price, costPrice: cost(price) });
    }
    const product: ProductInput = {
      id: def.id, name: def.name, sku: def.sku,
      description: def.roof === 'gable'
        ? 'Driehoekige kopgevel boven de zijwand van een zadeldak.'
        : `Schuine kopgevel boven de zijwand van een lessenaarsdak${def.mirrored ? ', gespiegeld voor de andere zijde' : ''}.`,
      productType: def.mirrored ? 'gableRotated' : 'gable',
      price: variations[0].price, costPrice: variations[0].costPrice, variations,
      rotatedGableProduct: def.rotated ?? null,
      categories: def.mirrored ? [] : [{ id: CAT.gables, order: index * 10 }],
      colorProductId: COLOR_PRODUCT.gable, placementProductId: PLACEMENT.wall,
      availableColors: ALL_COLORS, availableColorsWithoutPrice: [COLOR.transparent],
      disabledForHouses: houses.filter((h) => h.house?.roofType !== def.roof).map((h) => h.id),
    };
    return withImage(product, (p) => gableSvg(p.name, def.roof, def.pattern, def.mirrored));
  });
}
