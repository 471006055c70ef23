/**
 * Runs the migrations, which live in code (no directory scanning, so tsx, vitest and a bundler all see them).
 * Add a migration by adding a module and one line to `migrations` below; names sort in order of application.
 */
import { Migrator, sql, type DatabaseIntrospector, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import * as initial from './migrations/0001-initial';
import * as catalogVersion from './migrations/0002-catalog-version';
import * as quoteNumberIndex from './migrations/0003-quote-number-index';
import * as quoteNumberCounter from './migrations/0004-quote-number-counter';
import * as quoteTaxTotals from './migrations/0005-quote-tax-totals';
import * as jobs from './migrations/0008-jobs';
import * as mailDelivery from './migrations/0009-mail-delivery';
import * as organizationAdmin from './migrations/0015-organization-admin';
import * as exampleActualizations from './migrations/0020-example-actualizations';
import * as accountingOrderBook from './migrations/0021-accounting-order-book';
import * as accountingOrderJobs from './migrations/0022-accounting-order-jobs';
import * as rateLimits from './migrations/0025-rate-limits';
import * as quoteListAttributes from './migrations/0030-quote-list-attributes';
import * as sessionVersions from './migrations/0040-session-versions';
import * as quoteStatusTimes from './migrations/0050-quote-status-times';
import * as exampleViews from './migrations/0051-example-views';
import * as leadStages from './migrations/0052-lead-stages';
import * as leadArrivalFastPath from './migrations/0053-lead-arrival-fast-path';
import type { Database } from './types';

const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-catalog-version': catalogVersion,
  '0003-quote-number-index': quoteNumberIndex,
  '0004-quote-number-counter': quoteNumberCounter,
  '0005-quote-tax-totals': quoteTaxTotals,
  '0008-jobs': jobs,
  '0009-mail-delivery': mailDelivery,
  '0015-organization-admin': organizationAdmin,
  '0020-example-actualizations': exampleActualizations,
  '0021-accounting-order-book': accountingOrderBook,
  '0022-accounting-order-jobs': accountingOrderJobs,
  '0025-rate-limits': rateLimits,
  '0030-quote-list-attributes': quoteListAttributes,
  '0040-session-versions': sessionVersions,
  '0050-quote-status-times': quoteStatusTimes,
  '0051-example-views': exampleViews,
  '0052-lead-stages': leadStages,
  '0053-lead-arrival-fast-path': leadArrivalFastPath,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * The migrator keeps its bookkeeping tables in the connection's current schema. Kysely looks for them in every
 * schema unless told which one, so a database holding other schemas with migrations (tests and benchmarks each
 * migrate a throw-away schema) would make it skip creating its own.
 */
export async function createMigrator(db: Kysely<Database>): Promise<Migrator> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0].schema;
  return new Migrator({ db: withSchemaIntrospection(db, schema), provider, migrationTableSchema: schema });
}

/**
 * The migrator asks whether its two tables exist through `db.introspection`, whose PostgreSQL query reads
 * every column of every table in the database and calls pg_get_serial_sequence on each. Another schema's
 * migration running at that moment (a second node starting, or parallel test workers) can drop a column
 * between the catalogue read and that call, and the check fails with "column ... does not exist". The migrator
 * only needs the names of this schema's tables, so it gets an introspector that asks for exactly those.
 */
function withSchemaIntrospection(db: Kysely<Database>, schema: string): Kysely<Database> {
  const introspection: DatabaseIntrospector = {
    async getSchemas() {
      const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace where nspname = ${schema}`.execute(db);
      return rows;
    },
    async getTables() {
      const { rows } = await sql<{ name: string; kind: string }>`
        select c.relname as name, c.relkind as kind from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${schema} and c.relkind in ('r', 'p', 'v')`.execute(db);
      return rows.map((row) => ({ name: row.name, schema, isView: row.kind === 'v', columns: [] }));
    },
    async getMetadata() {
      return { tables: await this.getTables() };
    },
  };
  // Kysely's methods use private fields, so they run on the instance itself, not on the proxy.
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Migrates to the latest version; throws with the failing migration's name when one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResultSet> {
  const result = await (await createMigrator(db)).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${String((result.error as Error).message ?? result.error)}`, { cause: result.error });
  }
  return result;
}
