import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PricedQuote, QuoteLine } from '../../domain/pricing/types';
import { QuoteLines } from './QuoteLines';

const line = (over: Partial<QuoteLine>): QuoteLine => ({
  productId: 2002, sku: 'W-2002', name: 'Wand', description: '', amount: 1, price: 45_000, total: 45_000, type: 'material',
  category: 'material', isEditable: false, imageUrl: null, coloredImageUrl: null, colorId: null,
  tax: { name: '21% BTW', percentage: 21, referenceId: 0 }, ...over,
});
const quote: PricedQuote = {
  currency: 'EUR', pricesAreInclTax: true, disabledLines: [],
  lines: [line({}), line({ productId: 9002, name: 'Regenton 200 liter', amount: 2, price: 8_995, total: 17_990, type: 'looseProduct', category: 'looseProduct' })],
  categoryTotals: { material: { inclTax: 45_000 }, looseProduct: { inclTax: 17_990 } } as PricedQuote['categoryTotals'],
  taxTotals: [{ taxPercentage: 21, taxAmount: 10_932 }] as PricedQuote['taxTotals'],
  totalPrice: { inclTax: 62_990, exclTax: 52_058 },
};

describe('QuoteLines', () => {
  it("heads loose products 'Bijproducten', the spec's label (§3 price categories)", () => {
    const html = renderToStaticMarkup(<QuoteLines quote={quote} />);
    expect(html).toContain('aria-label="Bijproducten"');
    expect(html).toContain('>Bijproducten<');
    expect(html).not.toContain('Losse producten');
  });

  it("shows the loose amount as text in a read-only quote, and as a field the visitor can change in the cart", () => {
    const readOnly = renderToStaticMarkup(<QuoteLines quote={quote} />);
    expect(readOnly).not.toContain('data-testid="loose-amount"');
    expect(readOnly).toContain('2×');
    const editable = renderToStaticMarkup(<QuoteLines quote={quote} loose={{ amountOf: () => 3, setAmount: () => undefined }} />);
    expect(editable).toMatch(/<input[^>]*aria-label="Aantal Regenton 200 liter"[^>]*>/);
    // The field shows the design's amount (already changed), not the last priced one.
    expect(editable).toMatch(/<input[^>]*value="3"/);
  });
});
