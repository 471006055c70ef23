/**
 * Product choices around the frame: roof coverings (priced per m²), roof racks (front and rear), facade
 * cladding, option packages and the three foundation types.
 */
import type { ProductInput } from '../../../src/domain/catalog';
import { iconSvg, roofSvg, type RoofPattern } from '../svg/products';
import { cost, eur, withImage } from './common';
import { CAT, CLADDING, FOUNDATION, LOOSE, PACKAGE, PLACEMENT, RACK, ROOF } from './ids';

interface HouseGroups { flat: number[]; gable: number[]; tuinhuis: number[]; overkapping: number[] }

export function houseGroups(houses: ProductInput[]): HouseGroups {
  const ids = (f: (h: ProductInput) => boolean) => houses.filter(f).map((h) => h.id);
  return {
    flat: ids((h) => h.house?.roofType === 'flat'),
    gable: ids((h) => h.house?.roofType === 'gable'),
    tuinhuis: ids((h) => h.house?.settings?.kind === 'tuinhuis'),
    overkapping: ids((h) => h.house?.settings?.kind === 'overkapping'),
  };
}

function roof(id: number, name: string, sku: string, perM2: number, pattern: RoofPattern, description: string, extra: Partial<ProductInput>, order: number): ProductInput {
  const price = eur(perM2);
  return withImage({
    id, name, sku, description, productType: 'roof', price, costPrice: cost(price, 0.55),
    categories: [{ id: CAT.roofs, order }], placementProductId: PLACEMENT.roof, ...extra,
  }, (p) => roofSvg(p.name, pattern));
}

export function buildExtras(houses: ProductInput[]): ProductInput[] {
  const g = houseGroups(houses);
  const out: ProductInput[] = [
    roof(ROOF.epdm, 'EPDM dakbedekking', 'DK-EPDM', 45, 'epdm',
      'Naadloze EPDM rubberfolie van 1,14 mm op underlayment, 20 jaar garantie. Prijs per m² dakoppervlak inclusief overstek.',
      { disabledForHouses: g.gable }, 10),
    roof(ROOF.shingles, 'Bitumen shingles', 'DK-SHINGLE', 38, 'shingles',
      'Leisteen-grijze bitumen shingles op een dakbeschot van OSB. Prijs per m².',
      { disabledForHouses: g.flat, subtractPrice: eur(5) }, 20),
    roof(ROOF.tiles, 'Betonnen dakpannen', 'DK-PANNEN', 62, 'tiles',
      'Antraciet betonnen dakpannen op tengels en panlatten. Prijs per m²; nokvorsten worden apart meegeleverd.',
      { disabledForHouses: g.flat, productsOrderedSeparately: [LOOSE.ridgeTiles], productDependencyIds: [LOOSE.battens] }, 30),
    roof(ROOF.polycarbonate, 'Polycarbonaat golfplaten', 'DK-POLY', 35, 'polycarbonate',
      'Heldere polycarbonaat golfplaten: veel licht onder de overkapping. Prijs per m²; niet voor een gesloten tuinhuis.',
      { disabledForHouses: g.tuinhuis }, 40),
    roof(ROOF.sedum, 'Sedum groendak', 'DK-SEDUM', 95, 'sedum',
      'Kant-en-klaar sedumdak op EPDM: isoleert, vangt regenwater op en trekt insecten aan. Prijs per m².',
      { disabledForHouses: g.gable }, 50),
    roof(ROOF.test, 'Testdakbedekking', 'DK-TEST', 1, 'epdm', 'Testproduct voor de testgebruiker.', { test: true, categories: [{ id: CAT.roofs, order: 90 }, { id: CAT.testProducts, order: 30 }] }, 90),
  ];

  const simple = (id: number, name: string, sku: string, type: ProductInput['productType'], cat: number, euros: number, description: string, draw: (p: ProductInput) => string, extra: Partial<ProductInput> = {}, order = 100) => {
    const price = eur(euros);
    out.push(withImage({ id, name, sku, description, productType: type, price, costPrice: cost(price), categories: [{ id: cat, order }], ...extra }, draw));
  };
  // Roof racks: a front and a rear slot, any rack fits either.
  simple(RACK.aluminium, 'Daktrim aluminium', 'DR-ALU', 'roofRack', CAT.roofRacks, 129, 'Strakke aluminium daktrim als afwerking van de dakrand, per zijde.', (p) => iconSvg(p.name, 'profile', '#b8bec4'), {}, 10);
  simple(RACK.douglas, 'Dakrand Douglas', 'DR-DOUG', 'roofRack', CAT.roofRacks, 95, 'Houten dakrand van Douglas 22 x 145 mm, per zijde.', (p) => iconSvg(p.name, 'profile', '#b57b4a'), {}, 20);
  simple(RACK.gutterZinc, 'Zinken dakgoot met afvoer', 'DR-GOOT', 'roofRack', CAT.roofRacks, 189, 'Mastgoot van zink met hemelwaterafvoer, per zijde.', (p) => iconSvg(p.name, 'profile', '#8d969c'), { disabledForHouses: g.flat }, 30);
  // Facade cladding: several allowed, one per category.
  simple(CLADDING.zweeds, 'Boeiboord Zweeds rabat', 'GB-ZWR', 'material', CAT.facadeCladding, 245, 'Boeiboord rondom in Zweeds rabat, passend bij de wanden.', (p) => iconSvg(p.name, 'beam'), { subtractPrice: eur(45) }, 10);
  simple(CLADDING.channel, 'Boeiboord Channelsiding', 'GB-CHS', 'material', CAT.facadeCladding, 295, 'Boeiboord rondom in antraciet Channelsiding.', (p) => iconSvg(p.name, 'beam', '#4a4f55'), { subtractPrice: eur(45) }, 20);
  simple(CLADDING.douglas, 'Gevelbekleding Douglas voorzijde', 'GB-DOUG', 'material', CAT.facadeCladding, 385, 'Verticale Douglas delen op de voorgevel voor een warme uitstraling.', (p) => iconSvg(p.name, 'beam', '#b57b4a'), {}, 30);
  // Option packages share the replace-by-category rule with cladding.
  simple(PACKAGE.insulation, 'Isolatiepakket', 'OP-ISO', 'optionPackage', CAT.optionPackages, 895, 'Isolatie van dak en vloer met PIR-platen (Rd 2,5), voor een tuinkamer die het hele jaar bruikbaar is.', (p) => iconSvg(p.name, 'package', '#f0e3b5'), { disabledForHouses: g.overkapping }, 10);
  simple(PACKAGE.maintenance, 'Onderhoudspakket', 'OP-ONDERH', 'optionPackage', CAT.optionPackages, 119, 'Beits, kwasten en een reinigingsmiddel voor het eerste onderhoud.', (p) => iconSvg(p.name, 'package', '#d8e7c8'), {}, 20);
  simple(PACKAGE.led, 'LED-verlichtingspakket', 'OP-LED', 'optionPackage', CAT.optionPackages, 349, 'Zes inbouwspots in het dakoverstek met schakelaar en buitenstopcontact.', (p) => iconSvg(p.name, 'package', '#fff2b3'), {}, 30);
  simple(PACKAGE.gutter, 'Hemelwaterpakket', 'OP-HWA', 'optionPackage', CAT.optionPackages, 259, 'Dakgoot, uitloop en regenpijp aan de achterzijde met aansluiting voor een regenton.', (p) => iconSvg(p.name, 'package', '#cfd8dc'), {}, 40);
  // Foundations, keyed by type.
  simple(FOUNDATION.beamBand, 'Betonband 100x20x6', 'FU-BAND', 'foundationWall', CAT.foundation, 9.95, 'Betonband van 100 cm onder elke wand; het aantal volgt uit de wandlengte.', (p) => iconSvg(p.name, 'block', '#c7c7c7', 'per 100 cm'), { length: 1000, width: 60, height: 200, productsOrderedSeparately: [LOOSE.rootCloth], placementProductId: PLACEMENT.foundation }, 10);
  simple(FOUNDATION.beamBandHigh, 'Betonband 100x30x8', 'FU-BAND-HOOG', 'foundationWall', CAT.foundation, 14.5, 'Zware betonband van 100 cm voor een hoger liggende vloer.', (p) => iconSvg(p.name, 'block', '#b5b5b5', 'per 100 cm'), { length: 1000, width: 80, height: 300, placementProductId: PLACEMENT.foundation }, 15);
  simple(FOUNDATION.base, 'Betonpoer 30x30', 'FU-POER', 'foundationBase', CAT.foundation, 24.95, 'Betonpoer 30 x 30 x 40 cm onder elke staander.', (p) => iconSvg(p.name, 'block', '#d0d0d0', 'per staander'), { width: 300, length: 300, height: 400, placementProductId: PLACEMENT.foundation }, 20);
  simple(FOUNDATION.baseAdjustable, 'Verstelbare paalvoet', 'FU-PAALVOET', 'foundationBase', CAT.foundation, 19.95, 'Verzinkte paalvoet, in hoogte verstelbaar, voor op een bestaande tegelvloer.', (p) => iconSvg(p.name, 'post', '#9aa0a6', 'per staander'), { width: 120, length: 120, height: 150 }, 25);
  simple(FOUNDATION.screwPile, 'Schroeffundering 120 cm', 'FU-SCHROEF', 'fastFoundation', CAT.foundation, 39.95, 'Verzinkte schroefpaal die zonder graafwerk en beton de grond in gaat; geschikt voor slappe grond.', (p) => iconSvg(p.name, 'pile', '#9aa0a6', 'paallengte 120 cm'), { length: 1200, width: 76, placementProductId: PLACEMENT.foundation }, 30);
  return out;
}
