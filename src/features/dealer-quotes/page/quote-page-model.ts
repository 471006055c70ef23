/**
 * The decisions of the dealer's quote page, kept apart from the components so they can be tested: lines grouped
 * by category (enabled and switched-off ones), the manual 'extra' lines as editable drafts and back, the euro
 * input a dealer types, and which categories are on (spec §3 'Quote line', §4, §5 'Editable quote line').
 */
import type { DealerLine, DealerQuote, QuoteWrite } from '../../../api/dealer-quotes';
import type { Configuration } from '../../../domain/configuration';
import { LINE_CATEGORIES, LINE_PRICE_MIN_CENTS, type LineCategory } from '../../../domain/constants';
import { categoryEnabled, extraLineInputSchema } from '../../../domain/pricing';
import { formatAmount } from '../../../domain/money';
import { dealerTexts } from '../../../domain/dealer-texts';

export interface CategoryGroup {
  category: LineCategory;
  enabled: boolean;
  lines: DealerLine[];
  /** As the server answers them: 0 for a switched-off category. */
  total: number;
  cost: number | null;
}

/** Whether a category is on the quote: the design's enableCategories, else the spec's defaults. */
export function categoryOn(quote: Pick<DealerQuote, 'configuration'>, category: LineCategory): boolean {
  const enableCategories = (quote.configuration?.enableCategories ?? {}) as Configuration['enableCategories'];
  return categoryEnabled({ enableCategories }, category);
}

const isManual = (line: DealerLine) => line.category === 'extra' && line.isEditable;

/**
 * Categories in the spec's order with their lines (switched-off categories with their listed, untotalled lines).
 * 'extra' is always there, so a dealer can add a line; loose products are listed on their own.
 */
export function categoryGroups(quote: DealerQuote): CategoryGroup[] {
  const lines = quote.lines ?? [];
  const disabled = quote.disabledLines ?? [];
  return LINE_CATEGORIES.filter((category) => category !== 'looseProduct').flatMap((category) => {
    const enabled = categoryOn(quote, category);
    const own = (enabled ? lines : disabled).filter((line) => line.category === category);
    if (own.length === 0 && category !== 'extra') return [];
    const totals = quote.categoryTotals[category];
    return [{ category, enabled, lines: own, total: enabled ? totals?.inclTax ?? 0 : 0, cost: enabled ? totals?.cost ?? null : null }];
  });
}

// Manual lines ------------------------------------------------------------------------------------------------

/** A manual line as it is being typed: texts, so a half-typed price is kept. */
export interface ExtraDraft {
  key: string;
  name: string;
  /** Kept as stored; the page edits name, amount and prices. */
  description: string;
  amount: string;
  price: string;
  costPrice: string;
}

export type DraftErrors = Partial<Record<'name' | 'amount' | 'price' | 'costPrice', string>>;

let draftSeq = 0;
const draftKey = () => `d${++draftSeq}`;

/** Cents as the dealer reads and types them: 1250 -> '12,50'. */
export const centsToInput = (cents: number) => formatAmount(cents).replace(/\./g, '');

/**
 * A typed euro amount in cents, or null when it is not one: '12,50', '12.50', '€ 1.234,5', '7'. At most two
 * decimals (the spec's step of 0,01).
 */
export function parseEuroInput(text: string): number | null {
  let s = text.replace(/[€\s]/g, '');
  if (!s) return null;
  // With both separators the last one is the decimal mark; a lone comma is Dutch; dots with three digits after group.
  if (s.includes(',') && s.includes('.')) s = s.lastIndexOf(',') > s.lastIndexOf('.') ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  else if (s.includes(',')) s = s.replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(s)) s = s.replace(/\./g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  return Math.round(Number(s) * 100);
}

/** The amount as typed: a whole number of at least 0. */
export function parseAmountInput(text: string): number | null {
  const s = text.trim();
  return /^\d+$/.test(s) ? Number(s) : null;
}

export function draftsFromQuote(quote: DealerQuote): ExtraDraft[] {
  return [...(quote.lines ?? []), ...(quote.disabledLines ?? [])].filter(isManual).map((line) => ({
    key: draftKey(), name: line.name, description: line.description, amount: String(line.amount), price: centsToInput(line.price),
    costPrice: line.costPrice ? centsToInput(line.costPrice) : '',
  }));
}

export function newDraft(): ExtraDraft {
  return { key: draftKey(), name: dealerTexts.quotePage.newLineName, description: '', amount: '1', price: '', costPrice: '' };
}

/**
 * The spec's bounds (amount ≥ 0, price 0,01-99 in steps of 0,01, cost price 0-99) as the domain's rule for a
 * manual line states them, the one the server applies (extraLineInputSchema); here with the page's messages,
 * and 'not an amount' for what does not parse.
 */
export function draftErrors(draft: ExtraDraft): DraftErrors {
  const m = dealerTexts.quotePage.lineErrors;
  const errors: DraftErrors = {};
  const amount = parseAmountInput(draft.amount);
  const price = parseEuroInput(draft.price);
  const costPrice = draft.costPrice.trim() ? parseEuroInput(draft.costPrice) : 0;
  if (amount === null) errors.amount = m.amount;
  if (price === null) errors.price = draft.price.trim() ? m.number : m.priceMin;
  if (costPrice === null) errors.costPrice = m.number;
  const parsed = extraLineInputSchema.safeParse({ name: draft.name, amount: amount ?? 0, price: price ?? LINE_PRICE_MIN_CENTS, costPrice: costPrice ?? 0 });
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const tooBig = issue.code === 'too_big';
    switch (issue.path[0]) {
      case 'name': errors.name ??= tooBig ? m.nameMax : m.name; break;
      case 'amount': errors.amount ??= tooBig ? m.amountMax : m.amount; break;
      case 'price': errors.price ??= tooBig ? m.priceMax : m.priceMin; break;
      case 'costPrice': errors.costPrice ??= m.costMax; break;
    }
  }
  return errors;
}

/** Total and cost total of a draft as typed (spec §5: a change recomputes both), null while it does not parse. */
export function draftTotals(draft: ExtraDraft): { total: number; totalCost: number } | null {
  const amount = parseAmountInput(draft.amount);
  const price = parseEuroInput(draft.price);
  if (amount === null || price === null) return null;
  return { total: amount * price, totalCost: amount * (parseEuroInput(draft.costPrice) ?? 0) };
}

/** The 'lines' of a PUT: every manual line, or null while any draft fails its rules. */
export function extraLinesBody(drafts: readonly ExtraDraft[]): NonNullable<QuoteWrite['lines']> | null {
  if (drafts.some((draft) => Object.keys(draftErrors(draft)).length > 0)) return null;
  return drafts.map((draft) => ({
    type: 'extra' as const, name: draft.name.trim(), description: draft.description, amount: parseAmountInput(draft.amount)!,
    price: parseEuroInput(draft.price)!, costPrice: parseEuroInput(draft.costPrice) ?? 0,
  }));
}

/** True when the drafts say the same as the stored lines (nothing to save). */
export function sameLines(body: NonNullable<QuoteWrite['lines']>, quote: DealerQuote): boolean {
  const stored = [...(quote.lines ?? []), ...(quote.disabledLines ?? [])].filter(isManual)
    .map((l) => ({ type: 'extra' as const, name: l.name, description: l.description, amount: l.amount, price: l.price, costPrice: l.costPrice ?? 0 }));
  return JSON.stringify(stored) === JSON.stringify(body);
}
