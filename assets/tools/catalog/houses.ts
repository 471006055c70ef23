/**
 * House products (productType 'house'), one per width in every depth category of the tree, each with a
 * complete generated layout, pricing by floor area and roof type, product info and two drawings.
 */
import type { ProductInput } from '../../../src/domain/catalog';
import { houseSvg, planSvg, type HouseKind } from '../svg/house';
import { addImage, cost, eur, productImageUrl, shopPrice, slugify } from './common';
import { COLOR, COLOR_PRODUCT, MATERIAL, PLACEMENT } from './ids';
import { buildLayout } from './layout';
import { closedWidthFor, houseTree, type ConstructionNode, type KindNode } from './tree';

const WALL_HEIGHT = 2200;
const ROOF_FACTOR = { flat: 1, leanTo: 1.06, gable: 1.18 } as const;
const KIND_TEXT: Record<HouseKind, string> = {
  tuinhuis: 'Vrijstaand tuinhuis',
  overkapping: 'Vrijstaande overkapping',
  combi: 'Tuinhuis met aangebouwde overkapping',
};
const ROOF_TEXT = { flat: 'plat dak', leanTo: 'lessenaarsdak', gable: 'zadeldak' } as const;

function priceFor(kind: HouseKind, construction: ConstructionNode, W: number, L: number, closedW: number): number {
  const area = (w: number) => (w * L) / 1e6;
  const euros = kind === 'tuinhuis' ? 900 + area(W) * 190
    : kind === 'overkapping' ? 450 + area(W) * 120
      : 900 + area(closedW) * 190 + area(W - closedW) * 120;
  return shopPrice(eur(euros * ROOF_FACTOR[construction.roofType]));
}

function house(id: number, kind: KindNode, construction: ConstructionNode, depthId: number, depthCm: number, widthCm: number): ProductInput {
  const W = widthCm * 10;
  const L = depthCm * 10;
  const closedW = kind.kind === 'combi' ? closedWidthFor(widthCm) : kind.kind === 'tuinhuis' ? W : 0;
  const layout = buildLayout({ width: W, length: L, roofType: construction.roofType, roofPitch: construction.roofPitch, innerX: kind.kind === 'combi' ? closedW : undefined });
  const name = `${construction.label} ${widthCm}x${depthCm}`;
  const sku = `${construction.skuPrefix}-${widthCm}x${depthCm}`;
  const slope = Math.tan((construction.roofPitch * Math.PI) / 180);
  const rise = construction.roofType === 'gable' ? Math.round((L / 2) * slope) : construction.roofType === 'leanTo' ? Math.round(L * slope) : 0;
  const topHeight = WALL_HEIGHT + (rise || 150);
  const price = priceFor(kind.kind, construction, W, L, closedW);
  // Spaces that get the default wall when the house is chosen: every wall of the closed part, none of a canopy.
  const closedSpaceIds = layout.spaces
    .filter((s) => closedW > 0 && (s.direction === 'horizontal' ? s.x + s.length <= closedW : s.x <= closedW))
    .map((s) => s.id);

  const imageUrl = productImageUrl(sku);
  const postXs = [...new Set(layout.pillars.filter((p) => p.y === L && !p.emptyByDefault).map((p) => p.x))];
  addImage(imageUrl, houseSvg({
    title: name, caption: name, kind: kind.kind, width: W, length: L, height: WALL_HEIGHT,
    roofType: construction.roofType, roofPitch: construction.roofPitch, closedWidth: closedW, postXs,
  }));
  const planUrl = addImage(`/catalog/products/${slugify(sku)}-plattegrond.svg`, planSvg(`Plattegrond ${name}`, W, L, layout));

  const roofLine = construction.roofType === 'flat'
    ? 'een plat dak met licht afschot naar achteren'
    : `een ${ROOF_TEXT[construction.roofType]} met een dakhelling van ${construction.roofPitch}°`;
  const description = `${KIND_TEXT[kind.kind]} van ${widthCm} x ${depthCm} cm met ${roofLine}. Constructie van `
    + 'geïmpregneerd vuren, staanders 12 x 12 cm, wandhoogte 220 cm. Wanden, ramen en deuren stel je zelf samen in de configurator.';
  return {
    id, name, sku, description, productType: 'house',
    width: W, length: L, height: topHeight, price, costPrice: cost(price),
    imageUrl, imageDetailUrl: planUrl,
    categories: [{ id: depthId, order: widthCm }],
    placementProductId: PLACEMENT.house,
    colorProductId: COLOR_PRODUCT.pillar,
    availableColors: Object.values(COLOR),
    availableColorsWithoutPrice: [COLOR.transparent],
    canPlaceFoundationBelowThisItem: true,
    canPlaceItemsInThisItem: true,
    test: kind.test,
    info: [
      { type: 'string', key: 'Buitenmaat', value: `${widthCm} x ${depthCm} cm` },
      { type: 'string', key: 'Wandhoogte', value: '220 cm' },
      { type: 'string', key: construction.roofType === 'gable' ? 'Nokhoogte' : 'Hoogte achterzijde', value: `${Math.round(topHeight / 10)} cm` },
      { type: 'string', key: 'Dakhelling', value: `${construction.roofPitch}°` },
      { type: 'string', key: 'Houtsoort', value: 'Vuren, geïmpregneerd (klasse 4)' },
      { type: 'media', title: 'Plattegrond', originalUrl: planUrl, mediaType: 'image' },
    ],
    house: {
      width: W, length: L, height: WALL_HEIGHT,
      roofType: construction.roofType, roofPitch: construction.roofPitch,
      overhang: construction.roofType === 'flat' ? 300 : 400,
      joistProduct: MATERIAL.joist,
      joistProductOnlyOnSplitted: MATERIAL.joistSplit,
      joistProductAlways: construction.roofType === 'gable' ? MATERIAL.wallPlate : null,
      pillarProduct: MATERIAL.pillar,
      pillarWallProduct: MATERIAL.pillarWall,
      thicknessPillarRoof: construction.roofType === 'flat' ? 120 : 150,
      thicknessMastRoof: 65,
      layout,
      settings: {
        kind: kind.kind === 'combi' ? 'tuinhuis-met-overkapping' : kind.kind,
        closedWidth: String(closedW),
        defaultWallSpaceIds: closedSpaceIds.join(','),
        startEmpty: String(closedSpaceIds.length === 0),
      },
    },
  };
}

/** All houses in tree order with ids from 1001. */
export function buildHouses(): ProductInput[] {
  const out: ProductInput[] = [];
  let id = 1001;
  for (const kind of houseTree)
    for (const construction of kind.constructions)
      for (const depth of construction.depths)
        for (const width of depth.widths) out.push(house(id++, kind, construction, depth.id, depth.depth, width));
  return out;
}
