import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fetchEarly } from '../api/early';
import { request, setTokenProvider } from '../api/http';
import { fetchQuoteWithSecret } from '../api/quotes';
import { loadCatalog } from '../features/configurator/load-catalog';
import { AUTH_STORAGE_KEY, earlyOpenUrls } from './early-open';
import { to } from '../app/routes';
import { SESSION_STORAGE_KEY } from '../app/session';

/** Records the URLs fetch is asked for; answers each with `{ ok: 1 }`. */
function recordFetch(): string[] {
  const urls: string[] = [];
  vi.stubGlobal('fetch', vi.fn((url: string) => {
    urls.push(url);
    return Promise.resolve(new Response(JSON.stringify({ ok: urls.length }), { status: 200 }));
  }));
  return urls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setTokenProvider(() => null);
});

describe('early open of saved work', () => {
  it('asks for exactly the first requests of loadCatalog and fetchQuoteWithSecret', async () => {
    const urls = recordFetch();
    await loadCatalog().catch(() => undefined);
    await fetchQuoteWithSecret('6', '2', 'f7df8eed', undefined).catch(() => undefined);
    expect(earlyOpenUrls(to.configureViaId(6, 2, 'f7df8eed')).sort()).toEqual([...new Set(urls)].sort());
  });

  it('starts nothing for other addresses', () => {
    expect(earlyOpenUrls('/')).toEqual([]);
    expect(earlyOpenUrls(to.configureViaId('12345'))).toEqual([]);
    expect(earlyOpenUrls(`${to.configureViaId(6, 2, 'abc')}/extra`)).toEqual([]);
  });

  it('reads the login from the key the session uses', () => {
    expect(AUTH_STORAGE_KEY).toBe(SESSION_STORAGE_KEY);
  });
});

describe('request takes an early answer once', () => {
  const schema = z.object({ ok: z.number() });

  it('uses the early answer for the same anonymous GET, then fetches anew', async () => {
    const urls = recordFetch();
    fetchEarly(['/api/v1/product/eav/entity/setting/762']);
    expect(urls).toHaveLength(1);
    expect(await request(schema, '/product/eav/entity/setting/762')).toEqual({ ok: 1 });
    expect(urls).toHaveLength(1);
    expect(await request(schema, '/product/eav/entity/setting/762')).toEqual({ ok: 2 });
    expect(urls).toHaveLength(2);
  });

  it('does not use it for a logged-in request or another URL', async () => {
    const urls = recordFetch();
    fetchEarly(['/api/v1/product/category?limit=1000&offset=0']);
    setTokenProvider(() => 'token');
    await request(schema, '/product/category', { query: { limit: 1000, offset: 0 } });
    expect(urls).toHaveLength(2);
    setTokenProvider(() => null);
    await request(schema, '/product/category', { query: { limit: 1000, offset: 1 } });
    expect(urls).toHaveLength(3);
  });
});
