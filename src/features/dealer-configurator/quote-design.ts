/**
 * What the dealer's configurator sends as the quote's design, and when it counts as saved. The quote page switches
 * categories on the stored quote (PUT enableCategories); the editor knows nothing of that, so a design saved from
 * the editor keeps the quote's category switches.
 */
import type { DealerQuote } from '../../api/dealer-quotes';
import type { Configuration } from '../../domain/configuration';

export function designForQuote(design: Configuration, quote: Pick<DealerQuote, 'configuration'> | null | undefined): Configuration {
  const stored = quote?.configuration?.enableCategories;
  if (!stored || typeof stored !== 'object') return design;
  return { ...design, enableCategories: { ...design.enableCategories, ...(stored as Configuration['enableCategories']) } };
}

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
