/** Login, /auth/me, and token checks (expired, forged, tampered) against a real server. */
import { beforeAll, describe, expect, it } from 'vitest';
import { signIdToken } from '../../server/auth/tokens';
import { json } from '../../server/db/types';
import { DEMO_PASSWORD, useTestServer } from '../helpers/server';
import { get, send } from './http';

let api: string;

const server = useTestServer();
beforeAll(async () => {
  api = `${server.url}/api/v1`;
}, 120_000);

describe('POST /auth/login', () => {
  it('answers user, organisation and an id token for the right password', async () => {
    const { status, body } = await send('POST', `${api}/auth/login`, { email: 'manager@groenevinger.example', password: DEMO_PASSWORD });
    expect(status).toBe(200);
    expect(body.user).toEqual(expect.objectContaining({
      email: 'manager@groenevinger.example', organizationId: 3, organization_id: 3, roles: [{ name: 'manager' }],
    }));
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password/i);
    expect(body.organization).toEqual(expect.objectContaining({
      id: 3, name: 'Tuincentrum De Groene Vinger', externalReference: 'groenevinger-7f3a',
      settings: expect.objectContaining({ dealerTokenActive: 'true', realTimePrice: 'true', exportGlbActive: 'true' }),
    }));
    expect(body.organization.addresses.length).toBeGreaterThan(0);
    expect(body.tokens.idToken.split('.')).toHaveLength(3);
    // The token carries who, not what: no roles or attributes inside.
    const payload = JSON.parse(Buffer.from(body.tokens.idToken.split('.')[1], 'base64url').toString());
    expect(payload).toEqual(expect.objectContaining({ sub: String(body.user.id), org: 3 }));
    expect(payload).not.toHaveProperty('roles');
  });

  it('is rate limited per IP (generously)', async () => {
    const { headers } = await send('POST', `${api}/auth/login`, { email: 'x@y.example', password: 'whatever' });
    expect(headers.get('x-ratelimit-limit')).toBe(String(server.config.loginRateLimit));
    expect(Number(headers.get('x-ratelimit-remaining'))).toBeLessThan(server.config.loginRateLimit);
  });

  it('logs in the seeded demo users, e-mail case-insensitively', async () => {
    for (const email of ['admin@houtland.example', 'VERKOPER@groenevinger.example', 'info@tuinhuizenoost.example']) {
      expect((await send('POST', `${api}/auth/login`, { email, password: DEMO_PASSWORD })).status).toBe(200);
    }
    const sub = await send('POST', `${api}/auth/login`, { email: 'info@tuinhuizenoost.example', password: DEMO_PASSWORD });
    expect(sub.body.organization).toEqual(expect.objectContaining({ id: 5, parentId: 3, subscription: { plan: { maxUsers: 1, maxSubdealers: null } } }));
  });

  it('answers 401 Fout bij het inloggen for a wrong password or an unknown e-mail', async () => {
    for (const credentials of [
      { email: 'manager@groenevinger.example', password: 'wrong-password' },
      { email: 'nobody@nowhere.example', password: DEMO_PASSWORD },
    ]) {
      const { status, body } = await send('POST', `${api}/auth/login`, credentials);
      expect(status).toBe(401);
      expect(body.message).toBe('Fout bij het inloggen');
    }
  });

  it('answers 400 for a malformed body', async () => {
    const missing = await send('POST', `${api}/auth/login`, { email: 'manager@groenevinger.example' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('password');
    expect((await send('POST', `${api}/auth/login`, '{"email":')).status).toBe(400);
    expect((await send('POST', `${api}/auth/login`, { email: 12, password: [] })).status).toBe(400);
  });
});

describe('GET /auth/me', () => {
  it('answers the caller for a valid token, 401 without one', async () => {
    const token = await server.login('verkoper@groenevinger.example');
    const { status, body } = await get(`${api}/auth/me`, token);
    expect(status).toBe(200);
    expect(body.user.email).toBe('verkoper@groenevinger.example');
    expect(body.organization.id).toBe(3);
    expect((await get(`${api}/auth/me`)).status).toBe(401);
  });

  it('reads roles from the database, not from the token; a role change ends the session (issue 24 §1)', async () => {
    const token = await server.login('verkoper@groenevinger.example');
    await server.db.updateTable('users').set({ roles: json(['manager']) }).where('email', '=', 'verkoper@groenevinger.example').execute();
    expect((await get(`${api}/auth/me`, token)).status).toBe(401);
    const next = await server.login('verkoper@groenevinger.example');
    expect(JSON.parse(Buffer.from(next.split('.')[1], 'base64url').toString())).not.toHaveProperty('roles');
    expect((await get(`${api}/auth/me`, next)).body.user.roles).toEqual([{ name: 'manager' }]);
    await server.db.updateTable('users').set({ roles: json([]) }).where('email', '=', 'verkoper@groenevinger.example').execute();
  });

  it('answers 401 for an expired token', async () => {
    const expired = await signIdToken({ userId: 2, organizationId: 3 }, server.config.jwtSecret, -60);
    const { status, body } = await get(`${api}/auth/me`, expired);
    expect(status).toBe(401);
    expect(body.message).toMatch(/verlopen/);
  });

  it('answers 401 for a forged or tampered token, also on public routes', async () => {
    const forged = await signIdToken({ userId: 1, organizationId: 2 }, 'not-the-server-secret', 3600);
    expect((await get(`${api}/auth/me`, forged)).status).toBe(401);
    expect((await get(`${api}/product?limit=1`, forged)).status).toBe(401);
    const real = await server.login('verkoper@groenevinger.example');
    const [header, , signature] = real.split('.');
    const promoted = Buffer.from(JSON.stringify({ sub: '1', org: 2, iss: 'tuinhuis-configurator', exp: 9999999999 })).toString('base64url');
    expect((await get(`${api}/auth/me`, `${header}.${promoted}.${signature}`)).status).toBe(401);
    expect((await get(`${api}/auth/me`, 'garbage')).status).toBe(401);
  });

  it('answers 401 when the token names a user of another organisation', async () => {
    const mismatched = await signIdToken({ userId: 2, organizationId: 4 }, server.config.jwtSecret, 3600);
    expect((await get(`${api}/auth/me`, mismatched)).status).toBe(401);
  });
});
