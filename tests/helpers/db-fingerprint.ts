/**
 * A checksum of every table's rows (row count and an order-free md5 of the rows' text), for "a refused request
 * changes nothing". The rate-limit counters are left out: they count refusals by design.
 *
 * The fuzzers take two fingerprints per request, so this is one statement over all tables, built once per
 * database: a query per table (and information_schema, slow on PostgreSQL, every time) was most of their run.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../server/db/types';

const statements = new WeakMap<Kysely<Database>, Promise<RawBuilder<{ part: string }>>>();

async function fingerprintStatement(db: Kysely<Database>): Promise<RawBuilder<{ part: string }>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not in ('rate_limits')
    order by table_name`.execute(db);
  const parts = tables.map(({ name }) => sql`
    select ${name} || ':' || count(*) || ':' || md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as part
    from ${sql.table(name)} t`);
  return sql<{ part: string }>`${sql.join(parts, sql` union all `)}`;
}

export async function databaseFingerprint(db: Kysely<Database>): Promise<string> {
  let statement = statements.get(db);
  if (!statement) statements.set(db, statement = fingerprintStatement(db));
  const { rows } = await (await statement).execute(db);
  return rows.map((row) => row.part).sort().join(' ');
}
