/**
 * Categories: the house tree under root 5 (kinds -> constructions -> depths, from tree.ts) with the four
 * info texts, and the configurator drawer categories (parent 0, showInConfigurator) that group the products.
 */
import type { CategoryInput, ProductInput } from '../../../src/domain/catalog';
import { depthSvg, houseSvg, type HouseKind } from '../svg/house';
import { doorSvg, gableSvg, iconSvg, roofSvg, wallSvg, windowSvg } from '../svg/products';
import { furnitureSvg } from '../svg/furniture';
import { addImage, slugify } from './common';
import { houseGroups } from './extras';
import { CAT, ROOF, WALL } from './ids';
import { closedWidthFor, houseTree, type ConstructionNode, type KindNode } from './tree';

const DELIVERY = 'Standaard modellen leveren we binnen 4 tot 6 weken na akkoord op de offerte. Kies je een kleur uit de fabriek, reken dan op 1 tot 2 weken extra. De exacte week hoor je van je dealer zodra de order is bevestigd.';
const TRANSPORT = 'We leveren met een vrachtwagen met kraan tot maximaal 15 meter van de plek van opbouw. Zorg voor een vrije, verharde toegang van minimaal 3 meter breed. Plaatsing door onze montageploeg plannen we in overleg, meestal in de week na levering.';

const KIND_INFO: Record<HouseKind, { description: string; specifications: string; tabs: CategoryInput['infoTabNames'] }> = {
  tuinhuis: {
    description: 'Een tuinhuis is een volledig gesloten buitenverblijf: ideaal als berging, werkplaats of tuinkamer. Je bepaalt zelf waar de wanden, ramen en deuren komen.',
    specifications: 'Staanders 12 x 12 cm gelamineerd vuren, wandhoogte 220 cm, wanden van 18 tot 28 mm dik. Alle maten zijn buitenwerks gemeten over de staanders.',
    tabs: null,
  },
  overkapping: {
    description: 'Een overkapping is een open, overdekte plek in de tuin: voor een loungeset, de auto of als droge opslag van brandhout. Wanden, schuttingen of glas voeg je per vak toe.',
    specifications: 'Staanders 12 x 12 cm, doorloophoogte 220 cm, overspanning tot 350 cm zonder tussenstaander. Het dak steekt rondom 30 tot 40 cm over.',
    tabs: [null, 'Maten & constructie', null, null],
  },
  combi: {
    description: 'Een tuinhuis met overkapping combineert een afsluitbare berging met een overdekt terras onder één doorlopend dak. Een binnenwand scheidt het gesloten deel van de overkapping.',
    specifications: 'Gesloten deel van 300 of 350 cm breed, de rest is overkapping. Staanders 12 x 12 cm, wandhoogte 220 cm, één doorlopend dak.',
    tabs: ['Over dit model', null, null, 'Levering & montage'],
  },
};

const ROOF_INFO = {
  flat: 'Een plat dak met licht afschot naar achteren geeft een strak, modern silhouet en past vrijwel overal onder de vergunningsvrije hoogte.',
  leanTo: 'Een lessenaarsdak loopt schuin af naar voren (8°): regenwater loopt vanzelf weg en achterin heb je extra hoogte.',
  gable: 'Een zadeldak (25°) geeft het klassieke beeld van een huisje, met veel ruimte onder de nok en plaats voor dakpannen of shingles.',
} as const;

function representative(c: ConstructionNode): { depth: number; width: number } {
  const depth = c.depths[Math.min(1, c.depths.length - 1)];
  return { depth: depth.depth, width: depth.widths[Math.floor(depth.widths.length / 2)] };
}

function drawHouseTile(kind: KindNode, c: ConstructionNode, title: string): string {
  const { depth, width } = representative(c);
  const W = width * 10;
  const posts = Array.from({ length: Math.ceil(W / 3500) + 1 }, (_, i) => (i * W) / Math.ceil(W / 3500));
  return houseSvg({ title, caption: title, kind: kind.kind, width: W, length: depth * 10, height: 2200, roofType: c.roofType, roofPitch: c.roofPitch, closedWidth: kind.kind === 'combi' ? closedWidthFor(width) : undefined, postXs: posts });
}

function houseTreeCategories(): CategoryInput[] {
  const out: CategoryInput[] = [{
    id: CAT.root, parentCategoryId: 0, name: 'Tuinhuizen en buitenverblijven', slug: 'tuinhuizen-en-buitenverblijven', order: 10,
    description: 'Kies het soort buitenverblijf dat je wilt ontwerpen.',
    imageUrl: addImage('/catalog/categories/tuinhuizen-en-buitenverblijven.svg', drawHouseTile(houseTree[0], houseTree[0].constructions[2], 'Tuinhuizen en buitenverblijven')),
    infoDescription: 'Ontwerp je eigen tuinhuis, overkapping of een combinatie van beide. Alle modellen zijn modulair: je kiest de maat en stelt daarna wanden, ramen, deuren en afwerking zelf samen.',
    infoSpecifications: 'Alle modellen zijn gemaakt van geïmpregneerd vuren (klasse 4) met gelamineerde staanders van 12 x 12 cm.',
    infoDeliveryTime: DELIVERY, infoTransport: TRANSPORT,
  }];
  for (const kind of houseTree) {
    const kindSlug = slugify(kind.name);
    const info = KIND_INFO[kind.kind];
    out.push({
      id: kind.id, parentCategoryId: CAT.root, name: kind.name, slug: kindSlug, order: kind.order, test: kind.test,
      description: info.description,
      imageUrl: addImage(`/catalog/categories/${kindSlug}.svg`, drawHouseTile(kind, kind.constructions[0], kind.name)),
      infoDescription: info.description, infoSpecifications: info.specifications, infoDeliveryTime: DELIVERY, infoTransport: TRANSPORT,
      infoTabNames: info.tabs,
    });
    for (const c of kind.constructions) {
      const slug = slugify(`${kind.name} ${c.name}`);
      out.push({
        id: c.id, parentCategoryId: kind.id, name: c.name, slug, order: { flat: 10, leanTo: 20, gable: 30 }[c.roofType], test: kind.test,
        description: ROOF_INFO[c.roofType],
        imageUrl: addImage(`/catalog/categories/${slug}.svg`, drawHouseTile(kind, c, `${kind.name} ${c.name.toLowerCase()}`)),
        infoDescription: `${info.description} ${ROOF_INFO[c.roofType]}`,
        infoSpecifications: `${info.specifications} Dakhelling ${c.roofPitch}°.`,
        infoDeliveryTime: c.roofType === 'gable' ? `${DELIVERY} Zadeldaken met dakpannen hebben een levertijd van 6 tot 8 weken.` : DELIVERY,
        infoTransport: TRANSPORT,
        infoTabNames: c.roofType === 'gable' ? [null, null, 'Levertijd zadeldak', null] : null,
      });
      for (const d of c.depths) {
        const depthSlug = slugify(`${kind.name} ${c.name} diepte ${d.depth}`);
        const name = `Diepte ${d.depth}`;
        out.push({
          id: d.id, parentCategoryId: c.id, name, slug: depthSlug, order: d.depth, test: kind.test, houseCategory: true, categoryType: 'house',
          description: `${c.label}, ${d.depth} cm diep, in ${d.widths.length} breedtes.`,
          imageUrl: addImage(`/catalog/categories/${depthSlug}.svg`, depthSvg(`${name} cm`, d.depth, d.widths)),
          infoDescription: `${c.label} met een diepte van ${d.depth} cm. Kies hierna de breedte: ${d.widths.map((w) => `${w} cm`).join(', ')}.`,
          infoSpecifications: `Diepte ${d.depth} cm buitenwerks, breedte ${Math.min(...d.widths)} tot ${Math.max(...d.widths)} cm. Tussenstaanders staan maximaal 350 cm uit elkaar; elk vak kun je in de configurator delen met een middenstijl.`,
          infoDeliveryTime: DELIVERY, infoTransport: TRANSPORT,
        });
      }
    }
  }
  return out;
}

function configuratorCategories(houses: ProductInput[]): CategoryInput[] {
  const g = houseGroups(houses);
  const cat = (id: number, name: string, order: number, draw: (title: string) => string, extra: Partial<CategoryInput> = {}): CategoryInput => ({
    id, parentCategoryId: 0, name, slug: slugify(name), order, showInConfigurator: true,
    imageUrl: addImage(`/catalog/categories/${slugify(name)}.svg`, draw(name)), ...extra,
  });
  return [
    cat(CAT.walls, 'Wanden', 10, (t) => wallSvg(t, 'zweeds'), { categoryType: 'wall', defaultSelectedProduct: WALL.planks, description: 'Klik op een vak in de plattegrond om er een wand te plaatsen.' }),
    cat(CAT.fences, 'Schuttingen', 15, (t) => wallSvg(t, 'planks', { low: true }), { categoryType: 'wall', description: 'Lage of open afscheidingen voor een vak.' }),
    cat(CAT.options, 'Ramen en deuren', 20, (t) => doorSvg(t, 900, 2010, { glass: true }), { categoryType: 'option', description: 'Ramen en deuren plaats je in een vak met een wand.' }),
    cat(CAT.gables, 'Kopgevels', 30, (t) => gableSvg(t, 'gable', 'planks'), { categoryType: 'gable', disabledForHouses: g.flat, description: 'Dicht de driehoek boven de zijwand van een schuin dak.' }),
    cat(CAT.roofs, 'Dakbedekking', 40, (t) => roofSvg(t, 'tiles'), { categoryType: 'roof', defaultSelectedProduct: ROOF.epdm, description: 'De prijs is per m² dakoppervlak inclusief overstek.' }),
    cat(CAT.facadeCladding, 'Gevelbekleding', 50, (t) => iconSvg(t, 'beam'), { categoryType: 'facadeCladding', description: 'Boeiboorden en gevelafwerking.' }),
    cat(CAT.optionPackages, 'Optiepakketten', 55, (t) => iconSvg(t, 'package', '#f0e3b5'), { categoryType: 'optionPackage' }),
    cat(CAT.roofRacks, 'Dakranden', 60, (t) => iconSvg(t, 'profile', '#b8bec4'), { categoryType: 'roofRack', description: 'Kies een afwerking voor de voor- en achterzijde van het dak.' }),
    cat(CAT.foundation, 'Fundering', 70, (t) => iconSvg(t, 'block', '#c7c7c7'), { categoryType: 'foundation', description: 'Betonbanden onder de wanden, poeren onder de staanders of schroeffundering.' }),
    cat(CAT.colors, 'Kleuren', 80, (t) => iconSvg(t, 'brush', '#8c2a1c'), { categoryType: 'color', description: 'Kies een kleur en klik op een onderdeel om het te kleuren.' }),
    cat(CAT.furniture, 'Meubels', 90, (t) => furnitureSvg(t, 'lounge'), { categoryType: 'furniture', placementPopup: true, description: 'Plaats meubels vrij in de plattegrond.' }),
    cat(CAT.lights, 'Tuinverlichting', 95, (t) => iconSvg(t, 'lamp', '#2f2f2f'), { categoryType: 'light_street', placementPopup: true }),
    cat(CAT.looseProducts, 'Bijproducten', 100, (t) => iconSvg(t, 'box', '#e7d9b9'), { categoryType: 'looseProduct', productsOrderedSeparately: true, description: 'Handige producten die los worden meegeleverd.' }),
    cat(CAT.testProducts, 'Testproducten', 110, (t) => windowSvg(t, 500, 500), { test: true, description: 'Alleen zichtbaar voor testgebruikers.' }),
    { ...cat(CAT.placement, 'Montage en plaatsing', 120, (t) => iconSvg(t, 'tools', '#5b7f3a')), showInConfigurator: false },
    { ...cat(CAT.construction, 'Constructiedelen', 130, (t) => iconSvg(t, 'post')), showInConfigurator: false },
  ];
}

export function buildCategories(houses: ProductInput[]): CategoryInput[] {
  return [...houseTreeCategories(), ...configuratorCategories(houses)];
}
