import { describe, expect, it } from 'vitest';
import type { SavedQuote } from '../../api/quotes';
import { testPublicQuote } from '../../api/testing/quotes';
import { texts } from '../../domain/texts';
import { showsTopBar, storedPrices } from './preview-model';

const line = (over: Record<string, unknown> = {}) => ({
  productId: 2002, sku: 'W-2002', name: 'Wand horizontale planken', description: '', amount: 2, price: 45_000, total: 90_000,
  type: 'material', category: 'material', isEditable: false, imageUrl: null, coloredImageUrl: null, colorId: null,
  tax: { name: 'BTW', percentage: 21, referenceId: 1 }, ...over,
});

const quote = (over: Record<string, unknown> = {}): SavedQuote => ({
  ...testPublicQuote({ title: 'Tuinhuis Zadeldak 400x300' }),
  lines: [line(), line({ productId: 9001, name: 'Antraciet', category: 'brush', type: 'brush', amount: 1, price: 1_500, total: 1_500, colorId: 3, colorName: 'Antraciet' })],
  categoryTotals: { material: { inclTax: 90_000 }, brush: { inclTax: 1_500 } },
  taxTotals: [{ name: 'BTW', taxPercentage: 21, inclTax: 91_500, exclTax: 75_620, taxAmount: 15_880 }],
  totalPrice: { inclTax: 91_500, exclTax: 75_620 },
  ...over,
}) as SavedQuote;

describe('showsTopBar (spec §2: only with a lead parameter that is not via-admin)', () => {
  it('hides without a lead parameter and for via-admin', () => {
    expect(showsTopBar(undefined)).toBe(false);
    expect(showsTopBar('')).toBe(false);
    expect(showsTopBar('via-admin')).toBe(false);
  });
  it('shows for any other lead value', () => {
    expect(showsTopBar('lead')).toBe(true);
    expect(showsTopBar('1')).toBe(true);
  });
});

describe('quote title', () => {
  it("is 'Offerte #number' and leaves a '0' number out", () => {
    expect(texts.preview.quoteTitle(12)).toBe('Offerte #12');
    expect(texts.preview.quoteTitle('34')).toBe('Offerte #34');
    expect(texts.preview.quoteTitle(0)).toBe('Offerte');
    expect(texts.preview.quoteTitle('0')).toBe('Offerte');
    expect(texts.preview.quoteTitle(null)).toBe('Offerte');
  });
});

describe('storedPrices', () => {
  it('keeps the stored lines and totals as the server sent them', () => {
    const priced = storedPrices(quote())!;
    expect(priced.lines.map((l) => l.productId)).toEqual([2002, 9001]);
    expect(priced.lines[1].colorName).toBe('Antraciet');
    expect(priced.totalPrice).toEqual({ inclTax: 91_500, exclTax: 75_620 });
    expect(priced.taxTotals[0].taxAmount).toBe(15_880);
    expect(priced.categoryTotals.material.inclTax).toBe(90_000);
  });
  it('is null without a quote or without usable prices', () => {
    expect(storedPrices(null)).toBeNull();
    expect(storedPrices(quote({ lines: undefined }))).toBeNull();
    expect(storedPrices(quote({ totalPrice: { inclTax: 12.5, exclTax: 10 } }))).toBeNull();
    expect(storedPrices(quote({ lines: [line({ category: 'nonsense' })] }))).toBeNull();
  });
  it('accepts a quote without lines (an empty design)', () => {
    const priced = storedPrices(quote({ lines: [], categoryTotals: {}, taxTotals: [], totalPrice: { inclTax: 0, exclTax: 0 } }))!;
    expect(priced.lines).toEqual([]);
    expect(priced.totalPrice.inclTax).toBe(0);
  });
});
