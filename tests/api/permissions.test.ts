/**
 * The permission matrix of the dealer back office (issue 9; ARCHITECTURE §3 reading 16): six actors × four
 * resources × six actions, every cell asserted. A refusal answers 401 (no login), 403 (a role or organisation the
 * action needs) or 404 (a record outside reach, as if it did not exist), and leaves the database exactly as it was.
 *
 * The records belong to organisation 3 (a dealer), or to organisation 5 (its sub-dealer), so both the own-organisation
 * rule and the manager's reach into sub-dealers are covered. Fresh records are made for every cell, so an allowed
 * change in one cell never hides a refusal in another.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/server';
import { actors, type ActorName, signIn } from './actors';
import { get, send, type Answer } from './http';
import { exampleDesign, leadBody, submitLead } from './lead-fixtures';

type ResourceName = 'quote' | 'lead' | 'person' | 'company';
type ActionName = 'get' | 'appear in list' | 'create in another organisation' | 'update' | 'delete' | 'change status';
type Owner = 3 | 5;

/** For 'create in another organisation': an organisation outside the actor's reach. */
const elsewhere: Record<ActorName, number> = {
  anonymous: 3, 'brand admin': 3, 'manager org 3': 4, 'user org 3': 5, 'sub-dealer user org 5': 3, 'user org 4': 3,
};
/** Who reaches the records of each owner: the organisation's users, and the manager of its parent. */
const reaches: Record<Owner, ActorName[]> = {
  3: ['manager org 3', 'user org 3'],
  5: ['manager org 3', 'sub-dealer user org 5'],
};

let api: string;
const tokens = new Map<ActorName, string | undefined>([['anonymous', undefined]]);
let ownerTokens: Record<Owner, string>;

const personBody = (lastName: string, organizationId?: number) => ({
  firstName: 'Matrix', lastName, organizationId,
  addresses: [{ street: 'Kerkstraat', houseNumber: '1', postalCode: '1234 AB', city: 'Utrecht' }],
  phones: [{ number: '0301234567' }], emails: [{ email: 'matrix@example.nl' }],
});

/** A fresh record of `owner`; answers its id. */
async function make(resource: ResourceName, owner: Owner): Promise<number> {
  const token = ownerTokens[owner];
  let answer: Answer;
  if (resource === 'quote') answer = await send('POST', `${api}/quote`, { configuration: exampleDesign('48213') }, token);
  else if (resource === 'lead') {
    answer = owner === 3
      ? await submitLead(server.url, leadBody({ dealerToken: 'groenevinger-7f3a' }))
      : await send('POST', `${api}/quote`, { configuration: exampleDesign('48213'), status: 'LEAD' }, token);
  } else if (resource === 'person') answer = await send('POST', `${api}/client/person`, personBody('Eigenaar'), token);
  else answer = await send('POST', `${api}/client/company`, { name: 'Matrix BV', emails: ['bv@example.nl'] }, token);
  expect(answer.status, `making a ${resource} of organisation ${owner}`).toBe(201);
  return (answer.body as { id: number }).id;
}

const paths: Record<ResourceName, string> = { quote: 'quote', lead: 'quote', person: 'client/person', company: 'client/company' };

/** Runs one action; for 'appear in list' answers 200 when listed and 404 when not (a missing row). */
async function act(action: ActionName, resource: ResourceName, id: number, owner: Owner, actor: ActorName): Promise<number> {
  const token = tokens.get(actor);
  const base = `${api}/${paths[resource]}`;
  switch (action) {
    case 'get':
      return (await get(`${base}/${id}`, token)).status;
    case 'appear in list': {
      // The widest list the actor may ask for: a manager includes its sub-dealers.
      const manager = actor === 'manager org 3' || actor === 'brand admin';
      const query = resource === 'quote' || resource === 'lead'
        ? `limit=1000${resource === 'lead' ? '&lead=true' : ''}${manager ? '&showSubdealers=true' : ''}`
        : `limit=1000${actor === 'manager org 3' && owner === 5 ? '&organizationId=5' : ''}`;
      const answer = await get(`${base}?${query}`, token);
      if (answer.status !== 200) return answer.status;
      return (answer.body as { data: { id: number }[] }).data.some((row) => row.id === id) ? 200 : 404;
    }
    case 'create in another organisation': {
      const organizationId = elsewhere[actor];
      const body = resource === 'quote' ? { configuration: exampleDesign('48213'), organizationId }
        : resource === 'lead' ? { configuration: exampleDesign('48213'), organizationId, status: 'LEAD' }
          : resource === 'person' ? personBody('Elders', organizationId) : { name: 'Elders BV', organizationId };
      return (await send('POST', base, body, token)).status;
    }
    case 'update': {
      const body = resource === 'person' ? personBody('Gewijzigd') : resource === 'company' ? { name: 'Gewijzigd BV' } : { reference: 'gewijzigd' };
      return (await send('PUT', `${base}/${id}`, body, token)).status;
    }
    case 'delete':
      return (await send('DELETE', `${base}/${id}`, undefined, token)).status;
    case 'change status':
      return (await send('PUT', `${base}/${id}`, { status: resource === 'lead' ? 'LEAD_IN_TREATMENT' : 'ACCEPTED' }, token)).status;
  }
}

/** A checksum of every table a refused request could touch. */
async function fingerprint(): Promise<string> {
  const tables = ['quotes', 'quote_lines', 'clients', 'client_addresses', 'client_phones', 'client_emails', 'companies', 'organizations'];
  const parts = await Promise.all(tables.map(async (table) => {
    const { rows } = await sql<{ sum: string | null; n: string }>`
      select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) as sum, count(*) as n from ${sql.table(table)} t`.execute(server.db);
    return `${table}:${rows[0].n}:${rows[0].sum}`;
  }));
  return parts.join(' ');
}

function expectedStatus(actor: ActorName, action: ActionName, owner: Owner): number {
  if (actor === 'anonymous') return 401;
  if (action === 'create in another organisation') return 403;
  if (!reaches[owner].includes(actor)) return 404;
  return 200;
}

const resources: ResourceName[] = ['quote', 'lead', 'person', 'company'];
const actions: ActionName[] = ['get', 'appear in list', 'create in another organisation', 'update', 'delete', 'change status'];

const server = useTestServer({ config: { leadRateLimit: 100_000 } });
beforeAll(async () => {
  api = `${server.url}/api/v1`;
  await signIn(server, tokens);
  ownerTokens = { 3: tokens.get('manager org 3')!, 5: tokens.get('sub-dealer user org 5')! };
}, 120_000);

describe.each([3, 5] as Owner[])('records of organisation %i', (owner) => {
  describe.each(resources)('%s', (resource) => {
    const cells = actors.flatMap((actor) => actions
      .filter((action) => action !== 'change status' || resource === 'quote' || resource === 'lead')
      .map((action) => [actor, action] as const));
    it.each(cells)('%s: %s', async (actor, action) => {
      const id = await make(resource, owner);
      const before = await fingerprint();
      const status = await act(action, resource, id, owner, actor);
      const expected = expectedStatus(actor, action, owner);
      if (expected === 200 && action === 'appear in list') {
        expect(status).toBe(200);
      } else if (expected === 200) {
        expect(status).toBe(200);
        if (action !== 'get') expect(await fingerprint()).not.toBe(before);
      } else {
        expect(status).toBe(expected);
        expect(await fingerprint()).toBe(before);
      }
    });
  });
});

/**
 * Inzicht (issue 28): each actor's figures count exactly the leads within their reach. A lead is made in each way
 * and every actor's lead count of the last 4 weeks is read before and after; the rows say who counts it.
 */
describe('Inzicht figures', () => {
  const leadCount = async (actor: ActorName) => {
    const answer = await get(`${api}/insights?weeks=4`, tokens.get(actor));
    return answer.status === 200 ? (answer.body as { funnel: { leads: number } }).funnel.leads : answer.status;
  };
  const rows: [string, () => Promise<unknown>, ActorName[]][] = [
    ['a dealer-token lead of organisation 3', () => submitLead(server.url, leadBody({ dealerToken: 'groenevinger-7f3a' })), ['manager org 3']],
    ["a lead the sub-dealer's user made (organisation 5)", () => make('lead', 5), ['manager org 3', 'sub-dealer user org 5']],
    ["a lead organisation 3's user made", () => send('POST', `${api}/quote`, { configuration: exampleDesign('48213'), status: 'LEAD' }, tokens.get('user org 3')),
      ['manager org 3', 'user org 3']],
    ["a lead on the brand's own site", () => submitLead(server.url, leadBody()), ['brand admin']],
    ['a lead the brand assigned to organisation 3', async () => {
      const lead = await submitLead(server.url, leadBody());
      const assigned = await send('POST', `${api}/quote/${(lead.body as { id: number }).id}/assign`, { organizationId: 3 }, tokens.get('brand admin'));
      expect(assigned.status).toBe(200);
    }, ['brand admin', 'manager org 3']],
  ];
  it.each(rows)('%s counts for exactly its reach', async (_what, makeLead, counted) => {
    const before = new Map(await Promise.all(actors.map(async (actor) => [actor, await leadCount(actor)] as const)));
    await makeLead();
    for (const actor of actors) {
      const after = await leadCount(actor);
      if (actor === 'anonymous') expect(after, actor).toBe(401);
      else expect(after, actor).toBe((before.get(actor) as number) + (counted.includes(actor) ? 1 : 0));
    }
  });
});

/** Views of an example (issue 28): counted in the examples block of exactly the actors who reach the example. */
describe('Inzicht example views', () => {
  const viewsOf = async (actor: ActorName, exampleId: number) => {
    const answer = await get(`${api}/insights?weeks=4`, tokens.get(actor));
    if (answer.status !== 200) return answer.status;
    return (answer.body as { examples: { id: number; views: number }[] }).examples.find((e) => e.id === exampleId)?.views ?? 'not listed';
  };
  const rows: [string, string, ActorName[]][] = [
    ["a view of organisation 3's example", '63058', ['manager org 3']],
    ["a view of the brand's example", '48213', ['brand admin']],
  ];
  it.each(rows)('%s counts for exactly its reach', async (_what, designCode, counted) => {
    const example = await server.db.selectFrom('quotes').select('id').where('design_code', '=', designCode).where('status', '=', 'EXAMPLE')
      .executeTakeFirstOrThrow();
    const before = new Map(await Promise.all(actors.map(async (actor) => [actor, await viewsOf(actor, example.id)] as const)));
    const view = await send('POST', `${api}/example/${example.id}/view`, undefined);
    expect(view.body).toEqual({ counted: true });
    for (const actor of actors) {
      const after = await viewsOf(actor, example.id);
      if (actor === 'anonymous') expect(after, actor).toBe(401);
      else if (counted.includes(actor)) expect(after, actor).toBe((before.get(actor) as number) + 1);
      else expect(after, actor).toBe(before.get(actor));
    }
  });
});

describe('what never leaves the server', () => {
  it('gives a design-code caller no personal data, price or secret', async () => {
    const lead = await submitLead(server.url, leadBody({ dealerToken: 'groenevinger-7f3a' }));
    const answer = await get(`${api}/quote/unauthorized/${(lead.body as { designCode: string }).designCode}`);
    // exampleId and the organisation's public card are filled for example designs only (issue 10 §4).
    expect(Object.keys(answer.body).sort()).toEqual(['configuration', 'designCode', 'exampleId', 'organization', 'title']);
    expect(answer.body).toMatchObject({ exampleId: null, organization: null });
    expect(JSON.stringify(answer.body)).not.toMatch(/Vermeulenhof|secret|price/i);
  });

  it('gives an anonymous caller no cost field anywhere', async () => {
    const products = await get(`${api}/product?limit=400`);
    expect(JSON.stringify(products.body)).not.toMatch(/"(costPrice|totalCost|totalCostPrice|cost)"/);
    const priced = await send('POST', `${api}/quote/consumer/price`, { configuration: exampleDesign('48213') });
    expect(priced.status).toBe(200);
    expect(JSON.stringify(priced.body)).not.toMatch(/"(costPrice|totalCost|totalCostPrice|cost)"/);
    const dealer = await send('POST', `${api}/quote/consumer/price`, { configuration: exampleDesign('48213') }, tokens.get('manager org 3'));
    expect(JSON.stringify(dealer.body)).toMatch(/"costPrice"/);
  });

  it('never sends a password hash, and a list never carries secrets of other organisations', async () => {
    const me = await get(`${api}/auth/me`, tokens.get('manager org 3'));
    expect(JSON.stringify(me.body)).not.toMatch(/password|hash|scrypt/i);
    const foreign = await get(`${api}/quote?limit=1000&lead=true`, tokens.get('user org 4'));
    const secrets = (await server.db.selectFrom('quotes').select('secret').where('organization_id', '=', 3).execute()).map((r) => r.secret);
    for (const secret of secrets) expect(JSON.stringify(foreign.body)).not.toContain(secret);
  });
});
