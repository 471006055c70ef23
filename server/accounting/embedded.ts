/**
 * The embedded accounting system: an order book in the database (table accounting_order_book, migration 0021),
 * used when no AFAS environment is configured. Placing is idempotent per reference, so a retried order never
 * books twice. Orders start as 'Ontvangen'; the brand's office changes the status in the table.
 */
import { json } from '../db/types';
import type { Executor } from '../jobs/queue';
import type { AccountingConnector, PlacedOrder, SalesOrder } from './connector';

export function embeddedOrderBook(executor: Executor): AccountingConnector {
  return {
    name: 'embedded',
    async placeOrder(order: SalesOrder): Promise<PlacedOrder> {
      const row = await executor.insertInto('accounting_order_book').values({
        reference: order.reference, debtor: order.debtor.name,
        order: json({ ...order, quote: { ...order.quote, date: order.quote.date.toISOString() } }),
      }).onConflict((oc) => oc.column('reference').doUpdateSet((eb) => ({ reference: eb.ref('excluded.reference') })))
        .returning(['id', 'status']).executeTakeFirstOrThrow();
      return { externalId: String(row.id), status: row.status };
    },
    async findOrder(reference: string) {
      const row = await executor.selectFrom('accounting_order_book').select(['id', 'status']).where('reference', '=', reference).executeTakeFirst();
      return row ? { externalId: String(row.id), status: row.status } : null;
    },
    async orderStatus(externalId: string) {
      if (!/^\d{1,9}$/.test(externalId)) return null;
      const row = await executor.selectFrom('accounting_order_book').select('status').where('id', '=', Number(externalId)).executeTakeFirst();
      return row ? { status: row.status } : null;
    },
  };
}
