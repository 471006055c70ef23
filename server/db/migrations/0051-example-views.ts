/**
 * Inzicht (issue 28) shows views per example configuration beside its AR exports and leads; views were not
 * recorded anywhere. A counter per example and Dutch calendar day: one small row per example a day however many
 * visitors come, one upsert per view, and the period's views are a sum over days. Which visitor viewed is not
 * kept (anonymous visitors count; the same address and example count once per half hour, see
 * services/example-views.ts). No history exists before this migration: earlier views are not known.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('example_views')
    .addColumn('example_id', 'integer', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('example_views_pkey', ['example_id', 'day'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('example_views').ifExists().execute();
}
