/**
 * Orders to the accounting system (spec §2 'Order to accounting system', §4 'Accounting sync per quote', §6
 * 'Main supplier'; ARCHITECTURE §3 reading 15). Two kinds, one record per quote (accounting_orders):
 * - 'quote': the brand's own quote, sent to its accounting system (GET/PUT /integrationafas/quote/{id});
 * - 'order': a dealer's (or sub-dealer's) quote placed as an order at the brand (/integrationafas/order/{id}).
 * Who may: the access module ('accounting.quote' for the brand, 'accounting.order' for dealers); which quote:
 * the quote scope (another organisation's quote is 404). Once a record exists the quote is read-only for
 * everyone (quote-service assertWritable answers 409).
 *
 * Reading a record asks the connector for the order's current status: success makes the record up to date; a
 * failure is kept on the record ('errors while updating') and answered with it, so the screen still shows the
 * order. No record: 404, which the screen shows as an empty status (spec §8), not as an error.
 */
import type { Kysely, Selectable } from 'kysely';
import { authorize, notReachable, where, type Actor } from '../auth/access';
import type { AccountingOrdersTable, AccountingOrderState, Database } from '../db/types';
import { toCents } from '../db/types';
import { HttpError, badRequest, notFound } from '../http-error';
import { enqueue, type Executor } from '../jobs/queue';
import { noNudge, type JobNudger } from '../jobs/nudger';
import { AccountingError, type ConnectorFactory, type SalesOrder } from './connector';
import { accountingPlaceJob } from './place-job-type';

export type AccountingKind = 'quote' | 'order';

export interface AccountingRecord {
  id: number;
  quoteId: number;
  kind: AccountingKind;
  connector: 'embedded' | 'afas';
  /** 'pending' until the accounting.place job placed the order ('placed') or gave up ('failed', see `error`). */
  state: AccountingOrderState;
  externalId: string | null;
  status: string;
  /** False when the last status update failed; `error` says why. */
  upToDate: boolean;
  error: string | null;
  syncedAt: number | null;
  createdAt: number;
}

/** Statuses that are no order: examples, leads and removed quotes. */
const NOT_ORDERABLE = new Set(['EXAMPLE', 'DELETED', 'LEAD', 'LEAD_IN_TREATMENT', 'LEAD_DELETED']);

const epoch = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

function present(row: Selectable<AccountingOrdersTable>, connector: 'embedded' | 'afas'): AccountingRecord {
  return {
    id: row.id, quoteId: row.quote_id, kind: row.kind, connector, state: row.state, externalId: row.external_id, status: row.status,
    upToDate: row.state === 'placed' && row.error === null, error: row.error, syncedAt: epoch(row.synced_at), createdAt: epoch(row.created_at)!,
  };
}

export class AccountingService {
  constructor(private readonly db: Kysely<Database>, private readonly connector: ConnectorFactory, private readonly jobs: JobNudger = noNudge) {}

  private get connectorName() {
    return this.connector(this.db).name;
  }

  /** The quote, if the actor may use this kind of accounting on it: 401/403 from the access module, 404 outside reach. */
  private async quote(actor: Actor | null, kind: AccountingKind, quoteId: number) {
    const checked = authorize(actor, kind === 'quote' ? 'accounting.quote' : 'accounting.order');
    const row = await this.db.selectFrom('quotes').selectAll().where(where.quotes(checked)).where('quotes.id', '=', quoteId).executeTakeFirst();
    if (!row) throw notReachable('Offerte');
    return { actor: checked, row };
  }

  /** GET /integrationafas/{kind}/{id}: the record with a fresh status; 404 when the quote has none. */
  async get(actor: Actor | null, kind: AccountingKind, quoteId: number): Promise<AccountingRecord> {
    await this.quote(actor, kind, quoteId);
    const record = await this.db.selectFrom('accounting_orders').selectAll().where('quote_id', '=', quoteId).where('kind', '=', kind).executeTakeFirst();
    if (!record) throw notFound('Geen order in het boekhoudsysteem voor deze offerte');
    return this.refresh(record);
  }

  /** Reads the order's status from the accounting system and stores what it said (or why it could not). */
  private async refresh(record: Selectable<AccountingOrdersTable>): Promise<AccountingRecord> {
    // Pending or failed: there is no order to ask about; the job (or its error) is the news.
    if (record.state !== 'placed') return present(record, this.connectorName);
    let changes: { status?: string; error: string | null; synced_at?: Date };
    try {
      const found = record.external_id ? await this.connector(this.db).orderStatus(record.external_id) : null;
      changes = found ? { status: found.status, error: null, synced_at: new Date() } : { error: 'Order niet gevonden in het boekhoudsysteem' };
    } catch (error) {
      if (!(error instanceof AccountingError)) throw error;
      changes = { error: error.message };
    }
    const updated = await this.db.updateTable('accounting_orders').set({ ...changes, updated_at: new Date() })
      .where('id', '=', record.id).returningAll().executeTakeFirstOrThrow();
    return present(updated, this.connectorName);
  }

  /** GET /integrationafas/{kind}?filter[ids]=: the stored records of those quotes within reach (no status call). */
  async list(actor: Actor | null, kind: AccountingKind, ids: number[]): Promise<{ data: AccountingRecord[]; total: number }> {
    const checked = authorize(actor, kind === 'quote' ? 'accounting.quote' : 'accounting.order');
    let query = this.db.selectFrom('accounting_orders').innerJoin('quotes', 'quotes.id', 'accounting_orders.quote_id')
      .selectAll('accounting_orders').where(where.quotes(checked)).where('accounting_orders.kind', '=', kind);
    if (ids.length) query = query.where('accounting_orders.quote_id', 'in', ids);
    const rows = await query.orderBy('accounting_orders.id').limit(1000).execute();
    return { data: rows.map((row) => present(row, this.connectorName)), total: rows.length };
  }

  /**
   * PUT /integrationafas/{kind}/{id}: stores the record in state 'pending' (the quote is locked from now on) and
   * enqueues the `accounting.place` job in the same transaction, caused by the quote; the job places the order
   * (place-job.ts). Answers the record and whether it is still pending (202). A placed record: its status is read
   * again (200). A failed one: queued again (the brand's retry). The quote row is locked meanwhile, so two clicks
   * never make two records or two jobs.
   */
  async place(actor: Actor | null, kind: AccountingKind, quoteId: number): Promise<{ record: AccountingRecord; pending: boolean }> {
    if (kind === 'order') authorize(actor, 'accounting.placeOrder');
    const { row } = await this.quote(actor, kind, quoteId);
    if (NOT_ORDERABLE.has(row.status)) throw badRequest(`Een offerte met status ${row.status} kan geen order worden`);
    const existing = await this.db.selectFrom('accounting_orders').selectAll().where('quote_id', '=', quoteId).executeTakeFirst();
    if (existing && existing.kind !== kind) throw new HttpError(409, 'Deze offerte is al op een andere manier naar het boekhoudsysteem gestuurd');
    if (existing?.state === 'placed') return { record: await this.refresh(existing), pending: false };
    const line = await this.db.selectFrom('quote_lines').select('id').where('quote_id', '=', quoteId).limit(1).executeTakeFirst();
    if (!line) throw badRequest('Deze offerte heeft geen regels om te bestellen');
    const stored = await this.db.transaction().execute(async (tx) => {
      await tx.selectFrom('quotes').select('id').where('id', '=', quoteId).forUpdate().execute();
      const current = await tx.selectFrom('accounting_orders').selectAll().where('quote_id', '=', quoteId).executeTakeFirst();
      if (current?.state === 'placed' || current?.state === 'pending') return current;
      const record = current
        ? await tx.updateTable('accounting_orders').set({ state: 'pending', error: null, updated_at: new Date() })
          .where('id', '=', current.id).returningAll().executeTakeFirstOrThrow()
        : await tx.insertInto('accounting_orders').values({
          quote_id: quoteId, organization_id: row.organization_id, kind, state: 'pending', status: '', external_id: null,
          payload: JSON.stringify({ reference: `quote-${quoteId}` }),
        }).returningAll().executeTakeFirstOrThrow();
      await enqueue(tx, accountingPlaceJob, { recordId: record.id }, { cause: { type: 'quote', id: quoteId }, activeKey: `accounting.place:${quoteId}` });
      return record;
    });
    this.jobs.nudge();
    return { record: present(stored, this.connectorName), pending: stored.state === 'pending' };
  }

}

/** The order as the accounting system gets it: the quote's priced lines (stored by the server, never the browser's). */
export async function salesOrder(db: Executor, kind: AccountingKind, quote: Selectable<Database['quotes']>): Promise<SalesOrder> {
    const lines = await db.selectFrom('quote_lines').select(['sku', 'name', 'amount', 'price', 'tax_percentage', 'product_id'])
      .where('quote_id', '=', quote.id).orderBy('position').execute();
    let debtor: SalesOrder['debtor'];
    if (kind === 'order') {
      const organization = await db.selectFrom('organizations').select(['name', 'identification_number', 'external_reference'])
        .where('id', '=', quote.organization_id).executeTakeFirstOrThrow();
      debtor = { name: organization.name, code: organization.identification_number ?? null };
    } else {
      const client = quote.client_id === null ? undefined : await db.selectFrom('clients')
        .select(['first_name', 'preposition', 'last_name']).where('id', '=', quote.client_id).executeTakeFirst();
      const company = quote.company_id === null ? undefined : await db.selectFrom('companies')
        .select('name').where('id', '=', quote.company_id).executeTakeFirst();
      const name = company?.name ?? (client ? [client.first_name, client.preposition, client.last_name].filter(Boolean).join(' ') : '');
      debtor = { name, code: null };
    }
    if (!lines.length) throw badRequest('Deze offerte heeft geen regels om te bestellen');
    return {
      reference: `quote-${quote.id}`, kind, debtor,
      quote: { id: quote.id, number: quote.number, title: quote.title, date: quote.date, reference: quote.reference },
      lines: lines.map((line) => ({
        sku: line.sku ?? (line.product_id ? String(line.product_id) : 'EXTRA'), name: line.name, amount: line.amount,
        price: toCents(line.price), taxPercentage: line.tax_percentage,
      })),
      total: { inclTax: toCents(quote.total_incl_tax), exclTax: toCents(quote.total_excl_tax) },
    };
  }
