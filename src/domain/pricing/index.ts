/**
 * Pricing of a design (spec §3 'Quote', §9; ARCHITECTURE §3 readings 1-9). Entry points:
 * - `indexCatalog(catalog)`: lookup maps, once per catalogue;
 * - `priceConfiguration(configuration, index, { includeCost })`: the priced quote;
 * - `createPriceEstimator(catalog)`: both in one, for the compute worker;
 * - `validateConfiguration` lives in ../validate-configuration.
 */
import type { Catalog } from '../catalog';
import type { Configuration } from '../configuration';
import { indexCatalog } from './catalog-index';
import { priceConfiguration } from './price-configuration';
import type { CatalogIndex, PriceOptions, PricedQuote, QuoteLooseProduct } from './types';

export { indexCatalog, asIndex, leavesFor } from './catalog-index';
export { priceConfiguration, categoryEnabled, PricingError } from './price-configuration';
export { computeTotals, stripCost } from './totals';
export { LINE_TAX } from './line-collector';
export { extraLineInputSchema, extraQuoteLine, withExtraLines, type ExtraLine, type ExtraLineInput } from './extra-lines';
export { wallForOption } from './house-lines';
export { pilesPerPillar } from './selection-lines';
export type { CatalogIndex, CategoryTotal, LineTax, PriceOptions, PricedQuote, QuoteLine, QuoteLooseProduct, TaxTotal } from './types';

/** The consumer price estimate: anonymous (no cost fields) unless options say otherwise. */
export function computePrice(configuration: Configuration, index: CatalogIndex, options: Partial<PriceOptions> = {}): PricedQuote {
  return priceConfiguration(configuration, index, { includeCost: false, ...options });
}

/**
 * Indexes a catalogue once and returns a fast pricing function, e.g. behind a Comlink worker:
 * `const estimate = createPriceEstimator(catalog); estimate(configuration)`.
 */
export function createPriceEstimator(catalog: Catalog): (configuration: Configuration, options?: Partial<PriceOptions>) => PricedQuote {
  const index = indexCatalog(catalog);
  return (configuration, options) => computePrice(configuration, index, options);
}

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
