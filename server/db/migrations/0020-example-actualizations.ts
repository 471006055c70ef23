/**
 * Example re-pricing runs ('Actualiseren', spec §2 'Example configurations'): one row per run, written when an
 * admin starts it and finished by the examples.actualize job (server/services/examples/actualize.ts). The screen
 * reads the newest row to show 'Synchronisatie gestart' while it runs, and the report (products gone from the
 * catalogue per example) once it ended.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('example_actualizations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('running').check(sql`status in ('running', 'done', 'failed')`))
    .addColumn('started_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('repriced', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('report', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('example_actualizations').ifExists().execute();
}
