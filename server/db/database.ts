/**
 * Opens the database: Kysely's own PostgresDialect over pg, on either engine (STACK.md):
 * - PostgreSQL when `databaseUrl` is given (a pg.Pool on that URL);
 * - otherwise PGlite, embedded PostgreSQL in WASM, in memory (`dataDir: 'memory'`) or under `<dataDir>/pglite`.
 * Both go through the same pg driver, so type parsing is identical (int8 arrives as a string on both).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import type { Database } from './types';

export interface OpenDatabaseOptions {
  /** 'memory' for an in-memory PGlite; a directory for a persistent one. Ignored when databaseUrl is set. */
  dataDir?: string | 'memory';
  databaseUrl?: string;
}

export interface OpenedDatabase {
  db: Kysely<Database>;
  engine: 'pglite' | 'postgres';
  /** Destroys the pool and, for PGlite, closes the embedded engine. */
  close(): Promise<void>;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  const dataDir = options.dataDir ?? './data';
  let pglite: PGlite;
  if (dataDir === 'memory') {
    pglite = new PGlite();
  } else {
    const dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir);
  }
  await pglite.waitReady;
  // PGlite is one session: the config's pool size is 1, so transactions queue instead of interleaving.
  const pool = new pg.Pool(createPgConfig(pglite));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'pglite',
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
