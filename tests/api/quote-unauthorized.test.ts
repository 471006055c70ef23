/**
 * Opening saved work without login: id + organisation + secret gives the whole quote (no cost), a design
 * code gives the design alone (no personal data, no prices, no secret). Wrong secrets are 404, malformed
 * parameters 400.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { indexCatalog, priceConfiguration, stripCost } from '../../src/domain/pricing';
import { loadCatalog } from '../../server/services/catalog-service';
import { useTestServer } from '../helpers/server';
import { get } from './http';
import { client, exampleDesign, leadBody, submitLead, type LeadAnswer } from './lead-fixtures';

let lead: LeadAnswer;
let dealerLead: LeadAnswer;
const server = useTestServer({ config: { leadRateLimit: 1000 } });
beforeAll(async () => {
  lead = (await submitLead(server.url, leadBody())).body as LeadAnswer;
  dealerLead = (await submitLead(server.url, leadBody({ dealerToken: 'groenevinger-7f3a' }, '63058'))).body as LeadAnswer;
});

const quoteUrl = (id: number | string, organizationId: number | string, secret: string) =>
  `${server.url}/api/v1/quote/unauthorized/${id}/${organizationId}/${secret}`;

const personal = [...Object.values(client), 'Graag bellen na 17:00'];

describe('GET /api/v1/quote/unauthorized/{id}/{organizationId}/{secret}', () => {
  it('answers the quote with the design, lines and totals (no cost), the customer and the organisation card', async () => {
    const answer = await get(quoteUrl(lead.id, lead.organizationId, lead.secret));
    expect(answer.status).toBe(200);
    const { quote } = answer.body;
    const configuration = exampleDesign('48213');
    const expected = stripCost(priceConfiguration(configuration, indexCatalog(await loadCatalog(server.db)), { includeCost: false }));
    expect(quote).toMatchObject({
      id: lead.id, number: lead.number, status: 'LEAD', lead: true, source: 'v4', designCode: lead.designCode, organizationId: 2,
      note: 'Graag bellen na 17:00', currency: 'EUR', pricesAreInclTax: true,
      customer: { ...client, country: 'NL' },
      organization: { id: 2, name: 'Houtland', email: 'info@houtland.example', phone: '0571-123456', logoUrl: '/brand/logo.svg' },
    });
    expect(quote.configuration).toEqual(JSON.parse(JSON.stringify(configuration)));
    expect(quote.lines).toEqual(JSON.parse(JSON.stringify(expected.lines)));
    expect(quote.totalPrice).toEqual(expected.totalPrice);
    expect(quote.taxTotals).toEqual(expected.taxTotals);
    expect(quote.categoryTotals).toEqual(JSON.parse(JSON.stringify(expected.categoryTotals)));
    expect(typeof quote.date).toBe('number');
    expect(quote.attributes.map((a: { key: string }) => a.key)).toContain('selectedHouse');
    expect(Object.keys(quote.organization).sort()).toEqual(['email', 'id', 'logoUrl', 'name', 'phone', 'settings']);
    const text = JSON.stringify(answer.body);
    expect(text).not.toMatch(/cost/i);
    expect(text).not.toContain(lead.secret);
    expect(text).not.toMatch(/iban|vatNumber|identificationNumber|password/i);
  });

  it('answers a dealer-linked lead with the dealer card', async () => {
    const answer = await get(quoteUrl(dealerLead.id, 3, dealerLead.secret));
    expect(answer.status).toBe(200);
    expect(answer.body.quote.organization).toMatchObject({ id: 3, name: 'Tuincentrum De Groene Vinger', settings: { dealerTokenActive: 'true' } });
    expect(JSON.stringify(answer.body)).not.toMatch(/cost/i);
  });

  it('opens a seeded example by its secret', async () => {
    const example = await server.db.selectFrom('quotes').selectAll().where('design_code', '=', '51742').executeTakeFirstOrThrow();
    const answer = await get(quoteUrl(example.id, example.organization_id, example.secret));
    expect(answer.status).toBe(200);
    expect(answer.body.quote).toMatchObject({ status: 'EXAMPLE', customer: null, designCode: '51742' });
    expect(answer.body.quote.configuration).toEqual(JSON.parse(JSON.stringify(exampleDesign('51742'))));
  });

  it('answers 404 for a wrong secret, organisation or id', async () => {
    const wrongSecret = lead.secret.slice(0, -1) + (lead.secret.endsWith('0') ? '1' : '0');
    for (const url of [
      quoteUrl(lead.id, 2, wrongSecret),
      quoteUrl(lead.id, 2, dealerLead.secret),
      quoteUrl(lead.id, 3, lead.secret),
      quoteUrl(999999, 2, lead.secret),
      quoteUrl(lead.id, 2, lead.secret.slice(0, 32)),
    ]) {
      const answer = await get(url);
      expect(answer.status, url).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain(client.lastName);
    }
  });

  it('answers 404 once the quote is deleted', async () => {
    const extra = (await submitLead(server.url, leadBody())).body as LeadAnswer;
    await server.db.updateTable('quotes').set({ status: 'DELETED' }).where('id', '=', extra.id).execute();
    expect((await get(quoteUrl(extra.id, 2, extra.secret))).status).toBe(404);
  });

  it('answers 400 for malformed parameters', async () => {
    expect((await get(quoteUrl('abc', 2, lead.secret))).status).toBe(400);
    expect((await get(quoteUrl(lead.id, 'x', lead.secret))).status).toBe(400);
    expect((await get(quoteUrl(lead.id, 2, 'kort'))).status).toBe(400);
    expect((await get(quoteUrl(-1, 2, lead.secret))).status).toBe(400);
    expect((await get(quoteUrl(lead.id, 2, encodeURIComponent('abc!defgh*ij')))).status).toBe(400);
    // Fastify refuses path parameters over 100 characters before routing.
    expect((await get(quoteUrl(lead.id, 2, 'a'.repeat(300)))).status).toBe(414);
  });
});

describe('GET /api/v1/quote/unauthorized/{designCode}', () => {
  it('answers only the design code, title and design of a lead: no personal data, prices or secret', async () => {
    const answer = await get(`${server.url}/api/v1/quote/unauthorized/${lead.designCode}`);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['configuration', 'designCode', 'exampleId', 'organization', 'title']);
    // A lead is no example: no example id, no organisation (issue 10 §4 names only an example's dealer).
    expect(answer.body).toMatchObject({ exampleId: null, organization: null });
    expect(answer.body.designCode).toBe(lead.designCode);
    expect(answer.body.configuration).toEqual(JSON.parse(JSON.stringify(exampleDesign('48213'))));
    const text = JSON.stringify(answer.body);
    for (const value of personal) expect(text).not.toContain(value);
    expect(text).not.toContain(lead.secret);
    expect(text).not.toMatch(/cost|price|total/i);
  });

  it('answers a seeded example design by its code', async () => {
    const answer = await get(`${server.url}/api/v1/quote/unauthorized/63058`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ designCode: '63058', title: 'Berging met overdekt terras' });
    // Issue 10 §4: an example opened by its code keeps fromExample, and names its dealer.
    const example = await server.db.selectFrom('quotes').select('id').where('design_code', '=', '63058').executeTakeFirstOrThrow();
    expect(answer.body.exampleId).toBe(example.id);
    expect(answer.body.organization).toMatchObject({ id: 3, name: 'Tuincentrum De Groene Vinger' });
    expect(JSON.stringify(answer.body)).not.toMatch(/secret|cost|totalPrice|"lines"/i);
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    const used = new Set((await server.db.selectFrom('quotes').select('design_code').execute()).map((q) => q.design_code));
    let unknown = 10000;
    while (used.has(String(unknown))) unknown += 1;
    expect((await get(`${server.url}/api/v1/quote/unauthorized/${unknown}`)).status).toBe(404);
    for (const bad of ['1234', '123456', 'abcde']) {
      expect((await get(`${server.url}/api/v1/quote/unauthorized/${bad}`)).status, bad).toBe(400);
    }
  });
});
