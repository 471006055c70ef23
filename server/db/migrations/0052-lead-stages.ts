/**
 * Inzicht (issue 28) reads, for every lead of a period, when it arrived and when it first reached each stage of the
 * funnel. Worked out from `quote_status_times` on every page view, that was a per-lead aggregate over the lead's
 * status rows plus time-zone arithmetic per lead, the largest part of the brand's page (bench:insights). A lead's
 * stage times change only when a status row is written, so they are kept here, one row per lead, by a trigger on
 * `quote_status_times`: no writer can forget them, and the page reads one narrow row per lead.
 *
 * Definitions (the same as insights-queries.ts states): a quote is a lead when it has a LEAD status row; it arrived
 * then. A stage's time is the first entry, at or after the arrival, of a status of that stage or a later one.
 * `arrival_week` is the Monday of the arrival's week and `due_at` the moment one working day after the arrival, both
 * in the dealers' calendar (Europe/Amsterdam; Monday to Friday, a weekend arrival counts from Monday 00:00; public
 * holidays are not known). Filled below for every existing lead, from the status rows there are.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('lead_stages')
    .addColumn('quote_id', 'integer', (c) => c.primaryKey().references('quotes.id').onDelete('cascade'))
    .addColumn('arrived_at', 'timestamptz', (c) => c.notNull())
    .addColumn('arrival_week', 'date', (c) => c.notNull())
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('treated_at', 'timestamptz')
    .addColumn('quoted_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('rejected_at', 'timestamptz')
    .execute();
  // The page selects a period's arrivals.
  await db.schema.createIndex('lead_stages_arrived_idx').on('lead_stages').column('arrived_at').execute();

  await sql`create function one_working_day_after(arrival timestamptz) returns timestamptz language sql stable as $$
    select (case extract(isodow from local)
      when 5 then local + interval '3 days'
      when 6 then date_trunc('day', local) + interval '3 days'
      when 7 then date_trunc('day', local) + interval '2 days'
      else local + interval '1 day' end) at time zone 'Europe/Amsterdam'
    from (select arrival at time zone 'Europe/Amsterdam' as local) as arrival_local
  $$`.execute(db);

  await sql`create function lead_stages_refresh(target integer) returns void language plpgsql as $$
    declare
      arrived timestamptz;
    begin
      select entered_at into arrived from quote_status_times where quote_id = target and status = 'LEAD';
      if arrived is null or not exists (select 1 from quotes where id = target) then
        delete from lead_stages where quote_id = target;
        return;
      end if;
      insert into lead_stages (quote_id, arrived_at, arrival_week, due_at, treated_at, quoted_at, sent_at, accepted_at, rejected_at)
      select target, arrived, date_trunc('week', arrived at time zone 'Europe/Amsterdam')::date, one_working_day_after(arrived),
        min(entered_at) filter (where status in ('LEAD_IN_TREATMENT', 'CONCEPT', 'SENT', 'ACCEPTED', 'REJECTED')),
        min(entered_at) filter (where status in ('CONCEPT', 'SENT', 'ACCEPTED', 'REJECTED')),
        min(entered_at) filter (where status in ('SENT', 'ACCEPTED', 'REJECTED')),
        min(entered_at) filter (where status = 'ACCEPTED'),
        min(entered_at) filter (where status = 'REJECTED')
      from quote_status_times where quote_id = target and entered_at >= arrived
      on conflict (quote_id) do update set arrived_at = excluded.arrived_at, arrival_week = excluded.arrival_week,
        due_at = excluded.due_at, treated_at = excluded.treated_at, quoted_at = excluded.quoted_at,
        sent_at = excluded.sent_at, accepted_at = excluded.accepted_at, rejected_at = excluded.rejected_at;
    end $$`.execute(db);

  // Only leads have a row: a status row of another quote costs one primary-key probe.
  await sql`create function lead_stages_follow() returns trigger language plpgsql as $$
    declare
      target integer := case when tg_op = 'DELETE' then old.quote_id else new.quote_id end;
    begin
      if (tg_op <> 'DELETE' and new.status = 'LEAD') or (tg_op <> 'INSERT' and old.status = 'LEAD')
        or exists (select 1 from lead_stages where quote_id = target) then
        perform lead_stages_refresh(target);
      end if;
      if tg_op = 'UPDATE' and old.quote_id <> new.quote_id then perform lead_stages_refresh(old.quote_id); end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger lead_stages_follow after insert or update or delete on quote_status_times
    for each row execute function lead_stages_follow()`.execute(db);

  await sql`select lead_stages_refresh(quote_id) from quote_status_times where status = 'LEAD'`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await sql`drop trigger if exists lead_stages_follow on quote_status_times`.execute(db);
  await sql`drop function if exists lead_stages_follow()`.execute(db);
  await sql`drop function if exists lead_stages_refresh(integer)`.execute(db);
  await sql`drop function if exists one_working_day_after(timestamptz)`.execute(db);
  await db.schema.dropTable('lead_stages').ifExists().execute();
}
