/**
 * No 500 for a client's mistake (issue 24 §4): the requests the issue measured answering 500, each now a 400
 * with a reason that names the field, and nothing changed in the database. Ids, offsets, limits and amounts are
 * bounded integers in the shared schemas (server/schemas/list-query.ts, src/domain/contracts); a NUL or a lone
 * surrogate in any string of a body, query or path is refused by the app's validator (server/schemas/validator.ts)
 * before a route's schema or handler sees it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LINE_AMOUNT_MAX } from '../../src/domain/constants';
import { useTestServer } from '../helpers/server';
import { databaseFingerprint } from '../helpers/db-fingerprint';
import { get, send, type Answer } from './http';
import { exampleDesign, leadBody, client } from './lead-fixtures';
import { jobsSettled } from '../helpers/fuzz-support';

const server = useTestServer({ config: { leadRateLimit: 1_000_000 } });
let admin: string;
let manager: string;
let looseProductId: number;

beforeAll(async () => {
  admin = await server.login('admin@houtland.example');
  manager = await server.login('manager@groenevinger.example');
  looseProductId = (await get(`${server.url}/api/v1/product?filter[productType]=looseProduct&limit=1`, manager)).body.data[0].id;
}, 120_000);

/** The request answers 400 with a reason matching `reason`, and the database is as it was. */
async function refused(request: () => Promise<Answer>, reason: RegExp): Promise<void> {
  await jobsSettled(server.db);
  const before = await databaseFingerprint(server.db);
  const answer = await request();
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(400);
  expect(JSON.stringify(answer.body)).toMatch(reason);
  await jobsSettled(server.db);
  expect(await databaseFingerprint(server.db)).toBe(before);
}

const api = () => `${server.url}/api/v1`;
const TWO_31 = 2 ** 31;

describe('out-of-range integers answer 400, never 500', () => {
  it.each([
    ['/product?filter[ids]=99999999999', 'filter\\[ids\\]'],
    ['/product?filter[ids]=2147483648', 'filter\\[ids\\]'],
    ['/product?offset=99999999999999999999', 'offset'],
    ['/product?limit=99999999999999999999', 'limit'],
    ['/product?filter[categoryId]=1e20', 'filter\\[categoryId\\]'],
    ['/product?filter[categoryId]=NaN', 'filter\\[categoryId\\]'],
    ['/product/category?filter[parentCategoryId]=2147483648', 'filter\\[parentCategoryId\\]'],
  ])('anonymous GET %s', async (path, field) => {
    await refused(() => get(`${api()}${path}`), new RegExp(field));
  });

  it.each([
    ['/quote?filter[userIds]=99999999999', 'filter\\[userIds\\]'],
    ['/quote?filter[organizationIds]=-99999999999', 'filter\\[organizationIds\\]'],
    ['/quote?offset=99999999999999999999', 'offset'],
    ['/client/person?offset=99999999999999999999', 'offset'],
    ['/client/company?offset=9007199254740992', 'offset'],
    ['/client/person?organizationId=99999999999', 'organizationId'],
    ['/quote/999999999999', 'id'],
  ])('the brand admin GET %s', async (path, field) => {
    await refused(() => get(`${api()}${path}`, admin), new RegExp(field));
  });

  it('PUT /quote/statistics with organization_id 2^40', async () => {
    await refused(() => send('PUT', `${api()}/quote/statistics`, { type: 'statistic_type_glb_export_amount', organization_id: 2 ** 40, key: '1' }), /organization_id/);
  });

  it('PUT /quote/statistics with a key of 2^53', async () => {
    await refused(() => send('PUT', `${api()}/quote/statistics`, { type: 'statistic_type_glb_export_amount', key: 2 ** 53 }), /key/);
  });

  it(`a loose-product amount of 2^31 in a lead, and ${LINE_AMOUNT_MAX + 1} (past the bound extra lines have)`, async () => {
    for (const amount of [TWO_31, LINE_AMOUNT_MAX + 1]) {
      const configuration = { ...exampleDesign('48213'), looseProducts: [{ productId: looseProductId, amount }] };
      await refused(() => send('POST', `${api()}/quote/consumer`, leadBody({ configuration })), /looseProducts/);
    }
  });

  it('a loose-product amount of 2^53-1 and a product id of 2^31 in /quote/consumer/price', async () => {
    const design = exampleDesign('48213');
    await refused(() => send('POST', `${api()}/quote/consumer/price`, { configuration: { ...design, looseProducts: [{ productId: looseProductId, amount: 2 ** 53 - 1 }] } }), /looseProducts/);
    await refused(() => send('POST', `${api()}/quote/consumer/price`, { configuration: { ...design, looseProducts: [{ productId: TWO_31, amount: 1 }] } }), /looseProducts/);
  });

  it('numbers past 2^53 or 1e20 in a body', async () => {
    await refused(() => send('POST', `${api()}/quote/consumer/price`, `{"configuration":${JSON.stringify({ ...exampleDesign('48213'), selectedHouse: 1 }).replace('"selectedHouse":1', '"selectedHouse":1e20')}}`), /selectedHouse/);
    await refused(() => send('POST', `${api()}/quote`, { configuration: { ...exampleDesign('48213'), selectedHouse: 2 ** 53 } }, manager), /selectedHouse/);
    await refused(() => send('POST', `${api()}/client/person`, { firstName: 'Jan', lastName: 'Jansen', companyId: 2 ** 31 }, manager), /companyId/);
  });
});

describe('strings with a NUL or a lone surrogate answer 400, never 500', () => {
  it('search[search]=a%00b on the product and quote lists', async () => {
    await refused(() => get(`${api()}/product?search%5Bsearch%5D=a%00b`), /search\[search\].*NUL/);
    await refused(() => get(`${api()}/quote?search%5Bsearch%5D=a%00b`, manager), /search\[search\].*NUL/);
  });

  it('the login e-mail', async () => {
    await refused(() => send('POST', `${api()}/auth/login`, { email: 'admin@houtland.example\u0000', password: 'demo1234' }), /email.*NUL/);
  });

  it("a lead's first name, and a NUL deep in its design", async () => {
    await refused(() => send('POST', `${api()}/quote/consumer`, leadBody({ client: { ...client, firstName: 'Anne\u0000lies' } })), /client\.firstName.*NUL/);
    await refused(() => send('POST', `${api()}/quote/consumer`, leadBody({ configuration: { ...exampleDesign('48213'), note: 'x\u0000' } })), /configuration\.note.*NUL/);
  });

  it("a company's name, with a NUL or a lone surrogate", async () => {
    await refused(() => send('POST', `${api()}/client/company`, { name: 'Bouw\u0000bedrijf' }, manager), /name.*NUL/);
    await refused(() => send('POST', `${api()}/client/company`, { name: 'Bouw\ud800bedrijf' }, manager), /name.*surrogaat/);
    await refused(() => send('POST', `${api()}/client/company`, '{"name":"Bouw\\udc00"}', manager), /name.*surrogaat/);
  });

  it('a NUL in a path parameter', async () => {
    await refused(() => get(`${api()}/quote/unauthorized/1/3/ab%00cd`), /secret/);
  });

  it('still accepts ordinary text with emoji and accents (paired surrogates)', async () => {
    const answer = await send('POST', `${api()}/client/company`, { name: 'Tuinhuis 😀 Brûlé' }, manager);
    expect(answer.status).toBe(201);
    expect(answer.body.name).toBe('Tuinhuis 😀 Brûlé');
  });
});
