import { describe, expect, it } from 'vitest';
import { nextOffset } from './use-quote-list';

describe('quote list paging', () => {
  it('asks for the next page while offset + limit < total', () => {
    expect(nextOffset({ offset: 0, limit: 50, total: 120 })).toBe(50);
    expect(nextOffset({ offset: 50, limit: 50, total: 120 })).toBe(100);
    expect(nextOffset({ offset: 100, limit: 50, total: 120 })).toBeUndefined();
    expect(nextOffset({ offset: 0, limit: 50, total: 50 })).toBeUndefined();
    expect(nextOffset({ offset: 0, limit: 0, total: 9 })).toBeUndefined();
  });
});
