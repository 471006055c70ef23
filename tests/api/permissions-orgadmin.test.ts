/**
 * The permission matrix of issue 11 §1-3, in the manner of permissions.test.ts: six actors × users, sub-dealers and
 * the own profile × their actions, every cell asserted. A refusal answers 401 (no login), 403 (a role or organisation
 * kind the action needs, or an organisation outside reach asked for by id) or 404 (a record outside reach), and leaves
 * the database exactly as it was; an allowed change changes it. Fresh records are made for every cell.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/server';
import { get, send } from './http';
import { jobsSettled } from '../helpers/fuzz-support';

type ActorName = 'anonymous' | 'brand admin' | 'manager org 3' | 'user org 3' | 'sub-dealer manager org 5' | 'manager org 4';
type Owner = 3 | 5;

const logins: Record<Exclude<ActorName, 'anonymous'>, string> = {
  'brand admin': 'admin@houtland.example',
  'manager org 3': 'manager@groenevinger.example',
  'user org 3': 'verkoper@groenevinger.example',
  'sub-dealer manager org 5': 'info@tuinhuizenoost.example',
  'manager org 4': 'pieter@vandijk.example',
};
const actors: ActorName[] = ['anonymous', 'brand admin', 'manager org 3', 'user org 3', 'sub-dealer manager org 5', 'manager org 4'];
/** Who reaches the users of each organisation: its own users, and the manager of its parent. */
const reaches: Record<Owner, ActorName[]> = {
  3: ['manager org 3', 'user org 3'],
  5: ['manager org 3', 'sub-dealer manager org 5'],
};
const managers: ActorName[] = ['brand admin', 'manager org 3', 'sub-dealer manager org 5', 'manager org 4'];
/** Managers of an organisation that can have sub-dealers (a sub-dealer cannot). */
const subdealerManagers: ActorName[] = ['brand admin', 'manager org 3', 'manager org 4'];

let api: string;
const tokens = new Map<ActorName, string | undefined>([['anonymous', undefined]]);
let counter = 0;

async function fingerprint(): Promise<string> {
  const tables = ['users', 'organizations', 'organization_addresses', 'password_resets', 'mail_outbox'];
  const parts = await Promise.all(tables.map(async (table) => {
    const { rows } = await sql<{ sum: string | null; n: string }>`
      select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) as sum, count(*) as n from ${sql.table(table)} t`.execute(server.db);
    return `${table}:${rows[0].n}:${rows[0].sum}`;
  }));
  return parts.join(' ');
}

const ok = (status: number) => (status === 201 ? 200 : status);

/** Runs `act`, then asserts the status and whether the database changed. */
async function expectCell(expected: number, act: () => Promise<number>, changes = expected === 200): Promise<void> {
  await jobsSettled(server.db);
  const before = await fingerprint();
  const status = ok(await act());
  expect(status).toBe(expected);
  await jobsSettled(server.db);
  if (changes) expect(await fingerprint()).not.toBe(before);
  else expect(await fingerprint()).toBe(before);
}

const server = useTestServer();
beforeAll(async () => {
  api = `${server.url}/api/v1`;
  for (const [actor, email] of Object.entries(logins)) tokens.set(actor as ActorName, await server.login(email));
  // The plan limit has its own tests; here it must not hide a permission.
  await server.db.updateTable('organizations').set({ max_users: null }).where('id', '=', 5).execute();
}, 120_000);

const userBody = (organizationId?: number) => ({ firstName: 'Matrix', lastName: 'Gebruiker', email: `matrix${++counter}@example.nl`, organizationId });

async function makeUser(owner: Owner): Promise<number> {
  const token = tokens.get(owner === 3 ? 'manager org 3' : 'sub-dealer manager org 5');
  const answer = await send('POST', `${api}/user`, userBody(owner), token);
  expect(answer.status).toBe(201);
  return answer.body.id;
}

type UserAction = 'get' | 'appear in list' | 'create in organisation' | 'update' | 'delete';

function expectedForUser(actor: ActorName, action: UserAction, owner: Owner): number {
  if (actor === 'anonymous') return 401;
  const manages = managers.includes(actor);
  const inReach = reaches[owner].includes(actor);
  if (action === 'get') return inReach ? 200 : 404;
  if (action === 'appear in list' || action === 'create in organisation') {
    if (action === 'create in organisation' && !manages) return 403;
    return inReach ? 200 : 403;
  }
  if (!manages) return 403;
  return inReach ? 200 : 404;
}

describe.each([3, 5] as Owner[])('users of organisation %i', (owner) => {
  const actions: UserAction[] = ['get', 'appear in list', 'create in organisation', 'update', 'delete'];
  const cells = actors.flatMap((actor) => actions.map((action) => [actor, action] as const));
  it.each(cells)('%s: %s', async (actor, action) => {
    const id = await makeUser(owner);
    const token = tokens.get(actor);
    const expected = expectedForUser(actor, action, owner);
    await expectCell(expected, async () => {
      switch (action) {
        case 'get': return (await get(`${api}/user/${id}`, token)).status;
        case 'appear in list': {
          const answer = await get(`${api}/user?limit=1000&organizationIds[]=${owner}`, token);
          if (answer.status !== 200) return answer.status;
          return answer.body.data.some((u: { id: number }) => u.id === id) ? 200 : 404;
        }
        case 'create in organisation': return (await send('POST', `${api}/user`, userBody(owner), token)).status;
        case 'update': return (await send('PUT', `${api}/user/${id}`, { firstName: 'Gewijzigd', lastName: 'X', email: `gewijzigd${++counter}@example.nl` }, token)).status;
        case 'delete': return (await send('DELETE', `${api}/user/${id}`, undefined, token)).status;
      }
    }, expected === 200 && action !== 'get' && action !== 'appear in list');
  });
});

type SubdealerAction = 'get' | 'appear in list' | 'create' | 'update' | 'delete';
const subdealerBody = (name: string) => ({
  name, email: 'matrix@sub.example', phone: '0301234567', addresses: [{ street: 'Laan', houseNumber: '1', postalCode: '1234 AB', city: 'Utrecht' }],
});

function expectedForSubdealer(actor: ActorName, action: SubdealerAction): number {
  if (actor === 'anonymous') return 401;
  if (!subdealerManagers.includes(actor)) return 403;
  if (action === 'create') return 200;
  // The record is a sub-dealer of organisation 3: only its manager reaches it.
  return actor === 'manager org 3' ? 200 : 404;
}

describe('sub-dealers of organisation 3', () => {
  const actions: SubdealerAction[] = ['get', 'appear in list', 'create', 'update', 'delete'];
  const cells = actors.flatMap((actor) => actions.map((action) => [actor, action] as const));
  it.each(cells)('%s: %s', async (actor, action) => {
    const made = await send('POST', `${api}/auth/organization/manage`, subdealerBody(`Matrix ${++counter}`), tokens.get('manager org 3'));
    expect(made.status).toBe(201);
    const id = made.body.id as number;
    const token = tokens.get(actor);
    const base = `${api}/auth/organization/manage`;
    const expected = expectedForSubdealer(actor, action);
    await expectCell(expected, async () => {
      switch (action) {
        case 'get': return (await get(`${base}/${id}`, token)).status;
        case 'appear in list': {
          const answer = await get(`${base}?limit=1000`, token);
          if (answer.status !== 200) return answer.status;
          return answer.body.data.some((o: { id: number }) => o.id === id) ? 200 : 404;
        }
        case 'create': return (await send('POST', base, subdealerBody('Nieuw'), token)).status;
        case 'update': return (await send('PUT', `${base}/${id}`, subdealerBody('Gewijzigd'), token)).status;
        case 'delete': return (await send('DELETE', `${base}/${id}`, undefined, token)).status;
      }
    }, expected === 200 && action !== 'get' && action !== 'appear in list');
  });
});

type ProfileAction = 'change own name' | 'change own company' | 'enable test products' | 'request password reset';

function expectedForProfile(actor: ActorName, action: ProfileAction): number {
  if (action === 'request password reset') return 200;
  if (actor === 'anonymous') return 401;
  if (action === 'change own company' && !managers.includes(actor)) return 403;
  return 200;
}

describe('the own profile and settings', () => {
  const actions: ProfileAction[] = ['change own name', 'change own company', 'enable test products', 'request password reset'];
  const cells = actors.flatMap((actor) => actions.map((action) => [actor, action] as const));
  it.each(cells)('%s: %s', async (actor, action) => {
    const token = tokens.get(actor);
    const n = ++counter;
    // Make sure an allowed change is a change: the test products attribute starts off for everyone.
    await server.db.updateTable('users').set({ attributes: '[]' }).execute();
    const expected = expectedForProfile(actor, action);
    await expectCell(expected, async () => {
      switch (action) {
        case 'change own name': return (await send('PUT', `${api}/auth/profile`, { user: { firstName: `Naam${n}`, lastName: 'Matrix' } }, token)).status;
        case 'change own company': return (await send('PUT', `${api}/auth/profile`, {
          organization: { name: `Bedrijf ${n}`, email: 'info@bedrijf.example', phone: '0301234567', address: { street: 'Laan', houseNumber: '1', postalCode: '1234 AB', city: 'Utrecht' } },
        }, token)).status;
        case 'enable test products': return (await send('PUT', `${api}/auth/profile/test-products`, { enabled: true }, token)).status;
        // Anyone may ask; a known e-mail stores a reset and a mail, so the database changes only for real users.
        case 'request password reset': return (await send('POST', `${api}/auth/password/request`, { email: actor === 'anonymous' ? 'niemand@example.nl' : logins[actor] })).status;
      }
    }, expected === 200 && !(action === 'request password reset' && actor === 'anonymous'));
  });
});
