/**
 * `npx tsx bench/profile-quote-list.ts`: where the time of one `GET /api/v1/quote` goes (bench:api's quote list).
 * The same 1,000 quotes and the same six queries as bench/api.ts, then per query and per phase, timed in this
 * process: the whole HTTP request, caller resolution (JWT + the user/organisation query), the list service (every
 * SQL statement it sends, timed by Kysely's log), and the response serialization with the route's zod schema.
 * What is left of the HTTP time is Fastify (routing, validation, hooks) and the loopback. With
 * BENCH_DATABASE_URL it runs on that PostgreSQL (a throw-away schema). A diagnostic, not a budget.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { CompiledQuery } from 'kysely';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { startTestServer } from '../tests/helpers/server';
import { callerFromToken } from '../server/auth/caller';
import { quoteListSchema } from '../server/schemas/quote';
import { listQuotes, type QuoteListQuery } from '../server/services/quotes/quote-reads';
import { median, quantile, round } from './stats';

if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const ROUNDS = Number(process.env.PROFILE_ROUNDS ?? 100);

const examples = JSON.parse(readFileSync(new URL('../assets/catalog/example-designs.json', import.meta.url), 'utf8')) as
  { configuration: unknown }[];

/** A statement's name in the report: its first table and what it selects first. */
function label(node: unknown): string {
  const text = JSON.stringify(node);
  const table = /"table":\{"kind":"IdentifierNode","name":"(\w+)"/.exec(text)?.[1] ?? '?';
  return `${table}: ${text.includes('"count"') ? 'count' : text.includes('"limit"') ? 'page' : 'select'} (${text.length} chars of AST)`;
}

const server = await startTestServer();
try {
  const token = await server.login('manager@groenevinger.example');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const statuses = ['CONCEPT', 'SENT', 'ACCEPTED', 'REJECTED'];
  let made = 0;
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (made < 1000) {
      const i = made++;
      const response = await fetch(`${server.url}/api/v1/quote`, {
        method: 'POST', headers, body: JSON.stringify({ configuration: examples[i % examples.length].configuration, title: `Bench offerte ${i}`, status: statuses[i % 4] }),
      });
      if (response.status !== 201) throw new Error(`POST /quote answered ${response.status}`);
      await response.arrayBuffer();
    }
  }));

  // The server's Kysely with a plugin that times each statement from compile to result (queryId links them).
  let statements: { sql: string; ms: number }[] = [];
  let compiled: CompiledQuery[] = [];
  const started = new Map<unknown, { sql: string; t0: number }>();
  const db = server.db.withPlugin({
    transformQuery: (args) => {
      started.set(args.queryId, { sql: label(args.node), t0: performance.now() });
      if (process.env.PROFILE_EXPLAIN) compiled.push(server.db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => {
      const start = started.get(args.queryId);
      if (start) statements.push({ sql: start.sql, ms: performance.now() - start.t0 });
      return args.result;
    },
  });

  const base: QuoteListQuery = { limit: 50, offset: 0, sort: { field: 'created_at', direction: 'desc' }, embeds: new Set(), lines: false, showSubdealers: false };
  const queries: [string, Partial<QuoteListQuery>][] = [
    ['alles customer+user', { embeds: new Set(['customer', 'user']), statuses: ['CONCEPT', 'SENT', 'ACCEPTED', 'REJECTED'] }],
    ['status SENT', { embeds: new Set(['customer']), statuses: ['SENT'] }],
    ['mijn offertes', { embeds: new Set(['customer']), userIds: [2] }],
    ['search', { embeds: new Set(['customer']), search: 'offerte 12' }],
    ['offset 500', { embeds: new Set(['customer', 'user']), offset: 500 }],
    ['lead counts', { limit: 0, lead: true }],
  ];
  const urls = [
    'sort=-created_at&limit=50&offset=0&embed[]=customer&embed[]=user&statuses[]=CONCEPT&statuses[]=SENT&statuses[]=ACCEPTED&statuses[]=REJECTED',
    'sort=-created_at&limit=50&offset=0&embed[]=customer&status=SENT',
    'sort=-created_at&limit=50&offset=0&embed[]=customer&filter[userIds][]=2',
    'sort=-created_at&limit=50&offset=0&embed[]=customer&search[search]=offerte%2012',
    'sort=-created_at&limit=50&offset=500&embed[]=customer&embed[]=user',
    'limit=0&lead=true',
  ];
  const serialize = serializerCompiler({ schema: quoteListSchema, method: 'GET', url: '/quote', httpStatus: '200' } as never) as (data: unknown) => string;
  const caller = await callerFromToken(db, token, server.config.jwtSecret);

  for (const [index, [name, extra]] of queries.entries()) {
    const t = { http: [] as number[], caller: [] as number[], list: [] as number[], serialize: [] as number[] };
    const sqlTimes = new Map<string, number[]>();
    let bytes = 0;
    for (let round_ = 0; round_ < ROUNDS + 10; round_ += 1) {
      const warm = round_ < 10;
      let t0 = performance.now();
      const response = await fetch(`${server.url}/api/v1/quote?${urls[index]}`, { headers });
      const body = await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${name}: ${response.status}`);
      bytes = body.byteLength;
      const http = performance.now() - t0;
      t0 = performance.now();
      await callerFromToken(db, token, server.config.jwtSecret);
      const callerMs = performance.now() - t0;
      statements = [];
      t0 = performance.now();
      const result = await listQuotes(db, caller.actor!, { ...base, ...extra });
      const listMs = performance.now() - t0;
      const seen = statements;
      t0 = performance.now();
      serialize(result);
      const serializeMs = performance.now() - t0;
      if (warm) continue;
      t.http.push(http); t.caller.push(callerMs); t.list.push(listMs); t.serialize.push(serializeMs);
      for (const s of seen) sqlTimes.set(s.sql, [...(sqlTimes.get(s.sql) ?? []), s.ms]);
    }
    const fmt = (xs: number[]) => `${round(median(xs)).toFixed(1)}/${round(quantile(xs, 0.99)).toFixed(1)}`;
    console.log(`\n${name} (${bytes} bytes)  median/p99 ms: http ${fmt(t.http)}  caller ${fmt(t.caller)}  list ${fmt(t.list)}  serialize ${fmt(t.serialize)}`);
    for (const [text, xs] of sqlTimes) console.log(`   sql ${fmt(xs)}  ${text}`);
    if (process.env.PROFILE_EXPLAIN) {
      compiled = [];
      await listQuotes(db, caller.actor!, { ...base, ...extra });
      for (const query of compiled.filter((c) => !/^explain/.test(c.sql))) {
        const plan = await server.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain (analyze, buffers) ${query.sql}`, [...query.parameters]));
        console.log(`\n   ${query.sql}\n${plan.rows.map((r) => `      ${r['QUERY PLAN']}`).join('\n')}`);
      }
    }
  }
} finally {
  await server.close();
}
