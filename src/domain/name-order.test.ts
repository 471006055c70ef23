import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareNames } from './name-order';

const sign = (n: number) => Math.sign(n);
const ascii = fc.string({ unit: fc.constantFrom(...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i))), maxLength: 12 });
// Names as the catalogue has them: letters, digits, spaces and a few marks, often sharing a start.
const nameLike = fc.string({ unit: fc.constantFrom('a', 'A', 'b', 'B', 'z', 'Z', 'i', 'j', '0', '1', '9', ' ', '-', 'x', '(', ')', '/', '.', ',', '&', '+'), maxLength: 10 });

describe('compareNames', () => {
  it('orders printable ASCII as localeCompare(…, "nl") does', () => {
    fc.assert(fc.property(ascii, ascii, (a, b) => sign(compareNames(a, b)) === sign(a.localeCompare(b, 'nl'))), { numRuns: 20_000 });
  });

  it('orders name-like strings, prefixes and case pairs as localeCompare does', () => {
    fc.assert(fc.property(nameLike, nameLike, (a, b) => sign(compareNames(a, b)) === sign(a.localeCompare(b, 'nl'))), { numRuns: 20_000 });
    fc.assert(fc.property(nameLike, nameLike, nameLike, (p, a, b) => sign(compareNames(p + a, p + b)) === sign((p + a).localeCompare(p + b, 'nl'))), { numRuns: 5_000 });
  });

  it('sorts catalogue-like names as Dutch collation does, and leaves accented names to ICU', () => {
    const names = ['Tuinhuis 300x400', 'tuinhuis 300x400', 'Tuinhuis 3000', 'Tuinhuis-deur', 'Tuinhuis deur', 'Raam (dubbel)', 'raam',
      'Zadeldak', 'ijzer', 'IJzer', 'Ivoor', 'Privéscherm', 'Prive scherm', 'Privescherm', 'Ëik', 'Eik', 'eik', '12 stuks', '2 stuks', 'A&B', 'A+B'];
    expect([...names].sort(compareNames)).toEqual([...names].sort((a, b) => a.localeCompare(b, 'nl')));
  });

  it('is 0 for equal names only', () => {
    expect(compareNames('Deur', 'Deur')).toBe(0);
    expect(compareNames('Deur', 'deur')).not.toBe(0);
  });
});
