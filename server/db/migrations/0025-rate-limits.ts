/**
 * Rate-limit counters shared by every node on one database (issue 13): one row per key (a route and an address,
 * or a login account), counting hits until `reset_at`. An expired row is restarted by the next hit.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX rate_limits_reset_at ON rate_limits (reset_at)`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('rate_limits').ifExists().execute();
}
