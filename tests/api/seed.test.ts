/**
 * The seed loader on small fixtures built with the domain schemas: what is present is seeded, what is
 * missing is skipped, a second run changes nothing, sequences continue after seeded ids, example designs
 * become EXAMPLE quotes, and loadCatalog reads back what went in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categorySchema, colorSchema, productSchema } from '../../src/domain/catalog';
import { configurationSchema } from '../../src/domain/configuration';
import { seedDatabase } from '../../server/db/seed';
import { readSeedData, type SeedData } from '../../server/db/seed-files';
import { defaultCatalogDir } from '../../server/db/seed';
import { loadCatalog } from '../../server/services/catalog-service';
import { verifyPassword } from '../../server/auth/passwords';
import { startTestServer, useTestServer, type TestServer } from '../helpers/server';

const real = readSeedData(defaultCatalogDir);
const fixture: SeedData = {
  organizations: real.organizations,
  users: real.users,
  categories: [
    categorySchema.parse({ id: 5, parentCategoryId: 0, name: 'Alles', slug: 'alles' }),
    categorySchema.parse({ id: 10, parentCategoryId: 5, name: 'Tuinhuis', slug: 'tuinhuis', order: 20 }),
  ],
  products: [
    productSchema.parse({ id: 100, name: 'Raam 60x60', sku: 'R-60', productType: 'window', price: 12_500, costPrice: 8_000, categories: [{ id: 10, order: 5 }, { id: 999 }] }),
    productSchema.parse({ id: 101, name: 'Deur', sku: 'D-1', productType: 'door', price: 0, costPrice: 0, categories: [{ id: 10, order: 1 }] }),
  ],
  colors: [colorSchema.parse({ id: 1, name: 'Zwart', hex: '#000000' })],
  exampleDesigns: [{ title: 'Voorbeeld', designCode: '12345', organizationId: 3, configuration: configurationSchema.parse({ selectedHouse: 100 }) }],
};

const server = useTestServer({ seed: fixture });

describe('seedDatabase', () => {
  it('seeds the kinds given and skips missing files', async () => {
    const sides = await server.db.selectFrom('global_sides').selectAll().execute();
    expect(sides).toEqual([]);
    const links = await server.db.selectFrom('product_categories').selectAll().orderBy('product_id').execute();
    // The link to the unknown category 999 is dropped, not a foreign-key failure.
    expect(links).toEqual([{ product_id: 100, category_id: 10, order: 5 }, { product_id: 101, category_id: 10, order: 1 }]);
  });

  it('is a no-op on a seeded database, and seeds a kind added later', async () => {
    const again = await seedDatabase(server.db, { data: fixture });
    expect(again.seeded).toEqual([]);
    const later = await seedDatabase(server.db, { data: { ...fixture, sides: [{ id: 1, name: 'Zijde 250', width: 2500 }] } });
    expect(later.seeded).toEqual(['sides']);
  });

  it('moves sequences past the seeded ids', async () => {
    const org = await server.db.insertInto('organizations').values({ name: 'Nieuw', settings: '{}' }).returning('id').executeTakeFirstOrThrow();
    expect(org.id).toBeGreaterThan(5);
    const color = await server.db.insertInto('colors').values({ name: 'Rood', sort_order: 100, record: '{}' }).returning('id').executeTakeFirstOrThrow();
    expect(color.id).toBe(2);
    await server.db.deleteFrom('colors').where('id', '=', color.id).execute();
  });

  it('stores hashed passwords and user attributes', async () => {
    const admin = await server.db.selectFrom('users').selectAll().where('email', '=', 'admin@houtland.example').executeTakeFirstOrThrow();
    expect(admin.password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('demo1234', admin.password_hash)).toBe(true);
    expect(await verifyPassword('demo12345', admin.password_hash)).toBe(false);
    expect(admin.attributes).toContainEqual({ key: 'enableTestProducts', type: 'boolean', value: true });
  });

  it('stores example designs as EXAMPLE quotes of source v4 with a secret and the design code', async () => {
    const quote = await server.db.selectFrom('quotes').selectAll().executeTakeFirstOrThrow();
    expect(quote).toEqual(expect.objectContaining({ status: 'EXAMPLE', source: 'v4', design_code: '12345', organization_id: 3, title: 'Voorbeeld' }));
    expect(quote.secret).toMatch(/^[0-9a-f]{32}$/);
    expect(quote.attributes).toEqual(expect.objectContaining({ selectedHouse: 100 }));
  });

  it('loadCatalog reads the catalogue back in the domain shape', async () => {
    const catalog = await loadCatalog(server.db);
    expect(catalog.products).toEqual(fixture.products);
    expect(catalog.categories).toEqual(fixture.categories);
    expect(catalog.settings.spaceBetweenOptions).toBe(50);
  });
});

describe('seedDatabase on the real catalogue', () => {
  let full: TestServer;
  beforeAll(async () => { full = await startTestServer(); }, 120_000);
  afterAll(() => full?.close());

  it('prices every example design on the server and stores its lines', async () => {
    const quotes = await full.db.selectFrom('quotes').selectAll().where('status', '=', 'EXAMPLE').execute();
    expect(quotes.length).toBe(real.exampleDesigns!.length);
    for (const quote of quotes) {
      expect(Number(quote.total_incl_tax)).toBeGreaterThan(0);
      expect(Number(quote.total_excl_tax)).toBe(Math.round(Number(quote.total_incl_tax) / 1.21));
      const lines = await full.db.selectFrom('quote_lines').selectAll().where('quote_id', '=', quote.id).execute();
      const enabledTotal = lines.reduce((sum, line) => sum + Number(line.total), 0);
      expect(enabledTotal).toBe(Number(quote.total_incl_tax));
    }
  });
});
