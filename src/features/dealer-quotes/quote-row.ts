/**
 * How a quote or lead reads in the dealer's lists (spec §2 'Leads list', 'Quotes list'): '#number - title', the
 * lead's origin as a suffix, the date and the euro total.
 */
import type { DealerQuote } from '../../api/dealer-quotes';
import { formatDate } from '../../domain/dates';
import { formatEuro } from '../../domain/money';
import { quoteStatuses, type QuoteStatus } from '../../domain/quote-status';
import { texts } from '../../domain/texts';
import { dealerTexts } from '../../domain/dealer-texts';

type RowQuote = Pick<DealerQuote, 'number' | 'title' | 'fromExample' | 'fromDealerToken' | 'date' | 'totalPrice' | 'status' | 'customer' | 'company'>;

/** rowTitle({ number: 12, title: 'Tuinhuis' }) === '#12 - Tuinhuis' */
export function rowTitle(quote: Pick<RowQuote, 'number' | 'title'>): string {
  return `#${quote.number} - ${quote.title}`;
}

/** ' - via voorbeeld configuratie' for a lead from an example, else ' - via dealer token' for one that carried a token. */
export function leadSuffix(quote: Pick<RowQuote, 'fromExample' | 'fromDealerToken'>): string {
  if (quote.fromExample) return dealerTexts.leads.viaExample;
  if (quote.fromDealerToken) return dealerTexts.leads.viaDealerToken;
  return '';
}

/** The lead row's title: '#number - title' plus its suffix. */
export function leadRowTitle(quote: Pick<RowQuote, 'number' | 'title' | 'fromExample' | 'fromDealerToken'>): string {
  return `${rowTitle(quote)}${leadSuffix(quote)}`;
}

/** The status as its Dutch label; a missing or unknown status reads as Concept (spec §4). */
export function statusLabel(status: string | null | undefined): string {
  const known = (quoteStatuses as readonly string[]).includes(status ?? '') ? (status as QuoteStatus) : 'CONCEPT';
  return texts.quoteStatusLabels[known];
}

export function rowDate(quote: Pick<RowQuote, 'date'>): string {
  return formatDate(quote.date) ?? '';
}

export function rowTotal(quote: Pick<RowQuote, 'totalPrice'>): string {
  return formatEuro(quote.totalPrice.inclTax);
}

/** A removed row stays in the list, marked 'Verwijderd' (spec §2 'Quotes list'). */
export function isRemoved(quote: Pick<RowQuote, 'status'>): boolean {
  return quote.status === 'DELETED' || quote.status === 'LEAD_DELETED';
}

/** Who the quote is for: the customer's name, else (the brand's quotes) the dealer company's. */
export function customerName(quote: Pick<RowQuote, 'customer' | 'company'>): string {
  return quote.customer?.fullName ?? quote.company?.name ?? '';
}
