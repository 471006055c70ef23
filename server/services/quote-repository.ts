/**
 * Stored quotes for the anonymous routes: secrets, unique random design codes (a lead itself is written by
 * lead-store.ts), and reading a quote back by id + organisation + secret or by design code. Money
 * columns hold integer cents; cost columns are filled (dealers need them) but never read here.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { attributesToConfiguration } from '../../src/domain/attributes';
import { configurationSchema, type Configuration } from '../../src/domain/configuration';
import type { LineCategory } from '../../src/domain/constants';
import type { QuoteLine } from '../../src/domain/pricing';
import { toCents, type Database, type QuotesTable } from '../db/types';

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
 * Runs `store` with a design code no quote has yet. `store` writes in one statement (lead-store.ts), so a
 * taken code fails on the unique index with nothing left behind, and trying again costs what checking first
 * would have cost: no separate look-up.
 */
export async function withUniqueDesignCode<T>(store: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
    try {
      return await store(randomDesignCode());
    } catch (error) {
      if (!isDesignCodeCollision(error)) throw error;
    }
  }
  throw new Error('Geen vrije ontwerpcode gevonden');
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
