/**
 * Orders to the accounting system (spec §2 'Order to accounting system', ARCHITECTURE §3 reading 15).
 * `accounting_orders` (from 0001) becomes the one record per quote that makes it read-only: a kind ('quote' for
 * the brand's own quotes, 'order' for a dealer's quote turned into an order at the brand) and at most one record
 * per quote. `accounting_order_book` is the embedded connector's order book: the accounting system when no
 * external one (AFAS) is configured.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('accounting_orders')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('quote').check(sql`kind in ('quote', 'order')`))
    .addColumn('synced_at', 'timestamptz')
    .execute();
  await sql`DROP INDEX IF EXISTS accounting_orders_quote_idx`.execute(db);
  await sql`CREATE UNIQUE INDEX accounting_orders_quote_unique ON accounting_orders (quote_id)`.execute(db);
  await db.schema.createTable('accounting_order_book')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('debtor', 'text')
    .addColumn('order', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Ontvangen'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('accounting_order_book').ifExists().execute();
  await sql`DROP INDEX IF EXISTS accounting_orders_quote_unique`.execute(db);
  await sql`CREATE INDEX accounting_orders_quote_idx ON accounting_orders (quote_id)`.execute(db);
  await db.schema.alterTable('accounting_orders').dropColumn('kind').dropColumn('synced_at').execute();
}
