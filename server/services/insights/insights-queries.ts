/**
 * The aggregate statements behind Inzicht (issue 28), one per block. Every one reads quotes through
 * `where.insights(actor)` (server/auth/access.ts), so an actor's figures cover exactly their reach.
 *
 * Definitions, shared with the brute-force check in tests/api/insights-property.test.ts:
 * - A lead arrived when its quote first entered LEAD (quote_status_times, migration 0050); the period's leads are
 *   those that arrived in it. Arrival, stage times, week and due time are kept per lead in lead_stages by the
 *   database (migration 0052, which spells these definitions in SQL).
 * - A lead reached a stage when it entered, at or after its arrival, a status of that stage or a later one:
 *   in treatment (LEAD_IN_TREATMENT, CONCEPT, SENT, ACCEPTED, REJECTED), quote (CONCEPT and on), sent (SENT,
 *   ACCEPTED, REJECTED), accepted, rejected. The stage's time is the first such entry.
 * - Speed: percentile_cont over the seconds from arrival to the stage, of the period's leads that reached it.
 * - Still new after one working day: status LEAD now, and now is past the same clock time on the next working
 *   day (Monday to Friday; a weekend arrival counts from Monday 00:00). Public holidays are not known.
 * - Value: quotes that are ACCEPTED now, by the month they first entered ACCEPTED; the average is over quotes that
 *   entered SENT in the period and are not deleted.
 */
import { sql, type Kysely } from 'kysely';
import { INSIGHTS_TIME_ZONE, OVERDUE_LIST_LIMIT } from '../../../src/domain/contracts/insights';
import { BRAND_ORGANIZATION_ID } from '../../../src/domain/constants';
import { where, type Actor } from '../../auth/access';
import type { Database } from '../../db/types';
import type { InsightsPeriod } from './insights-period';

type Db = Kysely<Database>;
const TZ = INSIGHTS_TIME_ZONE;

/** Scoped quotes that are leads, with their arrival and stage times (lead_stages, kept by the database). */
function leads(db: Db, actor: Actor) {
  return db.selectFrom('quotes')
    .innerJoin('lead_stages as stages', 'stages.quote_id', 'quotes.id')
    .where(where.insights(actor));
}

export async function leadsPerWeek(db: Db, actor: Actor, period: InsightsPeriod) {
  const rows = await leads(db, actor)
    .where('stages.arrived_at', '>=', period.from).where('stages.arrived_at', '<=', period.until)
    .select([
      sql<string>`stages.arrival_week::text`.as('week'),
      sql<string>`coalesce(quotes.lead_source, 'unknown')`.as('source'),
      sql<string>`count(*)`.as('n'),
    ])
    .groupBy([sql`1`, sql`2`])
    .execute();
  return rows.map((row) => ({ week: row.week, source: row.source, count: Number(row.n) }));
}

export interface GroupFigures {
  /** 'all', 'organization' or 'seller': which grouping set the row belongs to. */
  grouping: 'all' | 'organization' | 'seller';
  id: number | null;
  name: string;
  leads: number; inTreatment: number; quote: number; sent: number; accepted: number; rejected: number;
  stillNew: number;
  medianToTreatmentSeconds: number | null; p90ToTreatmentSeconds: number | null;
  medianToSentSeconds: number | null; p90ToSentSeconds: number | null;
}

/** The funnel and speed of the period's leads: in total, per organisation and per seller, in one statement. */
export async function funnelAndSpeed(db: Db, actor: Actor, period: InsightsPeriod): Promise<GroupFigures[]> {
  const seconds = (column: string) => sql`extract(epoch from (${sql.ref(column)} - cohort.arrived))`;
  const median = (column: string) => sql<number | null>`percentile_cont(0.5) within group (order by ${seconds(column)})`;
  const p90 = (column: string) => sql<number | null>`percentile_cont(0.9) within group (order by ${seconds(column)})`;
  const rows = await db
    .with('cohort', () => leads(db, actor)
      .where('stages.arrived_at', '>=', period.from).where('stages.arrived_at', '<=', period.until)
      .select([
        'quotes.organization_id', 'quotes.user_id', 'quotes.status', 'stages.arrived_at as arrived',
        'stages.treated_at as treated', 'stages.quoted_at as quoted', 'stages.sent_at as sent', 'stages.accepted_at as accepted',
        'stages.rejected_at as rejected',
      ]))
    .with('figures', (qb) => qb.selectFrom('cohort')
      .select([
        sql<number>`grouping(cohort.organization_id)`.as('g_org'),
        sql<number>`grouping(cohort.user_id)`.as('g_user'),
        'cohort.organization_id', 'cohort.user_id',
        sql<string>`count(*)`.as('leads'),
        sql<string>`count(cohort.treated)`.as('in_treatment'),
        sql<string>`count(cohort.quoted)`.as('quote'),
        sql<string>`count(cohort.sent)`.as('sent'),
        sql<string>`count(cohort.accepted)`.as('accepted'),
        sql<string>`count(cohort.rejected)`.as('rejected'),
        sql<string>`count(*) filter (where cohort.status = 'LEAD')`.as('still_new'),
        median('cohort.treated').as('median_treated'), p90('cohort.treated').as('p90_treated'),
        median('cohort.sent').as('median_sent'), p90('cohort.sent').as('p90_sent'),
      ])
      .groupBy(sql`grouping sets ((), (cohort.organization_id), (cohort.user_id))`))
    .selectFrom('figures')
    .leftJoin('organizations', 'organizations.id', 'figures.organization_id')
    .leftJoin('users', 'users.id', 'figures.user_id')
    .selectAll('figures')
    .select(['organizations.name as organization_name', 'users.first_name', 'users.preposition', 'users.last_name'])
    .execute();
  return rows.map((row) => {
    const grouping = Number(row.g_org) === 0 ? 'organization' : Number(row.g_user) === 0 ? 'seller' : 'all';
    const name = grouping === 'organization' ? row.organization_name ?? ''
      : grouping === 'seller' ? [row.first_name, row.preposition, row.last_name].filter(Boolean).join(' ') : '';
    return {
      grouping, id: grouping === 'organization' ? row.organization_id : grouping === 'seller' ? row.user_id : null, name,
      leads: Number(row.leads), inTreatment: Number(row.in_treatment), quote: Number(row.quote), sent: Number(row.sent),
      accepted: Number(row.accepted), rejected: Number(row.rejected), stillNew: Number(row.still_new),
      medianToTreatmentSeconds: row.median_treated, p90ToTreatmentSeconds: row.p90_treated,
      medianToSentSeconds: row.median_sent, p90ToSentSeconds: row.p90_sent,
    };
  });
}

/** Leads still new after one working day (lead_stages.due_at), whatever the period: oldest first, the total beside the first page. */
export async function overdueLeads(db: Db, actor: Actor, now: Date) {
  // The open leads are few whatever the history, so they are found first (quotes_new_leads_idx, materialized) and
  // joined to their stage rows after: PostgreSQL otherwise walked every lead's stage row with a quote probe each
  // (7,455 probes for 1,055 open leads: 22 ms against 6, bench:insights); PGlite does the same either way.
  const rows = await db
    .with((cte) => cte('open').materialized(), () => db.selectFrom('quotes')
      .where(where.insights(actor))
      .where('quotes.status', '=', 'LEAD')
      .select(['quotes.id', 'quotes.number', 'quotes.title', 'quotes.organization_id', 'quotes.secret']))
    .selectFrom('open')
    .innerJoin('lead_stages as stages', 'stages.quote_id', 'open.id')
    .where('stages.due_at', '<', now)
    .selectAll('open')
    .select(['stages.arrived_at', sql<string>`count(*) over ()`.as('total')])
    .orderBy('stages.arrived_at').orderBy('open.id')
    .limit(OVERDUE_LIST_LIMIT)
    .execute();
  return {
    total: rows.length === 0 ? 0 : Number(rows[0].total),
    leads: rows.map((row) => ({
      id: row.id, number: row.number, title: row.title, organizationId: row.organization_id, secret: row.secret,
      arrivedAt: Math.floor(new Date(row.arrived_at).getTime() / 1000),
    })),
  };
}

/** Accepted value per month and the sent quotes' count and sum, in one statement. */
export async function valueFigures(db: Db, actor: Actor, period: InsightsPeriod) {
  const rows = await db.selectFrom('quotes')
    .innerJoin('quote_status_times as s', 'quotes.id', 's.quote_id')
    .where(where.insights(actor))
    .where('s.entered_at', '>=', period.from).where('s.entered_at', '<=', period.until)
    .where((eb) => eb.or([
      eb.and([eb('s.status', '=', 'ACCEPTED'), eb('quotes.status', '=', 'ACCEPTED')]),
      eb.and([eb('s.status', '=', 'SENT'), eb('quotes.status', 'not in', ['DELETED', 'LEAD_DELETED'])]),
    ]))
    .select([
      's.status',
      sql<string>`to_char(s.entered_at at time zone ${TZ}, 'YYYY-MM')`.as('month'),
      sql<string>`count(*)`.as('n'),
      sql<string>`coalesce(sum(quotes.total_incl_tax), 0)`.as('incl'),
      sql<string>`coalesce(sum(quotes.total_excl_tax), 0)`.as('excl'),
    ])
    .groupBy(['s.status', sql`2`])
    .execute();
  return rows.map((row) => ({ status: row.status, month: row.month, count: Number(row.n), inclTax: Number(row.incl), exclTax: Number(row.excl) }));
}

/** Per example in scope: views and AR exports counted in the period, and leads from it that arrived in the period. */
export async function exampleFigures(db: Db, actor: Actor, period: InsightsPeriod) {
  const rows = await db
    // The leads counted are the actor's too: a lead from this example that went elsewhere is not theirs to count.
    .with('example_leads', () => leads(db, actor)
      .where('stages.arrived_at', '>=', period.from).where('stages.arrived_at', '<=', period.until)
      .where('quotes.from_example', 'is not', null)
      .select([sql<string>`quotes.from_example #>> '{}'`.as('example_id'), sql<string>`count(*)`.as('n')])
      .groupBy(sql`1`))
    .selectFrom('quotes')
    .leftJoin('example_leads', (join) => join.on(sql<boolean>`example_leads.example_id = quotes.id::text`))
    .where(where.insights(actor))
    .where('quotes.status', '=', 'EXAMPLE')
    .select((eb) => [
      'quotes.id', 'quotes.number', 'quotes.title', 'example_leads.n as leads',
      eb.selectFrom('statistics').select(sql<string>`count(*)`.as('n'))
        .where('statistics.type', '=', 'statistic_type_glb_export_amount')
        .whereRef('statistics.key', '=', sql<string>`quotes.id::text`)
        .where('statistics.created_at', '>=', period.from).where('statistics.created_at', '<=', period.until)
        .as('ar_exports'),
      // The period's Dutch calendar days: it starts on a Monday 00:00 and ends now, both Dutch time.
      eb.selectFrom('example_views').select(sql<string>`coalesce(sum(example_views.views), 0)`.as('n'))
        .whereRef('example_views.example_id', '=', 'quotes.id')
        .where(sql<boolean>`example_views.day between (${period.from}::timestamptz at time zone ${TZ})::date and (${period.until}::timestamptz at time zone ${TZ})::date`)
        .as('views'),
    ])
    .orderBy('quotes.number').orderBy('quotes.id')
    .execute();
  return rows.map((row) => ({
    id: row.id, number: row.number, title: row.title, views: Number(row.views ?? 0), arExports: Number(row.ar_exports ?? 0), leads: Number(row.leads ?? 0),
  }));
}

/** The brand's leads waiting for a dealer: how many, and since when the oldest waits. */
export async function unassignedLeads(db: Db) {
  const row = await db.selectFrom('quotes')
    .leftJoin('lead_stages as stages', 'stages.quote_id', 'quotes.id')
    .where('quotes.organization_id', '=', BRAND_ORGANIZATION_ID)
    .where('quotes.status', 'in', ['LEAD', 'LEAD_IN_TREATMENT'])
    .select([
      sql<string>`count(*)`.as('n'),
      sql<Date | null>`min(coalesce(stages.arrived_at, quotes.created_at))`.as('oldest'),
    ])
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldestArrivedAt: row.oldest === null ? null : Math.floor(new Date(row.oldest).getTime() / 1000) };
}
