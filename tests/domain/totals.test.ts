import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINE_CATEGORIES } from '../../src/domain/constants';
import { categoryEnabled, computeTotals, indexCatalog, LINE_TAX, priceConfiguration, type QuoteLine } from '../../src/domain/pricing';
import { arbitraryFixtureDesign } from './arbitraries';
import { fixtureCatalog } from './fixtures/catalog';

const index = indexCatalog(fixtureCatalog);

const line = (total: number, category: QuoteLine['category'] = 'material'): QuoteLine => ({
  productId: 1, sku: 's', name: 'n', description: '', amount: 1, price: total, costPrice: 0, total, totalCost: 0, type: category, category,
  isEditable: false, imageUrl: null, coloredImageUrl: null, colorId: null, tax: { ...LINE_TAX },
});

describe('totals', () => {
  it('takes VAT out of the summed total, not per line', () => {
    // Per line: round(1/1.21) = 1 three times = 3 excl.; on the sum: round(3/1.21) = round(2.479) = 2.
    const totals = computeTotals([line(1), line(1), line(1)]);
    expect(totals.taxTotals).toEqual([{ name: '21% BTW', taxPercentage: 21, inclTax: 3, exclTax: 2, taxAmount: 1 }]);
    expect(totals.totalPrice).toEqual({ inclTax: 3, exclTax: 2 });
    // 12100 incl. = 10000 excl. + 2100 VAT.
    expect(computeTotals([line(12100)]).taxTotals[0]).toMatchObject({ exclTax: 10000, taxAmount: 2100 });
  });

  it('shows a zero 21% rate for an empty quote', () => {
    expect(computeTotals([]).taxTotals).toEqual([{ name: '21% BTW', taxPercentage: 21, inclTax: 0, exclTax: 0, taxAmount: 0 }]);
  });

  it('property: totals equal the sum of enabled lines and VAT holds to the cent', () => {
    fc.assert(fc.property(arbitraryFixtureDesign, fc.boolean(), (configuration, includeCost) => {
      const quote = priceConfiguration(configuration, index, { includeCost });
      const sum = quote.lines.reduce((s, l) => s + l.total, 0);
      expect(quote.totalPrice.inclTax).toBe(sum);
      for (const l of [...quote.lines, ...quote.disabledLines]) {
        expect(Number.isInteger(l.total) && Number.isInteger(l.price) && Number.isInteger(l.amount)).toBe(true);
        expect(l.total).toBe(l.price * l.amount);
        expect(l.amount).toBeGreaterThan(0);
      }
      for (const l of quote.lines) expect(categoryEnabled(configuration, l.category)).toBe(true);
      for (const l of quote.disabledLines) expect(categoryEnabled(configuration, l.category)).toBe(false);
      for (const category of LINE_CATEGORIES) {
        expect(quote.categoryTotals[category].inclTax).toBe(quote.lines.filter((l) => l.category === category).reduce((s, l) => s + l.total, 0));
      }
      expect(quote.taxTotals).toHaveLength(1);
      const [tax] = quote.taxTotals;
      expect(tax.inclTax).toBe(sum);
      expect(tax.exclTax).toBe(Math.round((sum * 100) / 121));
      expect(tax.taxAmount).toBe(tax.inclTax - tax.exclTax);
      expect(quote.totalPrice.exclTax).toBe(tax.exclTax);
      // exclTax is the closest cent: |excl × 1.21 − incl| ≤ 0.605 cent.
      expect(Math.abs(tax.exclTax * 121 - sum * 100)).toBeLessThanOrEqual(60.5);
      if (includeCost) {
        expect(quote.totalCostPrice!.inclTax).toBe(quote.lines.reduce((s, l) => s + (l.totalCost ?? 0), 0));
      } else {
        expect(JSON.stringify(quote)).not.toMatch(/cost/i);
      }
    }), { numRuns: 400 });
  });

  it('property: the anonymous answer equals the dealer answer with cost fields removed', () => {
    fc.assert(fc.property(arbitraryFixtureDesign, (configuration) => {
      const dealer = priceConfiguration(configuration, index, { includeCost: true });
      const anonymous = priceConfiguration(configuration, index, { includeCost: false });
      expect(anonymous.lines.map(({ productId, amount, price, total }) => [productId, amount, price, total]))
        .toEqual(dealer.lines.map(({ productId, amount, price, total }) => [productId, amount, price, total]));
      expect(anonymous.totalPrice).toEqual(dealer.totalPrice);
    }), { numRuns: 100 });
  });
});
