/**
 * Storing and delivering mail: queueMails writes the outbox rows and their mail.send jobs in one statement (in
 * the caller's transaction: a rollback leaves neither); the delivery handler sends a row through SMTP with its
 * Message-ID, or without SMTP marks it sent and writes the .eml copy; a row already sent is not sent again,
 * and a permanent SMTP rejection (5xx) fails the mail at once.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/database';
import { openTestDatabase } from '../helpers/database';
import { smtpError, startTestSmtp, type TestSmtp } from '../helpers/smtp';
import { migrateToLatest } from '../../server/db/migrate';
import { PermanentJobError } from '../../server/jobs/job-type';
import type { ClaimedJob, JobContext, JobHandler } from '../../server/jobs/registry';
import { mailDeliveryHandler } from '../../server/mail/delivery';
import { dedupeRecipients, newMessageId, queueMails } from '../../server/mail/mailer';

let database: OpenedDatabase;
let smtp: TestSmtp;
let emlDir: string;
let reject = false;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrateToLatest(database.db);
  emlDir = mkdtempSync(join(tmpdir(), 'mailer-eml-'));
  smtp = await startTestSmtp(() => (reject ? smtpError(550, 'Onbekende ontvanger') : 'accept'));
}, 120_000);
afterAll(async () => {
  await smtp?.close();
  await database?.close();
  rmSync(emlDir, { recursive: true, force: true });
});

const message = { from: '"Houtland" <info@houtland.example>', to: ['klant@example.com'], cc: ['KLANT@example.com', 'verkoper@example.com'], bcc: ['verkoper@example.com', 'info@groenevinger.example'], subject: 'Offerte 12 - Tuinhuis', html: '<p>Hallo</p>' };

function context(attempt = 1, maxAttempts = 10): JobContext {
  const job = { id: '1', kind: 'mail.send', payload: {}, attempts: attempt, maxAttempts } as ClaimedJob;
  return { job, attempt, isLastAttempt: attempt >= maxAttempts, signal: new AbortController().signal, log: { info() {}, warn() {}, error() {} } };
}

/** Runs the handler as the worker would: its completion write goes with the job's done mark (here: on its own). */
async function deliver(handler: JobHandler<{ outboxId: number }>, outboxId: number, attempt = 1, maxAttempts = 10) {
  const completion = await handler.run({ outboxId }, context(attempt, maxAttempts));
  if (completion) await sql`with effect as (${completion.completionSql}) select 1`.execute(database.db);
}

const row = (id: number) => database.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('mailer', () => {
  it('de-duplicates recipients across to, cc and bcc', () => {
    expect(dedupeRecipients(message)).toEqual(expect.objectContaining({ to: ['klant@example.com'], cc: ['verkoper@example.com'], bcc: ['info@groenevinger.example'] }));
  });

  it('makes a Message-ID on the sender\'s domain', () => {
    expect(newMessageId('"Houtland" <info@Houtland.example>')).toMatch(/^<[0-9a-f-]{36}@houtland\.example>$/);
    expect(newMessageId('info@houtland.example')).not.toBe(newMessageId('info@houtland.example'));
  });

  it('stores several messages and one delivery job each in one statement, answering in message order', async () => {
    const subjects = ['Je ontwerp', 'Nieuwe lead', 'Derde bericht'];
    const queued = await queueMails(database.db, subjects.map((subject, i) => ({ ...message, subject, to: [`ontvanger${i}@example.com`] })), { type: 'quote', id: 7 });
    const rows = await Promise.all(queued.map((q) => row(q.id)));
    expect(rows.map((r) => [r.subject, r.to, r.status, r.message_id, r.cause_type, r.cause_id, r.from_address]))
      .toEqual(subjects.map((subject, i) => [subject, [`ontvanger${i}@example.com`], 'queued', queued[i].messageId, 'quote', '7', message.from]));
    const jobs = await database.db.selectFrom('jobs').select(['kind', 'payload', 'cause_type', 'cause_id', 'max_attempts', 'status'])
      .where('kind', '=', 'mail.send').orderBy('id').execute();
    expect(jobs).toEqual(queued.map((q) => ({ kind: 'mail.send', payload: { outboxId: q.id }, cause_type: 'quote', cause_id: '7', max_attempts: 10, status: 'queued' })));
    expect(await queueMails(database.db, [])).toEqual([]);
  });

  it('stores nothing when the caller\'s transaction rolls back', async () => {
    const count = async () => Promise.all([
      database.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      database.db.selectFrom('jobs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    ]).then((rows) => rows.map((r) => Number(r.n)));
    const before = await count();
    await expect(database.db.transaction().execute(async (trx) => {
      await queueMails(trx, [message]);
      throw new Error('the cause failed');
    })).rejects.toThrow('the cause failed');
    expect(await count()).toEqual(before);
  });

  it('without SMTP marks the row sent and writes the .eml copy with the row\'s Message-ID', async () => {
    const [queued] = await queueMails(database.db, [{ ...message, text: 'Hallo' }]);
    await deliver(mailDeliveryHandler(database.db, { emlDir }), queued.id);
    expect(await row(queued.id)).toMatchObject({ status: 'sent', attempts: 1, error: null });
    const eml = readFileSync(join(emlDir, `${queued.id}.eml`), 'utf8');
    expect(eml).toContain(`Message-ID: ${queued.messageId}`);
    expect(eml).toMatch(/^Subject: Offerte 12 - Tuinhuis$/m);
  });

  it('sends through SMTP with the row\'s Message-ID, and never sends a sent row again', async () => {
    const [queued] = await queueMails(database.db, [message]);
    const handler = mailDeliveryHandler(database.db, { smtpUrl: smtp.url, smtpOptions: { ignoreTLS: true } });
    const before = smtp.received.length;
    await deliver(handler, queued.id);
    expect(smtp.received).toHaveLength(before + 1);
    expect(smtp.received.at(-1)!.data).toContain('Subject: Offerte 12 - Tuinhuis');
    expect(smtp.received.at(-1)!.messageId).toBe(queued.messageId);
    const sent = await row(queued.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sent.sent_at).toBeInstanceOf(Date);
    // A second run of the job (its worker died after the SMTP answer) sends nothing.
    await deliver(handler, queued.id, 2);
    expect(smtp.received).toHaveLength(before + 1);
    expect(await row(queued.id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('puts the row back to queued with the error while attempts remain, and fails it on the last', async () => {
    const [queued] = await queueMails(database.db, [message]);
    const handler = mailDeliveryHandler(database.db, { smtpUrl: 'smtp://127.0.0.1:1', smtpOptions: { ignoreTLS: true, connectionTimeout: 2000 } });
    await expect(deliver(handler, queued.id, 1, 2)).rejects.toThrow();
    expect(await row(queued.id)).toMatchObject({ status: 'queued', attempts: 1, error: expect.stringMatching(/ECONNREFUSED|connect/i) });
    await expect(deliver(handler, queued.id, 2, 2)).rejects.toThrow();
    expect(await row(queued.id)).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('fails at once on a permanent SMTP rejection (5xx)', async () => {
    const [queued] = await queueMails(database.db, [message]);
    const handler = mailDeliveryHandler(database.db, { smtpUrl: smtp.url, smtpOptions: { ignoreTLS: true } });
    reject = true;
    try {
      await expect(deliver(handler, queued.id)).rejects.toBeInstanceOf(PermanentJobError);
    } finally {
      reject = false;
    }
    expect(await row(queued.id)).toMatchObject({ status: 'failed', attempts: 1, error: expect.stringContaining('Onbekende ontvanger') });
  });

  it('marks the row failed when the worker gives the job up', async () => {
    const [queued] = await queueMails(database.db, [message]);
    await mailDeliveryHandler(database.db).giveUp!({ outboxId: queued.id }, 'worker died during attempt 10');
    expect(await row(queued.id)).toMatchObject({ status: 'failed', error: 'worker died during attempt 10' });
  });
});
