/**
 * leads.unassignedReminder (issue 10 §4): one working day back (Monday → Friday), the brand's leads older than that
 * listed in one mail to the brand, none → no mail; scheduled on working days.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recurringJobs } from '../../server/jobs/kinds';
import { oneWorkingDayBefore, unassignedLeadsHandler } from '../../server/jobs/unassigned-leads';
import { defaultBrand } from '../../server/config';
import { startTestServer, type TestServer } from '../helpers/server';
import { client, leadBody, submitLead, type LeadAnswer } from '../api/lead-fixtures';

describe('oneWorkingDayBefore', () => {
  it('skips the weekend', () => {
    // 2026-11-23 is a Monday.
    expect(oneWorkingDayBefore(new Date('2026-11-23T08:00:00Z')).toISOString()).toBe('2026-11-20T08:00:00.000Z');
    expect(oneWorkingDayBefore(new Date('2026-11-24T08:00:00Z')).toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(oneWorkingDayBefore(new Date('2026-11-22T08:00:00Z')).toISOString()).toBe('2026-11-20T08:00:00.000Z');
  });

  it('is scheduled on working days', () => {
    const job = recurringJobs().find((j) => j.name === 'leads.unassignedReminder');
    expect(job?.recurrence).toEqual({ daily: '08:00', weekdaysOnly: true });
  });
});

describe('the reminder', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { leadRateLimit: 1000 } });
  }, 120_000);
  afterAll(() => server?.close());

  const log = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} };
  const run = (now: Date) => unassignedLeadsHandler(server.db, { brand: defaultBrand, publicUrl: 'https://configurator.example', now: () => now })
    .run({}, { log } as never);
  const reminders = () => server.db.selectFrom('mail_outbox').selectAll().where('cause_type', '=', 'job').where('cause_id', '=', 'leads.unassignedReminder').execute();

  it('mails the brand the leads it still holds after one working day, and nothing when there are none', async () => {
    const lead = async (lastName: string) => (await submitLead(server.url, leadBody({ client: { ...client, lastName, postalCode: '9711 AA' } }))).body as LeadAnswer;
    const old = await lead('Oudeman');
    const fresh = await lead('Nieuwkoop');
    expect([old.organizationId, fresh.organizationId]).toEqual([2, 2]);
    await server.db.updateTable('quotes').set({ created_at: new Date(Date.now() - 5 * 24 * 3600 * 1000) }).where('id', '=', old.id).execute();

    await run(new Date(Date.now() - 30 * 24 * 3600 * 1000));
    expect(await reminders()).toHaveLength(0);

    await run(new Date());
    const [mail] = await reminders();
    expect(mail.to).toEqual(['info@houtland.example']);
    expect(mail.subject).toBe('1 lead wacht op een dealer');
    expect(mail.html).toContain(`#${old.number} - `);
    expect(mail.html).toContain('Annelies Oudeman');
    expect(mail.html).not.toContain('Nieuwkoop');
    expect(mail.html).toContain('https://configurator.example/configureer-via-offerte/leads');
  });
});
