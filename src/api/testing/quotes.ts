/**
 * A whole quote as a visitor opens it (GET /quote/unauthorized/{id}/{organizationId}/{secret}: publicQuoteSchema in
 * src/domain/contracts/quotes.ts), for unit tests: each test names only the fields it is about.
 */
import { emptyConfiguration } from '../../domain/configuration';
import type { SavedQuote } from '../quotes';

export function testPublicQuote(fields: Partial<SavedQuote> = {}): SavedQuote {
  return {
    id: 7, number: 12, title: 'Tuinhuis', status: 'NEW', source: 'v4', lead: true, date: 1_767_225_600, expireDate: null, designCode: '12345',
    organizationId: 3, organization: null, customer: null, reference: null, seller: null, organizationAddress: null, note: null,
    currency: 'EUR', pricesAreInclTax: true, configuration: emptyConfiguration(1), lines: [], disabledLines: [], categoryTotals: {}, taxTotals: [],
    totalPrice: { inclTax: 0, exclTax: 0 }, attributes: [], ...fields,
  };
}
