/**
 * priceConfiguration: a design and a catalogue in, the priced quote out (lines, disabled lines, totals).
 * Pure, synchronous and allocation-light: the worker runs it after every edit and the server runs the same
 * code for the price that counts.
 */
import type { Catalog } from '../catalog';
import type { Configuration } from '../configuration';
import { LINE_CATEGORIES_ENABLED_BY_DEFAULT, type LineCategory } from '../constants';
import { asIndex, houseProduct, leavesFor } from '../catalog-index';
import type { PricingContext } from './context';
import { addProductLine } from './context';
import { addGableLines, addJoistLines, addPillarLines, addWallAndOptionLines } from './house-lines';
import { LineCollector } from './line-collector';
import {
  addCladdingLines, addFoundationLines, addFurnitureLines, addLooseProductLines, addRoofLines, addRoofRackLines,
} from './selection-lines';
import { computeTotals, stripCost } from './totals';
import type { CatalogIndex, PriceOptions, PricedQuote, QuoteLine } from './types';

/** Thrown when a design cannot be priced at all (its house is unknown). Validate first to get reasons. */
export class PricingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PricingError';
  }
}

/** enableCategories with the spec's defaults for categories the design does not mention. */
export function categoryEnabled(configuration: Pick<Configuration, 'enableCategories'>, category: LineCategory): boolean {
  return configuration.enableCategories[category] ?? LINE_CATEGORIES_ENABLED_BY_DEFAULT.includes(category);
}

/**
 * Prices a design. `catalog` is best an index from `indexCatalog` (built once per catalogue); a raw
 * catalogue is indexed on the fly. Cost fields are present only with `includeCost: true`.
 *
 * priceConfiguration(config, indexCatalog(catalog), { includeCost: false }).totalPrice.inclTax
 */
export function priceConfiguration(configuration: Configuration, catalog: CatalogIndex | Catalog, options: PriceOptions): PricedQuote {
  const index = asIndex(catalog);
  const house = houseProduct(index, configuration.selectedHouse);
  if (!house) {
    throw new PricingError(`Onbekend huis ${configuration.selectedHouse} / unknown house ${configuration.selectedHouse}`);
  }
  const ctx: PricingContext = {
    index,
    configuration,
    house,
    leaves: leavesFor(index, house, configuration.variations),
    lines: new LineCollector(),
    houseDeduction: 0,
  };
  const houseLine = addProductLine(ctx, { family: 'house', product: house, amount: 1 });
  addWallAndOptionLines(ctx);
  addGableLines(ctx);
  addPillarLines(ctx);
  addJoistLines(ctx);
  addRoofLines(ctx);
  addCladdingLines(ctx);
  addRoofRackLines(ctx);
  addFoundationLines(ctx);
  addFurnitureLines(ctx);
  addLooseProductLines(ctx, options.looseProducts ?? configuration.looseProducts);
  if (houseLine && ctx.houseDeduction > 0) {
    // Parts that replace a standard part of the house lower the house line (reading 7), never below zero.
    houseLine.price = Math.max(0, houseLine.price - ctx.houseDeduction);
    houseLine.total = houseLine.price * houseLine.amount;
  }

  const lines: QuoteLine[] = [];
  const disabledLines: QuoteLine[] = [];
  for (const line of ctx.lines.lines()) (categoryEnabled(configuration, line.category) ? lines : disabledLines).push(line);
  const totals = computeTotals(lines);
  const quote: PricedQuote = {
    currency: 'EUR',
    pricesAreInclTax: true,
    lines,
    disabledLines,
    categoryTotals: totals.categoryTotals,
    taxTotals: totals.taxTotals,
    totalPrice: totals.totalPrice,
    totalCostPrice: totals.totalCostPrice,
  };
  return options.includeCost ? quote : stripCost(quote);
}
