/**
 * Reading dealer quotes and leads (spec §2 'Leads list', 'Quotes list', 'Quote page'; §7 GET v1/quote): the list
 * with the spec's parameters and one quote, every query through the access module's scope.
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { LEAD_STATUSES, QUOTE_LIST_STATUSES, type QuoteStatus } from '../../../src/domain/quote-status';
import { authorize, checkOrganizationFilter, notReachable, where, type Actor } from '../../auth/access';
import type { Database } from '../../db/types';
import { likePattern } from '../../db/like-pattern';
import type { QuoteRow } from '../quote-repository';
import { everything, presentQuotes, type PresentOptions, type QuoteEmbed } from './quote-presenter';

export const quoteSortFields = ['created_at', 'updated_at', 'date', 'number', 'title'] as const;

export interface QuoteListQuery {
  limit: number;
  offset: number;
  sort: { field: (typeof quoteSortFields)[number]; direction: 'asc' | 'desc' };
  embeds: ReadonlySet<QuoteEmbed>;
  lines: boolean;
  search?: string;
  statuses?: QuoteStatus[];
  lead?: boolean;
  organizationId?: number;
  /** Positive ids keep those organisations, negative ids leave them out. */
  organizationIds?: number[];
  userIds?: number[];
  /**
   * A customer's quotes (the customers page, issue 27): people and companies by id. Only narrows the list: the
   * organisations and the access scope above still apply, so another organisation's customer id finds nothing.
   */
  clientIds?: number[];
  companyIds?: number[];
  showSubdealers: boolean;
}

export type QuoteCounts = { all: number } & Record<'LEAD' | 'LEAD_IN_TREATMENT' | 'LEAD_DELETED', number>;

/**
 * The organisations a list shows: the caller's own; one asked for by `organizationId` (within reach); or, with
 * showSubdealers (managers only), the own organisation and all its sub-dealers.
 */
function listedOrganizations(actor: Actor, q: QuoteListQuery): number[] {
  if (q.showSubdealers) {
    authorize(actor, 'quote.listSubdealers');
    return [...actor.reach];
  }
  if (q.organizationId !== undefined) {
    checkOrganizationFilter(actor, [q.organizationId]);
    return [q.organizationId];
  }
  return [actor.organizationId];
}

/**
 * A list row's columns: everything but the attributes, which hold the whole design (tens of kilobytes a quote);
 * a list only shows fromExample and fromDealerToken of them, read from their generated columns.
 */
const LIST_COLUMNS = [
  'quotes.id', 'quotes.number', 'quotes.title', 'quotes.status', 'quotes.source', 'quotes.secret', 'quotes.design_code',
  'quotes.organization_id', 'quotes.user_id', 'quotes.client_id', 'quotes.company_id', 'quotes.reference', 'quotes.note',
  'quotes.lead', 'quotes.date', 'quotes.expire_date', 'quotes.currency', 'quotes.prices_incl_tax', 'quotes.total_incl_tax',
  'quotes.total_excl_tax', 'quotes.total_tax', 'quotes.total_cost_incl_tax', 'quotes.category_totals', 'quotes.disabled_lines',
  'quotes.tax_totals', 'quotes.created_at', 'quotes.updated_at',
] as const;

export async function listQuotes(db: Kysely<Database>, actor: Actor, q: QuoteListQuery) {
  const organizations = listedOrganizations(actor, q);
  const included = (q.organizationIds ?? []).filter((id) => id > 0);
  const excluded = (q.organizationIds ?? []).filter((id) => id < 0).map((id) => -id);
  checkOrganizationFilter(actor, included);

  // Who and where: the same for the page and for the lead counts.
  let scoped = db.selectFrom('quotes').where(where.quotes(actor))
    .where('quotes.source', '=', 'v4')
    .where('quotes.organization_id', 'in', organizations);
  if (included.length) scoped = scoped.where('quotes.organization_id', 'in', included);
  if (excluded.length) scoped = scoped.where('quotes.organization_id', 'not in', excluded);
  if (q.userIds?.length) scoped = scoped.where('quotes.user_id', 'in', q.userIds);
  if (q.clientIds?.length) scoped = scoped.where('quotes.client_id', 'in', q.clientIds);
  if (q.companyIds?.length) scoped = scoped.where('quotes.company_id', 'in', q.companyIds);

  const statuses = q.statuses?.length ? q.statuses : q.lead === true ? LEAD_STATUSES : QUOTE_LIST_STATUSES;
  let filtered = scoped.where('quotes.status', 'in', [...statuses]);
  if (q.lead === false) filtered = filtered.where('quotes.lead', '=', false);
  if (q.search) {
    const term = q.search.trim();
    const pattern = likePattern(term);
    filtered = filtered.where((eb) => eb.or([
      eb('quotes.title', 'ilike', pattern),
      ...(/^\d+$/.test(term) ? [eb(sql<string>`quotes.number::text`, 'like', `${term}%`), eb('quotes.design_code', 'like', `${term}%`)] : []),
      eb.exists(eb.selectFrom('clients').select('clients.id').whereRef('clients.id', '=', 'quotes.client_id')
        .where(sql<boolean>`concat_ws(' ', clients.first_name, clients.preposition, clients.last_name) ilike ${pattern}`)),
      eb.exists(eb.selectFrom('companies').select('companies.id').whereRef('companies.id', '=', 'quotes.company_id')
        .where('companies.name', 'ilike', pattern)),
    ]));
  }

  const countAll = async () => Number((await filtered.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow()).total);
  const [page, counts] = await Promise.all([
    q.limit === 0 ? countAll().then((total) => ({ rows: [] as QuoteRow[], total })) : pageWithTotal(db, filtered, q),
    q.lead === true ? leadCounts(scoped) : Promise.resolve(undefined),
  ]);
  // The total rides on the page's rows; a page past the end counts on its own.
  const { rows, total } = page ?? { rows: [] as QuoteRow[], total: await countAll() };
  const data = await presentQuotes(db, rows, { embeds: q.embeds, lines: q.lines, design: false });
  return { data, total, limit: q.limit, offset: q.offset, ...(counts ? { counts } : {}) };
}

/**
 * One page and the list's total in one statement (ARCHITECTURE §8's list budget: on PGlite every statement
 * queues on the one session). The inner query sorts and cuts the page over the filter's ids alone and counts
 * them with `count(*) over ()`; only the page's rows are then read in full, so a later page (offset 500) does
 * not read and throw away the 500 rows before it. Null when the page is empty: its total is unknown then.
 */
async function pageWithTotal(
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a query on quotes that selects nothing yet
  db: Kysely<Database>, filtered: SelectQueryBuilder<Database, 'quotes', {}>, q: QuoteListQuery,
): Promise<{ rows: QuoteRow[]; total: number } | null> {
  const sortColumn = `quotes.${q.sort.field}` as const;
  const ids = filtered.select(['quotes.id', sql<string>`count(*) over ()`.as('total')])
    .orderBy(sortColumn, q.sort.direction).orderBy('quotes.id', q.sort.direction)
    .limit(q.limit).offset(q.offset);
  const rows = await db.selectFrom(ids.as('page')).innerJoin('quotes', 'quotes.id', 'page.id')
    .select(LIST_COLUMNS).select('page.total')
    // The two attributes a row shows, from their generated columns (migration 0030), not from the design.
    .select(sql<Record<string, unknown>>`jsonb_build_object('fromExample', quotes.from_example, 'fromDealerToken', quotes.from_dealer_token)`.as('attributes'))
    .orderBy(sortColumn, q.sort.direction).orderBy('quotes.id', q.sort.direction)
    .execute();
  if (rows.length === 0) return null;
  return { rows: rows as unknown as QuoteRow[], total: Number(rows[0].total) };
}

/** The counts of the lead tabs (spec §7 'limit 0, lead true'): all leads and per lead status, search ignored. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a query on quotes that selects nothing yet
async function leadCounts(scoped: SelectQueryBuilder<Database, 'quotes', {}>): Promise<QuoteCounts> {
  const rows = await scoped
    .where('quotes.status', 'in', [...LEAD_STATUSES])
    .select(['quotes.status', sql<string>`count(*)`.as('count')]).groupBy('quotes.status').execute();
  const counts: QuoteCounts = { all: 0, LEAD: 0, LEAD_IN_TREATMENT: 0, LEAD_DELETED: 0 };
  for (const row of rows) {
    counts[row.status as keyof Omit<QuoteCounts, 'all'>] = Number(row.count);
    counts.all += Number(row.count);
  }
  return counts;
}

export async function findQuote(db: Kysely<Database>, actor: Actor, id: number): Promise<QuoteRow> {
  const row = await db.selectFrom('quotes').selectAll().where(where.quotes(actor)).where('quotes.id', '=', id).executeTakeFirst();
  if (!row) throw notReachable('Offerte');
  return row;
}

export async function getQuote(db: Kysely<Database>, actor: Actor, id: number, options: PresentOptions = everything) {
  const row = await findQuote(db, actor, id);
  const [quote] = await presentQuotes(db, [row], options);
  return quote;
}
