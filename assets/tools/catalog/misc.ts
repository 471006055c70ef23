/**
 * Colours and the colour products that price them, furniture and light-street items, loose products,
 * loose-material products, placement packages and the frame materials (pillars, joists).
 */
import type { ColorInput, ProductInput } from '../../../src/domain/catalog';
import { furnitureSvg, type FurnitureShape } from '../svg/furniture';
import { iconSvg } from '../svg/products';
import { card, rect } from '../svg/base';
import { addImage, cost, eur, slugify, withImage } from './common';
import { CAT, COLOR, COLOR_PRODUCT, FURNITURE, LOOSE, MATERIAL, PLACEMENT } from './ids';

const colorDefs: Array<[number, string, string, Partial<ColorInput>]> = [
  [COLOR.transparent, 'Transparant (blank)', '#d8b98a', { isTransparent: true, sortOrder: 10 }],
  [COLOR.black, 'Zwart', '#1f1f1f', { sortOrder: 20 }],
  [COLOR.anthracite, 'Antraciet', '#3a3d40', { sortOrder: 30 }],
  [COLOR.white, 'Wit', '#f2f2ee', { sortOrder: 40 }],
  [COLOR.grey, 'Grijs', '#8a8d8f', { sortOrder: 50, repeatX: 2, repeatY: 2 }],
  [COLOR.lightGrey, 'Lichtgrijs', '#c4c6c4', { sortOrder: 60, repeatX: 2, repeatY: 2 }],
  [COLOR.swedishRed, 'Zweeds rood', '#8c2a1c', { sortOrder: 70 }],
  [COLOR.olive, 'Olijfgroen', '#6b6b3a', { sortOrder: 80 }],
  [COLOR.darkBrown, 'Donkerbruin', '#4b3324', { sortOrder: 90, repeatX: 1.5, repeatY: 1.5 }],
  [COLOR.creamWhite, 'Crèmewit', '#efe6d2', { putOnProduct: true }],
];

function swatchSvg(name: string, hex: string, transparent: boolean): string {
  const grain = [30, 60, 90, 120].map((y) => `<path d="M20 ${y} q60 -8 120 0 t80 0" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>`).join('');
  const checker = transparent ? `<pattern id="c" width="20" height="20" patternUnits="userSpaceOnUse">${rect(0, 0, 10, 10, 'fill="#ddd"')}${rect(10, 10, 10, 10, 'fill="#ddd"')}</pattern>${rect(20, 20, 200, 120, 'fill="url(#c)"')}` : '';
  return card(240, 170, name, checker + rect(20, 20, 200, 120, `fill="${hex}" fill-opacity="${transparent ? 0.6 : 1}" stroke="#999"`) + grain, name);
}

export function buildColors(): ColorInput[] {
  return colorDefs.map(([id, name, hex, extra]) => {
    const imageUrl = addImage(`/catalog/colors/${id}-${slugify(name)}.svg`, swatchSvg(name, hex, extra.isTransparent ?? false));
    return { id, name, hex, imageUrl, ...extra };
  });
}

export function buildMiscProducts(): ProductInput[] {
  const out: ProductInput[] = [];
  const add = (p: ProductInput, draw: (p: ProductInput) => string) => out.push(withImage(p, draw));
  const priced = (euros: number) => ({ price: eur(euros), costPrice: cost(eur(euros)) });

  // Colour products: the surcharge per brushed item.
  const colorProducts: Array<[number, string, number]> = [
    [COLOR_PRODUCT.wall, 'Meerprijs kleur wandmodule', 65], [COLOR_PRODUCT.option, 'Meerprijs kleur raam of deur', 35],
    [COLOR_PRODUCT.pillar, 'Meerprijs kleur staander', 15], [COLOR_PRODUCT.gable, 'Meerprijs kleur kopgevel', 45],
    [COLOR_PRODUCT.furniture, 'Meerprijs kleur meubel', 25],
  ];
  colorProducts.forEach(([id, name, euros], i) => add({
    id, name, sku: `KL-${id}`, productType: 'colorProduct', ...priced(euros), categories: [{ id: CAT.colors, order: i * 10 }],
    description: 'Fabrieksmatig in kleur gespoten of gebeitst (twee lagen), prijs per onderdeel.',
  }, (p) => iconSvg(p.name, 'brush', '#8c2a1c')));

  const furniture: Array<[number, string, number, number, number, FurnitureShape, ProductInput['rotationPoint'], string, Partial<ProductInput>]> = [
    [FURNITURE.loungeSet, 'Loungeset hoek', 1295, 2400, 2000, 'lounge', 'middle', 'Hoekloungeset van massief acaciahout met weerbestendige kussens.', {}],
    [FURNITURE.diningTable, 'Tuinset 6 personen', 899, 2000, 1500, 'table', 'middle', 'Tuintafel 200 x 100 cm met zes stoelen.', {}],
    [FURNITURE.chair, 'Tuinstoel', 119, 600, 600, 'chair', 'bottom', 'Houten tuinstoel met armleuningen.', {}],
    [FURNITURE.sunLounger, 'Ligbed', 249, 2000, 700, 'lounger', 'left', 'Verstelbaar ligbed van hardhout.', {}],
    [FURNITURE.planter, 'Plantenbak 160', 189, 1600, 500, 'planter', 'bottom', 'Houten plantenbak 160 x 50 cm met worteldoek.', {}],
    [FURNITURE.bbq, 'Kogelbarbecue', 249, 600, 600, 'bbq', 'middle', 'Kogelbarbecue Ø 57 cm op wielen.', { availableColors: [], colorProductId: null }],
    [FURNITURE.deck, 'Vlonder 300x200', 695, 3000, 2000, 'deck', 'none', 'Vlonder van hardhout op een onderconstructie; meubels kunnen erop worden geplaatst.', { canPlaceFoundationBelowThisItem: true, canPlaceItemsInThisItem: true }],
    [FURNITURE.test, 'Testmeubel', 1, 500, 500, 'chair', 'middle', 'Testproduct voor de testgebruiker.', { test: true }],
  ];
  furniture.forEach(([id, name, euros, width, length, shape, rotationPoint, description, extra], i) => add({
    id, name, sku: `MB-${id}`, productType: 'furniture', ...priced(euros), width, length, rotationPoint, description,
    categories: [{ id: CAT.furniture, order: i * 10 }, ...(extra.test ? [{ id: CAT.testProducts, order: 40 }] : [])],
    placementProductId: PLACEMENT.furniture, colorProductId: COLOR_PRODUCT.furniture,
    availableColors: Object.values(COLOR), availableColorsWithoutPrice: [COLOR.transparent], ...extra,
  }, (p) => furnitureSvg(p.name, shape)));

  const lights: Array<[number, string, number, number, number, ProductInput['rotationPoint'], 'lamp' | 'spot', string]> = [
    [FURNITURE.standingLamp, 'Staande tuinlamp', 89, 250, 250, 'middle', 'lamp', 'Staande tuinlamp van 80 cm, 230 V, IP44.'],
    [FURNITURE.groundSpot, 'Grondspot LED', 39, 100, 100, 'middle', 'spot', 'Inbouw grondspot 12 V met warmwit LED-licht.'],
    [FURNITURE.wallLamp, 'Wandlamp buiten', 59, 300, 150, 'top', 'lamp', 'Wandlamp voor aan een staander of wand, met schemerschakelaar.'],
    [FURNITURE.lantern, 'Lantaarnpaal klassiek', 229, 400, 400, 'middle', 'lamp', 'Klassieke lantaarnpaal van 220 cm in zwart aluminium.'],
  ];
  lights.forEach(([id, name, euros, width, length, rotationPoint, shape, description], i) => add({
    id, name, sku: `TV-${id}`, productType: 'furniture', ...priced(euros), width, length, rotationPoint, description,
    categories: [{ id: CAT.lights, order: i * 10 }], placementProductId: PLACEMENT.furniture,
  }, (p) => iconSvg(p.name, shape, shape === 'spot' ? '#9aa0a6' : '#2f2f2f')));

  const loose: Array<[number, string, ProductInput['productType'], number, number, string, 'box' | 'package' | 'drawing' | 'beam' | 'tools', Partial<ProductInput>]> = [
    [LOOSE.stain, 'Tuinhuisbeits 2,5 liter', 'looseProduct', 39.95, CAT.looseProducts, 'Dekkende beits op waterbasis voor circa 25 m².', 'box', {}],
    [LOOSE.rainBarrel, 'Regenton 200 liter', 'looseProduct', 79, CAT.looseProducts, 'Regenton met kraan en vulautomaat voor de regenpijp.', 'box', {}],
    [LOOSE.doorStop, 'Deurstopper RVS', 'looseProduct', 12.5, CAT.looseProducts, 'Vloerdeurstopper van RVS.', 'box', {}],
    [LOOSE.maintenanceKit, 'Onderhoudsset dakgoot', 'looseProduct', 24.95, CAT.looseProducts, 'Bladvanger, gootreiniger en kit.', 'package', {}],
    [LOOSE.drawing, 'Bouwtekening (digitaal)', 'looseProduct', 0, CAT.looseProducts, 'Gratis digitale bouwtekening voor de vergunningcheck.', 'drawing', {}],
    [LOOSE.test, 'Testbijproduct', 'looseProduct', 1, CAT.looseProducts, 'Testproduct voor de testgebruiker.', 'box', { test: true }],
    [LOOSE.ridgeTiles, 'Nokvorsten set', 'looseMaterialProduct', 89, CAT.construction, 'Nokvorsten met ondervorstprofiel voor een zadeldak met dakpannen.', 'package', {}],
    [LOOSE.rootCloth, 'Worteldoek 2x10 m', 'looseMaterialProduct', 29.95, CAT.construction, 'Worteldoek tegen onkruid onder de vloer.', 'package', {}],
    [LOOSE.glazingBeads, 'Glaslatten set', 'looseMaterialProduct', 34.95, CAT.construction, 'Glaslatten en beglazingskit voor een glazen wand.', 'package', {}],
    [LOOSE.battens, 'Tengels en panlatten', 'material', 9.95, CAT.construction, 'Tengels en panlatten onder dakpannen, per m².', 'beam', {}],
    [LOOSE.fixings, 'Montagemateriaal wand', 'material', 14.95, CAT.construction, 'RVS schroeven en bevestigingshoeken voor één wandmodule.', 'tools', {}],
    [LOOSE.doorHardware, 'Deurbeslag set RVS', 'material', 49, CAT.construction, 'Deurkruk, schild en cilinder met drie sleutels.', 'tools', {}],
  ];
  loose.forEach(([id, name, productType, euros, cat, description, shape, extra], i) => add({
    id, name, sku: `BP-${id}`, productType, ...priced(euros), description, categories: [{ id: cat, order: i * 10 }, ...(extra.test ? [{ id: CAT.testProducts, order: 50 }] : [])], ...extra,
  }, (p) => iconSvg(p.name, shape, '#e7d9b9')));

  const placement: Array<[number, string, number, string]> = [
    [PLACEMENT.house, 'Plaatsing tuinhuis (basis)', 695, 'Opbouw van het frame en het dak door onze montageploeg.'],
    [PLACEMENT.wall, 'Plaatsing wandmodule', 85, 'Monteren van één wandmodule of kopgevel.'],
    [PLACEMENT.option, 'Plaatsing raam of deur', 65, 'Inbouwen en afstellen van één raam of deur.'],
    [PLACEMENT.furniture, 'Plaatsen los object', 35, 'Plaatsen en aansluiten van een meubel of lamp.'],
    [PLACEMENT.roof, 'Dakbedekking aanbrengen', 18, 'Aanbrengen van de dakbedekking, per m².'],
    [PLACEMENT.foundation, 'Fundering aanleggen', 12, 'Uitzetten en stellen van de fundering, per onderdeel.'],
  ];
  placement.forEach(([id, name, euros, description], i) => add({
    id, name, sku: `PL-${id}`, productType: 'placePackage', ...priced(euros), description, categories: [{ id: CAT.placement, order: i * 10 }],
  }, (p) => iconSvg(p.name, 'tools', '#5b7f3a')));

  const materials: Array<[number, string, number, 'post' | 'beam', string]> = [
    [MATERIAL.pillar, 'Extra staander 12x12 cm', 69, 'post', 'Gelamineerde vuren staander 12 x 12 cm voor een extra middenstijl.'],
    [MATERIAL.pillarWall, 'Wandstaander 7x12 cm', 39, 'post', 'Lichtere staander die binnen een dichte wand verdwijnt.'],
    [MATERIAL.joist, 'Dakligger 7x20 cm', 59, 'beam', 'Extra dakligger per dakvak.'],
    [MATERIAL.joistSplit, 'Ligger boven gedeelde wand', 45, 'beam', 'Versterkingsligger boven een wand met middenstijl.'],
    [MATERIAL.wallPlate, 'Muurplaat set zadeldak', 129, 'beam', 'Muurplaten en nokbalk voor een zadeldak.'],
  ];
  materials.forEach(([id, name, euros, shape, description], i) => add({
    id, name, sku: `CD-${id}`, productType: 'material', ...priced(euros), description, categories: [{ id: CAT.construction, order: i * 10 }],
    colorProductId: id === MATERIAL.pillar || id === MATERIAL.pillarWall ? COLOR_PRODUCT.pillar : null,
  }, (p) => iconSvg(p.name, shape)));
  return out;
}
