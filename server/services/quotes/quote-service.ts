/**
 * Dealer quotes and leads (spec §2 'Leads list', 'Quotes list', 'Quote page'; §4 statuses; §7 v1/quote): list
 * with the spec's parameters, read, create, update and delete, every query through the access module's scope.
 *
 * Prices: lines and totals are always computed here, from the design and the catalogue in the database; a
 * dealer's only hand-made lines are 'extra' lines (name, amount, unit price 0.01-99 euro), appended after the
 * design is priced. Anything else a browser sends about money is ignored.
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { configurationSchema, type Configuration } from '../../../src/domain/configuration';
import type { LineCategory } from '../../../src/domain/constants';
import {
  extraLineInputSchema, priceConfiguration, quoteLooseProducts, withExtraLines, type CatalogIndex, type ExtraLine, type PricedQuote,
} from '../../../src/domain/pricing';
import {
  DEFAULT_QUOTE_STATUS, LEAD_STATUSES, QUOTE_LIST_STATUSES, deletedStatus, isLeadStatus, type QuoteStatus,
} from '../../../src/domain/quote-status';
import { validateConfiguration } from '../../../src/domain/validate-configuration';
import { productRole } from '../../../src/domain/product-role';
import { authorize, checkOrganizationFilter, notReachable, organizationForCreate, where, type Actor } from '../../auth/access';
import { json, toCents, type Database } from '../../db/types';
import { BRAND_ORGANIZATION_ID, NO_DEALER_TOKEN, PLATFORM_ORGANIZATION_ID } from '../../../src/domain/constants';
import { badRequest, conflict, type HttpError } from '../../http-error';
import { texts } from '../../../src/domain/texts';
import { dealerTexts } from '../../../src/domain/dealer-texts';
import { likePattern } from '../../routes/list-query';
import { findExample, randomSecret, withUniqueDesignCode, storedConfiguration, type QuoteRow } from '../quote-repository';
import { everything, presentQuotes, type PresentOptions, type QuoteEmbed } from './quote-presenter';
import { lineRecord, storedAttributes, totalsColumns } from './quote-records';

export const quoteSortFields = ['created_at', 'updated_at', 'date', 'number', 'title'] as const;

/** A design the catalogue does not allow, or a manual line out of bounds: 400 with the reasons. */
function invalidQuote(reasons: string[]): HttpError {
  return badRequest(`${texts.pricing.invalidConfiguration}: ${reasons.join(' ')}`, { reasons });
}

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

async function findQuote(db: Kysely<Database>, actor: Actor, id: number): Promise<QuoteRow> {
  const row = await db.selectFrom('quotes').selectAll().where(where.quotes(actor)).where('quotes.id', '=', id).executeTakeFirst();
  if (!row) throw notReachable('Offerte');
  return row;
}

export async function getQuote(db: Kysely<Database>, actor: Actor, id: number, options: PresentOptions = everything) {
  const row = await findQuote(db, actor, id);
  const [quote] = await presentQuotes(db, [row], options);
  return quote;
}

// Writing ---------------------------------------------------------------------------------------------------

export interface QuoteInput {
  title?: string;
  status?: QuoteStatus;
  reference?: string | null;
  note?: string | null;
  date?: number;
  expireDate?: number | null;
  clientId?: number | null;
  companyId?: number | null;
  organizationId?: number | null;
  configuration?: unknown;
  /** The quote's lines as a browser has them; only 'extra' lines are read (the rest follows from the design). */
  lines?: { type?: unknown }[];
  looseProducts?: { id: number; amount: number }[];
  enableCategories?: Partial<Record<LineCategory, boolean>>;
  /** A copy of this EXAMPLE (spec §4): the new quote records it as `fromExample`, with the example's dealer token. */
  fromExample?: number | null;
}

export interface QuoteContext {
  /** The pricing catalogue the caller may use (test products only for those allowed to see them). */
  index: () => Promise<CatalogIndex>;
}

function parseDesign(raw: unknown, index: CatalogIndex): Configuration {
  const parsed = configurationSchema.safeParse(raw);
  if (!parsed.success) throw invalidQuote(parsed.error.issues.map((i) => `configuration.${i.path.join('.')}: ${i.message}`));
  const reasons = validateConfiguration(parsed.data, index);
  if (reasons.length) throw invalidQuote(reasons);
  return parsed.data;
}

function parseExtraLines(lines: { type?: unknown }[]): ExtraLine[] {
  const reasons: string[] = [];
  const extras: ExtraLine[] = [];
  lines.forEach((line, i) => {
    if (line?.type !== 'extra') return;
    const parsed = extraLineInputSchema.safeParse(line);
    if (parsed.success) extras.push(parsed.data);
    else reasons.push(...parsed.error.issues.map((issue) => `lines.${i}.${issue.path.join('.')}: ${issue.message}`));
  });
  if (reasons.length) throw invalidQuote(reasons);
  return extras;
}

/** The loose products as a dealer sets them: the absolute amount counts, 0 removes the product (spec §5). */
function applyLooseProducts(configuration: Configuration, looseProducts: { id: number; amount: number }[], index: CatalogIndex): Configuration {
  const amounts = new Map<number, number>();
  for (const { id, amount } of looseProducts) {
    const product = index.products.get(id);
    if (!product || productRole(product, index) !== 'loose') {
      throw invalidQuote([`looseProducts: product ${id} is geen bijproduct`]);
    }
    amounts.set(id, Math.trunc(Math.abs(amount)) || 0);
  }
  return {
    ...configuration,
    looseProducts: [...amounts].filter(([, amount]) => amount > 0).map(([productId, amount]) => ({ productId, amount })),
  };
}

function price(configuration: Configuration, extras: readonly ExtraLine[], index: CatalogIndex): PricedQuote {
  return withExtraLines(priceConfiguration(configuration, index, { includeCost: true }), extras, configuration, true);
}

/** Stored extra lines of a quote, to keep them when only the design changes. */
async function storedExtras(db: Kysely<Database>, quoteId: number): Promise<ExtraLine[]> {
  const rows = await db.selectFrom('quote_lines').select(['name', 'description', 'amount', 'price', 'cost_price'])
    .where('quote_id', '=', quoteId).where('category', '=', 'extra').where('is_editable', '=', true).orderBy('position').execute();
  const disabled = await db.selectFrom('quotes').select('disabled_lines').where('id', '=', quoteId).executeTakeFirst();
  const fromLines = rows.map((r) => ({ name: r.name, description: r.description ?? '', amount: r.amount, price: toCents(r.price), costPrice: toCents(r.cost_price) }));
  // Extra lines of a switched-off 'extra' category are kept among the disabled lines.
  const fromDisabled = ((disabled?.disabled_lines ?? []) as { category?: string; isEditable?: boolean; name: string; description?: string; amount: number; price: number; costPrice?: number }[])
    .filter((l) => l.category === 'extra' && l.isEditable)
    .map((l) => ({ name: l.name, description: l.description ?? '', amount: l.amount, price: l.price, costPrice: l.costPrice ?? 0 }));
  return [...fromLines, ...fromDisabled];
}

async function checkCustomer(db: Kysely<Database>, actor: Actor, organizationId: number, clientId?: number | null, companyId?: number | null) {
  if (clientId !== undefined && clientId !== null) {
    const client = await db.selectFrom('clients').select('organization_id').where(where.clients(actor)).where('clients.id', '=', clientId).executeTakeFirst();
    if (!client || client.organization_id !== organizationId) throw notReachable('Klant');
  }
  if (companyId !== undefined && companyId !== null) {
    const company = await db.selectFrom('companies').select('organization_id').where(where.companies(actor)).where('companies.id', '=', companyId).executeTakeFirst();
    if (!company || company.organization_id !== organizationId) throw notReachable('Bedrijf');
  }
}

const fromEpoch = (seconds: number) => new Date(seconds * 1000);

/**
 * A quote with an accounting record (sent to the accounting system, or turned into an order at the brand) is
 * read-only for everyone (ARCHITECTURE §3 reading 15): every change of a quote passes here, so 409 is answered
 * in this one place whoever asks.
 */
async function assertWritable(db: Kysely<Database>, quoteId: number): Promise<void> {
  const record = await db.selectFrom('accounting_orders').select('kind').where('quote_id', '=', quoteId).executeTakeFirst();
  if (!record) return;
  throw conflict(record.kind === 'order' ? dealerTexts.accounting.lockedOrder : dealerTexts.accounting.lockedQuote);
}

/** Organisations whose examples leave fromExample empty (spec §4: the platform and the brand). */
const NO_FROM_EXAMPLE_ORGANIZATIONS = new Set([PLATFORM_ORGANIZATION_ID, BRAND_ORGANIZATION_ID]);

/**
 * What a copy of an example records (spec §4): fromExample (empty for examples of organisations 1 and 2) and the
 * dealer token of the example's organisation. An id that is no EXAMPLE: 400.
 */
async function exampleOrigin(db: Kysely<Database>, exampleId: number): Promise<{ fromExample: number | null; fromDealerToken: string | null }> {
  const example = await findExample(db, exampleId);
  if (!example) throw badRequest(`fromExample: ${exampleId} is geen voorbeeldconfiguratie`);
  const organization = await db.selectFrom('organizations').select('external_reference').where('id', '=', example.organization_id).executeTakeFirst();
  const token = organization?.external_reference?.trim();
  return {
    fromExample: NO_FROM_EXAMPLE_ORGANIZATIONS.has(example.organization_id) ? null : example.id,
    fromDealerToken: token && token !== NO_DEALER_TOKEN ? token : null,
  };
}

/** A new quote of the caller's organisation (or a sub-dealer's, for a manager); answers its id. */
export async function createQuote(db: Kysely<Database>, actor: Actor, input: QuoteInput, context: QuoteContext): Promise<number> {
  authorize(actor, 'quote.create');
  const organizationId = organizationForCreate(actor, input.organizationId);
  const example = input.status === 'EXAMPLE';
  // 'Maak voorbeeldconfiguratie' (spec §2): an example for promotion, never with customer data.
  if (example) {
    authorize(actor, 'example.create');
    input = { ...input, clientId: null, companyId: null };
  }
  const origin = input.fromExample ? await exampleOrigin(db, input.fromExample) : { fromExample: null, fromDealerToken: null };
  if (input.configuration === undefined) throw invalidQuote(['configuration: ontbreekt']);
  const index = await context.index();
  let configuration = parseDesign(input.configuration, index);
  if (input.looseProducts) configuration = applyLooseProducts(configuration, input.looseProducts, index);
  if (input.enableCategories) configuration = { ...configuration, enableCategories: { ...configuration.enableCategories, ...input.enableCategories } };
  const extras = parseExtraLines(input.lines ?? []);
  await checkCustomer(db, actor, organizationId, input.clientId, input.companyId);
  const priced = price(configuration, extras, index);
  const status = input.status ?? DEFAULT_QUOTE_STATUS;
  const title = input.title?.trim() || index.products.get(configuration.selectedHouse)?.name || '';
  const attributes = storedAttributes(configuration, {
    quoteLines: priced.lines, quoteLooseProducts: quoteLooseProducts(priced), ...origin,
  });
  const secret = randomSecret();
  return withUniqueDesignCode((designCode) => db.transaction().execute(async (tx) => {
    const { id } = await tx.insertInto('quotes').values({
      title, status, source: 'v4', secret, design_code: designCode, organization_id: organizationId, user_id: actor.userId,
      client_id: input.clientId ?? null, company_id: input.companyId ?? null, reference: input.reference ?? null, note: input.note ?? null,
      lead: isLeadStatus(status), date: input.date !== undefined ? fromEpoch(input.date) : new Date(),
      expire_date: input.expireDate ? fromEpoch(input.expireDate) : null, ...totalsColumns(priced), attributes: json(attributes),
    }).returning('id').executeTakeFirstOrThrow();
    if (priced.lines.length) await tx.insertInto('quote_lines').values(priced.lines.map((line, i) => ({ quote_id: id, ...lineRecord(line, i) }))).execute();
    return id;
  }));
}

/** Changes what the input names; lines and totals are computed again when the design or the lines change. */
export async function updateQuote(db: Kysely<Database>, actor: Actor, id: number, input: QuoteInput, context: QuoteContext): Promise<void> {
  authorize(actor, 'quote.update');
  const row = await findQuote(db, actor, id);
  await assertWritable(db, id);
  if (input.status === 'EXAMPLE' && row.status !== 'EXAMPLE') authorize(actor, 'example.create');
  await checkCustomer(db, actor, row.organization_id, input.clientId, input.companyId);

  const repricing = input.configuration !== undefined || input.lines !== undefined || input.looseProducts !== undefined
    || input.enableCategories !== undefined;
  let priced: PricedQuote | null = null;
  let attributes: Record<string, unknown> | null = null;
  if (repricing) {
    const index = await context.index();
    let configuration = input.configuration !== undefined ? parseDesign(input.configuration, index) : storedConfiguration(row.attributes);
    if (input.looseProducts) configuration = applyLooseProducts(configuration, input.looseProducts, index);
    if (input.enableCategories) configuration = { ...configuration, enableCategories: { ...configuration.enableCategories, ...input.enableCategories } };
    const extras = input.lines !== undefined ? parseExtraLines(input.lines) : await storedExtras(db, id);
    priced = price(configuration, extras, index);
    attributes = storedAttributes(configuration, {
      quoteLines: priced.lines, quoteLooseProducts: quoteLooseProducts(priced),
      fromExample: typeof row.attributes.fromExample === 'number' ? row.attributes.fromExample : null,
      fromDealerToken: typeof row.attributes.fromDealerToken === 'string' ? row.attributes.fromDealerToken : null,
    });
  }

  const status = input.status ?? row.status;
  const changes = {
    ...(input.title !== undefined ? { title: input.title.trim() } : {}),
    ...(input.reference !== undefined ? { reference: input.reference } : {}),
    ...(input.note !== undefined ? { note: input.note } : {}),
    ...(input.date !== undefined ? { date: fromEpoch(input.date) } : {}),
    ...(input.expireDate !== undefined ? { expire_date: input.expireDate === null ? null : fromEpoch(input.expireDate) } : {}),
    ...(input.clientId !== undefined ? { client_id: input.clientId } : {}),
    ...(input.companyId !== undefined ? { company_id: input.companyId } : {}),
    status, lead: isLeadStatus(status),
    // The dealer who takes a lead on (or changes an unowned quote) becomes its seller: 'Mijn offertes' lists it.
    user_id: row.user_id ?? actor.userId,
    ...(priced && attributes ? { ...totalsColumns(priced), attributes: json(attributes) } : {}),
    updated_at: new Date(),
  };
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('quotes').set(changes).where(where.quotes(actor)).where('quotes.id', '=', id).execute();
    if (priced) {
      await tx.deleteFrom('quote_lines').where('quote_id', '=', id).execute();
      if (priced.lines.length) await tx.insertInto('quote_lines').values(priced.lines.map((line, i) => ({ quote_id: id, ...lineRecord(line, i) }))).execute();
    }
  });
}

/** Delete (spec §4): a lead becomes LEAD_DELETED (restorable from 'Verwijderd'), a quote DELETED. */
export async function deleteQuote(db: Kysely<Database>, actor: Actor, id: number): Promise<{ status: QuoteStatus }> {
  authorize(actor, 'quote.delete');
  const row = await findQuote(db, actor, id);
  await assertWritable(db, id);
  const status = deletedStatus(row.status);
  await db.updateTable('quotes').set({ status, lead: isLeadStatus(status), updated_at: new Date() })
    .where(where.quotes(actor)).where('quotes.id', '=', id).execute();
  return { status };
}
