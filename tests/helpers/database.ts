/**
 * A fresh database for a test: an in-memory PGlite, or, when TEST_DATABASE_URL is set, a throw-away schema of
 * that PostgreSQL database (dropped on close). Every API test opens its database here, so the whole suite runs
 * on both engines (`npm run test:api:postgres`).
 *
 * A new PGlite cluster costs seconds of CPU (initdb in WASM), the migrations a little more: each test process
 * builds one empty and one migrated cluster once and loads every further database from their archives.
 * tests/migrations.test.ts opens its own database and keeps running every migration itself.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type OpenedDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';

export interface TestDatabaseOptions {
  /** Answer the database with every migration applied (as the servers of the API tests need it). */
  migrated?: boolean;
}

interface PgliteArchives {
  empty: Blob;
  migrated: Blob;
}

// On globalThis rather than in this module: test files of one worker share the process (vitest.config.ts,
// isolate: false) and the archives belong to that process, whatever module graph a file gets.
const archivesKey = Symbol.for('configurator.test.pgliteArchives');
const holder = globalThis as { [archivesKey]?: Promise<PgliteArchives> };

function pgliteArchives(): Promise<PgliteArchives> {
  holder[archivesKey] ??= (async () => {
    const database = await openDatabase({ dataDir: 'memory' });
    try {
      const empty = await database.dumpPglite!();
      await migrateToLatest(database.db);
      return { empty, migrated: await database.dumpPglite!() };
    } finally {
      await database.close();
    }
  })();
  return holder[archivesKey];
}

export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<OpenedDatabase> {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  if (!databaseUrl) {
    const archives = await pgliteArchives();
    return openDatabase({ dataDir: 'memory', pgliteArchive: options.migrated ? archives.migrated : archives.empty });
  }
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ databaseUrl, schema, poolSize: 5 });
  if (options.migrated) await migrateToLatest(database.db);
  return {
    ...database,
    async close() {
      await database.close();
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      try {
        await admin.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await admin.end();
      }
    },
  };
}
