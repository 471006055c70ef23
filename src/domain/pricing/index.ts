/**
 * Pricing of a design (spec §3 'Quote', §9; ARCHITECTURE §3 readings 1-9). Entry points:
 * - `indexCatalog(catalog)`: lookup maps, once per catalogue;
 * - `priceConfiguration(configuration, index, { includeCost })`: the priced quote;
 * - `createPriceEstimator(catalog)`: both in one, for the compute worker;
 * - `validateConfiguration` lives in ../validate-configuration.
 */
import type { PricedQuote, QuoteLooseProduct } from './types';

export { indexCatalog, asIndex, leavesFor } from '../catalog-index';
export { priceConfiguration, categoryEnabled, PricingError } from './price-configuration';
export { computeTotals, stripCost } from './totals';
export { LINE_TAX } from './line-collector';
export { extraLineInputSchema, extraQuoteLine, withExtraLines, type ExtraLine, type ExtraLineInput } from './extra-lines';
export { wallForOption } from './house-lines';
export { pilesPerPillar } from './selection-lines';
// The estimate lives in its own module so the compute worker can import it without this barrel: the barrel
// pulls in extra-lines' zod schema, a module-level call the bundler must keep (24 KB gzipped in the worker).
export { computePrice, createPriceEstimator } from './estimate';
export type { CatalogIndex, CategoryTotal, LineTax, PriceOptions, PricedQuote, QuoteLine, QuoteLooseProduct, TaxTotal } from './types';

/** The quote's loose products (spec §3 'Loose product') from its looseProduct lines, enabled or not. */
export function quoteLooseProducts(quote: Pick<PricedQuote, 'lines' | 'disabledLines'>): QuoteLooseProduct[] {
  return [...quote.lines, ...quote.disabledLines]
    .filter((line) => line.category === 'looseProduct')
    .map((line) => {
      const loose: QuoteLooseProduct = { id: line.productId, description: line.description || line.name, price: line.price, amount: line.amount, total: line.total };
      if (line.costPrice !== undefined) loose.costPrice = line.costPrice;
      if (line.totalCost !== undefined) loose.totalCost = line.totalCost;
      return loose;
    });
}
