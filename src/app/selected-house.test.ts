import { describe, expect, it } from 'vitest';
import { houseQuery, selectedHouseFrom } from './selected-house';

describe('selected house', () => {
  it('prefers the address over storage', () => {
    expect(selectedHouseFrom('?house=1001', 1002)).toBe(1001);
    expect(selectedHouseFrom('house=1001', null)).toBe(1001);
    expect(selectedHouseFrom('', 1002)).toBe(1002);
    expect(selectedHouseFrom('?house=abc', null)).toBeNull();
    expect(selectedHouseFrom('?house=0', null)).toBeNull();
    expect(houseQuery(1001)).toBe('?house=1001');
  });
});
