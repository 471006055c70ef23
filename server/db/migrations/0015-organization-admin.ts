/**
 * Running an organisation (issue 11 §1-3): a manager's own limit on sub-dealers next to the plan's user limit
 * (null = no limit), and password resets looked up by user (a change ends every open reset of that user).
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('organizations').addColumn('max_subdealers', 'integer').execute();
  await db.schema.alterTable('password_resets').addColumn('purpose', 'text', (c) => c.notNull().defaultTo('reset')).execute();
  await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('password_resets_user_idx').ifExists().execute();
  await db.schema.alterTable('password_resets').dropColumn('purpose').execute();
  await db.schema.alterTable('organizations').dropColumn('max_subdealers').execute();
}
