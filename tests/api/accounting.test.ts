/**
 * Orders to the accounting system with the embedded order book (issue 11 §5; spec §2 'Order to accounting
 * system', §4, §8; ARCHITECTURE §3 reading 15): placing, reading, listing, and the read-only lock (409).
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/server';
import { waitUntil } from '../helpers/wait';
import { get, send } from './http';
import { exampleDesign, leadBody, submitLead } from './lead-fixtures';

let api: string;
let brand: string;
let manager: string;
let other: string;

const server = useTestServer();
beforeAll(async () => {
  api = `${server.url}/api/v1`;
  [brand, manager, other] = await Promise.all([
    server.login('admin@houtland.example'), server.login('manager@groenevinger.example'), server.login('pieter@vandijk.example'),
  ]);
}, 120_000);

async function quote(token: string, extra: Record<string, unknown> = {}): Promise<number> {
  const answer = await send('POST', `${api}/quote`, { configuration: exampleDesign('48213'), title: 'Order test', ...extra }, token);
  expect(answer.status).toBe(201);
  return answer.body.id;
}

/** Polls the record until the accounting.place job has left 'pending'. */
function settled(kind: 'quote' | 'order', id: number, token: string) {
  return waitUntil(async () => {
    const answer = await get(`${api}/integrationafas/${kind}/${id}`, token);
    return answer.status === 200 && answer.body.state !== 'pending' && answer;
  }, `the record of ${kind} ${id} to leave pending`);
}

const count = async (table: 'accounting_orders' | 'accounting_order_book') =>
  Number((await server.db.selectFrom(table).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);

describe('the brand: /integrationafas/quote', () => {
  it('answers 404 (no record: an empty status, not an error) before the order is placed', async () => {
    const id = await quote(brand);
    const answer = await get(`${api}/integrationafas/quote/${id}`, brand);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Geen order in het boekhoudsysteem voor deze offerte');
  });

  it('places the order in the order book once, and reads it back', async () => {
    const id = await quote(brand, { reference: 'REF-1' });
    const before = await count('accounting_order_book');
    const pending = await send('PUT', `${api}/integrationafas/quote/${id}`, undefined, brand);
    expect(pending.status).toBe(202);
    expect(pending.body).toMatchObject({ quoteId: id, kind: 'quote', connector: 'embedded', state: 'pending', externalId: null, upToDate: false });
    // The job was stored with its cause, the quote.
    const job = await server.db.selectFrom('jobs').selectAll().where('kind', '=', 'accounting.place').where('cause_id', '=', String(id)).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ cause_type: 'quote', payload: { recordId: pending.body.id } });
    const placed = await settled('quote', id, brand);
    expect(placed.body).toMatchObject({ id: pending.body.id, state: 'placed', status: 'Ontvangen', upToDate: true, error: null });
    expect(placed.body.externalId).toMatch(/^\d+$/);
    const book = await server.db.selectFrom('accounting_order_book').selectAll().where('id', '=', Number(placed.body.externalId)).executeTakeFirstOrThrow();
    expect(book.reference).toBe(`quote-${id}`);
    const stored = await get(`${api}/quote/${id}`, brand);
    expect((book.order as { total: { inclTax: number } }).total.inclTax).toBe(stored.body.totalPrice.inclTax);
    expect((book.order as { lines: unknown[] }).lines).toHaveLength(stored.body.lines.length);

    // Again: the same record, no second order.
    const again = await send('PUT', `${api}/integrationafas/quote/${id}`, undefined, brand);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(placed.body.id);
    expect(await count('accounting_order_book')).toBe(before + 1);

    // The office changes the status: reading the record picks it up.
    await server.db.updateTable('accounting_order_book').set({ status: 'Geleverd' }).where('id', '=', book.id).execute();
    const read = await get(`${api}/integrationafas/quote/${id}`, brand);
    expect(read.body).toMatchObject({ status: 'Geleverd', upToDate: true });
    expect(read.body.syncedAt).toBeGreaterThan(0);
  });

  it('lists records with filter[ids], in both spellings', async () => {
    const [a, b, c] = [await quote(brand), await quote(brand), await quote(brand)];
    await send('PUT', `${api}/integrationafas/quote/${a}`, undefined, brand);
    await send('PUT', `${api}/integrationafas/quote/${b}`, undefined, brand);
    const list = await get(`${api}/integrationafas/quote?filter[ids]=${a},${b},${c}`, brand);
    expect(list.status).toBe(200);
    expect(list.body.data.map((r: { quoteId: number }) => r.quoteId).sort()).toEqual([a, b].sort());
    const repeated = await get(`${api}/integrationafas/quote?filter[ids][]=${a}&filter[ids][]=${c}`, brand);
    expect(repeated.body.data.map((r: { quoteId: number }) => r.quoteId)).toEqual([a]);
    expect((await get(`${api}/integrationafas/quote?filter[ids]=x`, brand)).status).toBe(400);
  });

  it('makes the quote read-only: every change answers 409 and changes nothing', async () => {
    const id = await quote(brand);
    expect((await send('PUT', `${api}/integrationafas/quote/${id}`, undefined, brand)).status).toBe(202);
    const before = await server.db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const lines = await server.db.selectFrom('quote_lines').select('id').where('quote_id', '=', id).execute();
    for (const body of [{ reference: 'gewijzigd' }, { status: 'ACCEPTED' }, { configuration: exampleDesign('27419') }, { lines: [] }]) {
      const answer = await send('PUT', `${api}/quote/${id}`, body, brand);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('Deze offerte is naar het boekhoudsysteem verstuurd en kan niet meer worden gewijzigd.');
    }
    expect((await send('DELETE', `${api}/quote/${id}`, undefined, brand)).status).toBe(409);
    expect(await server.db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toEqual(before);
    expect(await server.db.selectFrom('quote_lines').select('id').where('quote_id', '=', id).execute()).toEqual(lines);
    // Reading stays allowed.
    expect((await get(`${api}/quote/${id}`, brand)).status).toBe(200);
  });

  it('refuses examples and leads with 400, and stores nothing', async () => {
    const example = (await server.db.selectFrom('quotes').select('id').where('design_code', '=', '48213').executeTakeFirstOrThrow()).id;
    const lead = await submitLead(server.url, leadBody());
    expect(lead.body.organizationId).toBe(2);
    const before = await count('accounting_orders');
    for (const id of [example, lead.body.id]) {
      const answer = await send('PUT', `${api}/integrationafas/quote/${id}`, undefined, brand);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/kan geen order worden/);
    }
    expect(await count('accounting_orders')).toBe(before);
  });
});

describe('the accounting.place job', () => {
  it('409 while pending: the lock holds from the PUT on, before the job ran', async () => {
    const id = await quote(brand);
    // A record stored pending by the PUT, its job not yet run (the worker is busy elsewhere): the lock is there.
    await server.jobs.stop();
    try {
      const pending = await send('PUT', `${api}/integrationafas/quote/${id}`, undefined, brand);
      expect(pending.status).toBe(202);
      const change = await send('PUT', `${api}/quote/${id}`, { reference: 'tijdens plaatsen' }, brand);
      expect(change.status).toBe(409);
      expect((await get(`${api}/integrationafas/quote/${id}`, brand)).body).toMatchObject({ state: 'pending', status: '' });
      // A second click stores no second record and no second job.
      expect((await send('PUT', `${api}/integrationafas/quote/${id}`, undefined, brand)).body.id).toBe(pending.body.id);
      const jobs = await server.db.selectFrom('jobs').select('id').where('kind', '=', 'accounting.place').where('cause_id', '=', String(id)).execute();
      expect(jobs).toHaveLength(1);
    } finally {
      server.jobs.start(server.app.log);
    }
    expect((await settled('quote', id, brand)).body.state).toBe('placed');
  });

  it('a retry after a crash between the order book and our record places no second order', async () => {
    const id = await quote(brand);
    await send('PUT', `${api}/integrationafas/quote/${id}`, undefined, brand);
    const first = await settled('quote', id, brand);
    const books = await count('accounting_order_book');
    // As if the record's commit was lost: pending again, job queued again.
    await server.db.updateTable('accounting_orders').set({ state: 'pending', external_id: null, status: '' }).where('quote_id', '=', id).execute();
    await server.db.updateTable('jobs').set({ status: 'queued', run_at: new Date(), unique_key: null, active_key: null })
      .where('kind', '=', 'accounting.place').where('cause_id', '=', String(id)).execute();
    server.jobs.nudge();
    const again = await settled('quote', id, brand);
    expect(again.body).toMatchObject({ state: 'placed', externalId: first.body.externalId });
    expect(await count('accounting_order_book')).toBe(books);
  });
});

describe('dealers: /integrationafas/order', () => {
  it('a dealer places its quote as an order at the brand; the quote is then locked with the order reason', async () => {
    const id = await quote(manager);
    const pending = await send('PUT', `${api}/integrationafas/order/${id}`, undefined, manager);
    expect(pending.status).toBe(202);
    expect(pending.body).toMatchObject({ quoteId: id, kind: 'order', state: 'pending' });
    const placed = await settled('order', id, manager);
    expect(placed.body).toMatchObject({ quoteId: id, kind: 'order', state: 'placed', status: 'Ontvangen' });
    const book = await server.db.selectFrom('accounting_order_book').select('debtor').where('reference', '=', `quote-${id}`).executeTakeFirstOrThrow();
    expect(book.debtor).toBe('Tuincentrum De Groene Vinger');
    const change = await send('PUT', `${api}/quote/${id}`, { reference: 'x' }, manager);
    expect(change.status).toBe(409);
    expect(change.body.message).toBe('Deze offerte is omgezet naar een order bij de hoofdleverancier en kan niet meer worden gewijzigd.');
    // The same quote cannot go the other way as well.
    expect((await get(`${api}/integrationafas/order/${id}`, manager)).body.kind).toBe('order');
  });

  it('who may use which endpoint: 401 anonymous, 403 wrong kind of organisation, 404 outside reach; nothing stored', async () => {
    const dealerQuote = await quote(manager);
    const brandQuote = await quote(brand);
    const before = await count('accounting_orders');
    expect((await send('PUT', `${api}/integrationafas/order/${dealerQuote}`, undefined)).status).toBe(401);
    expect((await get(`${api}/integrationafas/quote/${brandQuote}`)).status).toBe(401);
    expect((await send('PUT', `${api}/integrationafas/quote/${dealerQuote}`, undefined, manager)).status).toBe(403);
    expect((await send('PUT', `${api}/integrationafas/order/${brandQuote}`, undefined, brand)).status).toBe(403);
    expect((await get(`${api}/integrationafas/order?filter[ids]=${dealerQuote}`, brand)).status).toBe(403);
    expect((await send('PUT', `${api}/integrationafas/order/${dealerQuote}`, undefined, other)).status).toBe(404);
    expect((await get(`${api}/integrationafas/order/${dealerQuote}`, other)).status).toBe(404);
    expect((await send('PUT', `${api}/integrationafas/order/99999999`, undefined, manager)).status).toBe(404);
    expect((await send('PUT', `${api}/integrationafas/order/abc`, undefined, manager)).status).toBe(400);
    expect(await count('accounting_orders')).toBe(before);
  });
});
