/**
 * The period of an Inzicht answer (issue 28): from the Monday, 00:00 Dutch time, `weeks - 1` weeks before the
 * current week, up to now. The database works out the calendar (time zone, summer time), so the figures and the
 * buckets they are counted in agree; this module only lists the weeks and months the charts show, empty ones too.
 */
import { sql, type Kysely } from 'kysely';
import { INSIGHTS_TIME_ZONE, type InsightPeriod } from '../../../src/domain/contracts/insights';
import type { Database } from '../../db/types';

export interface InsightsPeriod {
  weeks: InsightPeriod;
  from: Date;
  until: Date;
  /** 'YYYY-MM-DD' of each week's Monday, oldest first. */
  weekStarts: string[];
  /** 'YYYY-MM' of each month the period touches, oldest first. */
  months: string[];
}

export async function insightsPeriod(db: Kysely<Database>, weeks: InsightPeriod, now: Date): Promise<InsightsPeriod> {
  const { rows } = await sql<{ from: Date; firstWeek: string; lastMonth: string }>`
    with local as (select date_trunc('week', ${now}::timestamptz at time zone ${INSIGHTS_TIME_ZONE}) - make_interval(weeks => ${weeks - 1}) as monday)
    select monday at time zone ${INSIGHTS_TIME_ZONE} as "from", to_char(monday, 'YYYY-MM-DD') as "firstWeek",
      to_char(${now}::timestamptz at time zone ${INSIGHTS_TIME_ZONE}, 'YYYY-MM') as "lastMonth"
    from local`.execute(db);
  const { from, firstWeek, lastMonth } = rows[0];
  return { weeks, from: new Date(from), until: now, weekStarts: weekStarts(firstWeek, weeks), months: monthsBetween(firstWeek.slice(0, 7), lastMonth) };
}

/** Calendar dates only, so plain UTC date arithmetic is exact. */
export function weekStarts(firstMonday: string, weeks: number): string[] {
  const start = Date.parse(`${firstMonday}T00:00:00Z`);
  return Array.from({ length: weeks }, (_, i) => new Date(start + i * 7 * 86_400_000).toISOString().slice(0, 10));
}

export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number);
  const [lastYear, lastMonth] = last.split('-').map(Number);
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}
