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
