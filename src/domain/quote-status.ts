/**
 * Quote statuses and the transitions of spec §4. A dealer may set any status from the dropdown; the named
 * transitions below are the leads list's buttons and the delete action.
 */
import { quoteStatuses, type QuoteStatus } from './texts/pricing';

export { quoteStatuses, type QuoteStatus };

export const LEAD_STATUSES: readonly QuoteStatus[] = ['LEAD', 'LEAD_IN_TREATMENT', 'LEAD_DELETED'];
/** The quotes list's tabs besides 'Alles' (spec §4 'Quote filters'). */
export const QUOTE_LIST_STATUSES: readonly QuoteStatus[] = ['CONCEPT', 'SENT', 'ACCEPTED', 'REJECTED'];
/** A missing status reads as CONCEPT (spec §4). */
export const DEFAULT_QUOTE_STATUS: QuoteStatus = 'CONCEPT';

/** 'A status change sends ... a lead flag set when the status contains LEAD' (spec §4). */
export function isLeadStatus(status: string): boolean {
  return status.includes('LEAD');
}

/** Delete: a lead stays visible as 'Verwijderd' (LEAD_DELETED) so it can be restored; a quote becomes DELETED. */
export function deletedStatus(status: string): QuoteStatus {
  return isLeadStatus(status) ? 'LEAD_DELETED' : 'DELETED';
}

/** 'In behandeling nemen': only for a new lead (the button is hidden when the lead is in treatment already). */
export function canTakeInTreatment(status: string): boolean {
  return status === 'LEAD';
}

/** 'Offerte maken': a new or in-treatment lead becomes a CONCEPT quote, keeping its number. */
export function canMakeQuote(status: string): boolean {
  return status === 'LEAD' || status === 'LEAD_IN_TREATMENT';
}
