/**
 * Runs the migrations, which live in code (no directory scanning, so tsx, vitest and a bundler all see them).
 * Add a migration by adding a module and one line to `migrations` below; names sort in order of application.
 */
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
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
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * The migrator keeps its bookkeeping tables in the connection's current schema. Kysely looks for them in every
 * schema unless told which one, so a database holding other schemas with migrations (tests and benchmarks each
 * migrate a throw-away schema) would make it skip creating its own.
 */
export async function createMigrator(db: Kysely<Database>): Promise<Migrator> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return new Migrator({ db, provider, migrationTableSchema: rows[0].schema });
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
