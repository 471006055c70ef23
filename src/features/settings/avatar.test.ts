import { describe, expect, it } from 'vitest';
import { avatarUrl, initials } from './avatar';

describe('avatar', () => {
  it('keys the image by the SHA-256 of the trimmed, lower-cased e-mail', async () => {
    const a = await avatarUrl(' Pieter@VanDijk.example ');
    const b = await avatarUrl('pieter@vandijk.example');
    expect(a).toBe(b);
    expect(a).toMatch(/^https:\/\/www\.gravatar\.com\/avatar\/[0-9a-f]{64}\?s=160&d=404$/);
    expect(a).not.toContain('pieter');
  });
  it('falls back to initials', () => {
    expect(initials('Pieter', 'van Dijk', 'p@x.nl')).toBe('PV');
    expect(initials('', null, 'jan@x.nl')).toBe('J');
  });
});
