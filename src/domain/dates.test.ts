import { describe, expect, it } from 'vitest';
import { formatDate, nowEpoch } from './dates';

describe('quote dates', () => {
  it('show epoch seconds as a Dutch date in Amsterdam time', () => {
    expect(formatDate(1767225600)).toBe('01-01-2026');
    // 23:30 UTC on 31 December is already New Year in Amsterdam.
    expect(formatDate(1767223800)).toBe('01-01-2026');
    expect(formatDate(null)).toBeNull();
    expect(formatDate(undefined)).toBeNull();
    expect(nowEpoch(new Date('2026-01-01T00:00:00Z'))).toBe(1767225600);
  });
});
