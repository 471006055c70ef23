import { describe, expect, it } from 'vitest';
import { randomDesignCode } from './quote-repository';

describe('randomDesignCode', () => {
  it('issues five digits without a leading zero, so a code like 01234 is never taken (e2e/design-code.spec.ts relies on it)', () => {
    for (let i = 0; i < 5000; i += 1) expect(randomDesignCode()).toMatch(/^[1-9]\d{4}$/);
  });
});
