import { describe, expect, it } from 'vitest';
import { leadBadgeText } from './lead-counts';

describe('the header lead badge', () => {
  it('counts new leads up to 99, then shows 99+; nothing at 0', () => {
    expect(leadBadgeText(undefined)).toBeNull();
    expect(leadBadgeText(0)).toBeNull();
    expect(leadBadgeText(1)).toBe('1');
    expect(leadBadgeText(99)).toBe('99');
    expect(leadBadgeText(100)).toBe('99+');
    expect(leadBadgeText(12345)).toBe('99+');
  });
});
