import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError, buildQuery, request } from './http';
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

describe('an answer without data (spec §5)', () => {
  afterEach(() => { vi.unstubAllGlobals(); });

  it("says 'Geen data beschikbaar op server' where data was expected, and passes an answer meant to be empty", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 200 })));
    const failure = await request(z.object({ id: z.number() }), '/iets', { method: 'POST', body: { a: 1 } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).serverMessage).toBe('Geen data beschikbaar op server');
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
    await expect(request(z.null(), '/uitloggen', { method: 'POST' })).resolves.toBeNull();
  });
});
