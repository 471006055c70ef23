/**
 * The quotes list's tabs and filter chips (spec §2 'Quotes list', §4 'Quote filters', §6), turned into the
 * parameters of GET /quote (spec §7). The chips exclude each other: exactly one is on, 'Mijn offertes' by default.
 */
import type { QuoteListParams } from '../../api/dealer-quotes';
import { QUOTE_LIST_STATUSES, type QuoteStatus } from '../../domain/quote-status';
import { texts } from '../../domain/texts';
import { dealerTexts } from '../../domain/dealer-texts';

export type QuoteChip = 'mine' | 'organization' | 'subdealers' | 'everything';
export const DEFAULT_CHIP: QuoteChip = 'mine';

/** 'all' or one of the list's statuses (Concept, Verzonden, Geaccepteerd, Afgewezen). */
export type QuoteTab = 'all' | QuoteStatus;
export const quoteTabs: readonly QuoteTab[] = ['all', ...QUOTE_LIST_STATUSES];

export function tabLabel(tab: QuoteTab): string {
  return tab === 'all' ? dealerTexts.quotes.all : texts.quoteStatusLabels[tab];
}

/** The chips a caller sees: the sub-dealer ones only for managers of an organisation with sub-dealers' reach (not a sub-dealer's). */
export function chipsFor(manager: boolean): { id: QuoteChip; label: string }[] {
  const t = dealerTexts.quotes;
  return [
    { id: 'mine', label: t.mine },
    { id: 'organization', label: t.organization },
    ...(manager ? [{ id: 'subdealers' as const, label: t.subdealers }, { id: 'everything' as const, label: t.everything }] : []),
  ];
}

/** A chip the caller may not use (a stored choice after a role change) falls back to the default. */
export function allowedChip(chip: QuoteChip, manager: boolean): QuoteChip {
  return chipsFor(manager).some((c) => c.id === chip) ? chip : DEFAULT_CHIP;
}

export interface Caller { userId: number; organizationId: number }

/**
 * Chip, tab and search as list parameters:
 * - 'Mijn offertes': the own organisation, quotes whose seller is the caller (filter[userIds]);
 * - 'Alle offertes van mijn organisatie': the own organisation (the server's default scope);
 * - 'Alle subdealer offertes': showSubdealers with the own organisation left out (a negative organisation id);
 * - 'Toon alles': showSubdealers, the own organisation and every sub-dealer.
 */
export function quoteListParams(chip: QuoteChip, tab: QuoteTab, search: string, caller: Caller): QuoteListParams {
  const scope: QuoteListParams = chip === 'mine' ? { userIds: [caller.userId] }
    : chip === 'organization' ? {}
      : chip === 'subdealers' ? { showSubdealers: true, organizationIds: [-caller.organizationId] }
        : { showSubdealers: true };
  return {
    ...scope,
    statuses: tab === 'all' ? [...QUOTE_LIST_STATUSES] : [tab],
    search: search.trim() || undefined,
    // The customer (a person, or for the brand a dealer company) and, beyond the own organisation, whose quote it is.
    embed: chip === 'subdealers' || chip === 'everything' ? ['customer', 'company', 'organization'] : ['customer', 'company'],
  };
}
