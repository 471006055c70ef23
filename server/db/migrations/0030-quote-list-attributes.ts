/**
 * The quote list shows two of a quote's attributes (fromExample, fromDealerToken), and `attributes` holds the
 * whole design: tens of kilobytes, compressed out of line (TOAST). Reading those two keys made the database
 * fetch and decompress every listed quote's design, most of a page's time on PGlite (bench:api, ARCHITECTURE §8).
 * Stored generated columns keep the two values beside the row, kept up to date by the database on every
 * write of `attributes`, so no writer has to remember them.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await sql`alter table quotes
    add column from_example jsonb generated always as (attributes -> 'fromExample') stored,
    add column from_dealer_token jsonb generated always as (attributes -> 'fromDealerToken') stored`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await sql`alter table quotes drop column if exists from_example, drop column if exists from_dealer_token`.execute(db);
}
