/**
 * A fresh database for a test: an in-memory PGlite, or, when TEST_DATABASE_URL is set, a throw-away schema of
 * that PostgreSQL database (dropped on close). Every API test opens its database here, so the whole suite runs
 * on both engines (`npm run test:api:postgres`).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type OpenedDatabase } from '../../server/db/database';

export async function openTestDatabase(): Promise<OpenedDatabase> {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  if (!databaseUrl) return openDatabase({ dataDir: 'memory' });
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ databaseUrl, schema, poolSize: 5 });
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
