/**
 * Migration 0052 (issue 28): every lead's arrival, due time and stage times, kept in lead_stages by the database.
 * Leads stored before it are filled from their status rows; from then on the row follows each status row written,
 * changed or removed. On PGlite, and on PostgreSQL with TEST_DATABASE_URL (a throw-away schema).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigrator, migrateToLatest } from '../server/db/migrate';
import type { OpenedDatabase } from '../server/db/database';
import { openTestDatabase } from './helpers/database';

let database: OpenedDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
}, 120_000);
afterAll(async () => database?.close());

// A Friday afternoon and a Saturday morning, Dutch time (CET, UTC+1).
const friday = new Date('2026-01-09T14:00:00Z');
const saturday = new Date('2026-01-10T09:00:00Z');
const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('migration 0052: lead stages', () => {
  it('fills the leads there are, then follows every status row; a quote that never was a lead has none', async () => {
    const { db } = database;
    expect((await (await createMigrator(db)).migrateTo('0051-example-views')).error).toBeUndefined();
    await db.insertInto('organizations').values([{ id: 2, name: 'Merk' }, { id: 3, name: 'Dealer' }]).execute();
    const quote = async (status: string) => (await db.insertInto('quotes')
      .values({ number: 0, secret: 's', organization_id: 3, status }).returning('id').executeTakeFirstOrThrow()).id;
    const setTimes = async (id: number, times: Record<string, Date>) => {
      await db.deleteFrom('quote_status_times').where('quote_id', '=', id).execute();
      await db.insertInto('quote_status_times').values(Object.entries(times).map(([status, at]) => ({ quote_id: id, status, entered_at: at }))).execute();
    };
    const before = await quote('SENT');
    await setTimes(before, { LEAD: friday, LEAD_IN_TREATMENT: new Date('2026-01-12T08:00:00Z'), SENT: new Date('2026-01-13T08:00:00Z') });
    const dealerQuote = await quote('CONCEPT');

    await migrateToLatest(db);
    const stages = async (id: number) => {
      const row = await db.selectFrom('lead_stages').selectAll().select(sql<string>`arrival_week::text`.as('week'))
        .where('quote_id', '=', id).executeTakeFirst();
      return row && {
        arrived: iso(row.arrived_at), week: row.week, due: iso(row.due_at), treated: iso(row.treated_at), quoted: iso(row.quoted_at),
        sent: iso(row.sent_at), accepted: iso(row.accepted_at), rejected: iso(row.rejected_at),
      };
    };

    // A Friday arrival is due on Monday at the same clock time; sent implies treated, and the quote stage too.
    expect(await stages(before)).toEqual({
      arrived: friday.toISOString(), week: '2026-01-05', due: '2026-01-12T14:00:00.000Z', treated: '2026-01-12T08:00:00.000Z',
      quoted: '2026-01-13T08:00:00.000Z', sent: '2026-01-13T08:00:00.000Z', accepted: null, rejected: null,
    });
    expect(await stages(dealerQuote)).toBeUndefined();

    // A new lead: its row comes with its first status row (written by the quotes trigger), and follows each change.
    const lead = await quote('LEAD');
    const arrived = (await stages(lead))?.arrived;
    expect(arrived).toBeTruthy();
    await db.updateTable('quotes').set({ status: 'ACCEPTED' }).where('id', '=', lead).execute();
    const accepted = await stages(lead);
    expect(accepted?.accepted).toBeTruthy();
    expect([accepted?.treated, accepted?.quoted, accepted?.sent]).toEqual([accepted?.accepted, accepted?.accepted, accepted?.accepted]);

    // A weekend arrival counts from Monday 00:00, so it is due on Tuesday 00:00; an entry before the arrival is not a
    // stage of this lead.
    await setTimes(lead, { CONCEPT: new Date('2026-01-01T10:00:00Z'), LEAD: saturday, REJECTED: new Date('2026-01-14T10:00:00Z') });
    expect(await stages(lead)).toMatchObject({
      arrived: saturday.toISOString(), week: '2026-01-05', due: '2026-01-12T23:00:00.000Z', treated: '2026-01-14T10:00:00.000Z',
      quoted: '2026-01-14T10:00:00.000Z', sent: '2026-01-14T10:00:00.000Z', accepted: null, rejected: '2026-01-14T10:00:00.000Z',
    });

    // Without its LEAD row it is no lead; a deleted quote takes its row along.
    await db.deleteFrom('quote_status_times').where('quote_id', '=', lead).where('status', '=', 'LEAD').execute();
    expect(await stages(lead)).toBeUndefined();
    await db.deleteFrom('quotes').where('id', '=', before).execute();
    expect(await stages(before)).toBeUndefined();

    // And it rolls back.
    expect((await (await createMigrator(db)).migrateTo('0051-example-views')).error).toBeUndefined();
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables
      where table_schema = current_schema() and table_name = 'lead_stages'`.execute(db);
    expect(rows[0].n).toBe(0);
  }, 120_000);
});
