import { afterEach, describe, expect, it, vi } from 'vitest';
import { nearEnd, throttle } from './infinite-scroll';

describe('infinite scroll', () => {
  afterEach(() => vi.useRealTimers());

  it('loads more while the end of the list is within 3 viewport heights below the screen', () => {
    expect(nearEnd(800 + 3 * 800 - 1, 800)).toBe(true);
    expect(nearEnd(800 + 3 * 800, 800)).toBe(false);
    expect(nearEnd(400, 800)).toBe(true);
  });

  it('checks at most every 100 ms while scrolling, and once after the last scroll', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const t = throttle(fn, 100);
    t.run();
    expect(fn).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 9; i++) { vi.advanceTimersByTime(10); t.run(); }
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(2);
    t.run();
    expect(fn).toHaveBeenCalledTimes(3);
    t.cancel();
  });
});
