import { describe, expect, it } from 'vitest';
import { buildQuery } from './http';
import { organizationSetting, hasRole } from './auth';

describe('buildQuery', () => {
  it('writes nested filters and arrays the way the API reads them', () => {
    expect(decodeURIComponent(buildQuery({ limit: 400, offset: 0, filter: { excludeZeroPrice: true } })))
      .toBe('limit=400&offset=0&filter[excludeZeroPrice]=true');
    expect(decodeURIComponent(buildQuery({ search: { search: 'dak' }, ids: [1, 2], skip: undefined })))
      .toBe('search[search]=dak&ids[]=1&ids[]=2');
  });
});

describe('organisation settings and roles', () => {
  it('reads settings as an object or as key/value rows', () => {
    expect(organizationSetting({ id: 3, name: 'x', settings: { dealerTokenActive: 'true' } }, 'dealerTokenActive')).toBe('true');
    expect(organizationSetting({ id: 3, name: 'x', settings: [{ key: 'dealerTokenActive', value: 'false' }] }, 'dealerTokenActive')).toBe('false');
    expect(organizationSetting(null, 'dealerTokenActive')).toBeNull();
  });
  it('reads roles as names or objects', () => {
    const base = { id: 1, email: 'a@b.nl', attributes: [] };
    expect(hasRole({ ...base, roles: ['manager'] }, 'manager')).toBe(true);
    expect(hasRole({ ...base, roles: [{ name: 'admin' }] }, 'manager')).toBe(false);
  });
});
