/**
 * Boundary values at every field of every API route (issue 24 §4), deterministically, beside the random fuzzer
 * (fuzz.test.ts). For each route a well-formed request is built (real designs, leads and quotes for the routes
 * that take them, else a sample of the route's schema), then each of its fields in turn (path parameter, query
 * key, body leaf) gets each boundary value: 0, -1, 2^31-1, 2^31, 2^53, 1e20, 'NaN', '1e3', a NUL, lone
 * surrogates, a 100 kB string and wrong types. Every answer is below 500 and leaks no stack or SQL; a refused
 * write leaves the database as it was. Callers: anonymous for public routes, the brand admin otherwise; logout
 * routes get a token of their own, so the shared session is never ended.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/server';
import { databaseFingerprint } from '../helpers/db-fingerprint';
import { jobsSettled, LEAK, nextXid as nextXidOf } from '../helpers/fuzz-support';
import { arbitraryFor, toJsonSchema } from '../helpers/schema-arbitrary';
import { send } from './http';
import { client, exampleDesign } from './lead-fixtures';

/** The values every field gets, one at a time. */
const boundaryValues: unknown[] = [
  0, -1, 2 ** 31 - 1, 2 ** 31, 2 ** 53, 1e20, 'NaN', '1e3', 'a\u0000b', '\ud800', 'x\udc00', 'x'.repeat(100_000), true, {},
];
/** Fields per route at most (spread over the request), so a design's hundred leaves cost no more than a form's. */
const MAX_FIELDS = Number(process.env.BOUNDARY_FIELDS || 14);
const ADMIN = 'admin@houtland.example';

const server = useTestServer({
  config: {
    leadRateLimit: 1_000_000, loginRateLimit: 1_000_000, uploadRateLimit: 1_000_000, loginAccountLimit: 1_000_000,
    limits: { loginPairLimit: 1_000_000, designCodeLookupsPerMinute: 1_000_000, statisticsPerMinute: 1_000_000, notificationMailsPerUserHour: 1_000_000, notificationMailsPerOrganizationHour: 1_000_000 },
  },
});
let adminToken = '';
const bases = new Map<string, Base>();
/** A route's query keys: each is tried alone (the others absent), so another key's default cannot refuse it first. */
const queryKeys = new Map<string, string[]>();
const perRoute: string[] = [];

interface Base { params: Record<string, string>; query: Record<string, unknown>; body: unknown }
type Part = 'params' | 'query' | 'body';
type Path = (string | number)[];

beforeAll(async () => {
  adminToken = await server.login(ADMIN);
  const quote = await server.db.selectFrom('quotes').select(['id', 'organization_id', 'secret', 'design_code'])
    .where('organization_id', '=', 2).orderBy('id').executeTakeFirstOrThrow();
  const loose = await server.db.selectFrom('products').select('id').where('product_type', '=', 'looseProduct').orderBy('id').executeTakeFirstOrThrow();
  const configuration = exampleDesign('48213');
  const quoteBody = {
    title: 'Offerte', reference: 'REF', configuration, lines: [{ type: 'extra', name: 'Montage', amount: 1, price: 5000 }],
    looseProducts: [{ id: loose.id, amount: 2 }],
  };
  const adminUser = await server.db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('email', '=', ADMIN).executeTakeFirstOrThrow();
  const personBody = { firstName: 'Jan', lastName: 'Jansen', addresses: [{ street: 'Laan', houseNumber: '1', postalCode: '1234 AB', city: 'Utrecht' }], phones: [{ number: '0612345678' }], emails: [{ email: 'jan@example.nl' }] };
  const person = await send('POST', `${server.url}/api/v1/client/person`, personBody, adminToken);
  const company = await send('POST', `${server.url}/api/v1/client/company`, { name: 'Bouwbedrijf' }, adminToken);
  const idFor = (url: string) => (/quote|integration/.test(url) ? quote.id : url.includes('/client/person') ? person.body.id
    : url.includes('/client/company') ? company.body.id : url.includes('/user/') ? adminUser.id : 3);
  const paramsFor = (url: string): Record<string, string> => ({
    id: String(idFor(url)),
    organizationId: String(quote.organization_id), secret: quote.secret ?? '', designCode: quote.design_code ?? '', token: 'abcdefgh',
  });
  bases.set('POST /api/v1/quote/consumer', { params: {}, query: {}, body: { createLead: true, configuration: { ...configuration, looseProducts: [{ productId: loose.id, amount: 1 }] }, client, note: 'Graag bellen' } });
  bases.set('POST /api/v1/quote/consumer/price', { params: {}, query: {}, body: { configuration: { ...configuration, looseProducts: [{ productId: loose.id, amount: 1 }] } } });
  bases.set('POST /api/v1/quote', { params: {}, query: {}, body: quoteBody });
  bases.set('PUT /api/v1/quote/:id', { params: paramsFor('/quote'), query: {}, body: quoteBody });
  bases.set('PUT /api/v1/quote/statistics', { params: {}, query: {}, body: { type: 'statistic_type_glb_export_amount', organization_id: quote.organization_id, key: String(quote.id) } });
  // Not the admin's address: its failures would count against the admin's own logins (issue 24 §2's throttle).
  bases.set('POST /api/v1/auth/login', { params: {}, query: {}, body: { email: 'niemand@example.nl', password: 'not-the-password' } });
  bases.set('POST /api/v1/client/company', { params: {}, query: {}, body: { name: 'Bouwbedrijf', emails: ['info@bouw.example'] } });
  bases.set('POST /api/v1/client/person', {
    params: {}, query: {},
    body: { firstName: 'Jan', lastName: 'Jansen', addresses: [{ street: 'Laan', houseNumber: '1', postalCode: '1234 AB', city: 'Utrecht' }], phones: [{ number: '0612345678' }], emails: [{ email: 'jan@example.nl' }] },
  });
  const organizationBody = { name: 'Tuinhuizen Zuid', email: 'zuid@example.nl', phone: '0612345678', addresses: [{ street: 'Laan', houseNumber: '1', postalCode: '1234 AB', city: 'Utrecht' }] };
  const known: Record<string, unknown> = {
    'POST /api/v1/client/person': personBody,
    'PUT /api/v1/client/person/:id': personBody,
    'PUT /api/v1/client/company/:id': { name: 'Bouwbedrijf', emails: ['info@bouw.example'] },
    'POST /api/v1/user': { firstName: 'Nieuwe', lastName: 'Gebruiker', email: 'nieuw@houtland.example' },
    'PUT /api/v1/user/:id': { firstName: adminUser.first_name, lastName: adminUser.last_name, email: ADMIN },
    'POST /api/v1/auth/organization/manage': organizationBody,
    'PUT /api/v1/auth/organization/manage/:id': organizationBody,
    'PUT /api/v1/auth/profile': { user: { firstName: adminUser.first_name, lastName: adminUser.last_name } },
    'POST /api/v1/notification/mail': { quoteId: quote.id, to: ['klant@example.nl'], message: 'Hallo' },
    'POST /api/v1/quote/:id/assign': { organizationId: 3 },
  };
  for (const route of server.app.apiRoutes) {
    const key = `${route.method} ${route.url}`;
    const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
    const params = Object.fromEntries(names.map((name) => [name, paramsFor(route.url)[name] ?? '1']));
    const schema = route.schema ?? {};
    queryKeys.set(key, Object.keys(toJsonSchema(schema.querystring)?.properties ?? {}));
    if (bases.has(key)) continue;
    const body = ['GET', 'DELETE'].includes(route.method) ? undefined
      : known[key] ?? fc.sample(arbitraryFor(toJsonSchema(schema.body), { hostileWeight: 0, boundaryWeight: 0 }), { seed: 24, numRuns: 1 })[0];
    bases.set(key, { params: bases.get(key)?.params ?? params, query: {}, body });
  }
}, 120_000);

afterAll(() => {
  console.log(`boundary values over ${perRoute.length} routes:\n${perRoute.join('\n')}`);
});

/** The request's fields: every path parameter and query key, and the body's leaves (first item of each list). */
function fieldsOf(base: Base, query: string[]): [Part, Path][] {
  const fields: [Part, Path][] = [
    ...Object.keys(base.params).map((name): [Part, Path] => ['params', [name]]),
    ...query.map((name): [Part, Path] => ['query', [name]]),
  ];
  const walk = (value: unknown, path: Path) => {
    if (path.length > 6) return;
    if (Array.isArray(value) && value.length > 0) walk(value[0], [...path, 0]);
    else if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
      for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
    } else fields.push(['body', path]);
  };
  if (base.body !== undefined) walk(base.body, []);
  if (fields.length <= MAX_FIELDS) return fields;
  // Spread the chosen fields over the request; parameters and query keys come first and are always kept.
  const fixed = fields.filter(([part]) => part !== 'body');
  const body = fields.filter(([part]) => part === 'body');
  const room = Math.max(MAX_FIELDS - fixed.length, 4);
  return [...fixed, ...body.filter((_, i) => i % Math.ceil(body.length / room) === 0)];
}

function withValue(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[path[0]] = withValue(copy[path[0]], path.slice(1), replacement);
  return copy;
}

const asText = (value: unknown) => (typeof value === 'object' ? JSON.stringify(value) : String(value));
/** A lone surrogate cannot be percent-encoded as UTF-8; its CESU bytes are what a careless client would send. */
const pathSegment = (value: string) => { try { return encodeURIComponent(value); } catch { return '%ED%A0%80'; } };

const nextXid = () => nextXidOf(server.db);

describe('boundary values at every field of every route', () => {
  it('answer below 500, leak nothing, and a refused write changes nothing', async () => {
    const routes = server.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(20);
    let known = { xid: '', fingerprint: '' };
    const failures: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const base = bases.get(key)!;
      const isWrite = route.method !== 'GET';
      const statuses: Record<number, number> = {};
      let baseStatus = '';
      // First the well-formed request itself (not for DELETE: the record is needed by later routes), then each field.
      const cells: [Part | 'base', Path, unknown][] = route.method === 'DELETE' ? [] : [['base', [], undefined]];
      for (const [part, path] of fieldsOf(base, queryKeys.get(key) ?? [])) for (const value of boundaryValues) cells.push([part, path, value]);
      for (const [part, path, value] of cells) {
        const request = part === 'base' ? base
          : { ...base, [part]: part === 'body' ? withValue(base.body, path, value) : { ...base[part], [path[0]]: asText(value) } } as Base;
        let url = route.url;
        for (const [name, text] of Object.entries(request.params)) url = url.replace(`:${name}`, pathSegment(text));
        const qs = new URLSearchParams(request.query as Record<string, string>).toString();
        const headers: Record<string, string> = {};
        // A logout ends the token it is sent with: never the shared admin session.
        if (route.action !== 'public') headers.authorization = `Bearer ${route.url.includes('/logout') ? await server.login(ADMIN) : adminToken}`;
        if (request.body !== undefined) headers['content-type'] = 'application/json';
        if (isWrite) {
          await jobsSettled(server.db);
          const xid = await nextXid();
          if (xid !== known.xid) known = { xid, fingerprint: await databaseFingerprint(server.db) };
        }
        const response = await fetch(`${server.url}${url}${qs ? `?${qs}` : ''}`, {
          method: route.method, headers, body: request.body === undefined ? undefined : JSON.stringify(request.body),
        });
        const text = await response.text();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (part === 'base') baseStatus = `well-formed: ${response.status}`;
        const where = `${route.method} ${url.slice(0, 200)}?${qs.slice(0, 200)} with ${part}.${path.join('.')} = ${asText(value).slice(0, 40)}`;
        if (response.status >= 500) failures.push(`${where} -> ${response.status} ${text.slice(0, 200)}`);
        if (LEAK.test(text) && !route.url.includes('/dev/outbox')) failures.push(`${where} leaked: ${text.slice(0, 300)}`);
        if (isWrite && response.status >= 400) {
          await jobsSettled(server.db);
          if (await nextXid() !== known.xid && await databaseFingerprint(server.db) !== known.fingerprint) failures.push(`refused ${where} changed the database`);
        }
        // A write may end the admin's session (a role or e-mail change of that user): sign in again.
        if (isWrite && response.status < 300 && (await fetch(`${server.url}/api/v1/auth/me`, { headers: { authorization: `Bearer ${adminToken}` } })).status === 401) {
          adminToken = await server.login(ADMIN);
        }
      }
      perRoute.push(`${key.padEnd(60)} ${baseStatus.padEnd(16)} ${Object.entries(statuses).map(([s, n]) => `${s}×${n}`).join(' ')}`);
    }
    // All at once: one run shows every field that fails, not only the first.
    expect(failures).toEqual([]);
  }, 1_500_000);
});
