import { describe, expect, it } from 'vitest';
import { decodeResetSecret, encodeResetSecret } from './reset-secret';

describe('change-password link', () => {
  const secret = 'a'.repeat(10) + 'B_c-D'.repeat(5);
  it('round-trips e-mail, number and secret, also with odd characters', () => {
    for (const email of ['jan@example.nl', 'x|y@example.nl', 'ñandú+tag@example.nl']) {
      const decoded = decodeResetSecret(encodeResetSecret({ email, number: 42, secret }));
      expect(decoded).toEqual({ email, number: 42, secret });
    }
  });
  it('answers null for segments that are not ours', () => {
    expect(decodeResetSecret('')).toBeNull();
    expect(decodeResetSecret('not base64!')).toBeNull();
    expect(decodeResetSecret(btoa('jan@example.nl|x|' + secret))).toBeNull();
    expect(decodeResetSecret(btoa('no-at-sign|4|' + secret))).toBeNull();
    expect(decodeResetSecret(btoa('jan@example.nl|4|short'))).toBeNull();
    expect(decodeResetSecret(btoa('jan@example.nl|4'))).toBeNull();
  });
});
