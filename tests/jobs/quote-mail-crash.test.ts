/**
 * A quote mail survives a crash between the commit and the SMTP answer (issue 10 §1): a real server process
 * (tsx server/main.ts on a PGlite data directory) answers POST /notification/mail while the SMTP server started
 * here holds the message unanswered; the process is killed with SIGKILL mid-send. Restarted on the same data, it
 * delivers the mail, the SMTP server accepts its Message-ID exactly once, and the quote is SENT.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { get, send } from '../api/http';
import { exampleDesign } from '../api/lead-fixtures';
import { holdingSmtp } from '../helpers/smtp';
import { postgresRun } from '../helpers/postgres';
import { prepareServerDataDir } from '../helpers/database';
import { startServerProcess } from '../helpers/server-process';
import { waitUntil } from '../helpers/wait';


/** Holds every message until accept(): a crash mid-send leaves mails the relay never acknowledged. */
const relay = holdingSmtp();
const held = relay.held;

async function login(url: string): Promise<string> {
  const answer = await send('POST', `${url}/api/v1/auth/login`, { email: 'verkoper@groenevinger.example', password: 'demo1234' });
  expect(answer.status).toBe(200);
  return answer.body.tokens.idToken;
}

// A PGlite process test: it ran in the PGlite run (tests/helpers/postgres.ts).
describe.skipIf(postgresRun)('a quote mail and a server killed mid-send', () => {
  it('is delivered once after the restart, and the quote stays SENT', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'crash-quote-mail-'));
    await prepareServerDataDir(dataDir);
    const env = {
      DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', APP_ENV: 'test', DEV_OUTBOX: 'on', SMTP_URL: relay.server.url,
      JWT_SECRET: 'crash-test-secret-0123456789abcdef', DIST_DIR: join(tmpdir(), 'no-dist-here'), JOBS_LOCK_TIMEOUT_MS: '3000',
    };
    try {
      const first = await startServerProcess(env);
      let quoteId = 0;
      try {
        const token = await login(first.url);
        const person = await send('POST', `${first.url}/api/v1/client/person`, {
          firstName: 'Crash', lastName: 'Klant', addresses: [{ street: 'Kerkstraat', houseNumber: '1', postalCode: '1234 AB', city: 'Utrecht' }],
          phones: [{ number: '0301234567' }], emails: [{ email: 'crash.klant@example.nl' }],
        }, token);
        const quote = await send('POST', `${first.url}/api/v1/quote`, { configuration: exampleDesign('48213'), clientId: person.body.id, title: 'Crash' }, token);
        quoteId = quote.body.id;
        const mailed = await send('POST', `${first.url}/api/v1/notification/mail`, { quoteId }, token);
        expect(mailed.status).toBe(200);
        await waitUntil(() => held.length >= 1, 'the SMTP server to hold the quote mail');
      } finally {
        first.child.kill('SIGKILL');
        await first.exited;
      }
      expect(relay.server.received).toEqual([]);

      relay.accept();
      const second = await startServerProcess(env);
      try {
        const mail = await waitUntil(async () => {
          const rows = (await get(`${second.url}/api/v1/dev/outbox?limit=100`)).body.data as { messageId: string; status: string; subject: string; cause: { type: string; id: string } | null }[];
          const ours = rows.filter((row) => row.cause?.type === 'quote' && row.cause.id === String(quoteId));
          return ours.length === 1 && ours[0].status === 'sent' && ours[0];
        }, 'the quote mail to be sent after the restart', 60_000);
        expect(held).toEqual([mail.messageId]);
        expect(relay.server.received.map((m) => m.messageId)).toEqual([mail.messageId]);
        const token = await login(second.url);
        expect((await get(`${second.url}/api/v1/quote/${quoteId}`, token)).body.status).toBe('SENT');
      } finally {
        second.child.kill('SIGTERM');
        expect(await second.exited).toBe(0);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
