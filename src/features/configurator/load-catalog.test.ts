import { afterEach, describe, expect, it, vi } from 'vitest';
import { session$ } from '../../app/session';
import { testOrganization, testUser } from '../../api/testing/accounts';
import { loadCatalog } from './load-catalog';

/** Records the URLs fetch is asked for; answers each with an empty page. */
function recordFetch(): string[] {
  const urls: string[] = [];
  vi.stubGlobal('fetch', vi.fn((url: string) => {
    urls.push(decodeURIComponent(url));
    return Promise.resolve(new Response(JSON.stringify({ data: [], total: 0, limit: 400, offset: 0 }), { status: 200 }));
  }));
  return urls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  session$.next(null);
});

describe('the configurator catalogue (spec §5 Lists)', () => {
  it('asks a logged-in caller\'s product list without zero-price products', async () => {
    const urls = recordFetch();
    session$.next({ user: testUser(), organization: testOrganization({ name: 'Dealer' }), idToken: 'x.y.z' });
    await loadCatalog().catch(() => undefined);
    expect(urls.filter((u) => u.startsWith('/api/v1/product?'))).toEqual(['/api/v1/product?filter[excludeZeroPrice]=true&limit=400&offset=0']);
  });

  it('asks an anonymous caller\'s list whole (the server would ignore the filter anyway)', async () => {
    const urls = recordFetch();
    await loadCatalog().catch(() => undefined);
    expect(urls.filter((u) => u.startsWith('/api/v1/product?'))).toEqual(['/api/v1/product?limit=400&offset=0']);
  });
});
