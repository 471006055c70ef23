/**
 * The dealer quote API (spec §7 v1/quote, §4 statuses): every parameter of GET /quote, the lead counts, the
 * transitions of a lead, create and update with prices computed on the server, and delete.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { priceConfiguration } from '../../src/domain/pricing';
import { loadCatalog } from '../../server/services/catalog-service';
import { useTestServer } from '../helpers/server';
import { get, send } from './http';
import { exampleDesign, leadBody, submitLead, type LeadAnswer } from './lead-fixtures';

let manager: string;
let seller: string;
let subdealer: string;
let brand: string;
let api: string;

const customerBody = (lastName: string) => ({
  firstName: 'Kees', lastName, addresses: [{ street: 'Dorpsstraat', houseNumber: '7', postalCode: '3451 AB', city: 'Vleuten' }],
  phones: [{ number: '0612345678' }], emails: [{ email: `${lastName.toLowerCase()}@example.nl` }],
});

async function lead(token: string | null = 'groenevinger-7f3a', lastName = 'Vermeulenhof'): Promise<LeadAnswer> {
  const body = leadBody(token ? { dealerToken: token } : {});
  (body.client as { lastName: string }).lastName = lastName;
  const answer = await submitLead(server.url, body);
  expect(answer.status).toBe(201);
  return answer.body as LeadAnswer;
}

const server = useTestServer();
beforeAll(async () => {
  api = `${server.url}/api/v1`;
  [manager, seller, subdealer, brand] = await Promise.all([
    server.login('manager@groenevinger.example'), server.login('verkoper@groenevinger.example'),
    server.login('info@tuinhuizenoost.example'), server.login('admin@houtland.example'),
  ]);
}, 120_000);

describe('POST /quote', () => {
  it('prices the design on the server and ignores the prices a browser sends', async () => {
    const configuration = exampleDesign('48213');
    const created = await send('POST', `${api}/quote`, {
      title: 'Tuinhuis familie Jansen', configuration, source: 'v4',
      totalPrice: { inclTax: 1, exclTax: 1 }, lines: [{ type: 'material', name: 'Gratis huis', amount: 1, price: 1, total: 1 }],
      organizationId: 3,
    }, manager);
    expect(created.status).toBe(201);
    const expected = priceConfiguration(configuration, await loadCatalog(server.db), { includeCost: true });
    expect(created.body.totalPrice).toEqual(expected.totalPrice);
    expect(created.body.lines.map((l: { name: string }) => l.name)).not.toContain('Gratis huis');
    expect(created.body).toMatchObject({ status: 'CONCEPT', source: 'v4', organizationId: 3, lead: false, title: 'Tuinhuis familie Jansen' });
    expect(created.body.user.email).toBe('manager@groenevinger.example');
    expect(created.body.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(created.body.designCode).toMatch(/^\d{5}$/);
    expect(created.body.totalCostPrice.inclTax).toBe(expected.totalCostPrice!.inclTax);
  });

  it('adds manual extra lines within the spec bounds and recomputes every total', async () => {
    const configuration = exampleDesign('48213');
    const base = await send('POST', `${api}/quote`, { configuration }, seller);
    const withExtra = await send('POST', `${api}/quote`, {
      configuration, lines: [{ type: 'extra', name: 'Bezorging', amount: 2, price: 9900, costPrice: 5000, total: 1 }],
    }, seller);
    expect(withExtra.status).toBe(201);
    const extra = withExtra.body.lines.find((l: { category: string }) => l.category === 'extra');
    expect(extra).toMatchObject({ name: 'Bezorging', amount: 2, price: 9900, total: 19800, totalCost: 10000, isEditable: true });
    expect(withExtra.body.totalPrice.inclTax).toBe(base.body.totalPrice.inclTax + 19800);
    expect(withExtra.body.categoryTotals.extra).toEqual({ inclTax: 19800, cost: 10000 });

    for (const price of [0, 9901, 12.5]) {
      const refused = await send('POST', `${api}/quote`, { configuration, lines: [{ type: 'extra', name: 'X', amount: 1, price }] }, seller);
      expect(refused.status).toBe(400);
      expect(refused.body.reasons.join(' ')).toMatch(/lines\.0\.price/);
    }
  });

  it('refuses a design the catalogue does not allow, with reasons, and stores nothing', async () => {
    const before = await server.db.selectFrom('quotes').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const refused = await send('POST', `${api}/quote`, { configuration: { selectedHouse: 999999 } }, manager);
    expect(refused.status).toBe(400);
    expect(refused.body.reasons.length).toBeGreaterThan(0);
    const after = await server.db.selectFrom('quotes').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe('PUT /quote/{id}', () => {
  it('keeps extra lines when only the design changes, sets loose products by absolute amount, and switches categories', async () => {
    const configuration = exampleDesign('48213');
    const created = await send('POST', `${api}/quote`, { configuration, lines: [{ type: 'extra', name: 'Montage', amount: 1, price: 5000 }] }, manager);
    const id = created.body.id;
    const loose = (await get(`${api}/product?filter[productType]=looseProduct&limit=1`, manager)).body.data[0];

    const put = await send('PUT', `${api}/quote/${id}`, { looseProducts: [{ id: loose.id, amount: -3 }], reference: 'REF-1' }, manager);
    expect(put.status).toBe(200);
    expect(put.body.reference).toBe('REF-1');
    expect(put.body.looseProducts).toEqual([expect.objectContaining({ id: loose.id, amount: 3, total: loose.price * 3 })]);
    expect(put.body.lines.some((l: { name: string }) => l.name === 'Montage')).toBe(true);

    const removed = await send('PUT', `${api}/quote/${id}`, { looseProducts: [{ id: loose.id, amount: 0 }] }, manager);
    expect(removed.body.looseProducts).toEqual([]);

    const noExtra = await send('PUT', `${api}/quote/${id}`, { enableCategories: { extra: false } }, manager);
    expect(noExtra.body.lines.some((l: { category: string }) => l.category === 'extra')).toBe(false);
    expect(noExtra.body.disabledLines.some((l: { name: string }) => l.name === 'Montage')).toBe(true);
    expect(noExtra.body.totalPrice.inclTax).toBe(created.body.totalPrice.inclTax - 5000);
    const back = await send('PUT', `${api}/quote/${id}`, { enableCategories: { extra: true } }, manager);
    expect(back.body.totalPrice.inclTax).toBe(created.body.totalPrice.inclTax);
  });

  it('recomputes totals from the lines, whatever prices the browser sends back', async () => {
    const created = await send('POST', `${api}/quote`, { configuration: exampleDesign('48213') }, manager);
    const body = { ...created.body, totalPrice: { inclTax: 100, exclTax: 83 }, lines: created.body.lines.map((l: { price: number }) => ({ ...l, price: 1, total: 1 })) };
    const put = await send('PUT', `${api}/quote/${created.body.id}`, body, manager);
    expect(put.status).toBe(200);
    expect(put.body.totalPrice).toEqual(created.body.totalPrice);
    expect(put.body.lines.map((l: { price: number }) => l.price)).toEqual(created.body.lines.map((l: { price: number }) => l.price));
  });

  it('sets the customer only to one of the quote organisation', async () => {
    const created = await send('POST', `${api}/quote`, { configuration: exampleDesign('48213') }, manager);
    const own = await send('POST', `${api}/client/person`, customerBody('Eigen'), manager);
    const foreign = await send('POST', `${api}/client/person`, customerBody('Ander'), await server.login('pieter@vandijk.example'));
    expect((await send('PUT', `${api}/quote/${created.body.id}`, { clientId: foreign.body.id }, manager)).status).toBe(404);
    const put = await send('PUT', `${api}/quote/${created.body.id}`, { clientId: own.body.id }, manager);
    expect(put.body.customer).toMatchObject({ id: own.body.id, lastName: 'Eigen', emails: [expect.objectContaining({ email: 'eigen@example.nl' })] });
  });
});

describe('lead transitions', () => {
  it('takes a lead in treatment, makes it a quote with the same number, and restores a deleted lead', async () => {
    const answer = await lead();
    const inTreatment = await send('PUT', `${api}/quote/${answer.id}`, { status: 'LEAD_IN_TREATMENT' }, manager);
    expect(inTreatment.body).toMatchObject({ status: 'LEAD_IN_TREATMENT', lead: true, number: answer.number, userId: 2 });

    const made = await send('PUT', `${api}/quote/${answer.id}`, { status: 'CONCEPT' }, manager);
    expect(made.body).toMatchObject({ status: 'CONCEPT', lead: false, number: answer.number });
    const leads = await get(`${api}/quote?lead=true&limit=200`, manager);
    expect(leads.body.data.map((q: { id: number }) => q.id)).not.toContain(answer.id);
    const quotes = await get(`${api}/quote?statuses[]=CONCEPT&limit=200`, manager);
    expect(quotes.body.data.map((q: { id: number }) => q.id)).toContain(answer.id);

    const other = await lead();
    const deleted = await send('DELETE', `${api}/quote/${other.id}`, undefined, manager);
    expect(deleted.body).toEqual({ id: other.id, status: 'LEAD_DELETED' });
    const restored = await send('PUT', `${api}/quote/${other.id}`, { status: 'LEAD' }, manager);
    expect(restored.body).toMatchObject({ status: 'LEAD', lead: true });

    const removedQuote = await send('DELETE', `${api}/quote/${answer.id}`, undefined, manager);
    expect(removedQuote.body.status).toBe('DELETED');
    const all = await get(`${api}/quote?limit=500`, manager);
    expect(all.body.data.map((q: { id: number }) => q.id)).not.toContain(answer.id);
  });

  it('answers the lead counts with limit 0 and lead=true', async () => {
    const before = (await get(`${api}/quote?limit=0&lead=true`, manager)).body;
    expect(before.data).toEqual([]);
    const fresh = await lead();
    const deleted = await lead();
    await send('DELETE', `${api}/quote/${deleted.id}`, undefined, manager);
    const after = (await get(`${api}/quote?limit=0&lead=true`, manager)).body;
    expect(after.counts.LEAD).toBe(before.counts.LEAD + 1);
    expect(after.counts.LEAD_DELETED).toBe(before.counts.LEAD_DELETED + 1);
    expect(after.counts.all).toBe(after.counts.LEAD + after.counts.LEAD_IN_TREATMENT + after.counts.LEAD_DELETED);
    expect(after.total).toBe(after.counts.all);
    expect(fresh.id).toBeGreaterThan(0);
  });
});

describe('GET /quote parameters', () => {
  let mine: number;
  let sellers: number;
  let sub: number;

  beforeAll(async () => {
    mine = (await send('POST', `${api}/quote`, { configuration: exampleDesign('48213'), title: 'Zoekbaar Fazant' }, manager)).body.id;
    sellers = (await send('POST', `${api}/quote`, { configuration: exampleDesign('48213'), title: 'Verkopers Merel' }, seller)).body.id;
    sub = (await send('POST', `${api}/quote`, { configuration: exampleDesign('48213'), title: 'Subdealer Gaai' }, subdealer)).body.id;
    await send('PUT', `${api}/quote/${sellers}`, { status: 'SENT' }, seller);
  });

  const ids = (answer: { body: { data: { id: number }[] } }) => answer.body.data.map((q) => q.id);

  it('lists the own organisation by default, source v4 only, newest first', async () => {
    const list = await get(`${api}/quote?limit=500`, manager);
    expect(list.status).toBe(200);
    expect(ids(list)).toEqual(expect.arrayContaining([mine, sellers]));
    expect(ids(list)).not.toContain(sub);
    expect(list.body.data.every((q: { organizationId: number; source: string }) => q.organizationId === 3 && q.source === 'v4')).toBe(true);
    const created = list.body.data.map((q: { createdAt: number }) => q.createdAt);
    expect(created).toEqual([...created].sort((a: number, b: number) => b - a));
    const ascending = await get(`${api}/quote?limit=500&sort=created_at`, manager);
    expect(ids(ascending)).toEqual([...ids(list)].reverse());
  });

  it('hides quotes of another source', async () => {
    const old = (await send('POST', `${api}/quote`, { configuration: exampleDesign('48213') }, manager)).body.id;
    await server.db.updateTable('quotes').set({ source: 'v3' }).where('id', '=', old).execute();
    expect(ids(await get(`${api}/quote?limit=500`, manager))).not.toContain(old);
  });

  it('filters by status, statuses[] and user ids', async () => {
    expect(ids(await get(`${api}/quote?status=SENT&limit=500`, manager))).toEqual([sellers]);
    const two = ids(await get(`${api}/quote?statuses[]=SENT&statuses[]=CONCEPT&limit=500`, manager));
    expect(two).toEqual(expect.arrayContaining([mine, sellers]));
    const own = ids(await get(`${api}/quote?filter[userIds][]=2&limit=500`, manager));
    expect(own).toContain(mine);
    expect(own).not.toContain(sellers);
  });

  it('filters by customer (filter[clientIds][], filter[companyIds][]) within reach only (issue 27)', async () => {
    const kees = (await send('POST', `${api}/client/person`, customerBody('Klantfilter'), manager)).body.id as number;
    const company = (await send('POST', `${api}/client/company`, { name: 'Filter BV' }, manager)).body.id as number;
    const forKees = (await send('POST', `${api}/quote`, { configuration: exampleDesign('48213'), clientId: kees, companyId: company }, manager)).body.id as number;
    expect(ids(await get(`${api}/quote?filter[clientIds][]=${kees}&limit=500`, manager))).toEqual([forKees]);
    expect(ids(await get(`${api}/quote?filter[companyIds]=${company}&limit=500`, manager))).toEqual([forKees]);
    expect(ids(await get(`${api}/quote?filter[clientIds][]=${kees}&filter[userIds][]=999&limit=500`, manager))).toEqual([]);

    // Organisation 4's customer on its own quote: organisation 3 learns nothing of it, whatever it asks.
    const pieter = await server.login('pieter@vandijk.example');
    const theirs = (await send('POST', `${api}/client/person`, customerBody('Anderorg'), pieter)).body.id as number;
    const theirQuote = (await send('POST', `${api}/quote`, { configuration: exampleDesign('48213'), clientId: theirs }, pieter)).body.id as number;
    expect(ids(await get(`${api}/quote?filter[clientIds][]=${theirs}&limit=500`, pieter))).toEqual([theirQuote]);
    for (const query of [`filter[clientIds][]=${theirs}`, `filter[clientIds][]=${theirs}&showSubdealers=true`, `filter[clientIds][]=${theirs}&lead=true`]) {
      const answer = await get(`${api}/quote?${query}&limit=500`, manager);
      expect(answer.status, query).toBe(200);
      expect(answer.body, query).toMatchObject({ data: [], total: 0 });
    }
    expect((await get(`${api}/quote?filter[clientIds][]=x`, manager)).status).toBe(400);
  });

  it('searches by number, title and customer name', async () => {
    const quote = (await get(`${api}/quote/${mine}`, manager)).body;
    expect(ids(await get(`${api}/quote?search[search]=${quote.number}&limit=500`, manager))).toContain(mine);
    expect(ids(await get(`${api}/quote?search[search]=fazant&limit=500`, manager))).toEqual([mine]);
    const answer = await lead('groenevinger-7f3a', 'Zwaluwstaart');
    expect(ids(await get(`${api}/quote?lead=true&search[search]=zwaluw&limit=500`, manager))).toEqual([answer.id]);
  });

  it('shows sub-dealers to managers only, with organisation filters and exclusions', async () => {
    const all = ids(await get(`${api}/quote?showSubdealers=true&limit=500`, manager));
    expect(all).toEqual(expect.arrayContaining([mine, sellers, sub]));
    const subOnly = ids(await get(`${api}/quote?showSubdealers=true&filter[organizationIds][]=-3&limit=500`, manager));
    expect(subOnly).toEqual([sub]);
    expect(ids(await get(`${api}/quote?organizationId=5&limit=500`, manager))).toEqual([sub]);
    expect(ids(await get(`${api}/quote?showSubdealers=true&filter[organizationIds]=5&limit=500`, manager))).toEqual([sub]);

    expect((await get(`${api}/quote?showSubdealers=true`, seller)).status).toBe(403);
    expect((await get(`${api}/quote?organizationId=5`, seller)).status).toBe(403);
    expect((await get(`${api}/quote?filter[organizationIds]=4`, manager)).status).toBe(403);
    expect((await get(`${api}/quote?organizationId=3`, subdealer)).status).toBe(403);
  });

  it('embeds organization, user and customer, and preloads lines', async () => {
    const answer = await lead();
    const list = await get(`${api}/quote?lead=true&embed[]=organization&embed[]=user&embed[]=customer&embed[]=lead&preloads[]=lines&limit=500`, manager);
    const row = list.body.data.find((q: { id: number }) => q.id === answer.id);
    expect(row.organization).toMatchObject({ id: 3, name: 'Tuincentrum De Groene Vinger', addresses: [expect.objectContaining({ city: 'Vleuten' })] });
    expect(row.customer).toMatchObject({ lastName: 'Vermeulenhof', phones: [expect.any(Object)] });
    expect(row.user).toBeNull();
    expect(row.fromDealerToken).toBe('groenevinger-7f3a');
    expect(row.lines.length).toBeGreaterThan(0);
    expect(row.lines[0].costPrice).toBeTypeOf('number');
    const bare = (await get(`${api}/quote?lead=true&limit=500`, manager)).body.data.find((q: { id: number }) => q.id === answer.id);
    expect(bare).not.toHaveProperty('organization');
    expect(bare).not.toHaveProperty('lines');
  });

  it('pages with limit and offset', async () => {
    const all = ids(await get(`${api}/quote?limit=500`, manager));
    const page = await get(`${api}/quote?limit=2&offset=1`, manager);
    expect(page.body).toMatchObject({ limit: 2, offset: 1, total: all.length });
    expect(ids(page)).toEqual(all.slice(1, 3));
  });

  it('refuses bad parameters with a reason', async () => {
    for (const query of ['limit=abc', 'status=OPEN', 'embed[]=secret', 'sort=-price', 'filter[organizationIds]=x', 'preloads[]=all']) {
      const answer = await get(`${api}/quote?${query}`, manager);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message).toBeTruthy();
    }
  });

  it('lets the brand see the leads that no dealer took', async () => {
    const unassigned = await lead(null);
    expect(unassigned.organizationId).toBe(2);
    expect(ids(await get(`${api}/quote?lead=true&limit=500`, brand))).toContain(unassigned.id);
    expect(ids(await get(`${api}/quote?lead=true&limit=500`, manager))).not.toContain(unassigned.id);
  });
});
