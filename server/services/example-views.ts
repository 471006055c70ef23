/**
 * A visitor opened an example configuration (Inzicht, issue 28: views beside AR exports and leads). One
 * statement: the address's hit on this example (rate_limits, so every node counts the same), and, when it is the
 * first in its window, one more view on the example's counter of today (Dutch calendar day, migration 0051).
 * A reload or a flood from one address counts once per window; the browser also sends it once per tab session.
 */
import { sql, type Kysely } from 'kysely';
import { INSIGHTS_TIME_ZONE } from '../../src/domain/contracts/insights';
import type { Database } from '../db/types';
import { badRequest } from '../http-error';

/** How long one address's views of one example count as one. */
export const EXAMPLE_VIEW_WINDOW_MS = 30 * 60_000;

/** Counts the view; answers whether it counted (false: this address viewed it within the window). */
export async function recordExampleView(db: Kysely<Database>, exampleId: number, address: string): Promise<{ counted: boolean }> {
  const { rows } = await sql<{ example: number | null; counted: boolean }>`
    with example as (
      select id from quotes where id = ${exampleId} and status = 'EXAMPLE'
    ), hit as (
      insert into rate_limits (key, count, reset_at)
      select ${`example-view:${exampleId}:${address}`}, 1, now() + ${EXAMPLE_VIEW_WINDOW_MS} * interval '1 millisecond' from example
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
      returning count
    ), counted as (
      insert into example_views (example_id, day, views)
      select example.id, (now() at time zone ${INSIGHTS_TIME_ZONE})::date, 1 from example, hit where hit.count = 1
      on conflict (example_id, day) do update set views = example_views.views + 1
      returning 1
    )
    select (select id from example) as example, exists (select 1 from counted) as counted`.execute(db);
  if (rows[0]?.example == null) throw badRequest(`Offerte ${exampleId} is geen voorbeeldconfiguratie`);
  return { counted: rows[0].counted };
}
