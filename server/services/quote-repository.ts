/**
 * Stored quotes for the anonymous routes: inserting a priced quote under a fresh per-organisation number and
 * a unique random design code, and reading one back by id + organisation + secret or by design code. Money
 * columns hold integer cents; cost columns are filled (dealers need them) but never read here.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { attributesToConfiguration } from '../../src/domain/attributes';
import { configurationSchema, type Configuration } from '../../src/domain/configuration';
import type { LineCategory } from '../../src/domain/constants';
import type { PricedQuote, QuoteLine } from '../../src/domain/pricing';
import { json, toCents, type Database, type QuotesTable } from '../db/types';

export type QuoteRow = Selectable<QuotesTable>;

/** Codes are 10000-99999: five digits without a leading zero, so no reader can drop one. */
export function randomDesignCode(): string {
  return String(randomInt(10_000, 100_000));
}

/** 32 random bytes as hex: the capability that opens a quote without login. */
export function randomSecret(): string {
  return randomBytes(32).toString('hex');
}

/** Compares secrets in constant time (hashing first makes the lengths equal). */
export function secretsEqual(given: string, stored: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(stored).digest();
  return timingSafeEqual(a, b);
}

function isDesignCodeCollision(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string; detail?: string };
  return e?.code === '23505' && `${e.constraint ?? ''} ${e.detail ?? ''} ${e.message ?? ''}`.includes('design_code');
}

const MAX_CODE_ATTEMPTS = 20;

/**
 * Runs `store` with a design code no quote has yet. A code is checked first (cheap, and nearly always free);
 * a concurrent writer taking the same code still fails on the unique index, and then we retry with another.
 */
export async function withUniqueDesignCode<T>(db: Kysely<Database>, store: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
    const code = randomDesignCode();
    const taken = await db.selectFrom('quotes').select('id').where('design_code', '=', code).executeTakeFirst();
    if (taken) continue;
    try {
      return await store(code);
    } catch (error) {
      if (!isDesignCodeCollision(error)) throw error;
    }
  }
  throw new Error('Geen vrije ontwerpcode gevonden');
}

export interface NewQuoteInput {
  organizationId: number;
  clientId: number | null;
  status: string;
  lead: boolean;
  title: string;
  note: string | null;
  secret: string;
  designCode: string;
  /** Priced with cost (the dealer's view is stored; anonymous answers strip it). */
  priced: PricedQuote;
  attributes: Record<string, unknown>;
}

/**
 * Makes concurrent submissions to one organisation take quote numbers in turn: call it in the
 * transaction right before insertQuote.
 * FOR NO KEY UPDATE does not conflict with the KEY SHARE locks that foreign-key checks (clients, quotes) take on
 * the same row, so it cannot deadlock with them; it does conflict with itself, which is the point.
 */
export async function lockOrganizationNumbers(tx: Kysely<Database>, organizationId: number): Promise<void> {
  await tx.selectFrom('organizations').select('id').where('id', '=', organizationId).forNoKeyUpdate().executeTakeFirst();
}

/** Inserts the quote and its lines inside `tx`, which holds lockOrganizationNumbers for the organisation. */
export async function insertQuote(tx: Kysely<Database>, input: NewQuoteInput): Promise<{ id: number; number: number }> {
  const { priced } = input;
  // The next number is taken in the insert itself (index quotes_organization_number_idx); the organisation's row
  // lock makes concurrent inserts take numbers in turn.
  const number = sql<number>`(select coalesce(max(number), 0) + 1 from quotes where organization_id = ${input.organizationId})`;
  const categoryTotals = Object.fromEntries(Object.entries(priced.categoryTotals)
    .map(([category, total]) => [category, { inclTax: total.inclTax, costInclTax: total.cost ?? 0 }]));
  const { id, number: stored } = await tx.insertInto('quotes').values({
    number, title: input.title, status: input.status, source: 'v4', secret: input.secret, design_code: input.designCode,
    organization_id: input.organizationId, client_id: input.clientId, note: input.note, lead: input.lead, date: new Date(),
    total_incl_tax: priced.totalPrice.inclTax, total_excl_tax: priced.totalPrice.exclTax,
    total_tax: priced.totalPrice.inclTax - priced.totalPrice.exclTax, total_cost_incl_tax: priced.totalCostPrice?.inclTax ?? 0,
    category_totals: json(categoryTotals), disabled_lines: json(priced.disabledLines), attributes: json(input.attributes),
  }).returning(['id', 'number']).executeTakeFirstOrThrow();
  if (priced.lines.length > 0) {
    await tx.insertInto('quote_lines').values(priced.lines.map((line, position) => ({
      quote_id: id, position, product_id: line.productId, sku: line.sku, name: line.name, description: line.description,
      amount: line.amount, price: line.price, cost_price: line.costPrice ?? 0, total: line.total, total_cost: line.totalCost ?? 0,
      type: line.type, category: line.category, is_editable: line.isEditable, color_id: line.colorId,
      image_url: line.imageUrl, colored_image_url: line.coloredImageUrl, tax_percentage: line.tax.percentage, tax_name: line.tax.name,
    }))).execute();
  }
  return { id, number: stored };
}

/** Quotes a visitor may never open again. */
const HIDDEN_STATUSES = ['DELETED'];

/** The quote when id, organisation and secret all match; the secret is compared in constant time. */
export async function findQuoteBySecret(db: Kysely<Database>, id: number, organizationId: number, secret: string): Promise<QuoteRow | undefined> {
  const row = await db.selectFrom('quotes').selectAll().where('id', '=', id).where('organization_id', '=', organizationId)
    .where('status', 'not in', HIDDEN_STATUSES).executeTakeFirst();
  // Compare even when no row matched, so the answer time does not tell which part was wrong.
  const match = secretsEqual(secret, row?.secret ?? '');
  return row && match ? row : undefined;
}

export async function findQuoteByDesignCode(db: Kysely<Database>, designCode: string): Promise<QuoteRow | undefined> {
  return db.selectFrom('quotes').selectAll().where('design_code', '=', designCode)
    .where('status', 'not in', HIDDEN_STATUSES).executeTakeFirst();
}

/** An example quote (status EXAMPLE) by id. */
export async function findExample(db: Kysely<Database>, id: number): Promise<QuoteRow | undefined> {
  return db.selectFrom('quotes').selectAll().where('id', '=', id).where('status', '=', 'EXAMPLE').executeTakeFirst();
}

/**
 * The design of a stored quote. Quotes keep their attributes by spec key with decoded values; seeded examples
 * keep the configuration itself (with `looseProducts`), which the schema reads directly.
 */
export function storedConfiguration(attributes: Record<string, unknown>): Configuration {
  if ('looseProducts' in attributes && !('quoteLooseProducts' in attributes)) return configurationSchema.parse(attributes);
  return attributesToConfiguration(Object.entries(attributes).map(([key, value]) => ({ key, value }))).configuration;
}

/** The stored lines without any cost field; brush lines get their colour's name back. */
export async function loadPublicLines(db: Kysely<Database>, quoteId: number): Promise<QuoteLine[]> {
  const rows = await db.selectFrom('quote_lines').leftJoin('colors', 'colors.id', 'quote_lines.color_id')
    .select(['quote_lines.product_id', 'quote_lines.sku', 'quote_lines.name', 'quote_lines.description', 'quote_lines.amount',
      'quote_lines.price', 'quote_lines.total', 'quote_lines.type', 'quote_lines.category', 'quote_lines.is_editable',
      'quote_lines.image_url', 'quote_lines.colored_image_url', 'quote_lines.color_id', 'quote_lines.tax_percentage',
      'quote_lines.tax_name', 'colors.name as color_name'])
    .where('quote_lines.quote_id', '=', quoteId).orderBy('quote_lines.position').orderBy('quote_lines.id').execute();
  return rows.map((row) => {
    const line: QuoteLine = {
      productId: row.product_id ?? 0, sku: row.sku ?? '', name: row.name, description: row.description ?? '',
      amount: row.amount, price: toCents(row.price), total: toCents(row.total),
      type: row.type as LineCategory, category: row.category as LineCategory, isEditable: row.is_editable,
      imageUrl: row.image_url, coloredImageUrl: row.colored_image_url, colorId: row.color_id,
      tax: { name: row.tax_name, percentage: row.tax_percentage, referenceId: 0 },
    };
    if (row.color_name && (row.category === 'brush' || row.category === 'furnitureBrush')) line.colorName = row.color_name;
    return line;
  });
}

/** Disabled lines as stored (with cost, for dealers), without cost fields. */
export function publicDisabledLines(stored: unknown[]): QuoteLine[] {
  return (stored as QuoteLine[]).map((line) => {
    const { costPrice: _cost, totalCost: _total, ...rest } = line;
    return rest;
  });
}
