/**
 * The consumer price estimate without the pricing barrel (./index.ts), so the compute worker stays free of the
 * dealer-only extra lines and their zod schema.
 */
import type { Catalog } from '../catalog';
import type { Configuration } from '../configuration';
import { indexCatalog } from '../catalog-index';
import { priceConfiguration } from './price-configuration';
import type { CatalogIndex, PriceOptions, PricedQuote } from './types';

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
