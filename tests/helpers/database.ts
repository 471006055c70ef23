/**
 * A fresh database for a test: an in-memory PGlite, or, when TEST_DATABASE_URL is set, a throw-away schema of
 * that PostgreSQL database (dropped on close). Every API test opens its database here, so the whole suite runs
 * on both engines (`npm run test:api:postgres`).
 *
 * A new PGlite cluster costs seconds of CPU (initdb in WASM), the migrations a little more, the demo seed ~0.4-0.7 s
 * of CPU (~1 s wall): each test process builds an empty, a migrated and (when a server asks) a seeded cluster once
 * and loads every further database from their archives, trimmed of the template databases (pglite-archive.ts).
 * tests/migrations.test.ts opens its own database and keeps running every migration itself.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type OpenedDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';
import { withoutTemplateDatabases } from './pglite-archive';

export interface TestDatabaseOptions {
  /** Answer the database with every migration applied (as the servers of the API tests need it). */
  migrated?: boolean;
  /** Also seeded from assets/catalog (the default seed of the API tests' servers); implies migrated. */
  seeded?: boolean;
}

interface PgliteArchives {
  empty: Blob;
  migrated: Blob;
}

// On globalThis rather than in this module: test files of one worker share the process (vitest.config.ts,
// isolate: false) and the archives belong to that process, whatever module graph a file gets.
const archivesKey = Symbol.for('configurator.test.pgliteArchives');
const seededKey = Symbol.for('configurator.test.pgliteSeededArchive');
const holder = globalThis as { [archivesKey]?: Promise<PgliteArchives>; [seededKey]?: Promise<Blob> };

function pgliteArchives(): Promise<PgliteArchives> {
  holder[archivesKey] ??= (async () => {
    const database = await openDatabase({ dataDir: 'memory' });
    try {
      const empty = await withoutTemplateDatabases(await database.dumpPglite!());
      await migrateToLatest(database.db);
      return { empty, migrated: await withoutTemplateDatabases(await database.dumpPglite!()) };
    } finally {
      await database.close();
    }
  })();
  return holder[archivesKey];
}

/** The migrated cluster with the default seed, made once per process from the migrated archive. */
function pgliteSeededArchive(): Promise<Blob> {
  holder[seededKey] ??= (async () => {
    const database = await openDatabase({ dataDir: 'memory', pgliteArchive: (await pgliteArchives()).migrated });
    try {
      await seedDatabase(database.db);
      return await database.dumpPglite!();
    } finally {
      await database.close();
    }
  })();
  return holder[seededKey];
}

export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<OpenedDatabase> {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  if (!databaseUrl) {
    if (options.seeded) return openDatabase({ dataDir: 'memory', pgliteArchive: await pgliteSeededArchive() });
    const archives = await pgliteArchives();
    return openDatabase({ dataDir: 'memory', pgliteArchive: options.migrated ? archives.migrated : archives.empty });
  }
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ databaseUrl, schema, poolSize: 5 });
  if (options.migrated || options.seeded) await migrateToLatest(database.db);
  if (options.seeded) await seedDatabase(database.db);
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

/**
 * Fills an empty server data directory (DATA_DIR of server/main.ts) with the seeded cluster, so a child-process
 * server started on it skips initdb (~4.4 s in WASM), the migrations and the seed, which it finds done.
 */
export async function prepareServerDataDir(dataDir: string): Promise<void> {
  const pglite = new PGlite(join(dataDir, 'pglite'), { loadDataDir: await pgliteSeededArchive() });
  await pglite.waitReady;
  await pglite.close();
}
