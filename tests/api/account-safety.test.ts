/**
 * Mail and accounts inside an organisation (issue 24 §6): orders at the brand are placed by managers and admins
 * only; POST /notification/mail is limited per user and per organisation; a manager's change of a user's e-mail
 * is told to the old address; no secret, token or reset link appears in a log line.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { redactUrl } from '../../server/observability/log-redaction';
import { useTestServer } from '../helpers/server';
import { waitUntil } from '../helpers/wait';
import { get, send } from './http';
import { exampleDesign } from './lead-fixtures';

const server = useTestServer({ config: { limits: { notificationMailsPerUserHour: 2, notificationMailsPerOrganizationHour: 3 } } });
let api: string;
let manager: string;
let seller: string;

beforeAll(async () => {
  api = `${server.url}/api/v1`;
  [manager, seller] = await Promise.all([server.login('manager@groenevinger.example'), server.login('verkoper@groenevinger.example')]);
});

describe('PUT /integrationafas/order/{id} (ARCHITECTURE §3 reading 18)', () => {
  it('refuses a plain user of the dealer with 403 and stores nothing; the manager places the order', async () => {
    const created = await send('POST', `${api}/quote`, { configuration: exampleDesign('48213'), title: 'Order door verkoper' }, seller);
    expect(created.status).toBe(201);
    const refused = await send('PUT', `${api}/integrationafas/order/${created.body.id}`, undefined, seller);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Alleen managers en beheerders plaatsen orders bij de hoofdleverancier');
    expect(await server.db.selectFrom('accounting_orders').select('id').where('quote_id', '=', created.body.id).execute()).toEqual([]);
    // Reading the order's status stays open to every user of the dealer.
    expect((await get(`${api}/integrationafas/order/${created.body.id}`, seller)).status).toBe(404);
    const placed = await send('PUT', `${api}/integrationafas/order/${created.body.id}`, undefined, manager);
    expect(placed.status).toBe(202);
  });
});

describe('POST /notification/mail limits', () => {
  it('allows 2 messages an hour per user and 3 per organisation, then 429', async () => {
    // A quote out of reach (404) still counts: the limit is on attempts, before any work.
    const mail = (token: string) => send('POST', `${api}/notification/mail`, { quoteId: 999_999, to: ['klant@example.nl'] }, token);
    expect((await mail(manager)).status).toBe(404);
    expect((await mail(manager)).status).toBe(404);
    const third = await mail(manager);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await mail(seller)).status).toBe(404);
    expect((await mail(seller)).status).toBe(429);
    const other = await server.login('pieter@vandijk.example');
    expect((await mail(other)).status).toBe(404);
  });
});

describe("a manager changes a user's e-mail", () => {
  it('mails the old address (durable) and not for a change of name only', async () => {
    const row = await server.db.selectFrom('users').selectAll().where('email', '=', 'verkoper@groenevinger.example').executeTakeFirstOrThrow();
    const mailsTo = async (address: string) => server.db.selectFrom('mail_outbox').select(['subject', 'text'])
      .where(sql<boolean>`"to" @> ${JSON.stringify([address])}::jsonb`).execute();
    const put = (email: string, firstName = row.first_name) =>
      send('PUT', `${api}/user/${row.id}`, { firstName, lastName: row.last_name, preposition: row.preposition, email }, manager);
    expect((await put(row.email, 'Vera')).status).toBe(200);
    expect(await mailsTo(row.email)).toEqual([]);
    expect((await put('vera@groenevinger.example')).status).toBe(200);
    const [mail] = await mailsTo(row.email);
    expect(mail.subject).toBe('Houtland | Je e-mailadres is gewijzigd');
    expect(mail.text).toContain('vera@groenevinger.example');
    await waitUntil(async () => (await server.db.selectFrom('jobs').select('status').where('kind', '=', 'mail.send')
      .where('cause_type', '=', 'user').where('cause_id', '=', String(row.id)).execute()).some((job) => job.status === 'done'), 'the mail to be sent');
    // The seller's session ended with the change (issue 24 §1).
    expect((await get(`${api}/auth/me`, seller)).status).toBe(401);
    expect((await put(row.email, row.first_name)).status).toBe(200);
  });
});

describe('log redaction', () => {
  it('no quote secret, reset link or token reaches a log line', async () => {
    const lines: string[] = [];
    const app = await buildApp({ db: server.db, config: { ...server.config, logLevel: 'info' }, logStream: { write: (line) => { lines.push(line); } } });
    try {
      const secret = 'b69a0c1d2e3f40516273849a5b6c7d8e';
      await app.inject({ method: 'GET', url: `/api/v1/quote/unauthorized/6/3/${secret}` });
      await app.inject({ method: 'GET', url: `/api/v1/quote/unauthorized/6/3/${secret}/pdf` });
      await app.inject({ method: 'GET', url: `/wachtwoord-veranderen/reset-${secret}` });
      await app.inject({ method: 'GET', url: `/inloggen/%2Fconfigureer-via-offerte%2Fmaak-ontwerp-via-offerte%2F6%2F${secret}%2F3` });
      await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer token-${secret}` } });
      const log = lines.join('');
      expect(log).toContain('/api/v1/quote/unauthorized/6/3/[redacted]');
      expect(log).not.toContain(secret);
    } finally {
      await app.close();
    }
  });

  it('redacts secrets in paths and query strings, and leaves other URLs alone', () => {
    expect(redactUrl('/api/v1/quote/unauthorized/6/3/abc?x=1')).toBe('/api/v1/quote/unauthorized/6/3/[redacted]?x=1');
    expect(redactUrl('/api/v1/quote/unauthorized/48213')).toBe('/api/v1/quote/unauthorized/48213');
    expect(redactUrl('/api/v1/auth/organization/external/groenevinger-7f3a')).toBe('/api/v1/auth/organization/external/[redacted]');
    expect(redactUrl('/x?token=abc&limit=5')).toBe('/x?token=[redacted]&limit=5');
    expect(redactUrl('/api/v1/product?limit=5')).toBe('/api/v1/product?limit=5');
  });
});
