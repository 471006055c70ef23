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
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/server';
import { waitUntil } from '../helpers/wait';
import { arbitraryFor, hostileStrings, queryString, toJsonSchema } from '../helpers/schema-arbitrary';

/** Runs per route: enough to reach every actor several times, small enough for a few minutes in all. */
const RUNS = Number(process.env.FUZZ_RUNS || 12);

const callers: { name: string; authorization?: string }[] = [{ name: 'anonymous' }];
const perRoute = new Map<string, { requests: number; statuses: Record<number, number> }>();

const LEAK = /(\bat [\w.<>]+ \(|\.ts:\d+:\d+|node_modules|\bstack\b|select .* from |insert into |update \w+ set|delete from |syntax error|violates|relation "|column "|duplicate key|invalid input syntax|PGlite|ECONNREFUSED|TypeError|ReferenceError)/i;

async function fingerprint(): Promise<string> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not in ('rate_limits')
    order by table_name`.execute(server.db);
  const parts = await Promise.all(tables.map(async ({ name }) => {
    const { rows } = await sql<{ sum: string | null; n: string }>`
      select md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as sum, count(*) as n from ${sql.table(name)} t`.execute(server.db);
    return `${name}:${rows[0].n}:${rows[0].sum}`;
  }));
  return parts.join(' ');
}

/**
 * No job due is queued or running. Accepted requests queue work that runs after the answer (mails, a password
 * reset request's lookup, issue 24 §3); it must not land while a refused request is being checked.
 */
async function jobsSettled(): Promise<void> {
  await waitUntil(async () => {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from jobs where status in ('queued', 'running') and run_at <= now()`.execute(server.db);
    return Number(rows[0].n) === 0;
  }, 'the due jobs to finish');
}

const server = useTestServer({ config: { leadRateLimit: 1_000_000 } });
beforeAll(async () => {
  for (const email of ['admin@houtland.example', 'manager@groenevinger.example', 'verkoper@groenevinger.example',
    'info@tuinhuizenoost.example', 'pieter@vandijk.example']) {
    callers.push({ name: email, authorization: `Bearer ${await server.login(email)}` });
  }
  callers.push({ name: 'forged token', authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOjF9.forged' });
  callers.push({ name: 'malformed header', authorization: 'Basic YWRtaW46YWRtaW4=' });
}, 120_000);

afterAll(async () => {
  const lines = [...perRoute.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([route, { requests, statuses }]) =>
    `${String(requests).padStart(5)}  ${route.padEnd(60)} ${Object.entries(statuses).map(([s, n]) => `${s}×${n}`).join(' ')}`);
  const total = [...perRoute.values()].reduce((sum, r) => sum + r.requests, 0);
  console.log(`fuzzed ${total} requests over ${perRoute.size} routes:\n${lines.join('\n')}`);
});

/** Path parameters: mostly ids that exist in the seed (so handlers run), else hostile ones. */
const idValue = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 12 }).map(String), weight: 4 },
  { arbitrary: fc.constantFrom('0', '-1', '99999999999999999999', '1.5', 'abc', '%F0%9F%98%80', '%00', "1'--", 'null', '1e3'), weight: 2 },
  { arbitrary: fc.constantFrom(...hostileStrings.filter((s) => s.length < 100 && s !== '')).map(encodeURIComponent), weight: 1 },
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
        await jobsSettled();
        const before = await fingerprint();
        const headers: Record<string, string> = caller.authorization ? { authorization: caller.authorization } : {};
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
        if (response.status >= 400) await jobsSettled();
        if (response.status >= 400) expect(await fingerprint(), `refused ${where} changed the database`).toBe(before);
      }), { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED || 13013), endOnFailure: true });
    }
  }, 900_000);
});
