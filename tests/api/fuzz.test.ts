/**
 * Every API route fuzzed (issue 13 §2). The routes and their zod schemas come from the running app
 * (app.apiRoutes), so routes added later are fuzzed without touching this file. For each route, fast-check
 * generates requests from its schemas (tests/helpers/schema-arbitrary.ts): path parameters (real ids, bad
 * ids), query, body, and the caller: anonymous, five demo users of four organisations, a forged token and a
 * malformed header. Every answer must be below 500 and carry no stack trace or SQL; every refused answer
 * (4xx) must leave the database exactly as it was (row counts and a checksum of every table but the
 * rate-limit counters, which count refusals by design). The number of requests per route is printed.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/server';
import { databaseFingerprint } from '../helpers/db-fingerprint';
import { jobsSettled as settled, LEAK, nextXid } from '../helpers/fuzz-support';
import { arbitraryFor, hostileStrings, queryString, toJsonSchema } from '../helpers/schema-arbitrary';

/** Runs per route: enough to reach every actor several times, small enough for a few minutes in all. */
const RUNS = Number(process.env.FUZZ_RUNS || 12);

const callers: { name: string; email?: string; authorization?: string }[] = [{ name: 'anonymous' }];
const perRoute = new Map<string, { requests: number; statuses: Record<number, number> }>();

const server = useTestServer({ config: { leadRateLimit: 1_000_000 } });
beforeAll(async () => {
  for (const email of ['admin@houtland.example', 'manager@groenevinger.example', 'verkoper@groenevinger.example',
    'info@tuinhuizenoost.example', 'pieter@vandijk.example']) {
    callers.push({ name: email, email, authorization: `Bearer ${await server.login(email)}` });
  }
  callers.push({ name: 'forged token', authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOjF9.forged' });
  callers.push({ name: 'malformed header', authorization: 'Basic YWRtaW46YWRtaW4=' });
}, 120_000);

const jobsSettled = () => settled(server.db);
/** The checksum at the last transaction id seen: taken again only once something was committed since. */
let known = { xid: '', fingerprint: '' };
async function fingerprint(): Promise<string> {
  const xid = await nextXid(server.db);
  if (xid !== known.xid) known = { xid, fingerprint: await databaseFingerprint(server.db) };
  return known.fingerprint;
}

/**
 * A logout ends the token it is sent with, and an accepted write can end a demo user's sessions (a role or
 * e-mail change): either would turn that caller anonymous for every later route. Logout routes get a token of
 * their own; after an accepted write, an ended session is signed in again.
 */
async function authorizationFor(caller: (typeof callers)[number], url: string): Promise<string | undefined> {
  return caller.email && url.includes('/logout') ? `Bearer ${await server.login(caller.email)}` : caller.authorization;
}
async function renewEndedSessions(): Promise<void> {
  for (const caller of callers) {
    if (!caller.email) continue;
    const me = await fetch(`${server.url}/api/v1/auth/me`, { headers: { authorization: caller.authorization! } });
    if (me.status === 401) caller.authorization = `Bearer ${await server.login(caller.email).catch(() => 'ended')}`;
  }
}

afterAll(async () => {
  const lines = [...perRoute.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([route, { requests, statuses }]) =>
    `${String(requests).padStart(5)}  ${route.padEnd(60)} ${Object.entries(statuses).map(([s, n]) => `${s}×${n}`).join(' ')}`);
  const total = [...perRoute.values()].reduce((sum, r) => sum + r.requests, 0);
  console.log(`fuzzed ${total} requests over ${perRoute.size} routes:\n${lines.join('\n')}`);
});

/** A lone surrogate cannot be percent-encoded as UTF-8; its CESU bytes are what a careless client would send. */
function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/** Path parameters: mostly ids that exist in the seed (so handlers run), else hostile ones. */
const idValue = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 12 }).map(String), weight: 4 },
  { arbitrary: fc.constantFrom('0', '-1', '99999999999999999999', '1.5', 'abc', '%F0%9F%98%80', '%00', "1'--", 'null', '1e3', '2147483647', '2147483648', '9007199254740992', '1e20', 'NaN', 'Infinity'), weight: 2 },
  { arbitrary: fc.constantFrom(...hostileStrings.filter((s) => s.length < 100 && s !== '')).map(pathSegment), weight: 1 },
);

describe('every API route under every caller', () => {
  it('answers below 500, leaks nothing, and changes nothing when it refuses', async () => {
    const routes = server.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const schema = route.schema ?? {};
      const params = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
      const hasBody = !['GET', 'DELETE'].includes(route.method);
      const request = fc.record({
        caller: fc.constantFrom(...callers),
        params: fc.tuple(...params.map(() => idValue), fc.constant(null)),
        query: arbitraryFor(toJsonSchema(schema.querystring)),
        body: hasBody ? fc.oneof({ arbitrary: arbitraryFor(toJsonSchema(schema.body)), weight: 6 }, { arbitrary: fc.constantFrom('{"broken', '[]', 'null', '"x"'), weight: 1 }) : fc.constant(undefined),
      });
      const stats = { requests: 0, statuses: {} as Record<number, number> };
      perRoute.set(key, stats);
      await fc.assert(fc.asyncProperty(request, async ({ caller, params: values, query, body }) => {
        let path = route.url;
        params.forEach((name, i) => { path = path.replace(`:${name}`, values[i] as string); });
        const qs = queryString(query);
        const authorization = await authorizationFor(caller, route.url);
        await jobsSettled();
        const before = await fingerprint();
        const headers: Record<string, string> = authorization ? { authorization } : {};
        let payload: string | undefined;
        if (body !== undefined) {
          headers['content-type'] = 'application/json';
          payload = typeof body === 'string' && /^[[{"n]/.test(body) && body.length < 10 ? body : JSON.stringify(body);
        }
        const response = await fetch(`${server.url}${path}${qs ? `?${qs}` : ''}`, { method: route.method, headers, body: payload });
        const text = await response.text();
        stats.requests += 1;
        stats.statuses[response.status] = (stats.statuses[response.status] ?? 0) + 1;
        const where = `${route.method} ${path}?${qs.slice(0, 200)} as ${caller.name}, body ${(payload ?? '').slice(0, 300)}`;
        expect(response.status, `${where} -> ${text.slice(0, 300)}`).toBeLessThan(500);
        expect(LEAK.test(text) && !route.url.includes('/dev/outbox') ? text.slice(0, 400) : '', where).toBe('');
        if (hasBody && response.status < 300) await renewEndedSessions();
        if (response.status >= 400) await jobsSettled();
        if (response.status >= 400) expect(await fingerprint(), `refused ${where} changed the database`).toBe(before);
      }), { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED || 13013), endOnFailure: true });
    }
    // The demo callers were signed in all along (a logout or a role change would have made the run anonymous).
    for (const caller of callers.filter((c) => c.email)) {
      expect((await fetch(`${server.url}/api/v1/auth/me`, { headers: { authorization: caller.authorization! } })).status, caller.name).toBe(200);
    }
    expect(perRoute.get('GET /api/v1/auth/me')?.statuses[200] ?? 0, 'GET /auth/me answered 200 to a demo caller').toBeGreaterThan(0);
  }, 900_000);
});
