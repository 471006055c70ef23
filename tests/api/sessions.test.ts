/**
 * Sessions that end (issue 24 §1, ARCHITECTURE §3 reading 18): a password reset, an e-mail change, a role change and
 * deactivation end every earlier token of that user; 'Uitloggen' ends the one token, 'Overal uitloggen' all of them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { signIdToken } from '../../server/auth/tokens';
import { json } from '../../server/db/types';
import { createReset } from '../../server/services/organization/password-resets';
import { DEMO_PASSWORD, useTestServer } from '../helpers/server';
import { get, send } from './http';

const server = useTestServer();
let api: string;

beforeAll(() => { api = `${server.url}/api/v1`; });

const me = async (token: string) => (await get(`${api}/auth/me`, token)).status;
const userRow = (email: string) => server.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

describe('a session ends when what it was granted on changes', () => {
  it('a password reset through the mailed link ends earlier tokens; the token it answers works', async () => {
    const email = 'verkoper@groenevinger.example';
    const earlier = await server.login(email);
    expect(await me(earlier)).toBe(200);
    const segment = await createReset(server.db, await userRow(email), 'reset');
    const changed = await send('POST', `${api}/auth/password/change`, { secret: segment, password: DEMO_PASSWORD });
    expect(changed.status).toBe(200);
    const answer = await get(`${api}/auth/me`, earlier);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Sessie is beëindigd');
    expect(await me(changed.body.tokens.idToken)).toBe(200);
  });

  it("a manager's change of another user's e-mail ends that user's sessions, not the manager's", async () => {
    const manager = await server.login('manager@groenevinger.example');
    const seller = await server.login('verkoper@groenevinger.example');
    const row = await userRow('verkoper@groenevinger.example');
    const put = (email: string) => send('PUT', `${api}/user/${row.id}`, { firstName: row.first_name, lastName: row.last_name, preposition: row.preposition, email }, manager);
    // Saving the same e-mail (other fields only) keeps the session.
    expect((await put('verkoper@groenevinger.example')).status).toBe(200);
    expect(await me(seller)).toBe(200);
    expect((await put('verkoper2@groenevinger.example')).status).toBe(200);
    expect(await me(seller)).toBe(401);
    expect(await me(manager)).toBe(200);
    expect((await put('verkoper@groenevinger.example')).status).toBe(200);
  });

  it('a role change and deactivation end sessions; a change of name or attributes does not', async () => {
    const email = 'verkoper@groenevinger.example';
    let token = await server.login(email);
    await server.db.updateTable('users').set({ first_name: 'Anders', attributes: json([]) }).where('email', '=', email).execute();
    expect(await me(token)).toBe(200);
    await server.db.updateTable('users').set({ roles: json(['manager']) }).where('email', '=', email).execute();
    expect(await me(token)).toBe(401);
    await server.db.updateTable('users').set({ roles: json([]) }).where('email', '=', email).execute();
    token = await server.login(email);
    await server.db.updateTable('users').set({ active: false }).where('email', '=', email).execute();
    await server.db.updateTable('users').set({ active: true }).where('email', '=', email).execute();
    expect(await me(token)).toBe(401);
  });

  it('refuses a token that carries no version (issued before sessions could end)', async () => {
    const { id } = await userRow('verkoper@groenevinger.example');
    const valid = await signIdToken({ userId: id, organizationId: 3 }, server.config.jwtSecret, 3600);
    const [header, body] = valid.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    delete claims.ver;
    const { createHmac } = await import('node:crypto');
    const unsigned = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    const signature = createHmac('sha256', server.config.jwtSecret).update(unsigned).digest('base64url');
    expect(await me(`${unsigned}.${signature}`)).toBe(401);
  });
});

describe('Uitloggen and Overal uitloggen', () => {
  it("'Uitloggen' ends this token on the server; the user's other sessions go on", async () => {
    const email = 'manager@groenevinger.example';
    const phone = await server.login(email);
    const laptop = await server.login(email);
    expect((await send('POST', `${api}/auth/logout`, undefined, phone)).status).toBe(204);
    expect(await me(phone)).toBe(401);
    expect((await get(`${api}/quote?limit=1`, phone)).status).toBe(401);
    expect(await me(laptop)).toBe(200);
    // Logging out again with the ended token: 401, nothing changes.
    expect((await send('POST', `${api}/auth/logout`, undefined, phone)).status).toBe(401);
    expect((await send('POST', `${api}/auth/logout`, undefined)).status).toBe(401);
  });

  it("'Overal uitloggen' ends every token of the caller, not another user's; a new login works", async () => {
    const email = 'manager@groenevinger.example';
    const phone = await server.login(email);
    const laptop = await server.login(email);
    const colleague = await server.login('admin@houtland.example');
    expect((await send('POST', `${api}/auth/logout/everywhere`, undefined, laptop)).status).toBe(204);
    expect(await me(phone)).toBe(401);
    expect(await me(laptop)).toBe(401);
    expect(await me(colleague)).toBe(200);
    expect(await me(await server.login(email))).toBe(200);
  });
});
