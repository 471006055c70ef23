/** When recurring jobs are due: daily at a wall-clock time in Amsterdam (DST included), weekdays only, every N minutes. */
import { describe, expect, it } from 'vitest';
import { lastOccurrence, wallClock, zonedTime } from '../../server/jobs/recurrence';
import { retryDelayMs } from '../../server/jobs/backoff';

const at = (iso: string) => new Date(iso);

describe('recurrence', () => {
  it('turns an Amsterdam wall-clock time into the right instant in winter and summer', () => {
    expect(zonedTime(2026, 1, 15, 8, 0, 'Europe/Amsterdam').toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(zonedTime(2026, 7, 15, 8, 0, 'Europe/Amsterdam').toISOString()).toBe('2026-07-15T06:00:00.000Z');
    // The days the clocks change (29 March and 25 October 2026).
    expect(zonedTime(2026, 3, 29, 8, 0, 'Europe/Amsterdam').toISOString()).toBe('2026-03-29T06:00:00.000Z');
    expect(zonedTime(2026, 10, 25, 8, 0, 'Europe/Amsterdam').toISOString()).toBe('2026-10-25T07:00:00.000Z');
    expect(wallClock(at('2026-11-25T23:30:00Z'), 'Europe/Amsterdam')).toMatchObject({ day: 26, hour: 0, minute: 30, weekday: 4 });
  });

  it('answers the latest daily occurrence at or before now', () => {
    const daily = { daily: '08:00' };
    expect(lastOccurrence(daily, at('2026-11-25T07:00:00Z')).toISOString()).toBe('2026-11-25T07:00:00.000Z');
    expect(lastOccurrence(daily, at('2026-11-25T06:59:59Z')).toISOString()).toBe('2026-11-24T07:00:00.000Z');
    expect(lastOccurrence(daily, at('2026-11-25T22:00:00Z')).toISOString()).toBe('2026-11-25T07:00:00.000Z');
    // Just after midnight in Amsterdam, still the 25th in UTC.
    expect(lastOccurrence({ daily: '00:15' }, at('2026-11-25T23:20:00Z')).toISOString()).toBe('2026-11-25T23:15:00.000Z');
    expect(lastOccurrence({ daily: '08:00', timeZone: 'UTC' }, at('2026-11-25T07:30:00Z')).toISOString()).toBe('2026-11-24T08:00:00.000Z');
  });

  it('skips Saturday and Sunday for weekdays-only work', () => {
    const weekdays = { daily: '08:00', weekdaysOnly: true };
    // Saturday 28 and Sunday 29 November 2026 fall back to Friday the 27th; Monday before 08:00 too.
    for (const now of ['2026-11-28T12:00:00Z', '2026-11-29T12:00:00Z', '2026-11-30T06:59:00Z']) {
      expect(lastOccurrence(weekdays, at(now)).toISOString()).toBe('2026-11-27T07:00:00.000Z');
    }
    expect(lastOccurrence(weekdays, at('2026-11-30T07:00:00Z')).toISOString()).toBe('2026-11-30T07:00:00.000Z');
  });

  it('aligns every-N-minutes work to the period', () => {
    expect(lastOccurrence({ everyMinutes: 15 }, at('2026-11-25T10:44:59Z')).toISOString()).toBe('2026-11-25T10:30:00.000Z');
    expect(lastOccurrence({ everyMinutes: 15 }, at('2026-11-25T10:45:00Z')).toISOString()).toBe('2026-11-25T10:45:00.000Z');
  });

  it('refuses a malformed time', () => {
    expect(() => lastOccurrence({ daily: '8:00' }, new Date())).toThrow('HH:MM');
    expect(() => lastOccurrence({ daily: '24:00' }, new Date())).toThrow();
    expect(() => lastOccurrence({ everyMinutes: 0 }, new Date())).toThrow();
  });
});

describe('retry backoff', () => {
  it('doubles per attempt up to the cap, with ±20% jitter', () => {
    const policy = { baseDelayMs: 30_000, maxDelayMs: 3_600_000 };
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => retryDelayMs(n, policy, middle)))
      .toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000]);
    expect(retryDelayMs(1, policy, () => 0)).toBe(24_000);
    expect(retryDelayMs(1, policy, () => 0.999999)).toBe(36_000);
    expect(retryDelayMs(500, policy, middle)).toBe(3_600_000);
  });
});
