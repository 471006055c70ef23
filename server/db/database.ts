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
import { namePreparedStatements } from './prepared';

export interface OpenDatabaseOptions {
  /** 'memory' for an in-memory PGlite; a directory for a persistent one. Ignored when databaseUrl is set. */
  dataDir?: string | 'memory';
  databaseUrl?: string;
  /**
   * PostgreSQL only: work inside this schema (created when missing) by setting the connections' search_path.
   * Tests and benchmarks use a throw-away schema per server so they never touch each other's tables.
   */
  schema?: string;
  /** PostgreSQL only: pool size (default 10). */
  poolSize?: number;
  /**
   * In-memory PGlite only: start from this data directory (an archive from PGlite's dumpDataDir) instead of a
   * new cluster. Tests load a migrated one, which skips initdb and the migrations (seconds per database).
   */
  pgliteArchive?: Blob;
}

export interface OpenedDatabase {
  db: Kysely<Database>;
  engine: 'pglite' | 'postgres';
  /** PGlite only: its data directory as an archive (for pgliteArchive). */
  dumpPglite?(): Promise<Blob>;
  /** Destroys the pool and, for PGlite, closes the embedded engine. */
  close(): Promise<void>;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const schema = options.schema;
    if (schema !== undefined) {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Ongeldige schemanaam: ${schema}`);
      const admin = new pg.Client({ connectionString: options.databaseUrl });
      await admin.connect();
      try {
        await admin.query(`create schema if not exists ${schema}`);
      } finally {
        await admin.end();
      }
    }
    const pool = namePreparedStatements(new pg.Pool({
      connectionString: options.databaseUrl, max: options.poolSize ?? 10,
      ...(schema !== undefined ? { options: `-c search_path=${schema}` } : {}),
    }));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  const dataDir = options.dataDir ?? './data';
  let pglite: PGlite;
  if (dataDir === 'memory') {
    pglite = new PGlite(options.pgliteArchive ? { loadDataDir: options.pgliteArchive } : {});
  } else {
    const dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir);
  }
  await pglite.waitReady;
  // PGlite is one session: the config's pool size is 1, so transactions queue instead of interleaving.
  const pool = namePreparedStatements(new pg.Pool(createPgConfig(pglite)));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'pglite',
    dumpPglite: () => pglite.dumpDataDir('none'),
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
