/** When the dealer's configurator asks for a customer, and when it opens the customer dialog by itself. */
import type { DealerQuote } from '../../api/dealer-quotes';
import type { QuoteFacts } from '../configurator/quote-facts';

/** A quote needs a customer before the cart shows it, except an example configuration (spec §2 'Customer dialog'). */
export function needsCustomer(quote: Pick<DealerQuote, 'clientId' | 'companyId' | 'status'> | null, chosen: boolean): boolean {
  if (!quote) return !chosen;
  if (quote.status === 'EXAMPLE') return false;
  return quote.clientId === null && quote.companyId === null;
}

/** Spec §2: the customer dialog opens by itself for a logged-in user when no secret is in the route and freshLead is not set. */
export function customerDialogAtStart(loggedIn: boolean, secret: string | undefined, freshLead: string | undefined): boolean {
  return loggedIn && !secret && !freshLead;
}

/**
 * A design opened from another organisation's example and saved as a quote is a copy of it (spec §4): it records
 * `fromExample`, so the leads list's ' - via voorbeeld configuratie' and the examples CSV see it. The server
 * leaves it empty for examples of organisations 1 and 2.
 */
export function copiedExample(session: { quoteFacts: QuoteFacts | null }, ownOrganizationId: number | null): { fromExample?: number } {
  const facts = session.quoteFacts;
  if (!facts || facts.status !== 'EXAMPLE' || facts.fromExample === null) return {};
  return facts.organizationId !== null && facts.organizationId !== ownOrganizationId ? { fromExample: facts.fromExample } : {};
}
