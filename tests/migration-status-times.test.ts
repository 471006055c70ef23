/**
 * Migration 0050 (issue 28): quotes stored before it get the status times and lead sources history allows, and
 * from then on the database records the first entry of every status itself. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL (a throw-away schema).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigrator, migrateToLatest } from '../server/db/migrate';
import { json } from '../server/db/types';
import type { OpenedDatabase } from '../server/db/database';
import { openTestDatabase } from './helpers/database';

let database: OpenedDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
}, 120_000);
afterAll(async () => database?.close());

const created = new Date('2026-01-05T09:00:00Z');
const updated = new Date('2026-01-20T15:30:00Z');

describe('migration 0050: quote status times', () => {
  it('fills what history allows, then records each status once, at its first entry', async () => {
    const { db } = database;
    const before = await (await createMigrator(db)).migrateTo('0040-session-versions');
    expect(before.error).toBeUndefined();
    await db.insertInto('organizations').values([{ id: 2, name: 'Merk' }, { id: 3, name: 'Dealer' }]).execute();
    const quote = async (organization: number, status: string, attributes: Record<string, unknown>) => (await db.insertInto('quotes').values({
      number: 0, secret: 's', organization_id: organization, status, attributes: json(attributes), created_at: created, updated_at: updated,
    }).returning('id').executeTakeFirstOrThrow()).id;
    const newLead = await quote(2, 'LEAD', {});
    const tokenQuote = await quote(3, 'SENT', { fromDealerToken: 'groenevinger-7f3a' });
    const exampleLead = await quote(3, 'LEAD_IN_TREATMENT', { fromExample: 12, fromDealerToken: 'groenevinger-7f3a' });
    const routedLead = await quote(3, 'LEAD', {});
    const dealerQuote = await quote(3, 'ACCEPTED', {});

    await migrateToLatest(db);
    const times = async (id: number) => Object.fromEntries((await db.selectFrom('quote_status_times').select(['status', 'entered_at'])
      .where('quote_id', '=', id).execute()).map((row) => [row.status, row.entered_at.toISOString()]));
    const source = async (id: number) => (await db.selectFrom('quotes').select('lead_source').where('id', '=', id).executeTakeFirstOrThrow()).lead_source;

    // A lead arrived when it was created; the current status was entered at the last write at the latest.
    expect(await times(newLead)).toEqual({ LEAD: created.toISOString() });
    expect(await times(tokenQuote)).toEqual({ LEAD: created.toISOString(), SENT: updated.toISOString() });
    expect(await times(exampleLead)).toEqual({ LEAD: created.toISOString(), LEAD_IN_TREATMENT: updated.toISOString() });
    // A dealer's own quote never was a lead, as far as anything recorded says.
    expect(await times(dealerQuote)).toEqual({ ACCEPTED: updated.toISOString() });
    expect([await source(newLead), await source(tokenQuote), await source(exampleLead), await source(routedLead), await source(dealerQuote)])
      .toEqual(['direct', 'token', 'example', null, null]);

    // From now on the trigger records: a new status once, at its first entry; the same status again changes nothing.
    await db.updateTable('quotes').set({ status: 'LEAD_IN_TREATMENT' }).where('id', '=', newLead).execute();
    const first = (await times(newLead)).LEAD_IN_TREATMENT;
    expect(first).toBeDefined();
    await db.updateTable('quotes').set({ status: 'LEAD' }).where('id', '=', newLead).execute();
    await db.updateTable('quotes').set({ status: 'LEAD_IN_TREATMENT', note: 'weer' }).where('id', '=', newLead).execute();
    expect(await times(newLead)).toEqual({ LEAD: created.toISOString(), LEAD_IN_TREATMENT: first });
    const inserted = await db.insertInto('quotes').values({ number: 0, secret: 't', organization_id: 3, status: 'CONCEPT' }).returning('id').executeTakeFirstOrThrow();
    expect(Object.keys(await times(inserted.id))).toEqual(['CONCEPT']);

    // And it rolls back.
    const down = await (await createMigrator(db)).migrateTo('0040-session-versions');
    expect(down.error).toBeUndefined();
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables
      where table_schema = current_schema() and table_name = 'quote_status_times'`.execute(db);
    expect(rows[0].n).toBe(0);
  }, 120_000);
});
