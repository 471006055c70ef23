/**
 * With SMTP_URL set, lead mails go to a real SMTP server (smtp-server on a random loopback port) and the
 * outbox marks them sent; with an SMTP server that refuses connections the lead is still stored and the
 * outbox marks the mails failed.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';
import { client, leadBody, submitLead, type LeadAnswer } from './lead-fixtures';

interface Received { from: string; to: string[]; data: string }

let smtp: SMTPServer;
let server: TestServer;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk) => (data += chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address), data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  server = await startTestServer({ config: { smtpUrl: `smtp://127.0.0.1:${port}`, publicUrl: 'https://configurator.example', leadRateLimit: 1000 } });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

describe('lead mails over SMTP', () => {
  it('delivers the visitor mail and the dealer notice to the SMTP server', async () => {
    const answer = await submitLead(server.url, leadBody({ dealerToken: 'groenevinger-7f3a' }));
    expect(answer.status).toBe(201);
    const lead = answer.body as LeadAnswer;
    const visitor = received.find((m) => m.to.includes(client.email))!;
    expect(visitor).toBeDefined();
    expect(visitor.from).toBe('info@houtland.example');
    expect(visitor.data).toMatch(/^Subject: Je ontwerp bij Houtland\r?$/m);
    // Quoted-printable may wrap the long link; unwrap soft line breaks before looking for it.
    const body = visitor.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain(`https://configurator.example${lead.path}`);
    const notice = received.find((m) => m.to.includes('info@groenevinger.example'))!;
    expect(notice).toBeDefined();
    expect(notice.data).toContain(`Nieuwe lead ${lead.number}`);
    const outbox = await server.db.selectFrom('mail_outbox').select(['status', 'sent_at']).execute();
    expect(outbox.map((m) => m.status)).toEqual(['sent', 'sent']);
    expect(outbox.every((m) => m.sent_at !== null)).toBe(true);
  });

  it('keeps the lead and marks the mails failed when SMTP refuses', async () => {
    const broken = await startTestServer({ config: { smtpUrl: 'smtp://127.0.0.1:1', leadRateLimit: 1000 } });
    try {
      const answer = await submitLead(broken.url, leadBody());
      expect(answer.status).toBe(201);
      const lead = answer.body as LeadAnswer;
      const row = await broken.db.selectFrom('quotes').select('status').where('id', '=', lead.id).executeTakeFirstOrThrow();
      expect(row.status).toBe('LEAD');
      const outbox = await broken.db.selectFrom('mail_outbox').select(['status', 'error']).execute();
      expect(outbox.map((m) => m.status)).toEqual(['failed', 'failed']);
      expect(outbox[0].error).toBeTruthy();
    } finally {
      await broken.close();
    }
  });
});
