/**
 * A submitted lead's insert fires two row triggers: the quote's status row (0050), whose own trigger refreshes the
 * lead's stage row (0052). That was most of the lead statement's execution time on PostgreSQL (EXPLAIN ANALYZE of a
 * lead's quote insert: 0.36 ms of 0.62 in the status trigger), for two reasons:
 * - one_working_day_after read its argument through a FROM subquery, so it could not be inlined: each call ran as
 *   a separate SQL-function execution (~0.1 ms). It is now one expression with the same result, which the planner
 *   inlines wherever it is called.
 * - the refresh re-read what the new status row already says (the arrival, the quote's existence, an aggregate over
 *   the quote's status rows). A LEAD row that is its quote's only status row (a lead just submitted, or a quote
 *   created as a lead) determines the stage row alone: arrived then, no later stage reached. That case now writes
 *   the row directly; every other change still refreshes, as before.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
type Db = Kysely<any>;

const ORIGINAL_WORKING_DAY = sql`create or replace function one_working_day_after(arrival timestamptz) returns timestamptz language sql stable as $$
    select (case extract(isodow from local)
      when 5 then local + interval '3 days'
      when 6 then date_trunc('day', local) + interval '3 days'
      when 7 then date_trunc('day', local) + interval '2 days'
      else local + interval '1 day' end) at time zone 'Europe/Amsterdam'
    from (select arrival at time zone 'Europe/Amsterdam' as local) as arrival_local
  $$`;

export async function up(db: Db): Promise<void> {
  // The arrival's local time (Europe/Amsterdam) written out where 0052 named it `local`.
  await sql`create or replace function one_working_day_after(arrival timestamptz) returns timestamptz language sql stable as $$
    select (case extract(isodow from arrival at time zone 'Europe/Amsterdam')
      when 5 then (arrival at time zone 'Europe/Amsterdam') + interval '3 days'
      when 6 then date_trunc('day', arrival at time zone 'Europe/Amsterdam') + interval '3 days'
      when 7 then date_trunc('day', arrival at time zone 'Europe/Amsterdam') + interval '2 days'
      else (arrival at time zone 'Europe/Amsterdam') + interval '1 day' end) at time zone 'Europe/Amsterdam'
  $$`.execute(db);
  await sql`create or replace function lead_stages_follow() returns trigger language plpgsql as $$
    declare
      target integer := case when tg_op = 'DELETE' then old.quote_id else new.quote_id end;
    begin
      if tg_op = 'INSERT' and new.status = 'LEAD'
        and not exists (select 1 from quote_status_times where quote_id = new.quote_id and status <> 'LEAD') then
        insert into lead_stages (quote_id, arrived_at, arrival_week, due_at)
        values (new.quote_id, new.entered_at, date_trunc('week', new.entered_at at time zone 'Europe/Amsterdam')::date,
          one_working_day_after(new.entered_at))
        on conflict (quote_id) do update set arrived_at = excluded.arrived_at, arrival_week = excluded.arrival_week,
          due_at = excluded.due_at, treated_at = null, quoted_at = null, sent_at = null, accepted_at = null, rejected_at = null;
        return null;
      end if;
      if (tg_op <> 'DELETE' and new.status = 'LEAD') or (tg_op <> 'INSERT' and old.status = 'LEAD')
        or exists (select 1 from lead_stages where quote_id = target) then
        perform lead_stages_refresh(target);
      end if;
      if tg_op = 'UPDATE' and old.quote_id <> new.quote_id then perform lead_stages_refresh(old.quote_id); end if;
      return null;
    end $$`.execute(db);
}

/** 0052's functions: every change refreshes. */
export async function down(db: Db): Promise<void> {
  await ORIGINAL_WORKING_DAY.execute(db);
  await sql`create or replace function lead_stages_follow() returns trigger language plpgsql as $$
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
}
