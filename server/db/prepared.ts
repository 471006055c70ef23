/**
 * Named prepared statements for the hot statements (bench:api: a lead's read, its store, the rate-limit counter
 * and the job worker's claim). Kysely sends every query unnamed, so the engine parses, analyses and plans it
 * again on each call; a statement marked with PREPARED (at its start or end) is sent by name instead, parsed once
 * per connection and, after a few runs, executed on its cached plan. Only marked statements: pg keeps a
 * connection's named statements for its lifetime, so statements whose text varies (lists, searches) stay unnamed.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { sql } from 'kysely';

export const PREPARED_MARKER = '/* prepared */';

/** Appended to a Kysely query (`.modifyEnd(prepared)`) or written at the start of a `sql` statement. */
export const prepared = sql.raw(PREPARED_MARKER);

const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    // A handful of texts are marked; the bound only guards against a marked statement whose text varies by mistake.
    if (names.size < 1000) names.set(text, name);
  }
  return name;
}

export function isPrepared(text: string): boolean {
  return text.startsWith(PREPARED_MARKER) || text.endsWith(PREPARED_MARKER);
}

/** Sends the marked statements of every connection of this pool by name (both engines: PGlite and PostgreSQL). */
export function namePreparedStatements(pool: pg.Pool): pg.Pool {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
      if (typeof config === 'string' && isPrepared(config) && Array.isArray(values)) {
        return query({ name: statementName(config), text: config, values }, callback);
      }
      return query(config, values, callback);
    };
  });
  return pool;
}
