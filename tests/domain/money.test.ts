import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatAmount, formatEuro } from '../../src/domain/money';

const intl = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('money formatting', () => {
  it('writes amounts as the spec shows them', () => {
    expect(formatEuro(123456)).toBe('€ 1.234,56');
    expect(formatAmount(0)).toBe('0,00');
    expect(formatAmount(5)).toBe('0,05');
    expect(formatAmount(100000000)).toBe('1.000.000,00');
    expect(formatAmount(-123456)).toBe('-1.234,56');
  });

  it("equals Intl's Dutch format for any whole number of cents", () => {
    fc.assert(fc.property(fc.integer({ min: -(2 ** 31), max: 2 ** 31 }), (cents) => {
      expect(formatAmount(cents)).toBe(intl.format(cents / 100));
    }), { numRuns: 2000 });
    for (const cents of [99, 999, 100000, 99999999, -1]) expect(formatAmount(cents)).toBe(intl.format(cents / 100));
    // Past 2^53 / 100 Intl formats the float cents / 100, off by a cent; integer arithmetic stays exact.
    expect(formatAmount(Number.MAX_SAFE_INTEGER)).toBe('90.071.992.547.409,91');
  });

  it('rounds a fraction of a cent half away from zero, as Intl does', () => {
    expect(formatAmount(0.5)).toBe('0,01');
    expect(formatAmount(12.4)).toBe('0,12');
    expect(formatAmount(-150.5)).toBe('-1,51');
    expect(formatAmount(-0.4)).toBe('0,00');
  });
});
