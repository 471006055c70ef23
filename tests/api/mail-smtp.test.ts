/**
 * With SMTP_URL set, lead mails are delivered by the job worker to a real SMTP server (smtp-server on a random
 * loopback port): the outbox marks them sent, with the row's Message-ID on the wire. A relay that refuses an
 * attempt gets the mail again after the backoff, exactly once; one that cannot be reached leaves the lead
 * stored and the mails failed after the last attempt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMails } from '../helpers/outbox';
import { waitUntil } from '../helpers/wait';
import { startTestServer, type TestServer } from '../helpers/server';
import { smtpError, startTestSmtp, type TestSmtp } from '../helpers/smtp';
import { client, leadBody, submitLead, type LeadAnswer } from './lead-fixtures';

let smtp: TestSmtp;
let server: TestServer;
/** Refusals still to give, with a temporary (4xx) reply, before accepting again; and when each was given. */
let refuse = 0;
const refusedAt: number[] = [];

beforeAll(async () => {
  smtp = await startTestSmtp(() => {
    if (refuse === 0) return 'accept';
    refuse -= 1;
    refusedAt.push(Date.now());
    return smtpError(451, 'Probeer het later opnieuw');
  });
  server = await startTestServer({
    config: {
      smtpUrl: smtp.url, publicUrl: 'https://configurator.example', leadRateLimit: 1000,
      jobs: { retry: { baseDelayMs: 400, maxDelayMs: 400 } },
    },
  });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

async function leadMailIds(db: TestServer['db'], quoteId: number): Promise<number[]> {
  const rows = await db.selectFrom('mail_outbox').select('id').where('cause_type', '=', 'quote').where('cause_id', '=', String(quoteId)).orderBy('id').execute();
  return rows.map((r) => r.id);
}

describe('lead mails over SMTP', () => {
  it('delivers the visitor mail and the dealer notice to the SMTP server', async () => {
    const answer = await submitLead(server.url, leadBody({ dealerToken: 'groenevinger-7f3a' }));
    expect(answer.status).toBe(201);
    const lead = answer.body as LeadAnswer;
    const ids = await leadMailIds(server.db, lead.id);
    expect(ids).toHaveLength(2);
    const outbox = await waitForMails(server.db, ids);
    expect(outbox.every((m) => m.sent_at !== null && m.attempts === 1 && m.error === null)).toBe(true);

    const visitor = smtp.received.find((m) => m.to.includes(client.email))!;
    expect(visitor).toBeDefined();
    expect(visitor.from).toBe('info@houtland.example');
    expect(visitor.data).toMatch(/^Subject: Je ontwerp bij Houtland\r?$/m);
    expect(visitor.messageId).toBe(outbox[0].message_id);
    // Quoted-printable may wrap the long link; unwrap soft line breaks before looking for it.
    const body = visitor.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain(`https://configurator.example${lead.path}`);
    const notice = smtp.received.find((m) => m.to.includes('info@groenevinger.example'))!;
    expect(notice).toBeDefined();
    expect(notice.data).toContain(`Nieuwe lead ${lead.number}`);
    expect(notice.messageId).toBe(outbox[1].message_id);
    // Each job row is finished right after its mail went out: wait for it rather than race it.
    await expect.poll(() => server.db.selectFrom('jobs').select(['status', 'attempts', 'cause_type', 'cause_id'])
      .where('kind', '=', 'mail.send').where('cause_id', '=', String(lead.id)).execute())
      .toEqual([1, 2].map(() => ({ status: 'done', attempts: 1, cause_type: 'quote', cause_id: String(lead.id) })));
  });

  it('retries after a refused attempt, after the backoff, and delivers each mail exactly once', async () => {
    refuse = 2;
    refusedAt.length = 0;
    const email = 'opnieuw@example.nl';
    const answer = await submitLead(server.url, leadBody({ client: { ...client, email } }));
    expect(answer.status).toBe(201);
    const ids = await leadMailIds(server.db, (answer.body as LeadAnswer).id);
    const outbox = await waitForMails(server.db, ids);
    expect(refusedAt).toHaveLength(2);
    expect(outbox.map((m) => m.attempts)).toEqual([2, 2]);
    expect(outbox.every((m) => m.error === null)).toBe(true);
    for (const mail of outbox) {
      const copies = smtp.received.filter((m) => m.messageId === mail.message_id);
      expect(copies).toHaveLength(1);
      // The second attempt waited for the backoff: 400 ms ± 20% jitter after the refusal.
      expect(copies[0].at - Math.min(...refusedAt)).toBeGreaterThanOrEqual(300);
    }
    const jobs = await server.db.selectFrom('jobs').select(['status', 'attempts', 'last_error'])
      .where('kind', '=', 'mail.send').where('cause_id', '=', String((answer.body as LeadAnswer).id)).execute();
    expect(jobs.map((j) => [j.status, j.attempts])).toEqual([['done', 2], ['done', 2]]);
    expect(jobs[0].last_error).toContain('Probeer het later opnieuw');
  });

  it('keeps the lead and marks the mails failed after the last attempt when SMTP cannot be reached', async () => {
    const broken = await startTestServer({
      config: { smtpUrl: 'smtp://127.0.0.1:1', leadRateLimit: 1000, jobs: { retry: { baseDelayMs: 5, maxDelayMs: 20 } } },
    });
    try {
      const answer = await submitLead(broken.url, leadBody());
      expect(answer.status).toBe(201);
      const lead = answer.body as LeadAnswer;
      const row = await broken.db.selectFrom('quotes').select('status').where('id', '=', lead.id).executeTakeFirstOrThrow();
      expect(row.status).toBe('LEAD');
      const outbox = await waitForMails(broken.db, await leadMailIds(broken.db, lead.id), ['failed']);
      expect(outbox.map((m) => m.attempts)).toEqual([10, 10]);
      expect(outbox[0].error).toMatch(/ECONNREFUSED|connect/i);
      // The handler marks the mail failed just before the worker records the job's last failure.
      const jobs = await waitUntil(async () => {
        const rows = await broken.db.selectFrom('jobs').select(['status', 'attempts', 'finished_at']).where('kind', '=', 'mail.send').execute();
        return rows.every((j) => j.status !== 'running') && rows;
      }, 'the jobs to be recorded');
      expect(jobs.map((j) => [j.status, j.attempts])).toEqual([['failed', 10], ['failed', 10]]);
      expect(jobs.every((j) => j.finished_at !== null)).toBe(true);
    } finally {
      await broken.close();
    }
  });
});
