/**
 * `npm run bench:api`: the API budgets of ARCHITECTURE §8, on the embedded database (PGlite, in memory) or, with
 * BENCH_DATABASE_URL, on that PostgreSQL in a throw-away schema; loopback with keep-alive.
 * 1. Lead submission — `POST /api/v1/quote/consumer` with server pricing: each request carries an example design of
 *    the seed and a valid Dutch client; the server validates, prices, stores the quote with its lines, the client and
 *    both mails with their jobs, and the job worker in the same process delivers them (to the outbox: no SMTP).
 *    BENCH_SECONDS (default 10) and BENCH_CONCURRENCY (default 16) tune it; BENCH_SKIP_LIST=1 leaves part 2 out.
 *    On a local PostgreSQL it also prints the database's CPU per lead (its backends' CPU time from /proc) and the
 *    mail jobs still waiting when the load stops (both engines): the worker (BENCH_JOBS_CONCURRENCY, default the
 *    server's 4) may fall behind the leads, and what it has not delivered is work left out of the lead figure.
 * 2. The dealer's quote list — `GET /api/v1/quote`, page 50, over 1,000 quotes of one dealer made through the API:
 *    one request at a time (latency, not throughput), cycling through what the screens ask: the 'Alles' tab with
 *    customer and seller, a status tab, 'Mijn offertes', a search, a later page and the lead counts. Timed by a
 *    client in a child process, as the lead load is. It starts once the worker has delivered part 1's mails.
 * Prints figures and writes bench/results/api.json (api-postgres.json on PostgreSQL).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../server/app';
import { serverJobs } from '../server/jobs/setup';
import { createStorage } from '../server/storage/create-storage';
import { defaultBrand } from '../server/config';
import { migrateToLatest } from '../server/db/migrate';
import { seedDatabase } from '../server/db/seed';
import type { Database } from '../server/db/types';
import { namePreparedStatements } from '../server/db/prepared';
import { startTestServer } from '../tests/helpers/server';
import { median, quantile, round } from './stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const WARMUP_SECONDS = 2;

const examples = JSON.parse(readFileSync(new URL('../assets/catalog/example-designs.json', import.meta.url), 'utf8')) as
  { designCode: string; configuration: unknown }[];
const client = {
  firstName: 'Annelies', lastName: 'Vermeulenhof', street: 'Lindelaan', houseNumber: '42b', postalCode: '3512 JK',
  city: 'Utrecht', telephone: '06 12345678', email: 'annelies@example.nl',
};
const bodies = examples.map((e, i) => JSON.stringify({
  createLead: true, configuration: e.configuration, client, note: 'Bench', ...(i % 2 ? { dealerToken: 'groenevinger-7f3a' } : {}),
}));

interface LoadResult { latencies: number[]; failures: number; elapsed: number; cpuMs: number }

/**
 * One lead POST on a kept-alive connection of `agent`; answers the status once the last byte is read. node:http
 * rather than fetch: the client shares the 2 cores with the server and the database, and fetch (undici's WHATWG
 * streams) took ~3 times the CPU per lead of node:http, CPU a real client spends elsewhere (same requests, same keep-alive, same 16 in
 * flight; `lead.client_cpu_ms_per_request`): fetch 0.85-1.22 ms, node:http 0.29-0.39 ms per lead (PostgreSQL, load 8-15).
 */
function post(agent: http.Agent, url: URL, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST', agent,
      // What a browser's fetch sends besides the body (the answer is below compression's threshold either way).
      headers: {
        'content-type': 'application/json', 'content-length': Buffer.byteLength(body), accept: '*/*', 'accept-language': 'nl-NL,nl;q=0.9',
        'accept-encoding': 'gzip, deflate, br', 'user-agent': 'Mozilla/5.0 (bench:api)',
      },
    }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function load(url: string, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const target = new URL(`${url}/api/v1/quote/consumer`);
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const end = start + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const body = bodies[next++ % bodies.length];
      const t0 = performance.now();
      const status = await post(agent, target, body);
      if (status === 201) latencies.push(performance.now() - t0);
      else failures += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();
  return { latencies, failures, elapsed: (performance.now() - start) / 1000, cpuMs: (cpu.user + cpu.system) / 1000 };
}

const databaseUrl = process.env.BENCH_DATABASE_URL;

/**
 * The load generator runs in a child process, so the server's CPU figure is the server's alone (a real
 * client is elsewhere); on 2 cores the three of them — server, client, database — still share the machine.
 */
function loadFromChild(url: string, seconds: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, BENCH_CLIENT_URL: url, BENCH_CLIENT_SECONDS: String(seconds) },
      execArgv: ['--import', 'tsx'],
    });
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => { if (code !== 0) reject(new Error(`load generator exited with ${code}`)); });
  });
}


/** The app on PostgreSQL in its own schema, migrated and seeded; closing drops the schema. */
async function startOnPostgres(url: string): Promise<{ url: string; db: Kysely<Database>; close(): Promise<void>; databaseCpuMs(): Promise<number | null> }> {
  const schema = `bench_api_${process.pid}`;
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  await admin.query(`create schema ${schema}`);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namePreparedStatements(new pg.Pool({ connectionString: url, options: `-c search_path=${schema}`, max: 10 })) }) });
  await migrateToLatest(db);
  await seedDatabase(db, {});
  const scratch = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const config = {
    brand: defaultBrand, environment: 'test', jwtSecret: 'bench-secret-0123456789abcdef0123456789abcdef', tokenTtlSeconds: 3600,
    uploadDir: join(scratch, 'uploads'), distDir: join(scratch, 'dist'), maxUploadBytes: 1024 * 1024, loginRateLimit: 1000,
    leadRateLimit: 1_000_000, logLevel: 'silent', jobs: { concurrency: process.env.BENCH_JOBS_CONCURRENCY ? Number(process.env.BENCH_JOBS_CONCURRENCY) : undefined },
  };
  // The job worker delivers the mails (to the outbox: no SMTP), as in production.
  const storage = createStorage(config);
  const jobs = serverJobs(db, config, { exclusive: false, storage });
  const app = await buildApp({ db, config, jobs, storage });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  jobs.start(app.log);
  return {
    url: address,
    db,
    databaseCpuMs: () => backendCpuMs(admin),
    async close() {
      await app.close();
      await jobs.stop();
      await db.destroy();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/**
 * CPU time so far of the PostgreSQL backends on the bench's database other than this one, from /proc: a server on
 * this machine only (null otherwise). The engine's share of a lead, beside Node's.
 */
async function backendCpuMs(admin: pg.Pool): Promise<number | null> {
  const { rows } = await admin.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  const ticksPerMs = 100 / 1000; // USER_HZ
  let total = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / ticksPerMs; // utime, stime
    } catch {
      if (rows.length > 0 && total === 0 && pid === rows[0].pid) return null; // no /proc of the server: not local
    }
  }
  return total;
}

/** Waits until the worker has delivered every queued job; answers the seconds it took. */
async function drainJobs(db: Kysely<Database>): Promise<number> {
  const started = performance.now();
  while (await jobsWaiting(db) > 0) {
    if (performance.now() - started > 180_000) throw new Error('the job worker did not deliver the lead mails within 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (performance.now() - started) / 1000;
}

/** Jobs queued or running: the lead mails the worker has yet to deliver. */
async function jobsWaiting(db: Kysely<Database>): Promise<number> {
  return Number((await sql<{ n: string }>`select count(*) as n from jobs where status in ('queued', 'running')`.execute(db)).rows[0].n);
}

const LIST_QUOTES = 1000;
const LIST_REQUESTS = Number(process.env.BENCH_LIST_REQUESTS ?? 600);

async function login(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'demo1234' }),
  });
  return ((await response.json()) as { tokens: { idToken: string } }).tokens.idToken;
}

/** Makes the dealer's quotes through POST /quote (8 at a time), then times list requests one by one. */
async function measureQuoteList(url: string, db: Kysely<Database>) {
  const token = await login(url, 'manager@groenevinger.example');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const statuses = ['CONCEPT', 'SENT', 'ACCEPTED', 'REJECTED'];
  let made = 0;
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (made < LIST_QUOTES) {
      const i = made++;
      const configuration = JSON.parse(bodies[i % bodies.length]).configuration;
      const response = await fetch(`${url}/api/v1/quote`, {
        method: 'POST', headers, body: JSON.stringify({ configuration, title: `Bench offerte ${i}`, status: statuses[i % 4] }),
      });
      if (response.status !== 201) throw new Error(`POST /quote answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
    }
  }));
  // The lead part's mails still being delivered would be timed as the list's latency: the list waits for the
  // worker to finish them (a dealer's list is not measured against a backlog of thousands of mails).
  const waitingAfterQuotes = await jobsWaiting(db);
  const drainStarted = performance.now();
  while (await jobsWaiting(db) > 0) {
    if (performance.now() - drainStarted > 180_000) throw new Error('the job worker did not deliver the lead mails within 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const drainSeconds = (performance.now() - drainStarted) / 1000;
  const { latencies, perQuery } = await timeListFromChild(url, token);
  const byQuery = Object.fromEntries(LIST_QUERIES.map((query, i) => [query, { median: round(median(perQuery[i])), p99: round(quantile(perQuery[i], 0.99)) }]));
  return {
    'quote_list.quotes': LIST_QUOTES,
    'quote_list.jobs_waiting_before': waitingAfterQuotes,
    'quote_list.jobs_drain_s': round(drainSeconds),
    'quote_list.requests': latencies.length,
    'quote_list.latency_ms.median': round(median(latencies)),
    'quote_list.latency_ms.p99': round(quantile(latencies, 0.99)),
    'quote_list.budget_p99_ms': 30,
    'quote_list.by_query_ms': byQuery,
  };
}

/** What the quotes and leads screens ask (src/features/dealer-quotes, src/features/leads), in turn. */
const LIST_QUERIES = [
  'sort=-created_at&limit=50&offset=0&embed[]=customer&embed[]=user&statuses[]=CONCEPT&statuses[]=SENT&statuses[]=ACCEPTED&statuses[]=REJECTED',
  'sort=-created_at&limit=50&offset=0&embed[]=customer&status=SENT',
  'sort=-created_at&limit=50&offset=0&embed[]=customer&filter[userIds][]=2',
  'sort=-created_at&limit=50&offset=0&embed[]=customer&search[search]=offerte%2012',
  'sort=-created_at&limit=50&offset=500&embed[]=customer&embed[]=user',
  'limit=0&lead=true',
];

interface ListTimings { latencies: number[]; perQuery: number[][] }

/** In the client process: the list requests one at a time, each timed from sending to the last byte read. */
async function timeList(url: string, token: string): Promise<ListTimings> {
  const headers = { authorization: `Bearer ${token}` };
  const queries = LIST_QUERIES;
  const latencies: number[] = [];
  const perQuery = queries.map(() => [] as number[]);
  for (let i = 0; i < LIST_REQUESTS + 30; i += 1) {
    const t0 = performance.now();
    const response = await fetch(`${url}/api/v1/quote?${queries[i % queries.length]}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET /quote answered ${response.status}`);
    if (i < 30) continue; // the first rounds warm the JIT and the caches
    latencies.push(performance.now() - t0);
    perQuery[i % queries.length].push(performance.now() - t0);
  }
  return { latencies, perQuery };
}

/**
 * The list's client runs in the child process too, as a dealer's browser is not in the server's process: in
 * the server's own event loop the client's fetch (undici, 50 KB bodies) and its garbage were timed as the
 * server's latency. On 2 cores they still share the machine.
 */
function timeListFromChild(url: string, token: string): Promise<ListTimings> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, BENCH_CLIENT_URL: url, BENCH_CLIENT_LIST_TOKEN: token },
      execArgv: ['--import', 'tsx'],
    });
    child.once('message', (result) => resolve(result as ListTimings));
    child.once('error', reject);
    child.once('exit', (code) => { if (code !== 0) reject(new Error(`list client exited with ${code}`)); });
  });
}

async function measure(): Promise<void> {
  const server = databaseUrl ? await startOnPostgres(databaseUrl) : await startTestServer({ config: { leadRateLimit: 1_000_000 } });
  try {
    await loadFromChild(server.url, WARMUP_SECONDS);
    // The warm-up's mails delivered first, so the CPU until the measured leads' mails are delivered is theirs alone.
    await drainJobs(server.db);
    const databaseCpu = 'databaseCpuMs' in server ? server.databaseCpuMs : async () => null;
    const databaseBefore = await databaseCpu();
    const cpuBefore = process.cpuUsage();
    const run = await loadFromChild(server.url, SECONDS);
    const cpu = process.cpuUsage(cpuBefore);
    const databaseAfter = await databaseCpu();
    const jobsWaitingAtEnd = await jobsWaiting(server.db);
    const drainSeconds = await drainJobs(server.db);
    const cpuDelivered = process.cpuUsage(cpuBefore);
    const databaseDelivered = await databaseCpu();
    const perLead = (ms: number) => round(ms / Math.max(1, run.latencies.length));
    const results = {
      'lead.requests_per_s': Math.round(run.latencies.length / run.elapsed),
      'lead.ok': run.latencies.length,
      'lead.failed': run.failures,
      'lead.latency_ms.median': round(median(run.latencies)),
      'lead.latency_ms.p99': round(quantile(run.latencies, 0.99)),
      // The server process's CPU per lead: what one core can carry is 1000 / this.
      'lead.node_cpu_ms_per_request': round((cpu.user + cpu.system) / 1000 / Math.max(1, run.latencies.length)),
      // The load generator's CPU per lead: on 2 cores it takes its share from the server and the database.
      'lead.client_cpu_ms_per_request': round(run.cpuMs / Math.max(1, run.latencies.length)),
      // PostgreSQL's backends of the bench's pool (a local server; /proc, 10 ms ticks).
      ...(databaseBefore !== null && databaseAfter !== null
        ? { 'lead.postgres_cpu_ms_per_request': round((databaseAfter - databaseBefore) / Math.max(1, run.latencies.length)) } : {}),
      // The lead mails' jobs not yet delivered when the load stops: the worker's backlog (it competes with the list).
      'lead.jobs_waiting_at_end': jobsWaitingAtEnd,
      // ...delivered by the worker in this many seconds after the load; the CPU per lead with its mails delivered.
      'lead.jobs_drain_s': round(drainSeconds),
      'lead.node_cpu_ms_per_lead_delivered': perLead((cpuDelivered.user + cpuDelivered.system) / 1000),
      ...(databaseBefore !== null && databaseDelivered !== null
        ? { 'lead.postgres_cpu_ms_per_lead_delivered': perLead(databaseDelivered - databaseBefore) } : {}),
      'lead.concurrency': CONCURRENCY,
      'lead.seconds': SECONDS,
      'lead.budget_requests_per_s': 200,
      'lead.database': databaseUrl ? 'postgresql' : 'pglite',
      // BENCH_SKIP_LIST=1: the lead part alone (a quicker before/after while working on it).
      ...(process.env.BENCH_SKIP_LIST ? {} : await measureQuoteList(server.url, server.db)),
    };
    console.log(JSON.stringify(results, null, 2));
    const dir = fileURLToPath(new URL('./results/', import.meta.url));
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}${databaseUrl ? 'api-postgres' : 'api'}.json`, `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    await server.close();
  }
}

if (process.env.BENCH_CLIENT_URL) {
  // The child: generate load (or time the list) and report back.
  const result = process.env.BENCH_CLIENT_LIST_TOKEN
    ? await timeList(process.env.BENCH_CLIENT_URL, process.env.BENCH_CLIENT_LIST_TOKEN)
    : await load(process.env.BENCH_CLIENT_URL, Number(process.env.BENCH_CLIENT_SECONDS));
  process.send!(result, () => process.exit(0));
} else {
  await measure();
}
