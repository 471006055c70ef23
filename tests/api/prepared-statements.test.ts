/**
 * server/db/prepared.ts on the engine under test (PGlite, or PostgreSQL with TEST_DATABASE_URL): a statement marked
 * PREPARED is sent by name, so the connection holds it as a prepared statement and runs it again with other
 * values; an unmarked one stays unnamed. (bench:api measures what it saves.)
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../helpers/database';
import { isPrepared, prepared, PREPARED_MARKER } from '../../server/db/prepared';
import type { OpenedDatabase } from '../../server/db/database';

let database: OpenedDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);

afterAll(async () => {
  await database?.close();
});

it('recognises the marker at the start or the end of a statement only', () => {
  expect(isPrepared(`${PREPARED_MARKER} select 1`)).toBe(true);
  expect(isPrepared(`select 1 ${PREPARED_MARKER}`)).toBe(true);
  expect(isPrepared(`select '${PREPARED_MARKER}' as x, 1`)).toBe(false);
});

it('sends a marked statement by name and runs it again with other values; an unmarked one stays unnamed', async () => {
  await database.db.connection().execute(async (connection) => {
    const marked = (n: number) => sql<{ doubled: number }>`${prepared} select ${n}::int * 2 as doubled`.execute(connection);
    expect((await marked(2)).rows).toEqual([{ doubled: 4 }]);
    expect((await marked(21)).rows).toEqual([{ doubled: 42 }]);
    // Built with Kysely and marked at its end, as lead-context.ts does.
    const built = await connection.selectNoFrom(sql<number>`${7}::int + 1`.as('eight')).modifyEnd(prepared).execute();
    expect(built).toEqual([{ eight: 8 }]);
    await sql`select ${5}::int * 3 as unmarked`.execute(connection);
    const { rows } = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(connection);
    const named = rows.filter((row) => row.name.startsWith('p_'));
    expect(named).toHaveLength(2);
    expect(named.some((row) => row.statement.includes('* 2 as doubled'))).toBe(true);
    expect(named.some((row) => row.statement.includes('+ 1'))).toBe(true);
    expect(rows.some((row) => row.statement.includes('unmarked'))).toBe(false);
  });
});
