/**
 * Seeds an empty database from assets/catalog/*.json: organisations with addresses, demo users, the
 * catalogue, and the example designs as EXAMPLE quotes. Each kind is seeded only while its table is empty,
 * so a restart never duplicates or overwrites data, and a seed file added later is still picked up.
 *
 * Example quotes are priced on the server with the domain pricing, from the catalogue just seeded.
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely, type Transaction } from 'kysely';
import { SETTINGS_ENTITY_ID } from '../../src/domain/constants';
import { configurationSchema } from '../../src/domain/configuration';
import { priceConfiguration, PricingError, type PricedQuote } from '../../src/domain/pricing';
import { loadCatalog } from '../services/catalog-service';
import { hashPassword } from '../auth/passwords';
import { json, type Database, type UserAttribute } from './types';
import { readSeedData, type SeedData, type SeedKind } from './seed-files';
import { lineRecord, totalsColumns } from '../services/quotes/quote-records';

export const defaultCatalogDir = fileURLToPath(new URL('../../assets/catalog/', import.meta.url));

type Tx = Transaction<Database>;
type TableName = keyof Database;

async function isEmpty(tx: Tx, table: TableName): Promise<boolean> {
  const row = await tx.selectFrom(table).select(sql<number>`1`.as('one')).limit(1).executeTakeFirst();
  return row === undefined;
}

/** After inserting explicit ids, moves the serial sequence past them so later inserts do not collide. */
async function syncSequence(tx: Tx, table: TableName): Promise<void> {
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(tx);
}

async function insertChunked<T extends TableName>(tx: Tx, table: T, rows: Parameters<ReturnType<Tx['insertInto']>['values']>[0][]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await tx.insertInto(table).values(rows.slice(i, i + 200) as never).execute();
  }
}

function userAttributes(attributes: Record<string, boolean | string | number>): UserAttribute[] {
  return Object.entries(attributes).map(([key, value]) => ({
    key,
    type: typeof value === 'boolean' ? 'boolean' : typeof value === 'number' ? 'integer' : 'string',
    value,
  }));
}

const seeders: { [K in SeedKind]: { table: TableName; seed: (tx: Tx, rows: NonNullable<SeedData[K]>) => Promise<void> } } = {
  organizations: {
    table: 'organizations',
    seed: async (tx, orgs) => {
      // Parents first, so the parent_id foreign key holds while inserting.
      const sorted = [...orgs].sort((a, b) => (a.parentId ?? 0) - (b.parentId ?? 0) || a.id - b.id);
      for (const org of sorted) {
        await tx.insertInto('organizations').values({
          id: org.id, name: org.name, email: org.email, phone: org.phone, logo_url: org.logoUrl,
          identification_number: org.identificationNumber, vat_number: org.vatNumber, iban_number: org.ibanNumber,
          external_reference: org.externalReference, parent_id: org.parentId, type: org.type,
          settings: json(org.settings), max_users: org.maxUsers,
        }).execute();
        for (const a of org.addresses) {
          await tx.insertInto('organization_addresses').values({
            organization_id: org.id, type: a.type, street: a.street, house_number: a.houseNumber,
            postal_code: a.postalCode, city: a.city, country: a.country,
          }).execute();
        }
      }
      await syncSequence(tx, 'organizations');
    },
  },
  users: {
    table: 'users',
    seed: async (tx, users) => {
      for (const user of users) {
        await tx.insertInto('users').values({
          id: user.id, organization_id: user.organizationId, email: user.email, first_name: user.firstName,
          preposition: user.preposition, last_name: user.lastName, password_hash: await hashPassword(user.password),
          roles: json(user.roles), attributes: json(userAttributes(user.attributes)),
        }).execute();
      }
      await syncSequence(tx, 'users');
    },
  },
  companies: {
    table: 'companies',
    seed: async (tx, companies) => {
      await insertChunked(tx, 'companies', companies.map((c) => ({ id: c.id, organization_id: c.organizationId, name: c.name, emails: json(c.emails) })));
      await syncSequence(tx, 'companies');
    },
  },
  categories: {
    table: 'categories',
    seed: async (tx, categories) => {
      await insertChunked(tx, 'categories', categories.map((c) => ({
        id: c.id, parent_category_id: c.parentCategoryId, name: c.name, slug: c.slug, order: c.order, test: c.test,
        house_category: c.houseCategory, category_type: c.categoryType, record: json(c),
      })));
      await syncSequence(tx, 'categories');
    },
  },
  products: {
    table: 'products',
    seed: async (tx, products) => {
      await insertChunked(tx, 'products', products.map((p) => ({
        id: p.id, name: p.name, sku: p.sku, product_type: p.productType, price: p.price, cost_price: p.costPrice,
        test: p.test, sort_order: p.categories.length ? Math.min(...p.categories.map((c) => c.order)) : 100, record: json(p),
      })));
      const categoryIds = new Set((await tx.selectFrom('categories').select('id').execute()).map((r) => r.id));
      const links = products.flatMap((p) => p.categories.filter((c) => categoryIds.has(c.id))
        .map((c) => ({ product_id: p.id, category_id: c.id, order: c.order })));
      await insertChunked(tx, 'product_categories', links);
      await syncSequence(tx, 'products');
    },
  },
  colors: {
    table: 'colors',
    seed: async (tx, colors) => {
      await insertChunked(tx, 'colors', colors.map((c) => ({ id: c.id, name: c.name, sort_order: c.sortOrder, record: json(c) })));
      await syncSequence(tx, 'colors');
    },
  },
  sides: {
    table: 'global_sides',
    seed: async (tx, sides) => {
      await insertChunked(tx, 'global_sides', sides.map((s) => ({ id: s.id, name: s.name, width: s.width })));
      await syncSequence(tx, 'global_sides');
    },
  },
  settings: {
    table: 'global_settings',
    seed: async (tx, settings) => {
      await tx.insertInto('global_settings').values({ id: SETTINGS_ENTITY_ID, record: json(settings) }).execute();
    },
  },
  faq: {
    table: 'faq',
    seed: async (tx, faqs) => {
      await insertChunked(tx, 'faq', faqs.map((f) => ({
        id: f.id, ordering: f.ordering, subject: f.subject.nl, record: json(f),
        search_text: [f.subject.nl, ...f.items.nl.flatMap((i) => [i.question, i.answer])].join('\n').toLowerCase(),
      })));
      await syncSequence(tx, 'faq');
    },
  },
  exampleDesigns: {
    table: 'quotes',
    seed: async (tx, designs) => {
      const numbers = new Map<number, number>();
      const catalog = await loadCatalog(tx);
      for (const design of designs) {
        const number = (numbers.get(design.organizationId) ?? 0) + 1;
        numbers.set(design.organizationId, number);
        const quote = priceExample(design.configuration, catalog);
        const { id } = await tx.insertInto('quotes').values({
          number, title: design.title, status: 'EXAMPLE', source: 'v4', secret: randomBytes(16).toString('hex'),
          design_code: design.designCode, organization_id: design.organizationId, date: new Date(),
          ...totalsColumns(quote), attributes: json(design.configuration),
        }).returning('id').executeTakeFirstOrThrow();
        if (quote.lines.length === 0) continue;
        await tx.insertInto('quote_lines').values(quote.lines.map((line, position) => ({ quote_id: id, ...lineRecord(line, position) }))).execute();
      }
    },
  },
};

/**
 * An example design priced like any quote. A design on a house the catalogue lacks (only in partial seeds,
 * such as test fixtures) stays unpriced: no lines and zero totals, rather than failing the whole seed.
 */
function priceExample(configuration: unknown, catalog: Awaited<ReturnType<typeof loadCatalog>>): PricedQuote {
  try {
    return priceConfiguration(configurationSchema.parse(configuration), catalog, { includeCost: true });
  } catch (error) {
    if (!(error instanceof PricingError)) throw error;
    return { currency: 'EUR', pricesAreInclTax: true, lines: [], disabledLines: [], categoryTotals: {} as PricedQuote['categoryTotals'], taxTotals: [], totalPrice: { inclTax: 0, exclTax: 0 }, totalCostPrice: { inclTax: 0 } };
  }
}

/** Order matters for foreign keys: organisations before users and quotes, categories before products. */
const seedOrder: SeedKind[] = ['organizations', 'users', 'companies', 'categories', 'products', 'colors', 'sides', 'settings', 'faq', 'exampleDesigns'];

export interface SeedResult {
  seeded: SeedKind[];
}

/** Seeds every kind whose table is empty, from `catalogDir` (default assets/catalog), in one transaction. */
export async function seedDatabase(db: Kysely<Database>, options: { catalogDir?: string; data?: SeedData } = {}): Promise<SeedResult> {
  const data = options.data ?? readSeedData(options.catalogDir ?? defaultCatalogDir);
  const seeded: SeedKind[] = [];
  await db.transaction().execute(async (tx) => {
    for (const kind of seedOrder) {
      const rows = data[kind];
      const seeder = seeders[kind] as { table: TableName; seed: (tx: Tx, rows: unknown) => Promise<void> };
      if (rows === undefined || !(await isEmpty(tx, seeder.table))) continue;
      await seeder.seed(tx, rows);
      seeded.push(kind);
    }
  });
  return { seeded };
}
