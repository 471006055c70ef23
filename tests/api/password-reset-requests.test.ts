/**
 * Forgot password (issue 24 §3): the answer comes before any work that depends on whether the account exists (a
 * durable job queued for known and unknown e-mails alike), and per account at most one reset mail a minute and a
 * few an hour; later requests answer the same and send nothing.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetRequestJob } from '../../server/services/organization/reset-request-job';
import { startTestServer, type TestServer } from '../helpers/server';
import { waitUntil } from '../helpers/wait';
import { send } from './http';

/** A normal server (its worker runs the jobs) and one whose worker is off (nothing runs after the answer). */
let server: TestServer;
let idle: TestServer;

beforeAll(async () => {
  [server, idle] = await Promise.all([
    startTestServer({ config: { limits: { resetMailsPerHour: 3 } } }),
    startTestServer({ config: { jobs: { worker: false } } }),
  ]);
}, 240_000);
afterAll(async () => {
  await Promise.all([server?.close(), idle?.close()]);
}, 240_000);

const request = (on: TestServer, email: string) => send('POST', `${on.url}/api/v1/auth/password/request`, { email });

async function resetMailsTo(on: TestServer, email: string): Promise<number> {
  const row = await on.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<string>().as('n'))
    .where(sql<boolean>`"to" @> ${JSON.stringify([email])}::jsonb`).where('subject', 'like', '%Wachtwoord%').executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Waits until every reset-request job has run. */
async function settled(on: TestServer): Promise<void> {
  await waitUntil(async () => {
    const open = await on.db.selectFrom('jobs').select('id').where('kind', '=', resetRequestJob.kind).where('status', 'in', ['queued', 'running']).execute();
    return open.length === 0;
  }, 'the reset requests to be handled');
}

describe('POST /auth/password/request', () => {
  it('answers before looking the account up: a known and an unknown e-mail each queue one job and nothing else', async () => {
    const known = await request(idle, 'verkoper@groenevinger.example');
    const unknown = await request(idle, 'niemand@nergens.example');
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    // Today's code wrote the reset row and the mail of a known account before answering.
    expect(await idle.db.selectFrom('password_resets').select('id').execute()).toEqual([]);
    expect(await resetMailsTo(idle, 'verkoper@groenevinger.example')).toBe(0);
    const jobs = await idle.db.selectFrom('jobs').select(['kind', 'payload']).where('kind', '=', resetRequestJob.kind).orderBy('id').execute();
    expect(jobs.map((job) => (job.payload as { email: string }).email)).toEqual(['verkoper@groenevinger.example', 'niemand@nergens.example']);
  });

  it('sends one mail for three requests in a minute; the answers are all the same', async () => {
    const email = 'manager@groenevinger.example';
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await request(server, email));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    await settled(server);
    expect(await resetMailsTo(server, email)).toBe(1);
  });

  it('sends again after the minute, at most 3 in an hour', async () => {
    const email = 'pieter@vandijk.example';
    const user = await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    for (let i = 0; i < 5; i += 1) {
      await request(server, email);
      await settled(server);
      // The minute passes (the earlier resets move back in time; the hour's count stays).
      await server.db.updateTable('password_resets').set({ created_at: sql<Date>`created_at - interval '61 seconds'` }).where('user_id', '=', user.id).execute();
    }
    expect(await resetMailsTo(server, email)).toBe(3);
    await server.db.updateTable('password_resets').set({ created_at: sql<Date>`created_at - interval '1 hour'` }).where('user_id', '=', user.id).execute();
    await request(server, email);
    await settled(server);
    expect(await resetMailsTo(server, email)).toBe(4);
  });

  it('an unknown e-mail sends nothing', async () => {
    await request(server, 'onbekend@nergens.example');
    await settled(server);
    expect(await resetMailsTo(server, 'onbekend@nergens.example')).toBe(0);
  });
});
