import { afterEach, describe, expect, it, vi } from 'vitest';
import { session$ } from '../../app/session';
import { testOrganization, testUser } from '../../api/testing/accounts';
import { loadCatalog, prefetchCatalog, PREFETCH_MAX_AGE_MS } from './load-catalog';

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

describe('the catalogue fetched ahead (issue 26 item 3)', () => {
  const productLists = (urls: string[]) => urls.filter((u) => u.startsWith('/api/v1/product?')).length;

  it('serves the configurator that opens next, once, without asking again', async () => {
    const urls = recordFetch();
    prefetchCatalog();
    await loadCatalog();
    // Products, categories, colours, sides, settings: asked once, by the prefetch.
    expect(urls).toHaveLength(5);
    await loadCatalog();
    // Taken once: the next open asks anew.
    expect(urls).toHaveLength(10);
  });

  it('is not fetched for a logged-in caller', async () => {
    const urls = recordFetch();
    session$.next({ user: testUser(), organization: testOrganization({ name: 'Dealer' }), idToken: 'x.y.z' });
    prefetchCatalog();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(urls).toEqual([]);
  });

  it('is not used once it is older than its age limit', async () => {
    const urls = recordFetch();
    prefetchCatalog(performance.now() - PREFETCH_MAX_AGE_MS - 1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const before = productLists(urls);
    await loadCatalog();
    expect(productLists(urls)).toBe(before + 1);
  });
});
