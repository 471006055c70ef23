/**
 * Re-pricing a dealer's quote, shared by create and update: pure, from the design, the dealer's loose products,
 * categories and manual lines, and the catalogue. Prices are always computed here; a dealer's only hand-made
 * lines are 'extra' lines (checked by the contract), appended after the design is priced.
 */
import type { Configuration } from '../../../src/domain/configuration';
import type { LineCategory } from '../../../src/domain/constants';
import { priceConfiguration, quoteLooseProducts, withExtraLines, type CatalogIndex, type ExtraLine, type PricedQuote } from '../../../src/domain/pricing';
import { texts } from '../../../src/domain/texts';
import { validateConfiguration } from '../../../src/domain/validate-configuration';
import { productRole } from '../../../src/domain/product-role';
import { badRequest, type HttpError } from '../../http-error';
import { storedAttributes } from './quote-records';

/** A design the catalogue does not allow, or a loose product that is none: 400 with the reasons. */
export function invalidQuote(reasons: string[]): HttpError {
  return badRequest(`${texts.pricing.invalidConfiguration}: ${reasons.join(' ')}`, { reasons });
}

/** The parsed design, if the catalogue allows it (the shape is the contract's; the catalogue is the caller's). */
export function checkDesign(configuration: Configuration, index: CatalogIndex): Configuration {
  const reasons = validateConfiguration(configuration, index);
  if (reasons.length) throw invalidQuote(reasons);
  return configuration;
}

/** The loose products as a dealer sets them: the absolute amount counts, 0 removes the product (spec §5). */
function applyLooseProducts(configuration: Configuration, looseProducts: readonly { id: number; amount: number }[], index: CatalogIndex): Configuration {
  const amounts = new Map<number, number>();
  for (const { id, amount } of looseProducts) {
    const product = index.products.get(id);
    if (!product || productRole(product, index) !== 'loose') {
      throw invalidQuote([`looseProducts: product ${id} is geen bijproduct`]);
    }
    amounts.set(id, Math.trunc(Math.abs(amount)) || 0);
  }
  return {
    ...configuration,
    looseProducts: [...amounts].filter(([, amount]) => amount > 0).map(([productId, amount]) => ({ productId, amount })),
  };
}

export interface RepriceInput {
  /** The design: the one sent (checked), or the stored one. */
  design: Configuration;
  extras: readonly ExtraLine[];
  looseProducts?: readonly { id: number; amount: number }[];
  enableCategories?: Partial<Record<LineCategory, boolean>>;
  /** What the quote records of the example it came from (spec §4). */
  origin: { fromExample: number | null; fromDealerToken: string | null };
}

export interface Repriced {
  configuration: Configuration;
  /** Priced with cost (dealers only; the audience rule removes cost for anyone else). */
  priced: PricedQuote;
  /** The quotes.attributes column: the design and its lines as the spec's attributes. */
  attributes: Record<string, unknown>;
}

export function repriceQuote(input: RepriceInput, index: CatalogIndex): Repriced {
  let configuration = input.design;
  if (input.looseProducts) configuration = applyLooseProducts(configuration, input.looseProducts, index);
  if (input.enableCategories) configuration = { ...configuration, enableCategories: { ...configuration.enableCategories, ...input.enableCategories } };
  const priced = withExtraLines(priceConfiguration(configuration, index, { includeCost: true }), input.extras, configuration, true);
  const attributes = storedAttributes(configuration, { quoteLines: priced.lines, quoteLooseProducts: quoteLooseProducts(priced), ...input.origin });
  return { configuration, priced, attributes };
}
