/** Labels of quote line categories, statuses and VAT (spec §3, §4). */
import type { LineCategory } from '../constants';

export const lineCategoryLabels: Record<LineCategory, string> = {
  material: 'Materiaal',
  looseMaterialProduct: 'Los te bestellen materiaal',
  placement: 'Plaatsen',
  brush: 'Meerprijs in kleur',
  looseProduct: 'Bijproducten',
  furniture: 'Losse objecten',
  furniturePlacement: 'Losse objecten plaatsen',
  furnitureBrush: 'Losse objecten meerprijs in kleur',
  extra: 'Extra',
};

export const quoteStatuses = ['LEAD', 'LEAD_IN_TREATMENT', 'LEAD_DELETED', 'CONCEPT', 'SENT', 'ACCEPTED', 'REJECTED', 'EXAMPLE', 'DELETED'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export const quoteStatusLabels: Record<QuoteStatus, string> = {
  LEAD: 'Nieuw',
  LEAD_IN_TREATMENT: 'In behandeling',
  LEAD_DELETED: 'Verwijderd',
  CONCEPT: 'Concept',
  SENT: 'Verzonden',
  ACCEPTED: 'Geaccepteerd',
  REJECTED: 'Afgewezen',
  EXAMPLE: 'Voorbeeld',
  DELETED: 'Verwijderd',
};

export const pricing = {
  vat: '21% BTW',
  deleteColor: 'Kleur verwijderen',
  subtotal: 'Subtotaal',
  total: 'Totaal',
  totalInclVat: 'Totaal incl. BTW',
  calculationFailed: 'Er is iets misgegaan',
  invalidConfiguration: 'Ongeldige configuratie',
  /** Reasons validateConfiguration gives for a design the catalogue does not allow. */
  invalid: {
    unknownHouse: (id: number) => `Huis ${id} bestaat niet of is geen huis.`,
    unknownProduct: (what: string, id: number) => `${what}: product ${id} bestaat niet.`,
    wrongProductType: (what: string, id: number, expected: string) => `${what}: product ${id} is geen ${expected}.`,
    disabledForHouse: (what: string, id: number) => `${what}: product ${id} is niet beschikbaar voor dit huis.`,
    unknownSpace: (what: string, id: number) => `${what}: ruimte ${id} hoort niet bij de gekozen indeling van dit huis.`,
    unknownVariationSpace: (id: number) => `Indeling: ruimte ${id} bestaat niet in dit huis.`,
    unknownVariation: (spaceId: number, index: number) => `Indeling: ruimte ${spaceId} heeft geen variant ${index}.`,
    wallDoesNotFit: (productId: number, spaceId: number) => `Wand ${productId} past niet op ruimte ${spaceId}.`,
    wallFill: (productId: number, fill: string) => `Wand ${productId} kan niet als '${fill}' geplaatst worden.`,
    wallsOverlap: (spaceId: number) => `Ruimte ${spaceId}: maximaal één hele wand, of één begin- en één eindwand.`,
    optionWithoutWall: (productId: number, spaceId: number) => `Optie ${productId} staat op ruimte ${spaceId} zonder wand.`,
    optionDoesNotFit: (productId: number, spaceId: number) => `Optie ${productId} past niet in de wand op ruimte ${spaceId}.`,
    tooManyOptions: (spaceId: number) => `Ruimte ${spaceId}: maximaal drie opties per wand.`,
    optionsOverlap: (spaceId: number) => `Ruimte ${spaceId}: opties overlappen elkaar.`,
    unknownGableSpace: (id: number) => `Gevel: geveldeel ${id} bestaat niet in dit huis.`,
    gablesOverlap: (id: number) => `Geveldeel ${id}: maximaal één gevel.`,
    itemOutsidePlan: (productId: number) => `Object ${productId} staat buiten het plan (huis plus 6000 mm).`,
    unknownColor: (what: string, id: number) => `${what}: kleur ${id} bestaat niet.`,
    colorNotAvailable: (what: string, colorId: number, productId: number) => `${what}: kleur ${colorId} is niet beschikbaar voor product ${productId}.`,
    unknownPillar: (id: number) => `Paalkleur: paal ${id} staat niet in dit ontwerp.`,
    duplicateProduct: (what: string, id: number) => `${what}: product ${id} is dubbel gekozen.`,
  },
  /** Names of the parts of a design, used in the reasons above. */
  parts: {
    wall: 'Wand',
    option: 'Optie',
    gable: 'Gevel',
    roof: 'Dak',
    facadeCladding: 'Gevelbekleding',
    roofRackFront: 'Daktrim voor',
    roofRackBehind: 'Daktrim achter',
    foundation: 'Fundering',
    furniture: 'Los object',
    lightStreet: 'Verlichting',
    looseProduct: 'Bijproduct',
    pillar: 'Paal',
    houseColor: 'Huiskleur',
  },
} as const;
