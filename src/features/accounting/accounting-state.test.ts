import { describe, expect, it } from 'vitest';
import type { AccountingRecord } from '../../api/accounting';
import { buttonDisabled, buttonText, lockReason, statusText, type AccountingView } from './accounting-state';

const record = (patch: Partial<AccountingRecord> = {}): AccountingRecord => ({
  id: 1, quoteId: 7, kind: 'quote', connector: 'embedded', state: 'placed', externalId: '12', status: 'Ontvangen', upToDate: true, error: null,
  syncedAt: 1, createdAt: 1, ...patch,
});
const view = (patch: Partial<AccountingView>): AccountingView => ({ record: null, loading: false, loadError: false, syncing: false, syncError: false, ...patch });

describe('the accounting block', () => {
  it('names the four statuses of spec §2', () => {
    expect(statusText(view({}))).toBe('Niet gekoppeld aan het boekhoudsysteem');
    expect(statusText(view({ record: record() }))).toBe('Up-to-date met het boekhoudsysteem');
    expect(statusText(view({ record: record({ upToDate: false, error: 'x' }) }))).toBe('Fouten bij het bijwerken in het boekhoudsysteem');
    expect(statusText(view({ loadError: true, record: undefined }))).toBe('Status niet beschikbaar');
  });

  it('words the button by state and disables it while loading, syncing, after success and on a load error', () => {
    expect(buttonText(view({}), 'Houtland')).toBe('Plaats order bij Houtland');
    expect(buttonText(view({ loading: true, record: undefined }), 'Houtland')).toBe('Status laden...');
    expect(buttonText(view({ syncing: true }), 'Houtland')).toBe('Synchroniseren...');
    expect(buttonDisabled(view({}))).toBe(false);
    expect(buttonDisabled(view({ syncError: true }))).toBe(false);
    for (const state of [{ loading: true }, { syncing: true }, { record: record() }, { loadError: true }]) expect(buttonDisabled(view(state))).toBe(true);
  });

  it('a pending record is not linked yet; a failed one may be sent again', () => {
    expect(statusText(view({ record: record({ state: 'pending', externalId: null, status: '' }), syncing: true }))).toBe('Niet gekoppeld aan het boekhoudsysteem');
    expect(buttonText(view({ record: record({ state: 'pending' }), syncing: true }), 'Houtland')).toBe('Synchroniseren...');
    expect(buttonDisabled(view({ record: record({ state: 'failed', upToDate: false, error: 'AFAS antwoordde 401' }), syncError: true }))).toBe(false);
    expect(lockReason(view({ record: record({ state: 'pending' }) }))).toMatch(/naar het boekhoudsysteem verstuurd/);
  });

  it('locks the quote while its record exists or loads, with the reason', () => {
    expect(lockReason(view({}))).toBeNull();
    expect(lockReason(view({ loading: true }))).toBe('De status in het boekhoudsysteem wordt geladen.');
    expect(lockReason(view({ record: record() }))).toMatch(/naar het boekhoudsysteem verstuurd/);
    expect(lockReason(view({ record: record({ kind: 'order' }) }))).toMatch(/omgezet naar een order/);
  });
});
