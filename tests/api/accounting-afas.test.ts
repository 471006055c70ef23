/**
 * The AFAS Profit adapter (issue 11 §5): the server configured with AFAS_BASE_URL/AFAS_TOKEN talks to a local
 * HTTP server that answers as AFAS's REST connectors do: the FbSales UpdateConnector (201 { results: { FbSales:
 * { OrNu } } }), a GetConnector ({ skip, take, rows }), and AFAS's errors ({ externalMessage, profitLogReference }
 * with 401/500, and a dropped connection).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';
import { waitUntil } from '../helpers/wait';
import { afasAuthorization, fbSalesBody } from '../../server/accounting/afas';
import { get, send } from './http';
import { exampleDesign } from './lead-fixtures';

const TOKEN = '<token><version>1</version><data>ABCDEF0123456789</data></token>';
type Mode = 'ok' | 'reject' | 'unauthorized' | 'drop' | 'garbage' | 'lostAnswer';

interface Received { method: string; url: string; authorization: string | undefined; body: unknown }
let mode: Mode = 'ok';
/** How many requests the current failure mode lasts; then AFAS is 'ok' again. */
let failures = Infinity;
const references = new Map<string, string>();
const received: Received[] = [];
const statuses = new Map<string, string>();
let nextOrder = 1001;
let afas: Server;
let server: TestServer;
let api: string;
let brand: string;

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : null;
}

beforeAll(async () => {
  afas = createServer(async (request, response) => {
    const body = await readBody(request);
    received.push({ method: request.method!, url: request.url!, authorization: request.headers.authorization, body });
    const reply = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    if (mode !== 'ok' && failures-- <= 0) mode = 'ok';
    if (request.headers.authorization !== afasAuthorization(TOKEN) || mode === 'unauthorized') {
      return reply(401, { externalMessage: 'Het token is ongeldig', profitLogReference: 'LOG-401' });
    }
    if (mode === 'drop') return request.socket.destroy();
    if (mode === 'reject') return reply(500, { externalMessage: 'Debiteur 9999 bestaat niet', profitLogReference: 'LOG-500', type: 'Afas.Profit.Core.ProfitException' });
    if (mode === 'garbage') return reply(200, { unexpected: true });
    const url = new URL(request.url!, 'http://afas.local');
    if (request.method === 'POST' && url.pathname === '/profitrestservices/connectors/FbSales') {
      const number = `ORD-${nextOrder++}`;
      statuses.set(number, 'Geregistreerd');
      references.set((body as ReturnType<typeof fbSalesBody>).FbSales.Element.Fields.RfCs, number);
      // The order is made, but the answer never arrives (our side crashed or the connection broke).
      if (mode === 'lostAnswer') return request.socket.destroy();
      return reply(201, { results: { FbSales: { OrNu: number } } });
    }
    if (request.method === 'GET' && url.pathname === '/profitrestservices/connectors/Configurator_Verkooporders') {
      const wanted = url.searchParams.get('filtervalues') ?? '';
      const number = url.searchParams.get('filterfieldids') === 'Reference' ? references.get(wanted) : wanted;
      const rows = number && statuses.has(number) ? [{ OrderNumber: number, Status: statuses.get(number), Reference: [...references].find(([, n]) => n === number)?.[0] }] : [];
      return reply(200, { skip: 0, take: 1, rows });
    }
    return reply(404, { externalMessage: 'Connector niet gevonden' });
  });
  await new Promise<void>((resolve) => afas.listen(0, '127.0.0.1', resolve));
  const { port } = afas.address() as AddressInfo;
  server = await startTestServer({ config: { afas: { baseUrl: `http://127.0.0.1:${port}/profitrestservices`, token: TOKEN, timeoutMs: 3000 }, jobs: { pollIntervalMs: 50, retry: { baseDelayMs: 20, maxDelayMs: 80 } } } });
  api = `${server.url}/api/v1`;
  brand = await server.login('admin@houtland.example');
}, 120_000);
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => afas?.close(resolve));
});
beforeEach(() => { mode = 'ok'; failures = Infinity; received.length = 0; });

/** Polls the record until the accounting.place job has left 'pending'. */
function settled(id: number) {
  return waitUntil(async () => {
    const answer = await get(`${api}/integrationafas/quote/${id}`, brand);
    return answer.status === 200 && answer.body.state !== 'pending' && answer;
  }, `the record of quote ${id} to leave pending`);
}

const posts = () => received.filter((r) => r.method === 'POST');
const placeJob = async (id: number) => server.db.selectFrom('jobs').selectAll().where('kind', '=', 'accounting.place')
  .where('cause_id', '=', String(id)).orderBy('id', 'desc').executeTakeFirstOrThrow();

async function brandQuote(): Promise<number> {
  const answer = await send('POST', `${api}/quote`, { configuration: exampleDesign('48213'), title: 'AFAS test' }, brand);
  expect(answer.status).toBe(201);
  return answer.body.id;
}

describe('AFAS UpdateConnector and GetConnector', () => {
  it('places the sales order through FbSales with the token, and reads its status through the GetConnector', async () => {
    const id = await brandQuote();
    const pending = await send('PUT', `${api}/integrationafas/quote/${id}`, undefined, brand);
    expect(pending.status).toBe(202);
    expect(pending.body).toMatchObject({ connector: 'afas', kind: 'quote', state: 'pending' });
    const placed = await settled(id);
    // Placed, then its status read back through the GetConnector by the screen's GET.
    expect(placed.body).toMatchObject({ connector: 'afas', kind: 'quote', state: 'placed', upToDate: true, status: 'Geregistreerd' });
    expect(placed.body.externalId).toMatch(/^ORD-\d+$/);
    // Asked for our reference first, then placed.
    expect(received[0].method).toBe('GET');
    expect(received[0].url).toContain(`filterfieldids=Reference&filtervalues=quote-${id}`);
    const post = posts()[0];
    expect(post.authorization).toBe(`AfasToken ${Buffer.from(TOKEN).toString('base64')}`);
    const quote = await get(`${api}/quote/${id}`, brand);
    const fields = (post.body as ReturnType<typeof fbSalesBody>).FbSales.Element;
    expect(fields.Fields.RfCs).toBe(`quote-${id}`);
    const lines = fields.Objects[0].FbSalesLines.Element;
    expect(lines).toHaveLength(quote.body.lines.length);
    expect(lines[0].Fields).toMatchObject({ VaIt: '2', ItCd: quote.body.lines[0].sku, QuUn: quote.body.lines[0].amount });
    // Unit price excl. 21% VAT in euros.
    expect(lines[0].Fields.Upri).toBeCloseTo(quote.body.lines[0].price / 121, 2);

    statuses.set(placed.body.externalId, 'Geleverd');
    const read = await get(`${api}/integrationafas/quote/${id}`, brand);
    expect(read.body).toMatchObject({ status: 'Geleverd', upToDate: true, error: null });
    const lookup = received.filter((r) => r.method === 'GET').at(-1)!;
    expect(lookup.url).toContain(`filterfieldids=OrderNumber&filtervalues=${placed.body.externalId}&operatortypes=1`);
  });

  it('a transient AFAS 500 is retried with backoff until AFAS takes the order; the quote stays locked meanwhile', async () => {
    const id = await brandQuote();
    mode = 'reject';
    failures = 2;
    expect((await send('PUT', `${api}/integrationafas/quote/${id}`, undefined, brand)).status).toBe(202);
    expect((await send('PUT', `${api}/quote/${id}`, { reference: 'x' }, brand)).status).toBe(409);
    const placed = await settled(id);
    expect(placed.body).toMatchObject({ state: 'placed', error: null });
    expect(posts()).toHaveLength(1);
    // The job row is finished right after the record it placed: wait for it rather than race it.
    await expect.poll(() => placeJob(id)).toMatchObject({ status: 'done', attempts: 3 });
  });

  it.each([
    ['unauthorized', /^AFAS antwoordde 401: Het token is ongeldig, logreferentie LOG-401$/, 1],
    ['drop', /^AFAS is niet bereikbaar/, 8],
    ['garbage', /^AFAS gaf een onleesbaar antwoord$/, 8],
  ] as [Mode, RegExp, number][])('a failure (%s) marks the record failed with the reason; a 4xx is not retried', async (failure, message, attempts) => {
    const id = await brandQuote();
    mode = failure;
    expect((await send('PUT', `${api}/integrationafas/quote/${id}`, undefined, brand)).status).toBe(202);
    const failed = await settled(id);
    expect(failed.body).toMatchObject({ state: 'failed', upToDate: false, externalId: null });
    expect(failed.body.error).toMatch(message);
    expect(JSON.stringify(failed.body)).not.toContain('ABCDEF0123456789');
    await expect.poll(() => placeJob(id)).toMatchObject({ status: 'failed', attempts });
    expect(posts()).toHaveLength(0);
    // The brand retries (PUT again) once AFAS is fine: pending again, then placed.
    mode = 'ok';
    const retry = await send('PUT', `${api}/integrationafas/quote/${id}`, undefined, brand);
    expect(retry.status).toBe(202);
    expect(retry.body).toMatchObject({ id: failed.body.id, state: 'pending', error: null });
    expect((await settled(id)).body).toMatchObject({ state: 'placed', upToDate: true });
    expect(posts()).toHaveLength(1);
  });

  it('no double order when AFAS made the order but its answer was lost: the retry finds it by our reference', async () => {
    const id = await brandQuote();
    mode = 'lostAnswer';
    failures = 2; // the lookup (answered: nothing yet) and the POST (order made, answer lost)
    expect((await send('PUT', `${api}/integrationafas/quote/${id}`, undefined, brand)).status).toBe(202);
    const placed = await settled(id);
    expect(posts()).toHaveLength(1);
    expect(placed.body).toMatchObject({ state: 'placed', externalId: references.get(`quote-${id}`) });
    expect((await placeJob(id)).attempts).toBe(2);
  });

  it('a failing status update keeps the order and marks it not up to date; an order AFAS lost is reported', async () => {
    const id = await brandQuote();
    await send('PUT', `${api}/integrationafas/quote/${id}`, undefined, brand);
    const placed = await settled(id);
    mode = 'reject';
    const failing = await get(`${api}/integrationafas/quote/${id}`, brand);
    expect(failing.status).toBe(200);
    expect(failing.body).toMatchObject({ upToDate: false, externalId: placed.body.externalId, status: 'Geregistreerd' });
    expect(failing.body.error).toMatch(/Debiteur 9999 bestaat niet/);
    mode = 'ok';
    expect((await get(`${api}/integrationafas/quote/${id}`, brand)).body).toMatchObject({ upToDate: true, status: 'Geregistreerd' });
    statuses.delete(placed.body.externalId);
    expect((await get(`${api}/integrationafas/quote/${id}`, brand)).body).toMatchObject({ upToDate: false, error: 'Order niet gevonden in het boekhoudsysteem' });
    // Still locked whatever AFAS says.
    expect((await send('PUT', `${api}/quote/${id}`, { reference: 'x' }, brand)).status).toBe(409);
  });
});

describe('configuration', () => {
  it('needs AFAS_BASE_URL and AFAS_TOKEN together', async () => {
    const { readConfig } = await import('../../server/config');
    expect(() => readConfig({ AFAS_BASE_URL: 'https://x.rest.afas.online/profitrestservices', DATA_DIR: 'memory', JWT_SECRET: 'x'.repeat(32) })).toThrow(/AFAS_BASE_URL en AFAS_TOKEN/);
    const config = readConfig({ AFAS_BASE_URL: 'https://x.rest.afas.online/profitrestservices/', AFAS_TOKEN: TOKEN, DATA_DIR: 'memory', JWT_SECRET: 'x'.repeat(32) });
    expect(config.config.afas).toMatchObject({ baseUrl: 'https://x.rest.afas.online/profitrestservices', token: TOKEN });
    expect(readConfig({ DATA_DIR: 'memory', JWT_SECRET: 'x'.repeat(32) }).config.afas).toBeUndefined();
  });
});
