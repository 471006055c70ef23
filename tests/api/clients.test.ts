/** A dealer's customers (spec §7 v1/client/person and v1/client/company; §5 customer-form rules). */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/server';
import { get, send } from './http';

let api: string;
let manager: string;
let brand: string;

const person = (lastName: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Joke', lastName,
  addresses: [{ street: 'Lindelaan', houseNumber: '3', postalCode: '3512 JK', city: 'Utrecht' }],
  phones: [{ number: '030-1234567' }], emails: [{ email: `${lastName.toLowerCase()}@example.nl` }], ...overrides,
});

const server = useTestServer();
beforeAll(async () => {
  api = `${server.url}/api/v1`;
  manager = await server.login('manager@groenevinger.example');
  brand = await server.login('admin@houtland.example');
}, 120_000);

describe('people', () => {
  it('creates, reads, updates and deletes a customer with address, phone and e-mail', async () => {
    const created = await send('POST', `${api}/client/person`, person('Appelboom', { preposition: 'van' }), manager);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      organizationId: 3, firstName: 'Joke', preposition: 'van', lastName: 'Appelboom', fullName: 'Joke van Appelboom',
      addresses: [expect.objectContaining({ street: 'Lindelaan', houseNumber: '3', postalCode: '3512 JK', city: 'Utrecht', country: 'NL', type: 'home' })],
      phones: [expect.objectContaining({ number: '030-1234567' })], emails: [expect.objectContaining({ email: 'appelboom@example.nl' })],
    });
    const id = created.body.id;
    expect((await get(`${api}/client/person/${id}`, manager)).body.fullName).toBe('Joke van Appelboom');
    const updated = await send('PUT', `${api}/client/person/${id}`, person('Perenboom', { phones: [{ number: '06-98765432' }] }), manager);
    // A preposition left out of the body stays; sent as null it is cleared.
    expect(updated.body).toMatchObject({ lastName: 'Perenboom', preposition: 'van', phones: [expect.objectContaining({ number: '06-98765432' })] });
    const cleared = await send('PUT', `${api}/client/person/${id}`, person('Perenboom', { preposition: null }), manager);
    expect(cleared.body.preposition).toBeNull();
    expect((await send('DELETE', `${api}/client/person/${id}`, undefined, manager)).body).toEqual({ id, deleted: true });
    expect((await get(`${api}/client/person/${id}`, manager)).status).toBe(404);
  });

  it('applies the customer-form rules with the spec messages and stores nothing on a refusal', async () => {
    const before = (await get(`${api}/client/person?limit=0`, manager)).body.total;
    const refused = await send('POST', `${api}/client/person`, person('', {
      addresses: [{ street: '', houseNumber: '', postalCode: '123', city: 'U' }], phones: [{ number: '123' }], emails: [{ email: 'a@b' }],
    }), manager);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      lastName: 'Achternaam is verplicht', street: 'Straat is verplicht', houseNumber: 'Huisnummer is verplicht',
      postalCode: 'Postcode is verplicht', city: 'Stad is verplicht', email: 'E-mailadres is verplicht', telephone: 'Telefoonnummer is verplicht',
    });
    expect((await send('POST', `${api}/client/person`, { firstName: 'Los' }, manager)).status).toBe(400);
    expect((await get(`${api}/client/person?limit=0`, manager)).body.total).toBe(before);
  });

  it('lists newest first, searches the full name, and pages', async () => {
    for (const name of ['Zoekmans', 'Zoekstra', 'Anders']) await send('POST', `${api}/client/person`, person(name), manager);
    const found = await get(`${api}/client/person?sort=-created_at&search[fullName]=${encodeURIComponent('joke zoek')}`, manager);
    expect(found.body.data.map((p: { lastName: string }) => p.lastName)).toEqual(['Zoekstra', 'Zoekmans']);
    const page = await get(`${api}/client/person?limit=1&offset=1&search[fullName]=zoek`, manager);
    expect(page.body).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect(page.body.data[0].lastName).toBe('Zoekmans');
    expect((await get(`${api}/client/person?sort=name`, manager)).status).toBe(400);
  });
});

describe('companies', () => {
  it('gives the brand its dealers as companies', async () => {
    const list = await get(`${api}/client/company?sort=created_at`, brand);
    expect(list.body.data.map((c: { name: string }) => c.name)).toEqual(['Tuincentrum De Groene Vinger', 'Bouwmarkt Van Dijk']);
    expect((await get(`${api}/client/company?search[name]=vinger`, brand)).body.total).toBe(1);
    expect((await get(`${api}/client/company`, manager)).body.total).toBe(0);
  });

  it('creates, renames and deletes a company; refuses a nameless one', async () => {
    const created = await send('POST', `${api}/client/company`, { name: 'Hoveniers BV', emails: ['info@hoveniers.nl'] }, manager);
    expect(created.body).toMatchObject({ name: 'Hoveniers BV', emails: ['info@hoveniers.nl'], organizationId: 3 });
    expect((await send('PUT', `${api}/client/company/${created.body.id}`, { name: 'Hoveniers en Zn' }, manager)).body.name).toBe('Hoveniers en Zn');
    const refused = await send('POST', `${api}/client/company`, { name: ' ' }, manager);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/Naam is verplicht/);
    expect((await send('DELETE', `${api}/client/company/${created.body.id}`, undefined, manager)).status).toBe(200);
  });
});

describe('a customer on a quote (issue 27)', () => {
  it('is kept on it: DELETE answers 409 with the reason and changes nothing; once the quote is removed it can go', async () => {
    const created = await send('POST', `${api}/client/person`, person('Opofferte'), manager);
    const id = created.body.id as number;
    const quote = await send('POST', `${api}/quote`, { configuration: { selectedHouse: 1016 }, clientId: id }, manager);
    expect(quote.status).toBe(201);
    const refused = await send('DELETE', `${api}/client/person/${id}`, undefined, manager);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Deze klant staat op een of meer offertes en blijft daarop bewaard. Verwijder eerst die offertes; dan kan de klant weg.');
    expect((await get(`${api}/client/person/${id}`, manager)).status).toBe(200);
    expect((await get(`${api}/quote/${quote.body.id}`, manager)).body.customer.lastName).toBe('Opofferte');
    // Another organisation still gets 404, not the reason.
    const pieter = await server.login('pieter@vandijk.example');
    expect((await send('DELETE', `${api}/client/person/${id}`, undefined, pieter)).status).toBe(404);

    expect((await send('PUT', `${api}/quote/${quote.body.id}`, { status: 'DELETED' }, manager)).status).toBe(200);
    expect((await send('DELETE', `${api}/client/person/${id}`, undefined, manager)).status).toBe(200);
  });
});
