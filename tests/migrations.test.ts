/**
 * The same migrations on PGlite and, when DATABASE_URL is set, on that PostgreSQL server (in a throw-away
 * schema, so the database itself is left as it was): all tables exist, money columns are bigint, the
 * migrations roll back and apply again, and int8 comes back as a string on both engines.
 */
import { Kysely, NO_MIGRATIONS, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../server/db/database';
import { createMigrator, migrateToLatest } from '../server/db/migrate';
import { json, toCents, type Database } from '../server/db/types';
import { postgresRun } from './helpers/postgres';

const expectedTables = ['organizations', 'organization_addresses', 'users', 'clients', 'client_addresses', 'client_phones',
  'client_emails', 'companies', 'quotes', 'quote_lines', 'quote_loose_products', 'products', 'categories',
  'product_categories', 'colors', 'global_sides', 'global_settings', 'faq', 'uploads', 'mail_outbox', 'password_resets',
  'statistics', 'accounting_orders', 'catalog_version', 'jobs'];

async function tablesIn(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  return rows.map((r) => r.table_name);
}

async function exerciseMigrations(db: Kysely<Database>) {
  await migrateToLatest(db);
  expect(await tablesIn(db)).toEqual(expect.arrayContaining(expectedTables));

  const { rows: money } = await sql<{ data_type: string }>`
    select data_type from information_schema.columns
    where table_schema = current_schema() and table_name = 'quotes' and column_name = 'total_incl_tax'`.execute(db);
  expect(money[0].data_type).toBe('bigint');

  // A value past 2^31 survives as cents; pg hands int8 over as a string on both engines.
  const org = await db.insertInto('organizations').values({ name: 'Test', settings: json({ realTimePrice: 'true' }) }).returning('id').executeTakeFirstOrThrow();
  const quote = await db.insertInto('quotes').values({
    number: 1, secret: 's', design_code: '12345', organization_id: org.id, total_incl_tax: 3_000_000_000, attributes: json({ walls: [] }),
  }).returning(['total_incl_tax', 'attributes', 'status', 'source']).executeTakeFirstOrThrow();
  expect(quote.total_incl_tax).toBe('3000000000');
  expect(toCents(quote.total_incl_tax)).toBe(3_000_000_000);
  expect(quote.attributes).toEqual({ walls: [] });
  expect(quote).toEqual(expect.objectContaining({ status: 'CONCEPT', source: 'v4' }));
  await expect(db.insertInto('quotes').values({ number: 2, secret: 't', design_code: '12345', organization_id: org.id }).execute()).rejects.toThrow();
  await db.insertInto('statistics').values({ type: 't', key: 'k' }).execute();
  await expect(db.insertInto('statistics').values({ type: 't', key: 'k' }).execute()).rejects.toThrow();

  // A catalogue change bumps the catalogue version (the server's pricing cache depends on it).
  const version = async () => Number((await db.selectFrom('catalog_version').select('version').executeTakeFirstOrThrow()).version);
  const before = await version();
  await db.insertInto('colors').values({ id: 999, name: 'Proef', sort_order: 1, record: json({}) }).execute();
  expect(await version()).toBe(before + 1);
  await db.insertInto('quotes').values({ number: 3, secret: 'u', design_code: '54321', organization_id: org.id }).execute();
  expect(await version()).toBe(before + 1);

  // A quote without a number takes the organisation's next one (counter trigger, migration 0004).
  const numbered = await db.insertInto('quotes').values({ secret: 'v', design_code: '54322', organization_id: org.id })
    .returning('number').executeTakeFirstOrThrow();
  expect(numbered.number).toBe(4);

  // All the way down and up again: the migrations are reversible.
  const down = await (await createMigrator(db)).migrateTo(NO_MIGRATIONS);
  expect(down.error).toBeUndefined();
  expect(await tablesIn(db)).not.toContain('quotes');
  expect(await tablesIn(db)).not.toContain('catalog_version');
  await migrateToLatest(db);
  expect(await tablesIn(db)).toEqual(expect.arrayContaining(expectedTables));
}

describe('migrations', () => {
  describe.skipIf(postgresRun)('on PGlite', () => {
    let pglite: OpenedDatabase | undefined;
    // Opening PGlite takes seconds, more on a busy machine: do it in a hook with a generous timeout.
    beforeAll(async () => {
      pglite = await openDatabase({ dataDir: 'memory' });
    }, 120_000);
    afterAll(() => pglite?.close());

    it('run on PGlite', () => exerciseMigrations(pglite!.db), 120_000);
  });

  const databaseUrl = process.env.TEST_DATABASE_URL || process.env.TEST_POSTGRES_URL || process.env.DATABASE_URL;
  describe.skipIf(!databaseUrl)('on PostgreSQL (DATABASE_URL)', () => {
    const schema = `migration_test_${process.pid}_${Date.now()}`;
    let admin: pg.Pool | undefined;
    afterAll(async () => {
      await admin?.query(`drop schema if exists ${schema} cascade`);
      await admin?.end();
    });

    it('run on PostgreSQL', async () => {
      admin = new pg.Pool({ connectionString: databaseUrl });
      await admin.query(`create schema ${schema}`);
      const pool = new pg.Pool({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
      try {
        const { rows } = await sql<{ server_version: string }>`show server_version`.execute(db);
        expect(rows[0].server_version).toMatch(/^\d+/);
        await exerciseMigrations(db);
      } finally {
        await db.destroy();
      }
    }, 120_000);

    // Kysely's own check reads every schema's columns and failed when another schema's migration dropped one
    // at that moment (two vitest workers, or two nodes starting): "column ... does not exist".
    it('checks its own tables while another schema drops and adds columns', async () => {
      admin ??= new pg.Pool({ connectionString: databaseUrl });
      const churnSchema = `${schema}_churn`;
      await admin.query(`create schema if not exists ${schema}`);
      await admin.query(`create schema ${churnSchema}`);
      const churnPool = new pg.Pool({ connectionString: databaseUrl, options: `-c search_path=${churnSchema}`, max: 1 });
      const pool = new pg.Pool({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
      let churning = true;
      const churn = (async () => {
        for (let i = 0; i < 50; i += 1) await churnPool.query(`create table t${i} (${Array.from({ length: 40 }, (_, c) => `c${c} int`).join(', ')})`);
        for (let round = 0; churning; round += 1) {
          await churnPool.query(`alter table t${round % 50} drop column c${round % 40}`);
          await churnPool.query(`alter table t${round % 50} add column c${round % 40} int`);
        }
      })();
      try {
        await migrateToLatest(db);
        for (let i = 0; i < 200; i += 1) {
          const migrations = await (await createMigrator(db)).getMigrations();
          expect(migrations.every((m) => m.executedAt instanceof Date)).toBe(true);
        }
      } finally {
        churning = false;
        await churn.catch(() => undefined);
        await churnPool.end();
        await admin.query(`drop schema if exists ${churnSchema} cascade`);
        await db.destroy();
      }
    }, 120_000);
  });
});
