/**
 * Quote totals (ARCHITECTURE §3 reading 9): per category, per tax rate and in total, integer cents.
 * VAT is taken out of the summed incl. total per rate — excl = round(incl / 1.21), tax = incl − excl — never
 * per line, so the figures add up to the cent.
 */
import { LINE_CATEGORIES, VAT_NAME, VAT_PERCENTAGE, type LineCategory } from '../constants';
import { exclVat } from '../money';
import type { CategoryTotal, PricedQuote, QuoteLine, TaxTotal } from './types';

export interface QuoteTotals {
  categoryTotals: Record<LineCategory, CategoryTotal>;
  taxTotals: TaxTotal[];
  totalPrice: { inclTax: number; exclTax: number };
  totalCostPrice: { inclTax: number };
}

/** Totals over the given (enabled) lines; cost totals are always computed here and stripped later if needed. */
export function computeTotals(lines: readonly QuoteLine[]): QuoteTotals {
  const categoryTotals = Object.fromEntries(LINE_CATEGORIES.map((c) => [c, { inclTax: 0, cost: 0 }])) as Record<LineCategory, { inclTax: number; cost: number }>;
  const perRate = new Map<number, { name: string; inclTax: number }>();
  let inclTax = 0;
  let cost = 0;
  for (const line of lines) {
    const category = categoryTotals[line.category];
    category.inclTax += line.total;
    category.cost += line.totalCost ?? 0;
    inclTax += line.total;
    cost += line.totalCost ?? 0;
    const rate = perRate.get(line.tax.percentage);
    if (rate) rate.inclTax += line.total;
    else perRate.set(line.tax.percentage, { name: line.tax.name, inclTax: line.total });
  }
  const taxTotals: TaxTotal[] = [...perRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([taxPercentage, rate]) => {
      const excl = exclVat(rate.inclTax, taxPercentage);
      return { name: rate.name, taxPercentage, inclTax: rate.inclTax, exclTax: excl, taxAmount: rate.inclTax - excl };
    });
  // An empty quote still shows the one rate it would carry, at zero.
  if (taxTotals.length === 0) taxTotals.push({ name: VAT_NAME, taxPercentage: VAT_PERCENTAGE, inclTax: 0, exclTax: 0, taxAmount: 0 });
  const exclTax = taxTotals.reduce((sum, t) => sum + t.exclTax, 0);
  return { categoryTotals, taxTotals, totalPrice: { inclTax, exclTax }, totalCostPrice: { inclTax: cost } };
}

/** Removes every cost field, for anonymous callers: stripped, not zeroed. Returns a new object. */
export function stripCost(quote: PricedQuote): PricedQuote {
  const strip = (line: QuoteLine): QuoteLine => {
    const { costPrice: _c, totalCost: _t, ...rest } = line;
    return rest;
  };
  const categoryTotals = Object.fromEntries(
    Object.entries(quote.categoryTotals).map(([c, t]) => [c, { inclTax: t.inclTax }]),
  ) as PricedQuote['categoryTotals'];
  const { totalCostPrice: _total, ...rest } = quote;
  return { ...rest, lines: quote.lines.map(strip), disabledLines: quote.disabledLines.map(strip), categoryTotals };
}
