import { describe, expect, it } from 'vitest';
import { cartLabel } from './cart-label';
import { mayClose, SCROLL_PROTECTION_MS } from '../../ui/scroll-protection';

describe("cartLabel (spec §2 'Cart button')", () => {
  it("reads 'Offerte & insturen' for an anonymous visitor when realTimePrice is on", () => {
    expect(cartLabel(false, true)).toBe('Offerte & insturen');
  });
  it("reads 'Offerte' for logged-in users, and for anyone when realTimePrice is off", () => {
    expect(cartLabel(true, true)).toBe('Offerte');
    expect(cartLabel(true, false)).toBe('Offerte');
    expect(cartLabel(false, false)).toBe('Offerte');
  });
});

describe("mayClose (spec §2 'Quote panel': scrolling within the last 2 seconds prevents closing)", () => {
  it('closes when the panel was never scrolled', () => {
    expect(mayClose(1_000, null)).toBe(true);
  });
  it('refuses within 2 seconds of the last scroll and allows from 2 seconds on', () => {
    expect(SCROLL_PROTECTION_MS).toBe(2000);
    expect(mayClose(10_000, 10_000)).toBe(false);
    expect(mayClose(11_999, 10_000)).toBe(false);
    expect(mayClose(12_000, 10_000)).toBe(true);
    expect(mayClose(30_000, 10_000)).toBe(true);
  });
});
