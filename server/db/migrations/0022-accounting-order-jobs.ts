/**
 * Placing an accounting order becomes a durable job (issue 11 §5 follow-up): the record is stored at once in
 * state 'pending' (so the quote is locked from the PUT on), the `accounting.place` job turns it 'placed' or
 * 'failed' (with its error). Records from before this migration were placed inside the request: 'placed'.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('accounting_orders')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('placed').check(sql`state in ('pending', 'placed', 'failed')`))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('accounting_orders').dropColumn('state').execute();
}
