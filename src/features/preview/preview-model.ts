/**
 * The small decisions of the read-only preview, kept out of the components so they can be tested:
 * whether the top bar shows (spec §2: only with a lead parameter that is not 'via-admin') and reading the
 * stored lines and totals from the quote answer. Which organisation's settings switch AR on is the
 * configurator's rule (counting-settings.ts).
 */
import { z } from 'zod/mini';
import type { SavedQuote } from '../../api/quotes';
import { LINE_CATEGORIES, type LineCategory } from '../../domain/constants';
import type { PricedQuote } from '../../domain/pricing/types';

/** The lead parameter value an admin's link carries; it hides the top bar. */
export const VIA_ADMIN = 'via-admin';

export function showsTopBar(lead: string | undefined | null): boolean {
  return !!lead && lead !== VIA_ADMIN;
}

const cents = z.number().check(z.int());
const lineSchema = z.looseObject({
  productId: z.number().check(z.int()),
  name: z.string(),
  amount: z.number(),
  price: cents,
  total: cents,
  category: z.enum(LINE_CATEGORIES as [LineCategory, ...LineCategory[]]),
  colorId: z.nullish(z.number().check(z.int())),
  colorName: z.nullish(z.string()),
});
const storedPricesSchema = z.object({
  lines: z.array(lineSchema),
  categoryTotals: z._default(z.record(z.string(), z.looseObject({ inclTax: cents })), {}),
  taxTotals: z._default(z.array(z.looseObject({ taxPercentage: z.number(), taxAmount: cents })), []),
  totalPrice: z.looseObject({ inclTax: cents, exclTax: cents }),
});

/**
 * The quote's stored lines and totals in the shape the cart's line list renders. The server computes the
 * totals from the stored lines, so they are shown as they come; null when the answer has no usable prices.
 */
export function storedPrices(quote: SavedQuote | null | undefined): PricedQuote | null {
  if (!quote) return null;
  const parsed = storedPricesSchema.safeParse(quote);
  if (!parsed.success) return null;
  const { lines, categoryTotals, taxTotals, totalPrice } = parsed.data;
  return {
    currency: 'EUR',
    pricesAreInclTax: true,
    // The schema checked every field the line list reads; the rest of each line is kept as the server sent it.
    lines: lines as unknown as PricedQuote['lines'],
    disabledLines: [],
    categoryTotals: categoryTotals as PricedQuote['categoryTotals'],
    taxTotals: taxTotals as unknown as PricedQuote['taxTotals'],
    totalPrice: { inclTax: totalPrice.inclTax, exclTax: totalPrice.exclTax },
  };
}
