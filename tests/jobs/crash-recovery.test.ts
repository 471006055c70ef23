/**
 * A server killed with SIGKILL loses no acknowledged lead and no mail of one. A real server process (tsx
 * server/main.ts) on a PGlite data directory, and (with TEST_DATABASE_URL) on PostgreSQL, takes leads while the
 * SMTP server started here holds every message without answering: the worker is mid-send (between the commit
 * and the SMTP answer) when the process is killed. Restarted on the same data, it delivers every mail of every
 * acknowledged lead, and the SMTP server accepts each Message-ID exactly once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { get } from '../api/http';
import { leadBody, submitLead, type LeadAnswer } from '../api/lead-fixtures';
import { createTestSchema, postgresRun, testPostgresUrl, type TestSchema } from '../helpers/postgres';
import { holdingSmtp } from '../helpers/smtp';
import { prepareServerDataDir } from '../helpers/database';
import { startServerProcess } from '../helpers/server-process';
import { waitUntil } from '../helpers/wait';


interface OutboxEntry { id: number; messageId: string; status: string; attempts: number; cause: { type: string; id: string } | null }

async function outbox(url: string): Promise<OutboxEntry[]> {
  const answer = await get(`${url}/api/v1/dev/outbox?limit=1000`);
  if (answer.status !== 200) throw new Error(`outbox: ${answer.status}`);
  return answer.body.data as OutboxEntry[];
}

/** Holds every message until accept(): a crash mid-send leaves mails the relay never acknowledged. */
const relay = holdingSmtp();
const held = relay.held;

async function crashAndRecover(database: Record<string, string>) {
  relay.hold();
  const accepted = relay.server.received;
  accepted.length = 0;
  const env = {
    ...database, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', APP_ENV: 'test', DEV_OUTBOX: 'on', SMTP_URL: relay.server.url, LEAD_RATE_LIMIT: '1000',
    JWT_SECRET: 'crash-test-secret-0123456789abcdef', DIST_DIR: join(tmpdir(), 'no-dist-here'), JOBS_LOCK_TIMEOUT_MS: '3000',
  };
  const first = await startServerProcess(env);
  const leads: LeadAnswer[] = [];
  try {
    // Three leads, six mails: four are being sent (the worker's concurrency) and held, two wait in the queue.
    for (let i = 0; i < 3; i += 1) {
      const answer = await submitLead(first.url, leadBody({ client: { ...leadBody().client, email: `crash${i}@example.nl` } }));
      expect(answer.status).toBe(201);
      leads.push(answer.body as LeadAnswer);
    }
    await waitUntil(() => held.length >= 4, 'the SMTP server to hold four messages');
  } finally {
    first.child.kill('SIGKILL');
    await first.exited;
  }
  expect(accepted).toEqual([]);

  relay.accept();
  const second = await startServerProcess(env);
  try {
    const ours = (rows: OutboxEntry[]) => rows.filter((row) => row.cause?.type === 'quote' && leads.some((lead) => String(lead.id) === row.cause!.id));
    const mails = await waitUntil(async () => {
      const rows = ours(await outbox(second.url));
      return rows.length === 6 && rows.every((row) => row.status === 'sent') && rows;
    }, 'all six mails to be sent after the restart', 60_000);
    // Each mail reached the SMTP server's acceptance exactly once; the held copies were never acknowledged.
    expect(accepted.map((m) => m.messageId).sort()).toEqual(mails.map((m) => m.messageId).sort());
    expect(new Set(held).size).toBe(held.length);
    for (const id of held) expect(mails.map((m) => m.messageId)).toContain(id);
    // The mails that were mid-send count two attempts, the ones still queued one.
    expect(mails.filter((m) => m.attempts === 2).length).toBe(held.length);
    // Every acknowledged lead is stored with its lines.
    for (const lead of leads) {
      const answer = await get(`${second.url}/api/v1/quote/unauthorized/${lead.id}/${lead.organizationId}/${lead.secret}`);
      expect(answer.status).toBe(200);
      expect(answer.body.quote.number).toBe(lead.number);
      expect(answer.body.quote.lines.length).toBeGreaterThan(0);
    }
  } finally {
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }
}

describe('a server killed with SIGKILL mid-send', () => {
  it.skipIf(postgresRun)('on a PGlite data directory delivers every mail of the acknowledged leads after restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'crash-pglite-'));
    try {
      await prepareServerDataDir(dataDir);
      await crashAndRecover({ DATA_DIR: dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);

  describe.skipIf(!testPostgresUrl)('on PostgreSQL', () => {
    let schema: TestSchema | undefined;
    afterAll(async () => { await schema?.drop(); });

    it('delivers every mail of the acknowledged leads after restart, once the dead worker\'s locks expire', async () => {
      schema = await createTestSchema(testPostgresUrl!, 'jobs_crash');
      const dataDir = mkdtempSync(join(tmpdir(), 'crash-postgres-'));
      try {
        await crashAndRecover({ DATABASE_URL: schema.url, DATA_DIR: dataDir });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 300_000);
  });
});
