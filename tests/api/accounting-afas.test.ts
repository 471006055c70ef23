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
import { afasAuthorization, fbSalesBody } from '../../server/accounting/afas';
import { get, send } from './http';
import { exampleDesign } from './lead-fixtures';

const TOKEN = '<token><version>1</version><data>ABCDEF0123456789</data></token>';
type Mode = 'ok' | 'reject' | 'unauthorized' | 'drop' | 'garbage';

interface Received { method: string; url: string; authorization: string | undefined; body: unknown }
let mode: Mode = 'ok';
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
      return reply(201, { results: { FbSales: { OrNu: number } } });
    }
    if (request.method === 'GET' && url.pathname === '/profitrestservices/connectors/Configurator_Verkooporders') {
      const wanted = url.searchParams.get('filtervalues') ?? '';
      const rows = statuses.has(wanted) ? [{ OrderNumber: wanted, Status: statuses.get(wanted) }] : [];
      return reply(200, { skip: 0, take: 1, rows });
    }
    return reply(404, { externalMessage: 'Connector niet gevonden' });
  });
  await new Promise<void>((resolve) => afas.listen(0, '127.0.0.1', resolve));
  const { port } = afas.address() as AddressInfo;
  server = await startTestServer({ config: { afas: { baseUrl: `http://127.0.0.1:${port}/profitrestservices`, token: TOKEN, timeoutMs: 3000 } } });
  api = `${server.url}/api/v1`;
  brand = await server.login('admin@houtland.example');
}, 120_000);
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => afas?.close(resolve));
});
beforeEach(() => { mode = 'ok'; received.length = 0; });

async function brandQuote(): Promise<number> {
  const answer = await send('POST', `${api}/quote`, { configuration: exampleDesign('48213'), title: 'AFAS test' }, brand);
  expect(answer.status).toBe(201);
  return answer.body.id;
}

describe('AFAS UpdateConnector and GetConnector', () => {
  it('places the sales order through FbSales with the token, and reads its status through the GetConnector', async () => {
    const id = await brandQuote();
    const placed = await send('PUT', `${api}/integrationafas/quote/${id}`, undefined, brand);
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ connector: 'afas', kind: 'quote', upToDate: true, status: 'Geplaatst' });
    expect(placed.body.externalId).toMatch(/^ORD-\d+$/);
    const post = received.find((r) => r.method === 'POST')!;
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
    const lookup = received.find((r) => r.method === 'GET')!;
    expect(lookup.url).toContain(`filterfieldids=OrderNumber&filtervalues=${placed.body.externalId}&operatortypes=1`);
  });

  it.each([
    ['reject', /^Fout bij synchroniseren: AFAS antwoordde 500: Debiteur 9999 bestaat niet, logreferentie LOG-500$/],
    ['unauthorized', /^Fout bij synchroniseren: AFAS antwoordde 401: Het token is ongeldig, logreferentie LOG-401$/],
    ['drop', /^Fout bij synchroniseren: AFAS is niet bereikbaar/],
    ['garbage', /^Fout bij synchroniseren: AFAS gaf geen ordernummer terug$/],
  ] as [Mode, RegExp][])('an AFAS failure (%s) answers 502 with the reason, stores nothing and leaves the quote editable', async (failure, message) => {
    const id = await brandQuote();
    mode = failure;
    const answer = await send('PUT', `${api}/integrationafas/quote/${id}`, undefined, brand);
    expect(answer.status).toBe(502);
    expect(answer.body.message).toMatch(message);
    expect(JSON.stringify(answer.body)).not.toContain('ABCDEF0123456789');
    expect(await server.db.selectFrom('accounting_orders').select('id').where('quote_id', '=', id).execute()).toEqual([]);
    mode = 'ok';
    expect((await get(`${api}/integrationafas/quote/${id}`, brand)).status).toBe(404);
    expect((await send('PUT', `${api}/quote/${id}`, { reference: 'nog te wijzigen' }, brand)).status).toBe(200);
  });

  it('a failing status update keeps the order and marks it not up to date; an order AFAS lost is reported', async () => {
    const id = await brandQuote();
    const placed = await send('PUT', `${api}/integrationafas/quote/${id}`, undefined, brand);
    mode = 'reject';
    const failing = await get(`${api}/integrationafas/quote/${id}`, brand);
    expect(failing.status).toBe(200);
    expect(failing.body).toMatchObject({ upToDate: false, externalId: placed.body.externalId, status: 'Geplaatst' });
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
