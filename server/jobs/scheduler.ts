/**
 * Recurring jobs. On each worker tick the scheduler works out every schedule's latest occurrence and, when it
 * is one this process has not stored yet, enqueues it with the unique key `schedule:<name>:<occurrence>`: the
 * first node to do so stores the job, the others' inserts do nothing, so each period runs once however many
 * nodes run. A node that starts after an occurrence it missed (it was down at 08:00) stores that occurrence
 * at once; older missed occurrences are not caught up.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { JobType } from './job-type';
import { enqueue } from './queue';
import { lastOccurrence, type Recurrence } from './recurrence';

export interface RecurringJob<P = unknown> {
  /** Stable name: part of the unique key, so renaming it starts a new series. */
  name: string;
  type: JobType<P>;
  payload: P;
  recurrence: Recurrence;
}

/** Keeps the payload's type tied to the job type's. */
export function recurring<P>(job: RecurringJob<P>): RecurringJob {
  return job as RecurringJob;
}

export function scheduleKey(name: string, occurrence: Date): string {
  return `schedule:${name}:${occurrence.toISOString()}`;
}

/**
 * After an occurrence, no next one comes sooner than this: a period for `everyMinutes`; for `daily`, a day less
 * the DST shift and a margin for a time that a DST change skips.
 */
function quietAfter(recurrence: Recurrence): number {
  return 'everyMinutes' in recurrence ? Math.round(recurrence.everyMinutes * 60_000) : 12 * 3_600_000;
}

/** Outside a schedule's quiet window, how often its latest occurrence is worked out again. */
const RECHECK_MS = 1000;

export class Scheduler {
  private readonly stored = new Map<string, number>();
  /**
   * Per schedule, until when its stored occurrence is surely still the latest: the worker ticks on every nudge (each
   * lead under load), and working the occurrence out with Intl took about half a millisecond a tick (bench:api).
   */
  private readonly quietUntil = new Map<string, number>();
  /**
   * Per schedule, when its occurrence was last worked out: outside the quiet window (a daily job between 12 h after
   * its time and its next time) at most once a second, so an occurrence is stored at most a second late instead of
   * Intl running on every tick (bench:api's profile: ~1.5% of the server's CPU at 16 leads in flight).
   */
  private readonly checkedAt = new Map<string, number>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly schedules: readonly RecurringJob[],
    private readonly clock: () => Date = () => new Date(),
  ) {
    const names = new Set<string>();
    for (const schedule of schedules) {
      if (names.has(schedule.name)) throw new Error(`Schedule ${schedule.name} is defined twice`);
      names.add(schedule.name);
      lastOccurrence(schedule.recurrence, new Date()); // fails early on a malformed recurrence
    }
  }

  /** Enqueues each schedule's latest occurrence once; answers how many jobs this call stored (others' count 0). */
  async tick(): Promise<number> {
    const now = this.clock();
    let stored = 0;
    for (const schedule of this.schedules) {
      const last = this.stored.get(schedule.name);
      if (last !== undefined && now.getTime() >= last && now.getTime() < (this.quietUntil.get(schedule.name) ?? 0)) continue;
      const checked = this.checkedAt.get(schedule.name);
      if (last !== undefined && checked !== undefined && now.getTime() >= checked && now.getTime() - checked < RECHECK_MS) continue;
      this.checkedAt.set(schedule.name, now.getTime());
      const occurrence = lastOccurrence(schedule.recurrence, now);
      if (this.stored.get(schedule.name) === occurrence.getTime()) continue;
      const id = await enqueue(this.db, schedule.type, schedule.payload, {
        uniqueKey: scheduleKey(schedule.name, occurrence), runAt: occurrence, cause: { type: 'schedule', id: schedule.name },
      });
      if (id !== null) stored += 1;
      this.stored.set(schedule.name, occurrence.getTime());
      this.quietUntil.set(schedule.name, occurrence.getTime() + quietAfter(schedule.recurrence));
    }
    return stored;
  }
}
