/**
 * Inzicht's figures worked out the slow way (issue 28): every row of quotes, quote_status_times, statistics and example_views
 * read into memory, then filtered and counted with plain loops and Intl's calendar, from the definitions in
 * server/services/insights/insights-queries.ts and nothing of its SQL.
 */
import { sql, type Kysely } from 'kysely';
import type { Actor } from '../../server/auth/access';
import type { Database } from '../../server/db/types';

const TZ = 'Europe/Amsterdam';
const BRAND = 2;

export interface Tables {
  quotes: {
    id: number; number: number; title: string; secret: string; organization_id: number; user_id: number | null; status: string;
    lead_source: string | null; from_example: unknown; total_incl_tax: string; total_excl_tax: string; created_at: Date;
  }[];
  times: { quote_id: number; status: string; entered_at: Date }[];
  statistics: { type: string; key: string; created_at: Date }[];
  /** Views per example and Dutch calendar day ('YYYY-MM-DD'). */
  views: { example_id: number; day: string; views: number }[];
}

export async function readTables(db: Kysely<Database>): Promise<Tables> {
  return {
    quotes: await db.selectFrom('quotes').select(['id', 'number', 'title', 'secret', 'organization_id', 'user_id', 'status', 'lead_source',
      'from_example', 'total_incl_tax', 'total_excl_tax', 'created_at']).execute(),
    times: await db.selectFrom('quote_status_times').selectAll().execute(),
    statistics: await db.selectFrom('statistics').select(['type', 'key', 'created_at']).execute(),
    views: await db.selectFrom('example_views').select(['example_id', sql<string>`day::text`.as('day'), 'views']).execute(),
  };
}

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});

/** The Dutch wall clock of a moment, as if it were UTC (so date arithmetic on it is calendar arithmetic). */
function localClock(date: Date): number {
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  return Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
}

/** The moment at which Dutch clocks show `clock` (as returned by localClock). */
function fromLocalClock(clock: number): Date {
  let guess = clock;
  for (let i = 0; i < 3; i++) guess = clock - (localClock(new Date(guess)) - guess);
  return new Date(guess);
}

const DAY = 86_400_000;
const isoDay = (clock: number) => new Date(clock).toISOString().slice(0, 10);
/** Monday 00:00 of the local week (clock values). */
const mondayOf = (clock: number) => {
  const midnight = Math.floor(clock / DAY) * DAY;
  return midnight - ((new Date(midnight).getUTCDay() + 6) % 7) * DAY;
};

function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = p * (sorted.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

const STAGES = {
  inTreatment: ['LEAD_IN_TREATMENT', 'CONCEPT', 'SENT', 'ACCEPTED', 'REJECTED'],
  quote: ['CONCEPT', 'SENT', 'ACCEPTED', 'REJECTED'],
  sent: ['SENT', 'ACCEPTED', 'REJECTED'],
  accepted: ['ACCEPTED'],
  rejected: ['REJECTED'],
};

export function bruteForce(tables: Tables, actor: Actor, weeks: number, now: Date) {
  const managerOrAdmin = actor.roles.has('manager') || actor.roles.has('admin');
  const inScope = (q: Tables['quotes'][number]) => {
    const inReach = actor.reach.includes(q.organization_id);
    if (!managerOrAdmin) return inReach && q.user_id === actor.userId;
    if (actor.organizationKind !== 'brand') return inReach;
    return inReach || q.lead_source === 'region' || q.lead_source === 'assigned';
  };
  const fromClock = mondayOf(localClock(now)) - (weeks - 1) * 7 * DAY;
  const from = fromLocalClock(fromClock);
  const inPeriod = (date: Date) => date >= from && date <= now;

  const timesOf = new Map<number, Map<string, Date>>();
  for (const t of tables.times) {
    const m = timesOf.get(t.quote_id) ?? new Map<string, Date>();
    m.set(t.status, t.entered_at);
    timesOf.set(t.quote_id, m);
  }
  const scoped = tables.quotes.filter(inScope);
  const arrivalOf = (id: number) => timesOf.get(id)?.get('LEAD');

  // Leads per week.
  const perWeek = new Map<string, Record<string, number>>();
  for (let i = 0; i < weeks; i++) perWeek.set(isoDay(fromClock + i * 7 * DAY), {});
  const cohort = scoped.filter((q) => { const a = arrivalOf(q.id); return a !== undefined && inPeriod(a); });
  for (const q of cohort) {
    const week = perWeek.get(isoDay(mondayOf(localClock(arrivalOf(q.id)!))))!;
    const source = q.lead_source ?? 'unknown';
    week[source] = (week[source] ?? 0) + 1;
  }

  // Funnel and speed, overall and per group.
  const reached = (q: Tables['quotes'][number], statuses: string[]): Date | null => {
    const arrival = arrivalOf(q.id)!;
    let first: Date | null = null;
    for (const [status, at] of timesOf.get(q.id) ?? []) {
      if (statuses.includes(status) && at >= arrival && (first === null || at < first)) first = at;
    }
    return first;
  };
  const figures = (rows: typeof cohort) => {
    const secs = (stage: keyof typeof STAGES) => rows.map((q) => reached(q, STAGES[stage])).map((at, i) => at && (at.getTime() - arrivalOf(rows[i].id)!.getTime()) / 1000)
      .filter((s): s is number => s !== null);
    const count = (stage: keyof typeof STAGES) => rows.filter((q) => reached(q, STAGES[stage]) !== null).length;
    return {
      leads: rows.length, inTreatment: count('inTreatment'), quote: count('quote'), sent: count('sent'), accepted: count('accepted'), rejected: count('rejected'),
      stillNew: rows.filter((q) => q.status === 'LEAD').length,
      medianToTreatment: percentile(secs('inTreatment'), 0.5), p90ToTreatment: percentile(secs('inTreatment'), 0.9),
      medianToSent: percentile(secs('sent'), 0.5), p90ToSent: percentile(secs('sent'), 0.9),
    };
  };
  const groupBy = (key: (q: Tables['quotes'][number]) => number | null) => {
    const groups = new Map<number | null, typeof cohort>();
    for (const q of cohort) groups.set(key(q), [...(groups.get(key(q)) ?? []), q]);
    return new Map([...groups].map(([id, rows]) => [id, figures(rows)]));
  };

  // Still new after one working day.
  const deadline = (arrival: Date) => {
    const clock = localClock(arrival);
    const dow = (new Date(clock).getUTCDay() + 6) % 7 + 1;
    const midnight = Math.floor(clock / DAY) * DAY;
    const due = dow === 5 ? clock + 3 * DAY : dow === 6 ? midnight + 3 * DAY : dow === 7 ? midnight + 2 * DAY : clock + DAY;
    return fromLocalClock(due);
  };
  const overdue = scoped.filter((q) => q.status === 'LEAD' && arrivalOf(q.id) && deadline(arrivalOf(q.id)!) < now)
    .sort((a, b) => arrivalOf(a.id)!.getTime() - arrivalOf(b.id)!.getTime() || a.id - b.id);

  // Value.
  const months = new Map<string, { accepted: number; inclTax: number; exclTax: number }>();
  for (let clock = Date.UTC(new Date(fromClock).getUTCFullYear(), new Date(fromClock).getUTCMonth(), 1); clock <= localClock(now);) {
    months.set(isoDay(clock).slice(0, 7), { accepted: 0, inclTax: 0, exclTax: 0 });
    const d = new Date(clock);
    clock = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  }
  let sentCount = 0;
  let sentInclTax = 0;
  for (const q of scoped) {
    const accepted = timesOf.get(q.id)?.get('ACCEPTED');
    if (q.status === 'ACCEPTED' && accepted && inPeriod(accepted)) {
      const month = months.get(isoDay(localClock(accepted)).slice(0, 7))!;
      month.accepted += 1;
      month.inclTax += Number(q.total_incl_tax);
      month.exclTax += Number(q.total_excl_tax);
    }
    const sent = timesOf.get(q.id)?.get('SENT');
    if (sent && inPeriod(sent) && q.status !== 'DELETED' && q.status !== 'LEAD_DELETED') {
      sentCount += 1;
      sentInclTax += Number(q.total_incl_tax);
    }
  }

  // Examples.
  const examples = scoped.filter((q) => q.status === 'EXAMPLE').map((e) => ({
    id: e.id,
    views: tables.views.filter((v) => v.example_id === e.id && v.day >= isoDay(fromClock) && v.day <= isoDay(localClock(now)))
      .reduce((sum, v) => sum + v.views, 0),
    arExports: tables.statistics.filter((s) => s.type === 'statistic_type_glb_export_amount' && s.key === String(e.id) && inPeriod(s.created_at)).length,
    leads: cohort.filter((q) => q.from_example !== null && String(q.from_example) === String(e.id)).length,
  }));

  const brandTables = managerOrAdmin && actor.organizationKind === 'brand';
  const waiting = tables.quotes.filter((q) => q.organization_id === BRAND && (q.status === 'LEAD' || q.status === 'LEAD_IN_TREATMENT'));
  const oldest = waiting.map((q) => (arrivalOf(q.id) ?? q.created_at).getTime()).sort((a, b) => a - b)[0];

  return {
    from, perWeek, total: figures(cohort),
    perOrganization: managerOrAdmin ? groupBy((q) => q.organization_id) : null,
    perSeller: managerOrAdmin && !brandTables ? groupBy((q) => q.user_id) : null,
    overdueTotal: overdue.length, overdueIds: overdue.slice(0, 50).map((q) => q.id),
    months, sentCount, sentInclTax, examples,
    unassigned: brandTables ? { count: waiting.length, oldestArrivedAt: oldest === undefined ? null : Math.floor(oldest / 1000) } : null,
  };
}
