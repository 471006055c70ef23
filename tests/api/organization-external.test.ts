/** GET /api/v1/auth/organization/external/{token}: the dealer lookup by dealer token, public card only. */
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_DEALER_TOKEN } from '../../src/domain/constants';
import { useTestServer } from '../helpers/server';
import { get } from './http';

const server = useTestServer();
beforeAll(async () => {
});

const lookup = (token: string) => get(`${server.url}/api/v1/auth/organization/external/${encodeURIComponent(token)}`);

describe('GET /api/v1/auth/organization/external/{token}', () => {
  it("answers the dealer's public card", async () => {
    const answer = await lookup('groenevinger-7f3a');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: 3, name: 'Tuincentrum De Groene Vinger', email: 'info@groenevinger.example', phone: '030-2345678', logoUrl: null,
      settings: { dealerTokenActive: 'true', realTimePrice: 'true', exportGlbActive: 'true', exportGlbExampleActive: 'true' },
      externalReference: 'groenevinger-7f3a',
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/iban|vat|identification|addresses|users|cost/i);
  });

  it('answers the same card to a logged-in caller', async () => {
    const token = await server.login('manager@groenevinger.example');
    const answer = await get(`${server.url}/api/v1/auth/organization/external/vandijk-2c9d`, token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: 4, name: 'Bouwmarkt Van Dijk', externalReference: 'vandijk-2c9d' });
  });

  it('answers 404 for an unknown token', async () => {
    const answer = await lookup('bestaat-niet');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'Not Found' });
  });

  it('answers 404 for the no-token value, even if an organisation carried it', async () => {
    expect((await lookup(NO_DEALER_TOKEN)).status).toBe(404);
    await server.db.updateTable('organizations').set({ external_reference: NO_DEALER_TOKEN }).where('id', '=', 4).execute();
    try {
      expect((await lookup(NO_DEALER_TOKEN)).status).toBe(404);
    } finally {
      await server.db.updateTable('organizations').set({ external_reference: 'vandijk-2c9d' }).where('id', '=', 4).execute();
    }
  });
});
