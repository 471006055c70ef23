import { describe, expect, it } from 'vitest';
import { loginDelayMs } from './login-throttle';

describe('loginDelayMs (issue 24 §2: a growing delay per account, not a lock)', () => {
  const policy = { accountLimit: 5, delayBaseMs: 250, delayMaxMs: 8000 };
  it('is 0 below the free failures, then doubles per failure up to the maximum', () => {
    expect([0, 4].map((n) => loginDelayMs(n, policy))).toEqual([0, 0]);
    expect([5, 6, 7, 8, 9, 10].map((n) => loginDelayMs(n, policy))).toEqual([250, 500, 1000, 2000, 4000, 8000]);
    expect(loginDelayMs(11, policy)).toBe(8000);
    expect(loginDelayMs(1_000_000, policy)).toBe(8000);
  });
});
