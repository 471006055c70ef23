/** GET /api/v1/config carries the brand organisation's public visitor settings (for the AR button). */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/server';
import { get } from './http';


const server = useTestServer();

describe('GET /api/v1/config visitorSettings', () => {
  it('answers the seeded settings of organisation 2 as the spec strings', async () => {
    const { status, body } = await get(`${server.url}/api/v1/config`);
    expect(status).toBe(200);
    expect(body.visitorSettings).toEqual({ exportGlbActive: 'true', exportGlbExampleActive: 'true', realTimePrice: 'true', dealerTokenActive: 'false' });
    expect(body.brand.name).toBeTruthy();
  });

  it('follows the database: a switched-off setting reads false', async () => {
    const row = await server.db.selectFrom('organizations').select('settings').where('id', '=', 2).executeTakeFirstOrThrow();
    await server.db.updateTable('organizations').set({ settings: JSON.stringify({ ...row.settings, exportGlbActive: 'false' }) as never }).where('id', '=', 2).execute();
    const { body } = await get(`${server.url}/api/v1/config`);
    expect(body.visitorSettings.exportGlbActive).toBe('false');
    expect(body.visitorSettings.realTimePrice).toBe('true');
  });
});

describe('GET /api/v1/config quoteAlert (spec §8 build-level alert, issue 27)', () => {
  it('is null while QUOTE_ALERT is unset, the catalogue text for "on", and the operator\'s own text otherwise', async () => {
    expect((await get(`${server.url}/api/v1/config`)).body.quoteAlert).toBeNull();
    server.config.quoteAlert = 'on';
    expect((await get(`${server.url}/api/v1/config`)).body.quoteAlert)
      .toBe('Er is op dit moment een probleem met het maken van offertes. Probeer het later opnieuw of neem contact met ons op.');
    server.config.quoteAlert = 'Offertes maken lukt vandaag niet.';
    expect((await get(`${server.url}/api/v1/config`)).body.quoteAlert).toBe('Offertes maken lukt vandaag niet.');
    server.config.quoteAlert = undefined;
  });
});
