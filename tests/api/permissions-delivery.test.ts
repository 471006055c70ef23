/**
 * The permission matrix of quote delivery and lead routing (issue 10; ARCHITECTURE §3 reading 16): six actors ×
 * five actions, every cell asserted. A refusal answers 401 (no login), 403 (a role or organisation kind the action
 * needs: assigning and regions are the brand's) or 404 (a record outside reach), and changes nothing: the quote's
 * status and organisation, the outbox and the organisations' settings are compared before and after.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/server';
import { type ActorName, signIn } from './actors';
import { get, send, type Answer } from './http';
import { client, exampleDesign, leadBody, submitLead } from './lead-fixtures';

type ActionName = 'mail a quote of org 3' | 'pdf of a quote of org 3' | 'assign a brand lead' | 'set postcode regions' | 'list dealers';


const expected: Record<ActionName, Record<ActorName, number>> = {
  'mail a quote of org 3': { anonymous: 401, 'brand admin': 404, 'manager org 3': 200, 'user org 3': 200, 'sub-dealer user org 5': 404, 'user org 4': 404 },
  'pdf of a quote of org 3': { anonymous: 401, 'brand admin': 404, 'manager org 3': 200, 'user org 3': 200, 'sub-dealer user org 5': 404, 'user org 4': 404 },
  'assign a brand lead': { anonymous: 401, 'brand admin': 200, 'manager org 3': 403, 'user org 3': 403, 'sub-dealer user org 5': 403, 'user org 4': 403 },
  'set postcode regions': { anonymous: 401, 'brand admin': 200, 'manager org 3': 403, 'user org 3': 403, 'sub-dealer user org 5': 403, 'user org 4': 403 },
  'list dealers': { anonymous: 401, 'brand admin': 200, 'manager org 3': 403, 'user org 3': 403, 'sub-dealer user org 5': 403, 'user org 4': 403 },
};

let api: string;
const tokens = new Map<ActorName, string | undefined>([['anonymous', undefined]]);

const server = useTestServer({ config: { leadRateLimit: 1000 } });
beforeAll(async () => {
  api = `${server.url}/api/v1`;
  await signIn(server, tokens);
}, 120_000);

async function quoteOfOrg3(): Promise<number> {
  const token = tokens.get('manager org 3');
  const person = await send('POST', `${api}/client/person`, {
    firstName: 'Matrix', lastName: 'Klant', addresses: [{ street: 'Kerkstraat', houseNumber: '1', postalCode: '1234 AB', city: 'Utrecht' }],
    phones: [{ number: '0301234567' }], emails: [{ email: 'matrix@example.nl' }],
  }, token);
  const quote = await send('POST', `${api}/quote`, { configuration: exampleDesign('48213'), clientId: person.body.id }, token);
  expect(quote.status).toBe(201);
  return quote.body.id;
}

async function brandLead(): Promise<number> {
  const answer = await submitLead(server.url, leadBody({ client: { ...client, postalCode: '9711 AA' } }));
  expect(answer.body.organizationId).toBe(2);
  return answer.body.id;
}

/** What the actions could change: quotes' status and organisation, the outbox, the organisations' settings. */
async function snapshot(ids: number[]) {
  const quotes = await server.db.selectFrom('quotes').select(['id', 'status', 'organization_id', 'number']).where('id', 'in', ids).orderBy('id').execute();
  const mails = await server.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const organizations = await server.db.selectFrom('organizations').select(['id', 'settings']).orderBy('id').execute();
  return { quotes, mails: Number(mails.n), organizations };
}

async function act(action: ActionName, token: string | undefined, id: number): Promise<Answer> {
  switch (action) {
    case 'mail a quote of org 3': return send('POST', `${api}/notification/mail`, { quoteId: id }, token);
    case 'pdf of a quote of org 3': return get(`${api}/integration-pdf/quote/${id}`, token);
    case 'assign a brand lead': return send('POST', `${api}/quote/${id}/assign`, { organizationId: 3 }, token);
    case 'set postcode regions': return send('PUT', `${api}/organization/3/postcode-regions`, { postcodeRegions: `${1000 + id}-${1000 + id}` }, token);
    case 'list dealers': return get(`${api}/organization/dealers`, token);
  }
}

describe('issue 10 permission matrix', () => {
  for (const action of Object.keys(expected) as ActionName[]) {
    for (const actor of Object.keys(expected[action]) as ActorName[]) {
      const status = expected[action][actor];
      it(`${actor}: ${action} → ${status}`, async () => {
        const id = action === 'assign a brand lead' ? await brandLead() : await quoteOfOrg3();
        const before = await snapshot([id]);
        const answer = await act(action, tokens.get(actor), id);
        expect(answer.status).toBe(status);
        if (status !== 200) {
          expect((answer.body as { message?: string }).message).toBeTruthy();
          expect(await snapshot([id])).toEqual(before);
        } else if (action === 'mail a quote of org 3') {
          expect((await snapshot([id])).quotes[0].status).toBe('SENT');
        } else if (action === 'assign a brand lead') {
          expect((await snapshot([id])).quotes[0].organization_id).toBe(3);
        }
      });
    }
  }
});
