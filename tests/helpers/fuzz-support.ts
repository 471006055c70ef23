/**
 * What the route fuzzers (tests/api/fuzz.test.ts, fuzz-boundaries.test.ts) share: the pattern of text that must
 * never reach a client (stacks, SQL, driver errors), and waiting until no due job is queued or running, so work an
 * accepted request queued (mails, a reset request's lookup) does not land while a refused one is being checked;
 * and the next transaction id, which tells whether anything was committed at all since a checksum was taken.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/types';
import { waitUntil } from './wait';

export const LEAK = /(\bat [\w.<>]+ \(|\.ts:\d+:\d+|node_modules|\bstack\b|select .* from |insert into |update \w+ set|delete from |syntax error|violates|relation "|column "|duplicate key|invalid input syntax|PGlite|ECONNREFUSED|TypeError|ReferenceError)/i;

/** Next unassigned transaction id: unchanged means no write was committed, so the checksum need not be taken. */
export async function nextXid(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ x: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as x`.execute(db);
  return rows[0].x;
}

export async function jobsSettled(db: Kysely<Database>): Promise<void> {
  await waitUntil(async () => {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from jobs where status in ('queued', 'running') and run_at <= now()`.execute(db);
    return Number(rows[0].n) === 0;
  }, 'the due jobs to finish');
}
