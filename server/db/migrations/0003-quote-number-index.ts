/** Quote numbers are taken as max(number) + 1 per organisation on every new quote: index that lookup. */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.createIndex('quotes_organization_number_idx').on('quotes').columns(['organization_id', 'number']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('quotes_organization_number_idx').ifExists().execute();
}
