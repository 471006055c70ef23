/**
 * How a product looks in 3D. The catalogue has no model files for its procedural parts, so the look is
 * read from what the catalogue does say: a wall module's `wallType` and the profile in its name
 * ('Zweeds rabat', 'Channelsiding', 'lamellen'), an option's type and name ('Schuifpui', 'Rond'), a roof's
 * covering, a furniture item's kind. Anything unknown falls back to a plain, still believable look.
 */
import type { Product } from '../domain/catalog';

export type WallLook = 'planks' | 'rabat' | 'channel' | 'glass' | 'slats' | 'inside';
export type RoofCovering = 'epdm' | 'shingles' | 'tiles' | 'polycarbonate' | 'sedum' | 'deck';
export type RackKind = 'trim' | 'fascia' | 'gutter';
export type CladdingKind = 'fasciaRabat' | 'fasciaChannel' | 'frontBoards';
export type ItemModel = 'lounge' | 'tableSet' | 'chair' | 'lounger' | 'planter' | 'barbecue' | 'deck'
  | 'gardenLamp' | 'spot' | 'wallLamp' | 'lantern' | 'box';
export type OptionModel = 'window' | 'roundWindow' | 'stableWindow' | 'door' | 'glassDoor' | 'doubleDoor' | 'slidingDoor' | 'stableDoor';

const has = (product: Product, ...words: string[]) => words.some((w) => product.name.toLowerCase().includes(w.toLowerCase()));

export function wallLook(product: Product): WallLook {
  if (product.wallType === 'glass') return 'glass';
  if (product.wallType === 'open' || has(product, 'lamellen')) return 'slats';
  if (product.wallType === 'inside') return 'inside';
  if (has(product, 'rabat')) return 'rabat';
  if (has(product, 'channel')) return 'channel';
  return 'planks';
}

export function optionModel(product: Product): OptionModel {
  if (product.productType === 'door') {
    if (has(product, 'schuif')) return 'slidingDoor';
    if (has(product, 'stal')) return 'stableDoor';
    if (has(product, 'dubbel', 'openslaand')) return 'doubleDoor';
    if (has(product, 'glas')) return 'glassDoor';
    return 'door';
  }
  if (has(product, 'rond')) return 'roundWindow';
  if (has(product, 'stal')) return 'stableWindow';
  return 'window';
}

export function roofCovering(product: Product | undefined): RoofCovering {
  if (!product) return 'deck';
  if (has(product, 'shingle')) return 'shingles';
  if (has(product, 'pan')) return 'tiles';
  if (has(product, 'polycarbonaat', 'golfplaat')) return 'polycarbonate';
  if (has(product, 'sedum', 'groendak')) return 'sedum';
  return 'epdm';
}

export function rackKind(product: Product): RackKind {
  if (has(product, 'goot')) return 'gutter';
  if (has(product, 'trim', 'aluminium')) return 'trim';
  return 'fascia';
}

export function claddingKind(product: Product): CladdingKind {
  if (has(product, 'channel')) return 'fasciaChannel';
  if (has(product, 'boeiboord')) return 'fasciaRabat';
  return 'frontBoards';
}

export function itemModel(product: Product): ItemModel {
  const rules: [ItemModel, string[]][] = [
    ['lounge', ['lounge']], ['tableSet', ['tuinset', 'tafel']], ['lounger', ['ligbed']], ['chair', ['stoel']],
    ['planter', ['plantenbak']], ['barbecue', ['barbecue', 'bbq']], ['deck', ['vlonder']], ['spot', ['grondspot', 'spot']],
    ['wallLamp', ['wandlamp']], ['lantern', ['lantaarn']], ['gardenLamp', ['lamp']],
  ];
  for (const [model, words] of rules) if (has(product, ...words)) return model;
  return 'box';
}
