/**
 * SIGKILL under lead load (issue 13 §4): a real server process (server/main.ts) takes leads from several
 * concurrent senders at full speed and is killed with SIGKILL mid-load, then restarted on the same data
 * (a PGlite data directory; with TEST_DATABASE_URL also a PostgreSQL schema). Afterwards: every lead that
 * was acknowledged with 201 is stored with its lines and its client; every mail of an acknowledged lead is
 * delivered after the restart; no quote number is used twice within an organisation. Requests cut off by
 * the kill got no answer, and promise nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { get } from '../api/http';
import { leadBody, submitLead, type LeadAnswer } from '../api/lead-fixtures';
import { createTestSchema, postgresRun, testPostgresUrl, type TestSchema } from '../helpers/postgres';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';
import { waitUntil } from '../helpers/wait';
import { prepareServerDataDir } from '../helpers/database';
import { startServerProcess as startServer } from '../helpers/server-process';

let smtp: TestSmtp;
beforeAll(async () => { smtp = await startTestSmtp(); });
afterAll(async () => { await smtp?.close(); });

async function killUnderLoad(database: { env: Record<string, string>; open: () => ReturnType<typeof openDatabase> }) {
  const env = {
    ...database.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DEV_OUTBOX: 'on', SMTP_URL: smtp.url, LEAD_RATE_LIMIT: '100000',
    JWT_SECRET: 'crash-load-secret-0123456789abcdef', DIST_DIR: join(tmpdir(), 'no-dist-here'), JOBS_LOCK_TIMEOUT_MS: '3000',
  };
  const first = await startServer(env);
  const acknowledged: (LeadAnswer & { email: string })[] = [];
  let sent = 0;
  let stop = false;
  // Six senders at full speed; the kill comes once 30 leads are acknowledged (or after 20 s).
  const senders = Array.from({ length: 6 }, async (_, sender) => {
    for (let i = 0; !stop; i += 1) {
      sent += 1;
      try {
        const email = `load${sender}-${i}@example.nl`;
        const answer = await submitLead(first.url, leadBody({ client: { ...leadBody().client, email } }));
        if (answer.status === 201) acknowledged.push({ ...(answer.body as LeadAnswer), email });
        else if (!stop) throw new Error(`lead answered ${answer.status}`);
      } catch (error) {
        if (!stop) throw error;
      }
    }
  });
  await waitUntil(() => acknowledged.length >= 30, '30 acknowledged leads', 60_000).catch(() => undefined);
  stop = true;
  first.child.kill('SIGKILL');
  await first.exited;
  await Promise.all(senders);
  const acked = [...acknowledged];
  expect(acked.length).toBeGreaterThanOrEqual(10);

  const second = await startServer(env);
  try {
    // Every mail of every acknowledged lead is delivered after the restart: the worker takes over what was
    // queued, and on PostgreSQL what the killed worker held once its locks expire.
    const ids = new Set(acked.map((lead) => String(lead.id)));
    await waitUntil(async () => {
      const answer = await get(`${second.url}/api/v1/dev/outbox?limit=1000`);
      const ours = (answer.body.data as { status: string; cause: { type: string; id: string } | null }[])
        .filter((mail) => mail.cause?.type === 'quote' && ids.has(mail.cause.id));
      return ours.length >= acked.length && ours.every((mail) => mail.status === 'sent');
    }, 'every mail of the acknowledged leads to be sent', 120_000);
    const reached = new Set(smtp.received.flatMap((mail) => mail.to.map((to) => to.toLowerCase())));
    expect(acked.filter((lead) => !reached.has(lead.email))).toEqual([]);
  } finally {
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }

  let mails: number;
  const { db, close } = await database.open();
  try {
    const ids = acked.map((lead) => lead.id);
    const quotes = await db.selectFrom('quotes').select(['id', 'number', 'client_id', 'organization_id']).where('id', 'in', ids).execute();
    expect(quotes.length).toBe(acked.length);
    for (const lead of acked) expect(quotes.find((q) => q.id === lead.id)?.number).toBe(lead.number);
    expect(quotes.every((q) => q.client_id !== null)).toBe(true);
    const clients = await db.selectFrom('clients').select('id').where('id', 'in', quotes.map((q) => q.client_id!)).execute();
    expect(clients.length).toBe(new Set(quotes.map((q) => q.client_id)).size);
    const lines = await db.selectFrom('quote_lines').select(['quote_id', sql<number>`count(*)::int`.as('n')]).where('quote_id', 'in', ids).groupBy('quote_id').execute();
    expect(lines.length).toBe(acked.length);
    const { rows: duplicates } = await sql<{ n: number }>`
      select count(*)::int as n from (select organization_id, number from quotes group by organization_id, number having count(*) > 1) d`.execute(db);
    expect(duplicates[0].n).toBe(0);
    // Every mail caused by an acknowledged lead was delivered, none failed or left in the queue.
    const outbox = await db.selectFrom('mail_outbox').select(['status']).where('cause_type', '=', 'quote').where('cause_id', 'in', ids.map(String)).execute();
    expect(outbox.length).toBeGreaterThanOrEqual(acked.length);
    expect(outbox.filter((mail) => mail.status !== 'sent')).toEqual([]);
    mails = outbox.length;
  } finally {
    await close();
  }
  console.log(`SIGKILL under load: ${sent} leads sent, ${acked.length} acknowledged and all stored, ${mails} mails of acknowledged leads all sent (after the restart at the latest)`);
}

describe('SIGKILL under lead load', () => {
  it.skipIf(postgresRun)('on a PGlite data directory: acknowledged leads are stored whole, mailed, numbered once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'crash-load-'));
    try {
      await prepareServerDataDir(dataDir);
      await killUnderLoad({ env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }) });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 400_000);

  describe.skipIf(!testPostgresUrl)('on PostgreSQL', () => {
    let schema: TestSchema | undefined;
    afterAll(async () => { await schema?.drop(); });
    it('the same on PostgreSQL', async () => {
      schema = await createTestSchema(testPostgresUrl!, 'crash_load');
      const dataDir = mkdtempSync(join(tmpdir(), 'crash-load-pg-'));
      try {
        await killUnderLoad({ env: { DATABASE_URL: schema.url, DATA_DIR: dataDir }, open: () => openDatabase({ databaseUrl: testPostgresUrl!, schema: schema!.name }) });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 400_000);
  });
});
