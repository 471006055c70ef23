/**
 * `npm run bench:insights`: the Inzicht page's statements (issue 28: every block of GET /api/v1/insights, as the
 * route runs them) on 10,000 quotes over two years across 20 dealers, for the brand's admin, a dealer's manager and a
 * plain user, each period (4, 13, 52 weeks), with 40 example configurations viewed daily; then each block's statement
 * alone for the widest cases (`blocks`: where the time goes). Budget: p99 < 50 ms. On the embedded database (PGlite, in memory), or
 * with BENCH_DATABASE_URL on that PostgreSQL in a throw-away schema. BENCH_ITERATIONS (default 60) per case.
 * Prints figures and writes bench/results/insights.json (insights-postgres.json on PostgreSQL).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createActor, type Actor } from '../server/auth/access';
import { migrateToLatest } from '../server/db/migrate';
import { seedDatabase } from '../server/db/seed';
import { insightsFor } from '../server/services/insights/insights-service';
import { insightsPeriod } from '../server/services/insights/insights-period';
import { exampleFigures, funnelAndSpeed, leadsPerWeek, overdueLeads, unassignedLeads, valueFigures } from '../server/services/insights/insights-queries';
import { INSIGHT_PERIODS } from '../src/domain/contracts/insights';
import { seededRandom } from '../src/domain/random';
import { openTestDatabase } from '../tests/helpers/database';
import { median, quantile, round } from './stats';

const QUOTES = 10_000;
const DEALERS = 20;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 60);
const BUDGET_MS = 50;
const DAY = 86_400_000;

if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const database = await openTestDatabase();
const { db } = database;
await migrateToLatest(db);
await seedDatabase(db);

const random = seededRandom(28);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];

// 20 dealers with two users each (a manager and a seller).
const dealers = await db.insertInto('organizations')
  .values(Array.from({ length: DEALERS }, (_, i) => ({ name: `Bench dealer ${i + 1}`, parent_id: 2, type: 'dealer', settings: JSON.stringify({ dealerTokenActive: 'true' }) })))
  .returning('id').execute();
const users = await db.insertInto('users')
  .values(dealers.flatMap((d, i) => ['manager', 'user'].map((role) => ({
    organization_id: d.id, email: `${role}${i}@bench.example`, first_name: role, last_name: `${i}`, roles: JSON.stringify(role === 'manager' ? ['manager'] : []),
  }))))
  .returning(['id', 'organization_id']).execute();
const usersOf = new Map<number, number[]>();
for (const u of users) usersOf.set(u.organization_id, [...(usersOf.get(u.organization_id) ?? []), u.id]);

// Two example configurations per dealer, each viewed on most days of the two years (migration 0051's counters) and
// exported to AR once; leads from examples name one of their dealer's.
const now = Date.now();
const examples = await db.insertInto('quotes')
  .values(dealers.flatMap((d, i) => [0, 1].map((k) => ({
    secret: 'bench', organization_id: d.id, status: 'EXAMPLE', title: `Voorbeeld ${i + 1}.${k + 1}`, created_at: new Date(now - 740 * DAY),
  }))))
  .returning(['id', 'organization_id']).execute();
const examplesOf = new Map<number, number[]>();
for (const e of examples) examplesOf.set(e.organization_id, [...(examplesOf.get(e.organization_id) ?? []), e.id]);
const dutchDay = (t: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date(t));
for (const e of examples) {
  const views = Array.from({ length: 730 }, (_, d) => ({ example_id: e.id, day: dutchDay(now - d * DAY), views: Math.floor(random() * 20) }))
    .filter((v) => v.views > 0);
  await db.insertInto('example_views').values(views).execute();
}
await db.insertInto('statistics').values(examples.map((e) => ({
  type: 'statistic_type_glb_export_amount', key: String(e.id), organization_id: e.organization_id, created_at: new Date(now - Math.floor(random() * 730) * DAY),
}))).execute();

// 10,000 quotes over two years, about three in four arrived as leads; histories walk forward through the statuses.
const path = ['LEAD', 'LEAD_IN_TREATMENT', 'CONCEPT', 'SENT'];
for (let batch = 0; batch < QUOTES / 1000; batch++) {
  const plans = Array.from({ length: 1000 }, () => {
    const organization = random() < 0.1 ? 2 : pick(dealers).id;
    const lead = random() < 0.75;
    let t = now - Math.floor(random() * 730 * DAY);
    const history: [string, number][] = [];
    for (const status of lead ? path : path.slice(2)) {
      history.push([status, t]);
      if (random() < 0.3) break;
      t = Math.min(now, t + Math.floor(random() * 5 * DAY));
    }
    if (history.length === (lead ? 4 : 2) && random() < 0.6) history.push([random() < 0.6 ? 'ACCEPTED' : 'REJECTED', Math.min(now, t + DAY)]);
    return {
      organization, lead, history, user: organization === 2 ? null : pick([...usersOf.get(organization)!, null]),
      source: lead ? (organization === 2 ? 'direct' : pick(['token', 'token', 'region', 'assigned', 'example'])) : null,
      incl: Math.floor(random() * 3_000_000),
    };
  });
  const rows = await db.insertInto('quotes').values(plans.map((p) => ({
    secret: 'bench', organization_id: p.organization, user_id: p.user, status: p.history[p.history.length - 1][0], lead: p.lead,
    lead_source: p.source as never, total_incl_tax: p.incl,
    attributes: JSON.stringify(p.source === 'example' ? { fromExample: pick(examplesOf.get(p.organization)!) } : {}), total_excl_tax: Math.round(p.incl / 1.21), created_at: new Date(p.history[0][1]),
  }))).returning('id').execute();
  const ids = rows.map((r) => r.id);
  await db.deleteFrom('quote_status_times').where('quote_id', 'in', ids).execute();
  await db.insertInto('quote_status_times')
    .values(plans.flatMap((p, i) => p.history.map(([status, at]) => ({ quote_id: ids[i], status, entered_at: new Date(at) })))).execute();
}
// Vacuumed as well as analysed: a freshly written table otherwise gets autovacuumed while the figures are taken (one
// sample of 350-480 ms on PostgreSQL, in runs before and after a change alike).
await sql`vacuum analyze`.execute(db);

const dealer = dealers[0].id;
const actors: Record<string, Actor> = {
  'brand admin': createActor({ userId: 1, organizationId: 2, roleNames: ['manager', 'admin'], organizationKind: 'brand', subdealerIds: [] }),
  'dealer manager': createActor({ userId: usersOf.get(dealer)![0], organizationId: dealer, roleNames: ['manager'], organizationKind: 'dealer', subdealerIds: [] }),
  'plain user': createActor({ userId: usersOf.get(dealer)![1], organizationId: dealer, roleNames: [], organizationKind: 'dealer', subdealerIds: [] }),
};

const results: Record<string, { medianMs: number; p99Ms: number; leads: number }> = {};
for (const [name, actor] of Object.entries(actors)) {
  for (const weeks of INSIGHT_PERIODS) {
    for (let i = 0; i < 5; i++) await insightsFor(db, actor, weeks);
    const samples: number[] = [];
    let leads = 0;
    for (let i = 0; i < ITERATIONS; i++) {
      const t0 = performance.now();
      leads = (await insightsFor(db, actor, weeks)).funnel.leads;
      samples.push(performance.now() - t0);
    }
    results[`${name}, ${weeks} weeks`] = { medianMs: round(median(samples)), p99Ms: round(quantile(samples, 0.99)), leads };
  }
}
// Each block's statement alone (as insightsFor runs them, in parallel there), for the widest cases: where the time goes.
const blocks: Record<string, Record<string, { medianMs: number; p99Ms: number }>> = {};
for (const [name, weeks] of [['brand admin', 52], ['brand admin', 13], ['dealer manager', 52]] as const) {
  const actor = actors[name];
  const period = await insightsPeriod(db, weeks, new Date());
  const statements: Record<string, () => Promise<unknown>> = {
    period: () => insightsPeriod(db, weeks, new Date()),
    leadsPerWeek: () => leadsPerWeek(db, actor, period),
    funnelAndSpeed: () => funnelAndSpeed(db, actor, period),
    overdueLeads: () => overdueLeads(db, actor, new Date()),
    valueFigures: () => valueFigures(db, actor, period),
    exampleFigures: () => exampleFigures(db, actor, period),
    unassignedLeads: () => unassignedLeads(db),
  };
  const figures: Record<string, { medianMs: number; p99Ms: number }> = {};
  for (const [block, run] of Object.entries(statements)) {
    for (let i = 0; i < 3; i++) await run();
    const samples: number[] = [];
    for (let i = 0; i < Math.max(10, ITERATIONS / 2); i++) {
      const t0 = performance.now();
      await run();
      samples.push(performance.now() - t0);
    }
    figures[block] = { medianMs: round(median(samples)), p99Ms: round(quantile(samples, 0.99)) };
  }
  blocks[`${name}, ${weeks} weeks`] = figures;
}

const worst = Math.max(...Object.values(results).map((r) => r.p99Ms));
const report = { engine: database.engine, quotes: QUOTES, dealers: DEALERS, iterations: ITERATIONS, budgetP99Ms: BUDGET_MS, worstP99Ms: worst, withinBudget: worst < BUDGET_MS, results, blocks };
console.log(JSON.stringify(report, null, 2));
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL(`./results/insights${database.engine === 'postgres' ? '-postgres' : ''}.json`, import.meta.url), `${JSON.stringify(report, null, 2)}\n`);
await database.close();
