/**
 * The repository of dealer quote writes: each write runs in the caller's transaction and answers the row as
 * written, so nothing reads it back. The lock (an accounting record makes a quote read-only, ARCHITECTURE §3
 * reading 15) is checked on the row locked for the write, inside that transaction: no check-then-act.
 */
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { PricedQuote } from '../../../src/domain/pricing';
import { dealerTexts } from '../../../src/domain/dealer-texts';
import { notReachable, where, type Actor } from '../../auth/access';
import { toCents, type Database, type QuotesTable } from '../../db/types';
import { conflict } from '../../http-error';
import type { ExtraLine } from '../../../src/domain/pricing';
import type { QuoteRow } from '../quote-repository';
import { lineRecord } from './quote-records';

type Tx = Transaction<Database> | Kysely<Database>;

/** The quote within the actor's reach, locked for this transaction's write; 404 outside reach, 409 when locked. */
export async function lockWritableQuote(tx: Transaction<Database>, actor: Actor, id: number): Promise<QuoteRow> {
  const row = await tx.selectFrom('quotes').selectAll().where(where.quotes(actor)).where('quotes.id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notReachable('Offerte');
  const record = await tx.selectFrom('accounting_orders').select('kind').where('quote_id', '=', id).executeTakeFirst();
  if (record) throw conflict(record.kind === 'order' ? dealerTexts.accounting.lockedOrder : dealerTexts.accounting.lockedQuote);
  return row;
}

async function writeLines(tx: Transaction<Database>, quoteId: number, priced: PricedQuote): Promise<void> {
  if (priced.lines.length) await tx.insertInto('quote_lines').values(priced.lines.map((line, i) => ({ quote_id: quoteId, ...lineRecord(line, i) }))).execute();
}

export async function insertQuote(tx: Transaction<Database>, values: Insertable<QuotesTable>, priced: PricedQuote): Promise<QuoteRow> {
  const row = await tx.insertInto('quotes').values(values).returningAll().executeTakeFirstOrThrow();
  await writeLines(tx, row.id, priced);
  return row;
}

/** Changes the locked row; with `priced`, its lines are replaced by the new ones. */
export async function updateQuoteRow(tx: Transaction<Database>, id: number, changes: Updateable<QuotesTable>, priced: PricedQuote | null): Promise<QuoteRow> {
  const row = await tx.updateTable('quotes').set(changes).where('quotes.id', '=', id).returningAll().executeTakeFirstOrThrow();
  if (priced) {
    await tx.deleteFrom('quote_lines').where('quote_id', '=', id).execute();
    await writeLines(tx, id, priced);
  }
  return row;
}

/** Stored extra lines of a quote, to keep them when only the design changes. */
export async function storedExtras(tx: Tx, quote: Pick<QuoteRow, 'id' | 'disabled_lines'>): Promise<ExtraLine[]> {
  const rows = await tx.selectFrom('quote_lines').select(['name', 'description', 'amount', 'price', 'cost_price'])
    .where('quote_id', '=', quote.id).where('category', '=', 'extra').where('is_editable', '=', true).orderBy('position').execute();
  const fromLines = rows.map((r) => ({ name: r.name, description: r.description ?? '', amount: r.amount, price: toCents(r.price), costPrice: toCents(r.cost_price) }));
  // Extra lines of a switched-off 'extra' category are kept among the disabled lines.
  const fromDisabled = ((quote.disabled_lines ?? []) as { category?: string; isEditable?: boolean; name: string; description?: string; amount: number; price: number; costPrice?: number }[])
    .filter((l) => l.category === 'extra' && l.isEditable)
    .map((l) => ({ name: l.name, description: l.description ?? '', amount: l.amount, price: l.price, costPrice: l.costPrice ?? 0 }));
  return [...fromLines, ...fromDisabled];
}
