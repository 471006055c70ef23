/**
 * Hit counters in the database (table rate_limits), so every node behind a load balancer counts the same hits:
 * an in-memory counter per process would let a client multiply its allowance by the number of nodes.
 * `hit` is one atomic upsert; a row whose window has passed restarts at 1.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { prepared } from '../db/prepared';

export interface CounterState {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/**
 * The hit commits asynchronously (synchronous_commit off for this statement's transaction alone): a key's row stays
 * locked until its transaction commits, and waiting for the WAL flush (~4 ms on this machine's disk) there made
 * every request of one address queue behind the previous one's flush (bench:api: all leads come from one address,
 * which capped them near 250/s and made their p99). What a database crash may lose is the last fraction of a
 * second's hits, never a consistent count: an acceptable trade for a counter of attempts.
 */
export async function hitCounter(db: Kysely<Database>, key: string, windowMs: number): Promise<CounterState> {
  const { rows } = await sql<{ count: number; ttl_ms: number }>`${prepared}
    INSERT INTO rate_limits (key, count, reset_at)
    SELECT ${key}, 1, now() + ${windowMs} * interval '1 millisecond' FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
    RETURNING count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int AS ttl_ms`.execute(db);
  // Now and then, drop rows whose window ended long ago, so the table stays as small as the active keys.
  if (Math.random() < 0.01) await db.deleteFrom('rate_limits').where('reset_at', '<', sql<Date>`now() - interval '1 hour'`).execute();
  return { count: rows[0].count, ttlMs: rows[0].ttl_ms };
}

/** The current window's count without counting a hit (0 when there is no live window). */
export async function readCounter(db: Kysely<Database>, key: string): Promise<CounterState> {
  const { rows } = await sql<{ count: number; ttl_ms: number }>`
    SELECT count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int AS ttl_ms
    FROM rate_limits WHERE key = ${key} AND reset_at > now()`.execute(db);
  return rows[0] ? { count: rows[0].count, ttlMs: rows[0].ttl_ms } : { count: 0, ttlMs: 0 };
}

export async function resetCounter(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
