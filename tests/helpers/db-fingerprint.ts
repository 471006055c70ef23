/**
 * A checksum of every table's rows (row count and an order-free md5 of the rows' text), for "a refused request
 * changes nothing". The rate-limit counters are left out: they count refusals by design.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/types';

export async function databaseFingerprint(db: Kysely<Database>): Promise<string> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not in ('rate_limits')
    order by table_name`.execute(db);
  const parts = await Promise.all(tables.map(async ({ name }) => {
    const { rows } = await sql<{ sum: string | null; n: string }>`
      select md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as sum, count(*) as n from ${sql.table(name)} t`.execute(db);
    return `${name}:${rows[0].n}:${rows[0].sum}`;
  }));
  return parts.join(' ');
}
