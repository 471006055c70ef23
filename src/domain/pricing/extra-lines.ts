/**
 * A dealer's manual 'extra' lines on a quote (spec §3 'Quote line' type 'extra', §5 'Editable quote line'): the
 * only lines edited by hand; every other line follows from the design and the catalogue. They are added after
 * the design is priced, under the 'extra' category (enabled by default), and the totals are computed again.
 */
import { z } from 'zod/mini';
import type { Configuration } from '../configuration';
import { LINE_AMOUNT_MAX, LINE_PRICE_MAX_CENTS, LINE_PRICE_MIN_CENTS } from '../constants';
import { LINE_TAX } from './line-collector';
import { categoryEnabled } from './price-configuration';
import { computeTotals, stripCost } from './totals';
import type { PricedQuote, QuoteLine } from './types';

/** One manual line as a dealer enters it: amount ≥ 0, unit price 0.01-99 euro in cents, step one cent. */
export const extraLineInputSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Naam is verplicht'), z.maxLength(200)),
  description: z._default(z.string().check(z.trim(), z.maxLength(1000)), ''),
  amount: z.number().check(z.int('Aantal is een geheel getal'), z.gte(0, 'Aantal is minimaal 0'), z.lte(LINE_AMOUNT_MAX, `Aantal is maximaal ${LINE_AMOUNT_MAX}`)),
  price: z.number().check(z.int('Prijs in centen'), z.gte(LINE_PRICE_MIN_CENTS, 'Prijs is minimaal 0,01'), z.lte(LINE_PRICE_MAX_CENTS, 'Prijs is maximaal 99')),
  costPrice: z._default(z.number().check(z.int(), z.gte(0), z.lte(LINE_PRICE_MAX_CENTS)), 0),
});
export type ExtraLineInput = z.input<typeof extraLineInputSchema>;
export type ExtraLine = z.output<typeof extraLineInputSchema>;

/** The quote line of a manual line: total and cost total follow amount × price. */
export function extraQuoteLine(input: ExtraLine): QuoteLine {
  return {
    productId: 0, sku: '', name: input.name, description: input.description, amount: input.amount,
    price: input.price, costPrice: input.costPrice, total: input.amount * input.price, totalCost: input.amount * input.costPrice,
    type: 'extra', category: 'extra', isEditable: true, imageUrl: null, coloredImageUrl: null, colorId: null, tax: { ...LINE_TAX },
  };
}

/**
 * The priced design with the manual lines appended and every total recomputed. `priced` must carry cost
 * (includeCost: true); the answer keeps it only when `includeCost` is true.
 */
export function withExtraLines(priced: PricedQuote, extras: readonly ExtraLine[], configuration: Pick<Configuration, 'enableCategories'>,
  includeCost: boolean): PricedQuote {
  const extraLines = extras.map(extraQuoteLine);
  const enabled = categoryEnabled(configuration, 'extra');
  const lines = enabled ? [...priced.lines, ...extraLines] : priced.lines;
  const disabledLines = enabled ? priced.disabledLines : [...priced.disabledLines, ...extraLines];
  const totals = computeTotals(lines);
  const quote: PricedQuote = {
    ...priced, lines, disabledLines, categoryTotals: totals.categoryTotals, taxTotals: totals.taxTotals,
    totalPrice: totals.totalPrice, totalCostPrice: totals.totalCostPrice,
  };
  return includeCost ? quote : stripCost(quote);
}
