/** The mailer: outbox only without SMTP, and real delivery to a local SMTP server with it. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/database';
import { openTestDatabase } from '../helpers/database';
import { migrateToLatest } from '../../server/db/migrate';
import { createMailer, dedupeRecipients } from '../../server/mail/mailer';

let database: OpenedDatabase;
let smtp: SMTPServer;
let port: number;
const received: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await migrateToLatest(database.db);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk) => (data += chunk));
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await database?.close();
});

const message = { from: 'info@houtland.example', to: ['klant@example.com'], cc: ['KLANT@example.com', 'verkoper@example.com'], bcc: ['verkoper@example.com', 'info@groenevinger.example'], subject: 'Offerte 12 - Tuinhuis', html: '<p>Hallo</p>' };

describe('mailer', () => {
  it('de-duplicates recipients across to, cc and bcc', () => {
    expect(dedupeRecipients(message)).toEqual(expect.objectContaining({ to: ['klant@example.com'], cc: ['verkoper@example.com'], bcc: ['info@groenevinger.example'] }));
  });

  it('queues in the outbox without SMTP', async () => {
    const result = await createMailer(database.db).send(message);
    expect(result.status).toBe('queued');
    const row = await database.db.selectFrom('mail_outbox').selectAll().where('id', '=', result.id).executeTakeFirstOrThrow();
    expect(row).toEqual(expect.objectContaining({ subject: 'Offerte 12 - Tuinhuis', status: 'queued', to: ['klant@example.com'] }));
  });

  it('stores several messages in one go and answers each one in message order', async () => {
    const subjects = ['Je ontwerp', 'Nieuwe lead', 'Derde bericht'];
    const results = await createMailer(database.db).sendAll(subjects.map((subject, i) => ({ ...message, subject, to: [`ontvanger${i}@example.com`] })));
    expect(results.map((r) => r.status)).toEqual(['queued', 'queued', 'queued']);
    const rows = await Promise.all(results.map((r) => database.db.selectFrom('mail_outbox').select(['subject', 'to']).where('id', '=', r.id).executeTakeFirstOrThrow()));
    expect(rows).toEqual(subjects.map((subject, i) => ({ subject, to: [`ontvanger${i}@example.com`] })));
    expect(await createMailer(database.db).sendAll([])).toEqual([]);
  });

  it('sends through SMTP and marks the outbox row sent', async () => {
    const result = await createMailer(database.db, `smtp://127.0.0.1:${port}`, { ignoreTLS: true }).send(message);
    expect(result.status).toBe('sent');
    expect(received.at(-1)).toContain('Subject: Offerte 12 - Tuinhuis');
    const row = await database.db.selectFrom('mail_outbox').select(['status', 'sent_at']).where('id', '=', result.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
    expect(row.sent_at).toBeInstanceOf(Date);
  });

  it('marks the row failed when SMTP is unreachable', async () => {
    const result = await createMailer(database.db, 'smtp://127.0.0.1:1', { ignoreTLS: true, connectionTimeout: 2000 }).send(message);
    expect(result.status).toBe('failed');
  });
});
