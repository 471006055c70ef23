/**
 * The pricing catalogue cache: read once, kept while the catalogue version stands, read again after any
 * change of the catalogue tables — including a change made straight in SQL, past the app.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CatalogCache } from '../../server/services/catalog-cache';
import { useTestServer } from '../helpers/server';

const server = useTestServer();

const version = async () => Number((await server.db.selectFrom('catalog_version').select('version').executeTakeFirstOrThrow()).version);

describe('CatalogCache', () => {
  it('reads the catalogue once for many requests, with and without test products', async () => {
    const cache = new CatalogCache(server.db);
    const [first, second, withTest] = await Promise.all([cache.index(false), cache.index(false), cache.index(true)]);
    expect(cache.loads).toBe(1);
    expect(second).toBe(first);
    expect([...first.products.values()].some((p) => p.test)).toBe(false);
    expect([...withTest.products.values()].some((p) => p.test)).toBe(true);
    expect(withTest.products.size).toBeGreaterThan(first.products.size);
  });

  it('reads again after a product, colour or setting changes, and only then', async () => {
    const cache = new CatalogCache(server.db);
    const before = (await cache.index(false)).products.get(1015)!.price;
    const v0 = await version();
    await server.db.updateTable('products')
      .set({ price: before + 100, record: sql`jsonb_set(record, '{price}', to_jsonb(${before + 100}::int))` })
      .where('id', '=', 1015).execute();
    expect(await version()).toBeGreaterThan(v0);
    expect((await cache.index(false)).products.get(1015)!.price).toBe(before + 100);
    expect(cache.loads).toBe(2);
    await cache.index(true);
    expect(cache.loads).toBe(2);

    await server.db.updateTable('colors').set({ sort_order: sql`sort_order` }).where('id', '=', 1).execute();
    await cache.index(false);
    expect(cache.loads).toBe(3);
    // Other tables (quotes, statistics) leave the catalogue alone.
    await server.db.insertInto('statistics').values({ type: 'statistic_type_glb_export_amount', key: 'cache-test', organization_id: null }).execute();
    await cache.index(false);
    expect(cache.loads).toBe(3);
  });

  it('does not keep a failed read', async () => {
    let calls = 0;
    const cache = new CatalogCache(server.db, async () => { calls += 1; throw new Error('database went away'); });
    await expect(cache.index(false)).rejects.toThrow('database went away');
    await expect(cache.index(false)).rejects.toThrow('database went away');
    expect(calls).toBe(2);
  });
});
