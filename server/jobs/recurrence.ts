/**
 * When recurring work is due: daily at a wall-clock time in a time zone (optionally Monday to Friday only), or
 * every N minutes. `lastOccurrence` answers the most recent moment at or before `now`; the scheduler stores one
 * job per occurrence, keyed by it, so several nodes that all notice the same occurrence store it once.
 */

export type Recurrence =
  | { daily: string; weekdaysOnly?: boolean; timeZone?: string }
  | { everyMinutes: number };

export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric',
      second: 'numeric', weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

interface WallClock { year: number; month: number; day: number; hour: number; minute: number; second: number; weekday: number }

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall clock in `timeZone` at `date`; weekday 0 = Sunday. */
export function wallClock(date: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(date).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour),
    minute: Number(parts.minute), second: Number(parts.second), weekday: WEEKDAYS.indexOf(parts.weekday),
  };
}

/** The instant at which the wall clock in `timeZone` shows the given date and time (DST offsets included). */
export function zonedTime(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): Date {
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wanted;
  // Two rounds settle the offset, also across a DST change between the first guess and the answer.
  for (let round = 0; round < 2; round += 1) {
    const seen = wallClock(new Date(guess), timeZone);
    const seenAsUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second);
    guess += wanted - seenAsUtc;
  }
  return new Date(guess);
}

function parseTime(value: string): { hour: number; minute: number } {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match) throw new Error(`Ongeldige tijd '${value}' (verwacht HH:MM)`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

/** The most recent occurrence at or before `now`. */
export function lastOccurrence(recurrence: Recurrence, now: Date): Date {
  if ('everyMinutes' in recurrence) {
    if (!(recurrence.everyMinutes >= 1)) throw new Error('everyMinutes must be at least 1');
    const period = Math.round(recurrence.everyMinutes * 60_000);
    return new Date(Math.floor(now.getTime() / period) * period);
  }
  const { hour, minute } = parseTime(recurrence.daily);
  const timeZone = recurrence.timeZone ?? DEFAULT_TIME_ZONE;
  const today = wallClock(now, timeZone);
  // Walk back day by day (calendar days in UTC arithmetic, which has no DST) until a permitted day whose
  // occurrence is not in the future; at most a week.
  for (let back = 0; back <= 7; back += 1) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day - back));
    const weekday = day.getUTCDay();
    if (recurrence.weekdaysOnly && (weekday === 0 || weekday === 6)) continue;
    const at = zonedTime(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), hour, minute, timeZone);
    if (at.getTime() <= now.getTime()) return at;
  }
  throw new Error('no occurrence in the last week');
}
