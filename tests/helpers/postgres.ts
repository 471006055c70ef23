/**
 * PostgreSQL for tests that need a real server (several connections, several processes): the URL from
 * TEST_DATABASE_URL (or TEST_POSTGRES_URL, as .ci/run sets it); unset, those tests skip. Each use gets a
 * throw-away schema, so test files never see each other's rows and the database is left as it was.
 */
import type { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../server/db/database';
import type { Database } from '../../server/db/types';

export const testPostgresUrl: string | undefined = process.env.TEST_DATABASE_URL || process.env.TEST_POSTGRES_URL || undefined;

/**
 * This is the server suites' run on PostgreSQL (TEST_DATABASE_URL set). `npm test` runs those suites twice, once on
 * PGlite and once on PostgreSQL; a test pinned to PGlite (a PGlite data directory, an in-memory PGlite) already ran
 * in the first run and would only repeat it here, so it is left out of this one (`describe.skipIf(postgresRun)`).
 * Its PostgreSQL twin runs here, and only here: test-all clears TEST_POSTGRES_URL for the PGlite run.
 */
export const postgresRun = Boolean(process.env.TEST_DATABASE_URL);

export interface TestSchema {
  name: string;
  /** A connection URL whose sessions use only this schema (search_path), e.g. for a child process's DATABASE_URL. */
  url: string;
  /** A new Kysely on its own pool in this schema: one per simulated node. */
  connect(poolSize?: number): Promise<Kysely<Database>>;
  drop(): Promise<void>;
}

let counter = 0;

export async function createTestSchema(baseUrl: string, prefix: string): Promise<TestSchema> {
  counter += 1;
  const name = `${prefix}_${process.pid}_${Date.now()}_${counter}`.replace(/[^a-z0-9_]/gi, '_').toLowerCase();
  const admin = new pg.Pool({ connectionString: baseUrl, max: 1 });
  await admin.query(`create schema ${name}`);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${name}`);
  const opened: Kysely<Database>[] = [];
  return {
    name,
    url: url.toString(),
    async connect(poolSize = 5) {
      const { db } = await openDatabase({ databaseUrl: baseUrl, schema: name, poolSize });
      opened.push(db);
      return db;
    },
    async drop() {
      await Promise.allSettled(opened.map((db) => db.destroy()));
      await admin.query(`drop schema if exists ${name} cascade`);
      await admin.end();
    },
  };
}
