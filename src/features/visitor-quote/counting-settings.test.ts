import { describe, expect, it } from 'vitest';
import type { Organization } from '../../api/auth';
import { testOrganization } from '../../api/testing/accounts';
import type { VisitorSettings } from '../../api/config';
import { arExportActive, countingSettings, realTimePrice } from './counting-settings';

const org = (id: number, settings: Record<string, string>): Organization => testOrganization({ id, name: `Organisatie ${id}`, settings });
const brand: VisitorSettings = { exportGlbActive: 'true', exportGlbExampleActive: 'true', realTimePrice: 'true', dealerTokenActive: 'false' };
const vanDijk = org(4, { exportGlbActive: 'false', exportGlbExampleActive: 'false', realTimePrice: 'false' });
const noDealer = { dealer: null, status: 'none' as const };

describe('whose settings count (ARCHITECTURE §3 reading 11)', () => {
  it("the loaded quote's organisation first", () => {
    const settings = countingSettings({ quoteOrganization: vanDijk, userOrganization: org(3, { exportGlbActive: 'true' }), dealer: { dealer: org(3, {}), status: 'ready' }, brand });
    expect(settings.source).toBe('quote');
    expect(arExportActive(settings, 'LEAD')).toBe(false);
    expect(realTimePrice(settings)).toBe(false);
  });

  it("then the logged-in user's organisation, then the dealer token's", () => {
    expect(countingSettings({ userOrganization: vanDijk, dealer: noDealer, brand }).source).toBe('user');
    const dealer = countingSettings({ dealer: { dealer: vanDijk, status: 'ready' }, brand });
    expect(dealer.source).toBe('dealer');
    expect(arExportActive(dealer, null)).toBe(false);
    expect(realTimePrice(dealer)).toBe(false);
  });

  it("else the brand's, also when the dealer token names no dealer", () => {
    for (const dealer of [noDealer, { dealer: null, status: 'notFound' as const }]) {
      const settings = countingSettings({ dealer, brand });
      expect(settings.source).toBe('brand');
      expect(arExportActive(settings, null)).toBe(true);
      expect(realTimePrice(settings)).toBe(true);
    }
  });

  it('switches nothing on while the dealer token is being looked up', () => {
    const settings = countingSettings({ dealer: { dealer: null, status: 'loading' }, brand });
    expect(settings.source).toBe('pending');
    expect(arExportActive(settings, null)).toBe(false);
    expect(realTimePrice(settings)).toBe(false);
  });
});

describe('AR button (spec §2)', () => {
  it('reads exportGlbActive, or exportGlbExampleActive for a quote with status EXAMPLE', () => {
    const only = (settings: Record<string, string>) => countingSettings({ quoteOrganization: org(3, settings), dealer: noDealer, brand });
    expect(arExportActive(only({ exportGlbActive: 'true' }), 'CONCEPT')).toBe(true);
    expect(arExportActive(only({ exportGlbActive: 'true' }), 'EXAMPLE')).toBe(false);
    expect(arExportActive(only({ exportGlbExampleActive: 'true' }), 'EXAMPLE')).toBe(true);
    expect(arExportActive(only({ exportGlbExampleActive: 'true' }), undefined)).toBe(false);
    expect(arExportActive(only({ exportGlbActive: 'TRUE' }), undefined)).toBe(false);
  });
});
