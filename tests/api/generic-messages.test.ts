/**
 * The spec's generic messages (§5; issue 27) where their cases reach the API: an update without fields
 * 'Geen velden ingevuld', a create without fields 'No fields set', a removal without id 'Geen id ingesteld', a
 * missing field '<label> is verplicht.'. Each refusal is a 400 that changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/server';
import { get, send } from './http';
import { exampleDesign } from './lead-fixtures';

let api: string;
let manager: string;

const server = useTestServer();
beforeAll(async () => {
  api = `${server.url}/api/v1`;
  manager = await server.login('manager@groenevinger.example');
}, 120_000);

describe('generic messages (spec §5)', () => {
  it("an update without fields: 'Geen velden ingevuld', the quote unchanged", async () => {
    const created = (await send('POST', `${api}/quote`, { configuration: exampleDesign('48213'), title: 'Leeg bijwerken' }, manager)).body;
    for (const path of [`/quote/${created.id}`, '/auth/profile', '/client/company/1']) {
      const answer = await send('PUT', `${api}${path}`, {}, manager);
      expect(answer.status, path).toBe(400);
      expect(answer.body.message, path).toBe('Geen velden ingevuld');
    }
    const after = (await get(`${api}/quote/${created.id}`, manager)).body;
    expect(after).toMatchObject({ title: 'Leeg bijwerken', updatedAt: created.updatedAt });
  });

  it("a create without fields: 'No fields set', nothing stored", async () => {
    const before = (await get(`${api}/client/person?limit=0`, manager)).body.total;
    for (const path of ['/client/person', '/client/company', '/quote', '/user']) {
      const answer = await send('POST', `${api}${path}`, {}, manager);
      expect(answer.status, path).toBe(400);
      expect(answer.body.message, path).toBe('No fields set');
    }
    expect((await get(`${api}/client/person?limit=0`, manager)).body.total).toBe(before);
  });

  it("a removal without id: 'Geen id ingesteld' for a user, 401 for nobody", async () => {
    for (const path of ['/quote', '/client/person', '/client/company', '/user', '/auth/organization/manage']) {
      const answer = await send('DELETE', `${api}${path}`, undefined, manager);
      expect(answer.status, path).toBe(400);
      expect(answer.body.message, path).toBe('Geen id ingesteld');
      expect((await send('DELETE', `${api}${path}`, undefined)).status, path).toBe(401);
    }
  });

  it("a missing field: '<label> is verplicht.', a wrong one keeps its own reason", async () => {
    const missing = await send('POST', `${api}/client/company`, { emails: [] }, manager);
    expect(missing.status).toBe(400);
    expect(missing.body.reasons).toEqual(['name: name is verplicht.']);
    const nested = await send('PUT', `${api}/organization/3/postcode-regions`, { postcodeRegions: 5 }, manager);
    expect(nested.status).toBe(400);
    expect(nested.body.message).not.toContain('is verplicht');
  });
});
