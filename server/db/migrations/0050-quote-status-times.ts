/**
 * Inzicht (issue 28) measures how fast leads are worked and how far they get, which needs the time a quote
 * entered each status, and where a lead came from. Neither was stored: a quote kept only its current status,
 * and a lead's route (dealer token, postcode region, the brand's assignment, an example, the brand's own site)
 * was decided at submission and forgotten.
 *
 * `quote_status_times` holds the first time a quote entered each status. A trigger writes it on every insert and
 * on every status change, so no writer (a route, a job, the seed, psql) can forget it; a status entered again
 * keeps its first time. `quotes.lead_source` is written by the lead's submission and by the brand's assignment.
 *
 * What history allows, filled below, and what it does not:
 * - The current status of every quote: entered at `updated_at` (the last write: the real change may have been
 *   earlier, never later). For a quote created in its current status and never written since, that is exact.
 * - A quote that is a lead now, or carries fromExample / fromDealerToken (only submitted leads do): it arrived as
 *   a LEAD at `created_at`, exact.
 * - Statuses passed through in between (a lead taken in treatment before it became a quote, a quote sent before it
 *   was accepted) left no trace and are not filled: the funnel counts such a quote at its current stage, which
 *   implies the earlier ones, but speed figures exist only for changes made after this migration.
 * - A lead that became a quote before this migration and carried neither attribute cannot be told from a quote
 *   a dealer made: it does not count as a lead.
 * - Source: example (fromExample), dealer token (fromDealerToken) and the brand's own site (a lead still at the
 *   brand) follow from the row; a lead at a dealer without either came by postcode region or by the brand's
 *   assignment, which nothing recorded, so its source stays null ('onbekend').
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
type Db = Kysely<any>;

const BRAND_ORGANIZATION_ID = 2;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('quote_status_times')
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('entered_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('quote_status_times_pkey', ['quote_id', 'status'])
    .execute();
  // Inzicht's blocks select a status's entries in a period; the primary key serves the per-quote joins.
  await db.schema.createIndex('quote_status_times_status_idx').on('quote_status_times').columns(['status', 'entered_at']).execute();
  await db.schema.alterTable('quotes').addColumn('lead_source', 'text').execute();
  // The brand's figures also count leads its routing sent to dealers (where.insights): with this index that part of
  // the scope is an index read beside the organisation's own, not a scan of every quote.
  // 'Still new after one working day' reads the leads that are new now, of any age: few, whatever the history.
  await sql`create index quotes_new_leads_idx on quotes (organization_id) where status = 'LEAD'`.execute(db);
  await sql`create index quotes_routed_leads_idx on quotes (lead_source, status) where lead_source in ('region', 'assigned')`.execute(db);

  await sql`create function quotes_record_status_time() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' or new.status is distinct from old.status then
        insert into quote_status_times (quote_id, status, entered_at) values (new.id, new.status, now())
        on conflict do nothing;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger quotes_status_time after insert or update of status on quotes
    for each row execute function quotes_record_status_time()`.execute(db);

  await sql`update quotes set lead_source = case
      when from_example is not null and from_example <> 'null'::jsonb then 'example'
      when from_dealer_token is not null and from_dealer_token <> 'null'::jsonb then 'token'
      when organization_id = ${BRAND_ORGANIZATION_ID} then 'direct'
    end
    where status like 'LEAD%' or (from_example is not null and from_example <> 'null'::jsonb)
      or (from_dealer_token is not null and from_dealer_token <> 'null'::jsonb)`.execute(db);
  await sql`insert into quote_status_times (quote_id, status, entered_at)
    select id, 'LEAD', created_at from quotes
    where status like 'LEAD%' or (from_example is not null and from_example <> 'null'::jsonb)
      or (from_dealer_token is not null and from_dealer_token <> 'null'::jsonb)
    on conflict do nothing`.execute(db);
  await sql`insert into quote_status_times (quote_id, status, entered_at)
    select id, status, greatest(created_at, updated_at) from quotes on conflict do nothing`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await sql`drop trigger if exists quotes_status_time on quotes`.execute(db);
  await sql`drop function if exists quotes_record_status_time()`.execute(db);
  await db.schema.alterTable('quotes').dropColumn('lead_source').execute();
  await db.schema.dropTable('quote_status_times').ifExists().execute();
}
