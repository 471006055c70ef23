/**
 * POST /api/v1/quote/consumer on a real server and database: the stored LEAD, server pricing (prices in the
 * body count for nothing), the lead form rules with their Dutch messages, dealer-token and example linking,
 * the mails in the outbox (stored with the lead, delivered by the job worker), and no cost fields in the
 * anonymous answer.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_DEALER_TOKEN } from '../../src/domain/constants';
import { indexCatalog, priceConfiguration } from '../../src/domain/pricing';
import { loadCatalog } from '../../server/services/catalog-service';
import { waitForMails } from '../helpers/outbox';
import { startTestServer, type TestServer } from '../helpers/server';
import { get } from './http';
import { client, exampleDesign, leadBody, submitLead, type LeadAnswer } from './lead-fixtures';

let server: TestServer;
let mailDir: string;
beforeAll(async () => {
  mailDir = mkdtempSync(join(tmpdir(), 'lead-mail-'));
  server = await startTestServer({ config: { leadRateLimit: 1000, mailDir } });
});
afterAll(async () => {
  await server?.close();
  rmSync(mailDir, { recursive: true, force: true });
});

async function submit(body: unknown) {
  return submitLead(server.url, body);
}

async function created(body: unknown): Promise<LeadAnswer> {
  const answer = await submit(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as LeadAnswer;
}

async function storedQuote(id: number) {
  return server.db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

interface OutboxMail { id: number; messageId: string; to: string[]; subject: string; html: string; status: string; cause: { type: string; id: string } | null }
async function mailsTo(address: string): Promise<OutboxMail[]> {
  const answer = await get(`${server.url}/api/v1/dev/outbox?search[to]=${encodeURIComponent(address)}`);
  expect(answer.status).toBe(200);
  return answer.body.data as OutboxMail[];
}

describe('POST /api/v1/quote/consumer: a valid lead', () => {
  it('stores a LEAD of the brand, priced on the server from the database catalogue', async () => {
    const configuration = exampleDesign('48213');
    const answer = await submit(leadBody());
    expect(answer.status).toBe(201);
    const lead = answer.body as LeadAnswer;
    expect(Object.keys(lead).sort()).toEqual(['dealerLinked', 'dealerName', 'designCode', 'id', 'number', 'organizationId', 'path', 'secret']);
    expect(lead.organizationId).toBe(2);
    expect(lead.dealerLinked).toBe(false);
    expect(lead.dealerName).toBeNull();
    expect(lead.designCode).toMatch(/^\d{5}$/);
    expect(lead.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(lead.path).toBe(`/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp/${lead.id}/2/${lead.secret}`);
    expect(JSON.stringify(answer.body)).not.toMatch(/cost/i);

    const row = await storedQuote(lead.id);
    expect(row).toMatchObject({
      status: 'LEAD', lead: true, source: 'v4', organization_id: 2, secret: lead.secret, design_code: lead.designCode,
      number: lead.number, note: 'Graag bellen na 17:00', user_id: null,
    });
    const catalog = await loadCatalog(server.db);
    const expected = priceConfiguration(configuration, indexCatalog(catalog), { includeCost: true });
    expect(row.title).toBe(catalog.products.find((p) => p.id === configuration.selectedHouse)!.name);
    expect(Number(row.total_incl_tax)).toBe(expected.totalPrice.inclTax);
    expect(Number(row.total_excl_tax)).toBe(expected.totalPrice.exclTax);
    expect(Number(row.total_tax)).toBe(expected.totalPrice.inclTax - expected.totalPrice.exclTax);
    expect(Number(row.total_cost_incl_tax)).toBe(expected.totalCostPrice!.inclTax);
    expect(expected.totalPrice.inclTax).toBeGreaterThan(0);

    const lines = await server.db.selectFrom('quote_lines').selectAll().where('quote_id', '=', lead.id).orderBy('position').execute();
    expect(lines.map((l) => ({ productId: l.product_id, amount: l.amount, price: Number(l.price), total: Number(l.total), costPrice: Number(l.cost_price), category: l.category })))
      .toEqual(expected.lines.map((l) => ({ productId: l.productId, amount: l.amount, price: l.price, total: l.total, costPrice: l.costPrice, category: l.category })));

    // The design is kept as attributes under the spec's keys.
    expect(row.attributes).toMatchObject({
      selectedHouse: configuration.selectedHouse, walls: configuration.walls, options: configuration.options,
      fromExample: null, fromDealerToken: null,
    });
    expect((row.attributes.quoteLines as unknown[]).length).toBe(expected.lines.length);
    expect(JSON.stringify(row.attributes)).not.toMatch(/cost/i);

    const clientRow = await server.db.selectFrom('clients').selectAll().where('id', '=', row.client_id!).executeTakeFirstOrThrow();
    expect(clientRow).toMatchObject({ organization_id: 2, first_name: client.firstName, last_name: client.lastName });
    const address = await server.db.selectFrom('client_addresses').selectAll().where('client_id', '=', clientRow.id).executeTakeFirstOrThrow();
    expect(address).toMatchObject({ street: client.street, house_number: client.houseNumber, postal_code: '3512 JK', city: client.city, country: 'NL' });
    expect((await server.db.selectFrom('client_phones').select('number').where('client_id', '=', clientRow.id).execute()).map((p) => p.number)).toEqual([client.telephone]);
    expect((await server.db.selectFrom('client_emails').select('email').where('client_id', '=', clientRow.id).execute()).map((e) => e.email)).toEqual([client.email]);
  });

  it('numbers leads per organisation and gives each a different design code and secret', async () => {
    const a = await created(leadBody());
    const b = await created(leadBody());
    expect(b.number).toBe(a.number + 1);
    expect(b.designCode).not.toBe(a.designCode);
    expect(b.secret).not.toBe(a.secret);
    const dealer = await created(leadBody({ dealerToken: 'groenevinger-7f3a' }));
    const max = await server.db.selectFrom('quotes').select((eb) => eb.fn.max('number').as('max')).where('organization_id', '=', 3)
      .where('id', '<>', dealer.id).executeTakeFirstOrThrow();
    expect(dealer.number).toBe(Number(max.max) + 1);
  });

  it('gives leads sent at the same moment consecutive numbers, each with its own client record', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => created(leadBody({ dealerToken: 'groenevinger-7f3a' }))));
    const numbers = answers.map((a) => a.number).sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(8);
    expect(numbers[7] - numbers[0]).toBe(7);
    const clients = await server.db.selectFrom('quotes')
      .innerJoin('clients', 'clients.id', 'quotes.client_id')
      .innerJoin('client_addresses', 'client_addresses.client_id', 'clients.id')
      .innerJoin('client_phones', 'client_phones.client_id', 'clients.id')
      .innerJoin('client_emails', 'client_emails.client_id', 'clients.id')
      .select(['clients.id', 'client_addresses.postal_code', 'client_emails.email', 'client_phones.number'])
      .where('quotes.id', 'in', answers.map((a) => a.id)).execute();
    expect(new Set(clients.map((c) => c.id)).size).toBe(8);
    expect(clients.every((c) => c.postal_code === '3512 JK' && c.email === client.email && c.number === client.telephone)).toBe(true);
  });

  it('ignores prices, totals, organisation and roles sent in the body', async () => {
    const honest = await created(leadBody());
    const configuration = exampleDesign('48213');
    const tampered = await created({
      ...leadBody(),
      configuration: { ...configuration, price: 1, totalPrice: { inclTax: 1, exclTax: 1 }, walls: configuration.walls.map((w) => ({ ...w, price: 1 })) },
      lines: [{ productId: 1015, amount: 1, price: 1, total: 1 }],
      totalPrice: { inclTax: 1, exclTax: 1 }, total: 1, organizationId: 4, organization_id: 4, roles: ['admin'], status: 'ACCEPTED',
      client: { ...client, price: 1 },
    });
    const [a, b] = [await storedQuote(honest.id), await storedQuote(tampered.id)];
    expect(tampered.organizationId).toBe(2);
    expect(b.status).toBe('LEAD');
    expect(b.total_incl_tax).toBe(a.total_incl_tax);
    expect(b.category_totals).toEqual(a.category_totals);
    const lineCount = async (id: number) => (await server.db.selectFrom('quote_lines').select('total').where('quote_id', '=', id).orderBy('position').execute()).map((l) => l.total);
    expect(await lineCount(tampered.id)).toEqual(await lineCount(honest.id));
  });

  it('answers with the rate limit headers of the lead route', async () => {
    const answer = await submit(leadBody());
    expect(answer.headers.get('x-ratelimit-limit')).toBe('1000');
  });
});

describe('POST /api/v1/quote/consumer: the lead form rules (spec §5)', () => {
  const rules: [string, Partial<typeof client>, string][] = [
    ['Voornaam at least 1 character', { firstName: '' }, 'Vul dit veld in'],
    ['Achternaam at least 1 character', { lastName: ' ' }, 'Vul dit veld in'],
    ['Straat at least 2 characters', { street: 'L' }, 'Vul dit veld in'],
    ['Huisnummer contains a digit', { houseNumber: 'b' }, 'Vul dit veld in'],
    ['Postcode Dutch/German/Belgian', { postalCode: '1234 SA' }, 'Vul een geldige postcode in'],
    ['Stad at least 2 characters', { city: 'U' }, 'Vul dit veld in'],
    ['Telefoonnummer 10-13 digits', { telephone: '06-1234' }, 'Vul een geldig telefoonnnummer in'],
    ['Emailadres pattern', { email: 'annelies@' }, 'Vul een geldig Emailadres in'],
  ];
  it.each(rules)('%s', async (_rule, change, message) => {
    const before = await server.db.selectFrom('quotes').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const answer = await submit(leadBody({ client: { ...client, ...change } }));
    expect(answer.status).toBe(400);
    const field = Object.keys(change)[0];
    expect(answer.body).toMatchObject({ error: 'Bad Request', fields: { [field]: message } });
    expect(Object.keys(answer.body.fields)).toEqual([field]);
    const after = await server.db.selectFrom('quotes').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('reports every missing field at once', async () => {
    const answer = await submit({ createLead: true, configuration: exampleDesign('48213'), client: {} });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields).sort()).toEqual(['city', 'email', 'firstName', 'houseNumber', 'lastName', 'postalCode', 'street', 'telephone']);
  });

  it.each([['1234 AB', 'NL', '1234 AB'], ['1234ab', 'NL', '1234 AB'], ['12345', 'DE', '12345'], ['1234', 'BE', '1234'], ['10 115', 'DE', '10115']])(
    'accepts postcode %j', async (postalCode, country, stored) => {
      const lead = await created(leadBody({ client: { ...client, postalCode } }));
      const row = await storedQuote(lead.id);
      const address = await server.db.selectFrom('client_addresses').selectAll().where('client_id', '=', row.client_id!).executeTakeFirstOrThrow();
      expect(address).toMatchObject({ postal_code: stored, country });
    });

  it.each(['1234 SA', '1234 sd', '1234SS', '123', '123456'])('rejects postcode %j', async (postalCode) => {
    const answer = await submit(leadBody({ client: { ...client, postalCode } }));
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ postalCode: 'Vul een geldige postcode in' });
  });

  it('keeps Opmerking optional', async () => {
    const { note: _note, ...withoutNote } = leadBody();
    const lead = await created(withoutNote);
    expect((await storedQuote(lead.id)).note).toBeNull();
  });

  it('answers 400 for a malformed body and for a design the catalogue does not allow', async () => {
    expect((await submit({ ...leadBody(), createLead: false })).status).toBe(400);
    expect((await submit({ ...leadBody(), client: 'x' })).status).toBe(400);
    const unknownHouse = await submit({ ...leadBody(), configuration: { selectedHouse: 999999 } });
    expect(unknownHouse.status).toBe(400);
    expect(unknownHouse.body.reasons).toEqual(['Huis 999999 bestaat niet of is geen huis.']);
    const notADesign = await submit({ ...leadBody(), configuration: { selectedHouse: 'x' } });
    expect(notADesign.status).toBe(400);
    expect(notADesign.body.reasons[0]).toContain('selectedHouse');
  });
});

describe('POST /api/v1/quote/consumer: who receives the lead', () => {
  it('links the dealer of the dealer token', async () => {
    const lead = await created(leadBody({ dealerToken: 'groenevinger-7f3a' }));
    expect(lead).toMatchObject({ organizationId: 3, dealerLinked: true, dealerName: 'Tuincentrum De Groene Vinger' });
    const row = await storedQuote(lead.id);
    expect(row.organization_id).toBe(3);
    expect(row.attributes).toMatchObject({ fromDealerToken: 'groenevinger-7f3a', fromExample: null });
    const clientRow = await server.db.selectFrom('clients').select('organization_id').where('id', '=', row.client_id!).executeTakeFirstOrThrow();
    expect(clientRow.organization_id).toBe(3);
  });

  it.each([[undefined], [null], [NO_DEALER_TOKEN], ['onbekend-token'], ['']])('gives the brand the lead for dealer token %j', async (dealerToken) => {
    const lead = await created(leadBody({ dealerToken }));
    expect(lead).toMatchObject({ organizationId: 2, dealerLinked: false, dealerName: null });
    expect((await storedQuote(lead.id)).attributes.fromDealerToken).toBeNull();
  });

  it('gives the lead to the organisation of the opened example, with fromExample set (empty for the brand)', async () => {
    const dealerExample = await server.db.selectFrom('quotes').select('id').where('design_code', '=', '51742').executeTakeFirstOrThrow();
    const lead = await created(leadBody({ fromExample: dealerExample.id }, '51742'));
    // Issue 10 §4: a lead from an example counts as dealer-linked; its token is the example organisation's reference.
    expect(lead).toMatchObject({ organizationId: 3, dealerLinked: true });
    expect((await storedQuote(lead.id)).attributes).toMatchObject({ fromExample: dealerExample.id, fromDealerToken: 'groenevinger-7f3a' });

    const brandExample = await server.db.selectFrom('quotes').select('id').where('design_code', '=', '48213').executeTakeFirstOrThrow();
    const brandLead = await created(leadBody({ fromExample: brandExample.id }));
    expect(brandLead.organizationId).toBe(2);
    expect((await storedQuote(brandLead.id)).attributes.fromExample).toBeNull();

    // A lead id is no example: ignored.
    const notExample = await created(leadBody({ fromExample: lead.id }));
    expect(notExample.organizationId).toBe(2);
    expect((await storedQuote(notExample.id)).attributes.fromExample).toBeNull();
  });

  it('prefers the dealer token over the example', async () => {
    const example = await server.db.selectFrom('quotes').select('id').where('design_code', '=', '48213').executeTakeFirstOrThrow();
    const lead = await created(leadBody({ fromExample: example.id, dealerToken: 'groenevinger-7f3a' }));
    expect(lead).toMatchObject({ organizationId: 3, dealerLinked: true });
  });
});

describe('POST /api/v1/quote/consumer: mails', () => {
  it('mails the visitor the link to the saved design, and the brand a new-lead notice', async () => {
    const email = 'geen.dealer@example.nl';
    const lead = await created(leadBody({ client: { ...client, email } }));
    const [visitor] = await mailsTo(email);
    expect(visitor.subject).toBe('Je ontwerp bij Houtland');
    expect(visitor.cause).toEqual({ type: 'quote', id: String(lead.id) });
    expect(visitor.html).toContain(`${server.url}${lead.path}`);
    expect(visitor.html).toContain(`Beste ${client.firstName},`);
    expect(visitor.html).toContain(lead.designCode);
    expect(visitor.html).toContain('Binnen 24 uur op werkdagen');
    expect(visitor.html).not.toContain('Tuincentrum De Groene Vinger');

    const notice = (await mailsTo('info@houtland.example')).find((m) => m.subject === `Nieuwe lead ${lead.number}: ${client.firstName} ${client.lastName}`)!;
    expect(notice).toBeDefined();
    expect(notice.html).toContain(`/inloggen/${encodeURIComponent(`/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp-via-offerte/${lead.id}/${lead.secret}/2`)}`);
    expect(notice.html).toContain(email);
    // Without SMTP the worker marks them sent and writes the .eml copy of each, with the row's Message-ID.
    await waitForMails(server.db, [visitor.id, notice.id]);
    expect((await mailsTo(email))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    const eml = readFileSync(join(mailDir, `${visitor.id}.eml`), 'utf8');
    expect(eml).toMatch(/^Subject: Je ontwerp bij Houtland$/m);
    expect(eml).toContain(`Message-ID: ${visitor.messageId}`);
    expect(eml).toContain(email);
    expect(existsSync(join(mailDir, `${notice.id}.eml`))).toBe(true);
  });

  it('names the linked dealer to the visitor and sends the notice to the dealer', async () => {
    const email = 'met.dealer@example.nl';
    const lead = await created(leadBody({ dealerToken: 'groenevinger-7f3a', client: { ...client, email } }));
    const [visitor] = await mailsTo(email);
    expect(visitor.html).toContain(`${server.url}/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp/${lead.id}/3/${lead.secret}`);
    for (const detail of ['Tuincentrum De Groene Vinger', 'info@groenevinger.example', '030-2345678']) expect(visitor.html).toContain(detail);
    expect(visitor.html).not.toContain('Binnen 24 uur op werkdagen');

    const notices = await mailsTo('info@groenevinger.example');
    const notice = notices.find((m) => m.subject === `Nieuwe lead ${lead.number}: ${client.firstName} ${client.lastName}`)!;
    expect(notice).toBeDefined();
    expect(notice.html).toContain(`${server.url}/inloggen/${encodeURIComponent(`/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp-via-offerte/${lead.id}/${lead.secret}/3`)}`);
    expect(notice.html).toContain(client.telephone);
  });

  it('escapes what the visitor typed', async () => {
    const email = 'escape@example.nl';
    await created(leadBody({ client: { ...client, email, firstName: '<script>x</script>' } }));
    const [visitor] = await mailsTo(email);
    expect(visitor.html).not.toContain('<script>');
    expect(visitor.html).toContain('&lt;script&gt;');
  });

  it('stores the lead and its mails together or not at all', async () => {
    // Simulate an outbox that refuses the insert by renaming the table briefly: the lead's one statement fails whole.
    const counts = async () => Promise.all((['quotes', 'clients', 'jobs', 'mail_outbox'] as const).map(async (table) =>
      Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)));
    const before = await counts();
    await server.db.schema.alterTable('mail_outbox').renameTo('mail_outbox_away').execute();
    try {
      expect((await submit(leadBody())).status).toBe(500);
    } finally {
      await server.db.schema.alterTable('mail_outbox_away').renameTo('mail_outbox').execute();
    }
    expect(await counts()).toEqual(before);
  });
});

describe('POST /api/v1/quote/consumer: rate limit', () => {
  it('answers 429 past LEAD_RATE_LIMIT submissions per minute from one address', async () => {
    const limited = await startTestServer({ config: { leadRateLimit: 2 } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await submitLead(limited.url, leadBody())).status);
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
