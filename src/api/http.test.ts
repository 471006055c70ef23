import { describe, expect, it } from 'vitest';
import { buildQuery } from './http';
import { organizationSetting, hasRole } from './auth';
import { testOrganization, testUser } from './testing/accounts';

describe('buildQuery', () => {
  it('writes nested filters and arrays the way the API reads them', () => {
    expect(decodeURIComponent(buildQuery({ limit: 400, offset: 0, filter: { excludeZeroPrice: true } })))
      .toBe('limit=400&offset=0&filter[excludeZeroPrice]=true');
    expect(decodeURIComponent(buildQuery({ search: { search: 'dak' }, ids: [1, 2], skip: undefined })))
      .toBe('search[search]=dak&ids[]=1&ids[]=2');
  });
});

describe('organisation settings and roles', () => {
  it('reads a setting, null when unset or without an organisation', () => {
    expect(organizationSetting(testOrganization({ settings: { dealerTokenActive: 'true' } }), 'dealerTokenActive')).toBe('true');
    expect(organizationSetting(testOrganization(), 'dealerTokenActive')).toBeNull();
    expect(organizationSetting(null, 'dealerTokenActive')).toBeNull();
  });
  it('reads roles by name', () => {
    expect(hasRole(testUser({ roles: [{ name: 'manager' }] }), 'manager')).toBe(true);
    expect(hasRole(testUser({ roles: [{ name: 'admin' }] }), 'manager')).toBe(false);
    expect(hasRole(null, 'manager')).toBe(false);
  });
});
