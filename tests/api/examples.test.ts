/**
 * Example configurations (issue 11 §4; spec §2 'Example configurations', §4 example copies, §7 actualize and
 * statistics): the list, 'Maak voorbeeldconfiguratie', copies, the re-pricing job and the CSV export.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/server';
import { waitUntil } from '../helpers/wait';
import { get, send } from './http';
import { exampleDesign, leadBody, submitLead } from './lead-fixtures';
import { csvField } from '../../server/services/examples/export';

let api: string;
let admin: string;
let manager: string;
let seller: string;
let other: string;
let subdealer: string;

const server = useTestServer({ config: { jobs: { pollIntervalMs: 50 } } });
beforeAll(async () => {
  api = `${server.url}/api/v1`;
  [admin, manager, seller, other, subdealer] = await Promise.all([
    server.login('admin@houtland.example'), server.login('manager@groenevinger.example'), server.login('verkoper@groenevinger.example'),
    server.login('pieter@vandijk.example'), server.login('info@tuinhuizenoost.example'),
  ]);
}, 120_000);

const exampleId = async (code: string) =>
  (await server.db.selectFrom('quotes').select('id').where('design_code', '=', code).executeTakeFirstOrThrow()).id;

describe('GET /quote?status=example', () => {
  it('lists the own organisation\'s examples only, status case-insensitive', async () => {
    const answer = await get(`${api}/quote?status=example&limit=100`, manager);
    expect(answer.status).toBe(200);
    const codes = answer.body.data.map((q: { designCode: string }) => q.designCode).sort();
    expect(codes).toEqual(['51742', '63058', '90316']);
    expect(answer.body.data.every((q: { status: string; organizationId: number }) => q.status === 'EXAMPLE' && q.organizationId === 3)).toBe(true);
    const brand = await get(`${api}/quote?status=EXAMPLE&limit=100`, admin);
    expect(brand.body.data.map((q: { designCode: string }) => q.designCode).sort()).toEqual(['27419', '48213']);
  });

  it('finds an example by design code, number or title', async () => {
    const byCode = await get(`${api}/quote?status=EXAMPLE&search[search]=6305`, manager);
    expect(byCode.body.data.map((q: { designCode: string }) => q.designCode)).toEqual(['63058']);
    const byTitle = await get(`${api}/quote?status=EXAMPLE&search[search]=loungehoek`, manager);
    expect(byTitle.body.data.map((q: { designCode: string }) => q.designCode)).toEqual(['51742']);
  });

  it('refuses an unknown status with 400', async () => {
    const answer = await get(`${api}/quote?status=voorbeeld`, manager);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/status/);
  });
});

describe("'Maak voorbeeldconfiguratie' (POST /quote with status EXAMPLE)", () => {
  it('saves an EXAMPLE without customer, even when one is sent', async () => {
    const person = await send('POST', `${api}/client/person`, {
      firstName: 'Kees', lastName: 'Voorbeeld', addresses: [{ street: 'Dorpsstraat', houseNumber: '7', postalCode: '3451 AB', city: 'Vleuten' }],
      phones: [{ number: '0612345678' }], emails: [{ email: 'kees@example.nl' }],
    }, seller);
    const answer = await send('POST', `${api}/quote`, { configuration: exampleDesign('48213'), status: 'EXAMPLE', title: 'Showmodel', clientId: person.body.id }, seller);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ status: 'EXAMPLE', title: 'Showmodel', clientId: null, organizationId: 3, lead: false });
    expect(answer.body.totalPrice.inclTax).toBeGreaterThan(0);
    const list = await get(`${api}/quote?status=EXAMPLE&limit=100`, seller);
    expect(list.body.data.some((q: { id: number }) => q.id === answer.body.id)).toBe(true);
    // A visitor opens it by id + organisation + secret, as the token link does.
    const open = await get(`${api}/quote/unauthorized/${answer.body.id}/3/${answer.body.secret}`);
    expect(open.status).toBe(200);
    expect(open.body.quote.status).toBe('EXAMPLE');
  });

  it('is refused (403) for an organisation without dealer token, and nothing is stored', async () => {
    const before = await server.db.selectFrom('quotes').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
    for (const token of [other, subdealer]) {
      const answer = await send('POST', `${api}/quote`, { configuration: exampleDesign('48213'), status: 'EXAMPLE' }, token);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('Voorbeeldconfiguraties maken vraagt een actieve dealer token');
    }
    const quote = await send('POST', `${api}/quote`, { configuration: exampleDesign('48213') }, other);
    const toExample = await send('PUT', `${api}/quote/${quote.body.id}`, { status: 'EXAMPLE' }, other);
    expect(toExample.status).toBe(403);
    const after = await server.db.selectFrom('quotes').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
    expect((await get(`${api}/quote/${quote.body.id}`, other)).body.status).toBe('CONCEPT');
  });
});

describe('copies of an example (spec §4)', () => {
  it('a user of another organisation saves a copy that records fromExample and the example\'s dealer token', async () => {
    const id = await exampleId('51742');
    const copy = await send('POST', `${api}/quote`, { configuration: exampleDesign('51742'), fromExample: id }, other);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ organizationId: 4, status: 'CONCEPT', fromExample: id, fromDealerToken: 'groenevinger-7f3a' });
    expect(copy.body.id).not.toBe(id);
    const original = await server.db.selectFrom('quotes').select(['status', 'organization_id']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(original).toEqual({ status: 'EXAMPLE', organization_id: 3 });
  });

  it('leaves fromExample empty for an example of the brand', async () => {
    const copy = await send('POST', `${api}/quote`, { configuration: exampleDesign('48213'), fromExample: await exampleId('48213') }, other);
    expect(copy.status).toBe(201);
    expect(copy.body.fromExample).toBeNull();
  });

  it('refuses a fromExample that is no example with 400', async () => {
    const quote = await send('POST', `${api}/quote`, { configuration: exampleDesign('48213') }, other);
    const copy = await send('POST', `${api}/quote`, { configuration: exampleDesign('48213'), fromExample: quote.body.id }, other);
    expect(copy.status).toBe(400);
    expect(copy.body.message).toMatch(/geen voorbeeldconfiguratie/);
  });

  it('a visitor\'s lead from an example lands at the example\'s organisation', async () => {
    const id = await exampleId('63058');
    const lead = await submitLead(server.url, leadBody({ fromExample: id }, '63058'));
    expect(lead.status).toBe(201);
    expect(lead.body.organizationId).toBe(3);
    const stored = await get(`${api}/quote/${lead.body.id}`, manager);
    expect(stored.body.fromExample).toBe(id);
  });
});

describe('PUT /quote/actualize?status=example', () => {
  it('refuses everyone but a shop admin, and a wrong status parameter', async () => {
    expect((await send('PUT', `${api}/quote/actualize?status=example`, undefined)).status).toBe(401);
    for (const token of [manager, seller, other, subdealer]) {
      expect((await send('PUT', `${api}/quote/actualize?status=example`, undefined, token)).status).toBe(403);
      expect((await get(`${api}/quote/actualize?status=example`, token)).status).toBe(403);
    }
    const wrong = await send('PUT', `${api}/quote/actualize?status=concept`, undefined, admin);
    expect(wrong.status).toBe(400);
    expect(await server.db.selectFrom('example_actualizations').selectAll().execute()).toEqual([]);
  });

  it('re-prices every example on the current catalogue in a background job', async () => {
    const id = await exampleId('48213');
    const before = await get(`${api}/quote/${id}`, admin);
    const houseId = exampleDesign('48213').selectedHouse;
    const house = await server.db.selectFrom('products').select(['price', 'record']).where('id', '=', houseId).executeTakeFirstOrThrow();
    const raise = 12_345;
    await server.db.updateTable('products').set({
      price: String(Number(house.price) + raise),
      record: JSON.stringify({ ...house.record, price: house.record.price + raise }),
    }).where('id', '=', houseId).execute();
    // Not re-priced by itself: the stored example keeps its old total until an admin actualizes.
    expect((await get(`${api}/quote/${id}`, admin)).body.totalPrice.inclTax).toBe(before.body.totalPrice.inclTax);

    const started = await send('PUT', `${api}/quote/actualize?status=example`, undefined, admin);
    expect(started.status).toBe(200);
    expect(started.body.message).toBe('Successfully started quote actualization process');
    const job = await server.db.selectFrom('jobs').select(['kind', 'cause_type']).where('kind', '=', 'examples.actualize').executeTakeFirstOrThrow();
    expect(job.cause_type).toBe('example_actualization');

    const state = await waitUntil(async () => {
      const answer = await get(`${api}/quote/actualize?status=example`, admin);
      return !answer.body.running && answer.body;
    }, 'the actualization to finish');
    expect(state.lastRun.status).toBe('done');
    const examples = await server.db.selectFrom('quotes').select(sql<string>`count(*)`.as('n')).where('status', '=', 'EXAMPLE').executeTakeFirstOrThrow();
    expect(state.lastRun.repriced).toBe(Number(examples.n));
    expect(state.lastRun.report).toEqual([]);
    const after = await get(`${api}/quote/${id}`, admin);
    expect(after.body.totalPrice.inclTax).toBe(before.body.totalPrice.inclTax + raise);
    const houseLine = after.body.lines.find((l: { productId: number }) => l.productId === houseId);
    expect(houseLine.price).toBe(before.body.lines.find((l: { productId: number }) => l.productId === houseId).price + raise);
  });

  it('reports products gone from the catalogue and prices the example without them', async () => {
    const id = await exampleId('63058');
    const design = exampleDesign('63058');
    const gone = design.walls[0]?.product ?? design.options[0]?.product;
    expect(gone).toBeDefined();
    // The product leaves the catalogue (kept for the restore below).
    const removed = await server.db.selectFrom('products').selectAll().where('id', '=', gone!).executeTakeFirstOrThrow();
    const categories = await server.db.selectFrom('product_categories').selectAll().where('product_id', '=', gone!).execute();
    await server.db.deleteFrom('product_categories').where('product_id', '=', gone!).execute();
    await server.db.deleteFrom('products').where('id', '=', gone!).execute();
    try {
      const started = await send('PUT', `${api}/quote/actualize?status=example`, undefined, admin);
      const runId = started.body.lastRun.id;
      const state = await waitUntil(async () => {
        const answer = await get(`${api}/quote/actualize?status=example`, admin);
        return answer.body.lastRun.id === runId && !answer.body.running && answer.body;
      }, 'the actualization to finish');
      const entry = state.lastRun.report.find((r: { quoteId: number }) => r.quoteId === id);
      expect(entry).toBeDefined();
      expect(entry.reasons.join(' ')).toContain(String(gone));
      const lines = await server.db.selectFrom('quote_lines').select('product_id').where('quote_id', '=', id).execute();
      expect(lines.some((l) => l.product_id === gone)).toBe(false);
    } finally {
      await server.db.insertInto('products').values({ ...removed, record: JSON.stringify(removed.record) }).execute();
      if (categories.length) await server.db.insertInto('product_categories').values(categories).execute();
    }
  });
});

describe('GET /quote/statistics?type=example', () => {
  it('downloads export-{date}.csv with one row per example and the spec\'s columns', async () => {
    const id = await exampleId('51742');
    await send('PUT', `${api}/quote/statistics`, { type: 'statistic_type_glb_export_amount', organization_id: 3, key: id });
    const answer = await get(`${api}/quote/statistics?type=example`, admin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="export-${new Date().toISOString().slice(0, 10)}.csv"`);
    const rows = (answer.body as string).trim().split('\r\n').map((line) => line.split(','));
    expect(rows[0]).toEqual(['id', 'nummer', 'titel', 'organisatie', 'ontwerpcode', 'datum', 'totaal', 'ar_exports', 'leads']);
    const examples = await server.db.selectFrom('quotes').select(['id', 'total_incl_tax']).where('status', '=', 'EXAMPLE').execute();
    expect(rows.length - 1).toBe(examples.length);
    const row = rows.find((r) => r[0] === String(id))!;
    expect(row[3]).toBe('Tuincentrum De Groene Vinger');
    expect(row[4]).toBe('51742');
    expect(row[6]).toBe((Number(examples.find((e) => e.id === id)!.total_incl_tax) / 100).toFixed(2));
    expect(row[7]).toBe('1');
    // The lead of the copies test above came from 63058.
    expect(rows.find((r) => r[4] === '63058')![8]).toBe('1');
  });

  it('is for shop admins only, and needs type=example', async () => {
    expect((await get(`${api}/quote/statistics?type=example`)).status).toBe(401);
    expect((await get(`${api}/quote/statistics?type=example`, manager)).status).toBe(403);
    expect((await get(`${api}/quote/statistics?type=other`, admin)).status).toBe(400);
  });

  it('quotes fields with separators and defuses formulas', () => {
    expect(csvField('Tuin, huis "groot"')).toBe('"Tuin, huis ""groot"""');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField(12)).toBe('12');
  });
});

describe('PUT /dev/product/{id}/price (not in production)', () => {
  it('sets a price that the catalogue then serves; an unknown product is 404, a bad price 400', async () => {
    const product = (await get(`${api}/product/1014`)).body;
    const answer = await send('PUT', `${api}/dev/product/1014/price`, { price: product.price + 100 });
    expect(answer.body).toEqual({ id: 1014, price: product.price + 100 });
    expect((await get(`${api}/product/1014`)).body.price).toBe(product.price + 100);
    expect((await send('PUT', `${api}/dev/product/99999999/price`, { price: 1 })).status).toBe(404);
    expect((await send('PUT', `${api}/dev/product/1014/price`, { price: -1 })).status).toBe(400);
    await send('PUT', `${api}/dev/product/1014/price`, { price: product.price });
  });
});
