/**
 * Inzicht's aggregates (issue 28) against a brute-force computation (insights-brute-force.ts) over seeded random
 * quotes and status histories: for any seed, any period and any actor both give the same numbers. Runs on PGlite,
 * and on PostgreSQL with TEST_DATABASE_URL. Also the route's refusals.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, type Actor } from '../../server/auth/access';
import { json } from '../../server/db/types';
import { insightsFor } from '../../server/services/insights/insights-service';
import { INSIGHT_PERIODS } from '../../src/domain/contracts/insights';
import { useTestServer } from '../helpers/server';
import { bruteForce, readTables } from './insights-brute-force';
import { get } from './http';

const server = useTestServer();

/** A small seeded generator, so a failing seed repeats. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (max: number) => Math.floor(next() * max), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] };
}

const usersOf: Record<number, (number | null)[]> = { 2: [1, null], 3: [2, 3, null], 4: [5, null], 5: [4, null] };
const sources = ['token', 'region', 'assigned', 'example', 'direct', null] as const;
const moves = ['LEAD_IN_TREATMENT', 'CONCEPT', 'SENT', 'ACCEPTED', 'REJECTED', 'LEAD_DELETED', 'DELETED', 'LEAD', 'SENT', 'ACCEPTED'];
const DAY = 86_400;
const dutchDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(date);

/** Replaces the generated data of an earlier run with a fresh random set around `now`; answers now. */
async function seedRandom(seed: number): Promise<Date> {
  const rng = random(seed);
  const now = new Date(Date.UTC(2026, 5, 15, 9) + (rng.int(400 * DAY) - 200 * DAY) * 1000);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  await server.db.deleteFrom('quotes').where('reference', '=', 'insights-property').execute();
  await server.db.deleteFrom('statistics').execute();

  type Plan = { org: number; user: number | null; source: string | null; history: [string, number][]; example: number | null; incl: number };
  const plans: Plan[] = [];
  const count = 60 + rng.int(100);
  for (let i = 0; i < count; i++) {
    const org = rng.pick([2, 2, 3, 3, 3, 4, 5]);
    const kind = rng.pick(['lead', 'lead', 'lead', 'quote', 'example']);
    // Mostly within a year, some in the last few days (the current week, leads overdue or not yet).
    let t = nowSeconds - (rng.next() < 0.2 ? rng.int(5 * DAY) : rng.int(420 * DAY));
    const history: [string, number][] = [[kind === 'lead' ? 'LEAD' : kind === 'quote' ? 'CONCEPT' : 'EXAMPLE', t]];
    if (kind !== 'example') {
      for (let step = rng.int(5); step > 0; step--) {
        t += rng.next() < 0.3 ? rng.int(3600) : rng.int(20 * DAY);
        if (t > nowSeconds) break;
        history.push([rng.pick(moves), t]);
      }
    }
    plans.push({
      org, user: rng.pick(usersOf[org]), source: kind === 'lead' ? rng.pick(sources) : null, history, example: null,
      incl: rng.int(5_000_000),
    });
  }
  const inserted = await server.db.insertInto('quotes').values(plans.map((plan) => ({
    secret: `s${rng.int(1e9)}`, organization_id: plan.org, user_id: plan.user, reference: 'insights-property',
    status: plan.history[plan.history.length - 1][0], lead_source: plan.source as never,
    total_incl_tax: plan.incl, total_excl_tax: Math.round(plan.incl / 1.21), created_at: new Date(plan.history[0][1] * 1000),
  }))).returning(['id', 'status']).execute();
  const exampleIds = (await server.db.selectFrom('quotes').select('id').where('status', '=', 'EXAMPLE').execute()).map((row) => row.id);
  for (const [i, row] of inserted.entries()) {
    if (plans[i].history[0][0] === 'LEAD' && exampleIds.length > 0 && rng.next() < 0.4) {
      await server.db.updateTable('quotes').set({ attributes: json({ fromExample: rng.pick(exampleIds) }) }).where('id', '=', row.id).execute();
    }
  }
  // The trigger wrote 'now' for the inserts; the generated histories replace it, keeping each status's first entry.
  const ids = inserted.map((row) => row.id);
  await server.db.deleteFrom('quote_status_times').where('quote_id', 'in', ids).execute();
  const times = new Map<string, { quote_id: number; status: string; entered_at: Date }>();
  inserted.forEach((row, i) => {
    for (const [status, at] of plans[i].history) {
      const key = `${row.id}:${status}`;
      if (!times.has(key)) times.set(key, { quote_id: row.id, status, entered_at: new Date(at * 1000) });
    }
  });
  await server.db.insertInto('quote_status_times').values([...times.values()]).execute();
  const exports = exampleIds.filter(() => rng.next() < 0.5).map((id) => ({
    type: 'statistic_type_glb_export_amount', key: String(id), organization_id: 3, created_at: new Date((nowSeconds - rng.int(400 * DAY)) * 1000),
  }));
  if (exports.length > 0) await server.db.insertInto('statistics').values(exports).execute();
  // Views on random Dutch days within about a year back, some today and on the period's first days.
  await server.db.deleteFrom('example_views').execute();
  const views = new Map<string, { example_id: number; day: string; views: number }>();
  for (const id of exampleIds) {
    for (let n = rng.int(6); n > 0; n--) {
      const at = new Date((nowSeconds - (rng.next() < 0.3 ? rng.int(10 * DAY) : rng.int(400 * DAY))) * 1000);
      const day = dutchDay(at);
      views.set(`${id}:${day}`, { example_id: id, day, views: 1 + rng.int(40) });
    }
  }
  if (views.size > 0) await server.db.insertInto('example_views').values([...views.values()]).execute();
  return now;
}

const actors: Record<string, Actor> = {
  'brand admin': createActor({ userId: 1, organizationId: 2, roleNames: ['manager', 'admin'], organizationKind: 'brand', subdealerIds: [] }),
  'brand user': createActor({ userId: 1, organizationId: 2, roleNames: [], organizationKind: 'brand', subdealerIds: [] }),
  'manager org 3': createActor({ userId: 2, organizationId: 3, roleNames: ['manager'], organizationKind: 'dealer', subdealerIds: [5] }),
  'user org 3': createActor({ userId: 3, organizationId: 3, roleNames: [], organizationKind: 'dealer', subdealerIds: [5] }),
  'manager org 5': createActor({ userId: 4, organizationId: 5, roleNames: ['manager'], organizationKind: 'subdealer', subdealerIds: [] }),
  'admin org 4': createActor({ userId: 5, organizationId: 4, roleNames: ['admin'], organizationKind: 'dealer', subdealerIds: [] }),
};

type Figures = { leads: number; inTreatment: number; quote: number; sent: number; accepted: number; rejected: number; stillNew: number };
const counts = (f: Figures) => ({ leads: f.leads, inTreatment: f.inTreatment, quote: f.quote, sent: f.sent, accepted: f.accepted, rejected: f.rejected, stillNew: f.stillNew });
const close = (actual: number | null, expected: number | null, what: string) => {
  if (expected === null) expect(actual, what).toBeNull();
  else expect(actual, what).toBeCloseTo(expected, 3);
};

describe('Inzicht aggregates', () => {
  it('equal a brute-force count for any seed, period and actor', async () => {
    await fc.assert(fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
      const now = await seedRandom(seed);
      const tables = await readTables(server.db);
      for (const [name, actor] of Object.entries(actors)) {
        for (const weeks of INSIGHT_PERIODS) {
          const at = `seed ${seed}, ${name}, ${weeks} weeks`;
          const actual = await insightsFor(server.db, actor, weeks, now);
          const expected = bruteForce(tables, actor, weeks, now);
          expect(actual.from, at).toBe(Math.floor(expected.from.getTime() / 1000));
          expect(actual.leadsPerWeek.map((w) => w.week), at).toEqual([...expected.perWeek.keys()]);
          for (const week of actual.leadsPerWeek) {
            const want = expected.perWeek.get(week.week)!;
            for (const source of ['token', 'region', 'assigned', 'example', 'direct', 'unknown'] as const) {
              expect(week[source], `${at}, week ${week.week} ${source}`).toBe(want[source] ?? 0);
            }
          }
          expect({ ...actual.funnel, stillNew: expected.total.stillNew }, at).toEqual(counts(expected.total));
          close(actual.speed.toTreatment.medianSeconds, expected.total.medianToTreatment, `${at} median to treatment`);
          close(actual.speed.toTreatment.p90Seconds, expected.total.p90ToTreatment, `${at} p90 to treatment`);
          close(actual.speed.toSent.medianSeconds, expected.total.medianToSent, `${at} median to sent`);
          close(actual.speed.toSent.p90Seconds, expected.total.p90ToSent, `${at} p90 to sent`);
          expect(actual.speed.overdueTotal, at).toBe(expected.overdueTotal);
          expect(actual.speed.overdue.map((lead) => lead.id), at).toEqual(expected.overdueIds);
          expect(actual.value.months, at).toEqual([...expected.months].map(([month, v]) => ({ month, ...v })));
          expect([actual.value.sentCount, actual.value.sentInclTax], at).toEqual([expected.sentCount, expected.sentInclTax]);
          expect(actual.examples.map(({ id, views, arExports, leads }) => ({ id, views, arExports, leads })).sort((a, b) => a.id - b.id), at)
            .toEqual([...expected.examples].sort((a, b) => a.id - b.id));
          for (const [key, want] of [['perOrganization', expected.perOrganization], ['perSeller', expected.perSeller]] as const) {
            const rows = actual[key];
            if (want === null) {
              expect(rows, `${at} ${key}`).toBeNull();
              continue;
            }
            expect(new Set(rows!.map((row) => row.id)), `${at} ${key}`).toEqual(new Set(want.keys()));
            for (const row of rows!) {
              const wanted = want.get(row.id)!;
              expect(counts(row), `${at} ${key} ${row.id}`).toEqual(counts(wanted));
              close(row.medianToTreatmentSeconds, wanted.medianToTreatment, `${at} ${key} ${row.id} median`);
            }
          }
          expect(actual.unassigned, at).toEqual(expected.unassigned);
        }
      }
    }), { numRuns: 5 });
  }, 600_000);
});

describe('GET /api/v1/insights', () => {
  it('answers the figures for 4, 13 and 52 weeks and refuses another period with a reason', async () => {
    const token = await server.login('manager@groenevinger.example');
    for (const weeks of INSIGHT_PERIODS) {
      const answer = await get(`${server.url}/api/v1/insights?weeks=${weeks}`, token);
      expect(answer.status).toBe(200);
      expect(answer.body.leadsPerWeek).toHaveLength(weeks);
      expect(answer.body.scope).toBe('organization');
    }
    for (const bad of ['5', 'abc', '', '13.5', '-4', '1e1']) {
      const answer = await get(`${server.url}/api/v1/insights?weeks=${bad}`, token);
      expect(answer.status, bad).toBe(400);
      expect(JSON.stringify(answer.body), bad).toMatch(/weeks/);
    }
    const byDefault = await get(`${server.url}/api/v1/insights`, token);
    expect([byDefault.status, byDefault.body.weeks]).toEqual([200, 13]);
    expect((await get(`${server.url}/api/v1/insights?weeks=4`)).status).toBe(401);
  });
});
