/**
 * The worker side of placing an accounting order (issue 11 §5; charter: background work is a durable job). The
 * record was stored 'pending' by the PUT; this handler builds the sales order from the quote as stored now, asks
 * the accounting system whether an order with our reference ('quote-<id>') exists already (a crash between the
 * system's answer and our commit must not place a second order), places it if not, and stores the number and
 * status ('placed'). A failure of the system: AFAS refusing the request (4xx) is permanent, the record becomes
 * 'failed' with the reason; anything else (5xx, unreachable, an unreadable answer) is retried with backoff, and
 * only the last attempt's failure marks the record 'failed'. The brand retries a failed record with PUT again.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { PermanentJobError } from '../jobs/job-type';
import type { Executor } from '../jobs/queue';
import type { JobContext, JobHandler } from '../jobs/registry';
import { AccountingError, type ConnectorFactory } from './connector';
import { salesOrder } from './service';

interface Payload {
  recordId: number;
}

/** AFAS answered and refused (401, 404, 422...): the same request will be refused again. */
const isPermanent = (error: AccountingError) => error.httpStatus !== undefined && error.httpStatus >= 400 && error.httpStatus < 500;

async function markFailed(db: Executor, recordId: number, error: string): Promise<void> {
  await db.updateTable('accounting_orders').set({ state: 'failed', error: error.slice(0, 2000), updated_at: new Date() })
    .where('id', '=', recordId).where('state', '=', 'pending').execute();
}

export function accountingPlaceHandler(db: Kysely<Database>, connector: ConnectorFactory): JobHandler<Payload> {
  return {
    async run({ recordId }, context: JobContext) {
      const record = await db.selectFrom('accounting_orders').selectAll().where('id', '=', recordId).executeTakeFirst();
      if (!record || record.state !== 'pending') return;
      const quote = await db.selectFrom('quotes').selectAll().where('id', '=', record.quote_id).executeTakeFirst();
      if (!quote) {
        await markFailed(db, recordId, 'De offerte bestaat niet meer');
        throw new PermanentJobError(`quote ${record.quote_id} is gone`);
      }
      let order;
      try {
        order = await salesOrder(db, record.kind, quote);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await markFailed(db, recordId, message);
        throw new PermanentJobError(message, { cause: error });
      }
      const place = async (executor: Executor) => {
        const system = connector(executor);
        const placed = (await system.findOrder(order.reference)) ?? (await system.placeOrder(order));
        await executor.updateTable('accounting_orders').set({
          state: 'placed', status: placed.status, external_id: placed.externalId, error: null, synced_at: new Date(), updated_at: new Date(),
          payload: JSON.stringify({ reference: order.reference, lines: order.lines.length, total: order.total }),
        }).where('id', '=', recordId).where('state', '=', 'pending').execute();
      };
      try {
        // The embedded order book writes the order and the record in one transaction; an HTTP system cannot join
        // it, so there the reference lookup above is what makes a retry safe (and no transaction waits on AFAS).
        if (connector(db).name === 'embedded') await db.transaction().execute(place);
        else await place(db);
      } catch (error) {
        if (!(error instanceof AccountingError)) throw error;
        if (isPermanent(error)) {
          await markFailed(db, recordId, error.message);
          throw new PermanentJobError(error.message, { cause: error });
        }
        if (context.isLastAttempt) await markFailed(db, recordId, error.message);
        else {
          // Still pending, but the screen can say why it takes long.
          await db.updateTable('accounting_orders').set({ error: error.message, updated_at: new Date() })
            .where('id', '=', recordId).where('state', '=', 'pending').execute();
        }
        throw error;
      }
    },
    // The worker died during the last attempt (or the payload is unreadable): the record must not stay pending.
    async giveUp(payload, error) {
      const recordId = (payload as { recordId?: unknown } | null)?.recordId;
      if (typeof recordId === 'number') await markFailed(db, recordId, error);
    },
  };
}
