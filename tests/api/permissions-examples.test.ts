/**
 * The permission matrix of issue 11 §4-5 (examples and accounting), on top of the issue-9 matrix
 * (tests/api/permissions.test.ts): six actors × every example and accounting action, every cell asserted. A
 * refusal answers 401 (no login), 403 (a role or organisation kind the action needs) or 404 (a record outside
 * reach), 409 for a change of a quote with an accounting record, and leaves the database exactly as it was; an
 * allowed change changes it. Fresh records are made for every cell.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/server';
import { waitUntil } from '../helpers/wait';
import { actors, type ActorName, signIn } from './actors';
import { get, send } from './http';
import { exampleDesign } from './lead-fixtures';

type ActionName =
  | 'list examples' | 'create example' | 'start actualize' | 'read actualize state' | 'export examples'
  | 'place brand quote in accounting' | 'read brand accounting record' | 'list brand accounting records'
  | 'place order of org 3 quote' | 'place order of org 5 quote' | 'read order of org 3 quote' | 'change locked org 3 quote' | 'delete locked org 3 quote';


/** Expected status per action and actor; 'write' marks actions whose success must change the database. */
const matrix: Record<ActionName, { write: boolean; expect: Record<ActorName, number> }> = {
  'list examples': { write: false, expect: { anonymous: 401, 'brand admin': 200, 'manager org 3': 200, 'user org 3': 200, 'sub-dealer user org 5': 200, 'user org 4': 200 } },
  'create example': { write: true, expect: { anonymous: 401, 'brand admin': 201, 'manager org 3': 201, 'user org 3': 201, 'sub-dealer user org 5': 403, 'user org 4': 403 } },
  'start actualize': { write: true, expect: { anonymous: 401, 'brand admin': 200, 'manager org 3': 403, 'user org 3': 403, 'sub-dealer user org 5': 403, 'user org 4': 403 } },
  'read actualize state': { write: false, expect: { anonymous: 401, 'brand admin': 200, 'manager org 3': 403, 'user org 3': 403, 'sub-dealer user org 5': 403, 'user org 4': 403 } },
  'export examples': { write: false, expect: { anonymous: 401, 'brand admin': 200, 'manager org 3': 403, 'user org 3': 403, 'sub-dealer user org 5': 403, 'user org 4': 403 } },
  // 202: the order is placed by the accounting.place job; the record is stored pending at once.
  'place brand quote in accounting': { write: true, expect: { anonymous: 401, 'brand admin': 202, 'manager org 3': 403, 'user org 3': 403, 'sub-dealer user org 5': 403, 'user org 4': 403 } },
  'read brand accounting record': { write: false, expect: { anonymous: 401, 'brand admin': 200, 'manager org 3': 403, 'user org 3': 403, 'sub-dealer user org 5': 403, 'user org 4': 403 } },
  'list brand accounting records': { write: false, expect: { anonymous: 401, 'brand admin': 200, 'manager org 3': 403, 'user org 3': 403, 'sub-dealer user org 5': 403, 'user org 4': 403 } },
  'place order of org 3 quote': { write: true, expect: { anonymous: 401, 'brand admin': 403, 'manager org 3': 202, 'user org 3': 403, 'sub-dealer user org 5': 404, 'user org 4': 404 } },
  'place order of org 5 quote': { write: true, expect: { anonymous: 401, 'brand admin': 403, 'manager org 3': 202, 'user org 3': 403, 'sub-dealer user org 5': 202, 'user org 4': 404 } },
  'read order of org 3 quote': { write: false, expect: { anonymous: 401, 'brand admin': 403, 'manager org 3': 200, 'user org 3': 200, 'sub-dealer user org 5': 404, 'user org 4': 404 } },
  'change locked org 3 quote': { write: true, expect: { anonymous: 401, 'brand admin': 404, 'manager org 3': 409, 'user org 3': 409, 'sub-dealer user org 5': 404, 'user org 4': 404 } },
  'delete locked org 3 quote': { write: true, expect: { anonymous: 401, 'brand admin': 404, 'manager org 3': 409, 'user org 3': 409, 'sub-dealer user org 5': 404, 'user org 4': 404 } },
};

let api: string;
const tokens = new Map<ActorName, string | undefined>([['anonymous', undefined]]);

async function newQuote(owner: 'brand admin' | 'manager org 3' | 'sub-dealer user org 5'): Promise<number> {
  const answer = await send('POST', `${api}/quote`, { configuration: exampleDesign('48213') }, tokens.get(owner));
  expect(answer.status).toBe(201);
  return answer.body.id;
}

async function placed(owner: 'brand admin' | 'manager org 3', kind: 'quote' | 'order'): Promise<number> {
  const id = await newQuote(owner);
  expect((await send('PUT', `${api}/integrationafas/${kind}/${id}`, undefined, tokens.get(owner))).status).toBe(202);
  await settle();
  return id;
}

/** Prepares the cell's records (as their owners), then answers the function that runs the action as `actor`. */
async function prepare(action: ActionName): Promise<(token: string | undefined) => Promise<number>> {
  switch (action) {
    case 'list examples': return async (token) => (await get(`${api}/quote?status=example`, token)).status;
    case 'create example':
      return async (token) => (await send('POST', `${api}/quote`, { configuration: exampleDesign('48213'), status: 'EXAMPLE' }, token)).status;
    case 'start actualize': return async (token) => (await send('PUT', `${api}/quote/actualize?status=example`, undefined, token)).status;
    case 'read actualize state': return async (token) => (await get(`${api}/quote/actualize?status=example`, token)).status;
    case 'export examples': return async (token) => (await get(`${api}/quote/statistics?type=example`, token)).status;
    case 'place brand quote in accounting': {
      const id = await newQuote('brand admin');
      return async (token) => (await send('PUT', `${api}/integrationafas/quote/${id}`, undefined, token)).status;
    }
    case 'read brand accounting record': {
      const id = await placed('brand admin', 'quote');
      return async (token) => (await get(`${api}/integrationafas/quote/${id}`, token)).status;
    }
    case 'list brand accounting records': {
      const id = await placed('brand admin', 'quote');
      return async (token) => (await get(`${api}/integrationafas/quote?filter[ids]=${id}`, token)).status;
    }
    case 'place order of org 3 quote': {
      const id = await newQuote('manager org 3');
      return async (token) => (await send('PUT', `${api}/integrationafas/order/${id}`, undefined, token)).status;
    }
    case 'place order of org 5 quote': {
      const id = await newQuote('sub-dealer user org 5');
      return async (token) => (await send('PUT', `${api}/integrationafas/order/${id}`, undefined, token)).status;
    }
    case 'read order of org 3 quote': {
      const id = await placed('manager org 3', 'order');
      return async (token) => (await get(`${api}/integrationafas/order/${id}`, token)).status;
    }
    case 'change locked org 3 quote': {
      const id = await placed('manager org 3', 'order');
      return async (token) => (await send('PUT', `${api}/quote/${id}`, { reference: 'gewijzigd', status: 'ACCEPTED' }, token)).status;
    }
    case 'delete locked org 3 quote': {
      const id = await placed('manager org 3', 'order');
      return async (token) => (await send('DELETE', `${api}/quote/${id}`, undefined, token)).status;
    }
  }
}

/** A checksum of every table these actions could touch. */
async function fingerprint(): Promise<string> {
  const tables = ['quotes', 'quote_lines', 'accounting_orders', 'accounting_order_book', 'example_actualizations', 'statistics'];
  const parts = await Promise.all(tables.map(async (table) => {
    const { rows } = await sql<{ sum: string | null; n: string }>`
      select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) as sum, count(*) as n from ${sql.table(table)} t`.execute(server.db);
    return `${table}:${rows[0].n}:${rows[0].sum}`;
  }));
  return parts.join(' ');
}

/**
 * A started re-pricing and a pending accounting order run in the background: wait for them, so they never change
 * the data of a later cell.
 */
async function settle(): Promise<void> {
  await waitUntil(async () => {
    const running = await server.db.selectFrom('example_actualizations').select('id').where('status', '=', 'running').executeTakeFirst();
    const pending = await server.db.selectFrom('accounting_orders').select('id').where('state', '=', 'pending').executeTakeFirst();
    return !running && !pending;
  }, 'the actualization and accounting orders to finish', 30_000);
}

const server = useTestServer({ config: { jobs: { pollIntervalMs: 50 } } });
beforeAll(async () => {
  api = `${server.url}/api/v1`;
  await signIn(server, tokens);
}, 120_000);

describe.each(Object.keys(matrix) as ActionName[])('%s', (action) => {
  it.each(actors)('%s', async (actor) => {
    const run = await prepare(action);
    await settle();
    const before = await fingerprint();
    const status = await run(tokens.get(actor));
    await settle();
    const { write, expect: expected } = matrix[action];
    expect(status).toBe(expected[actor]);
    if (status >= 400) expect(await fingerprint()).toBe(before);
    else if (write) expect(await fingerprint()).not.toBe(before);
  });
});
