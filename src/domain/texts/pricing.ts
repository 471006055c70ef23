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
} as const;
