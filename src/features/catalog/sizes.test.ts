import { describe, expect, it } from 'vitest';
import { sortBySize, splitName } from './sizes';

describe('size tiles', () => {
  it('label from the first digit, sub-label before it', () => {
    expect(splitName('Tuinhuis Zadeldak 300x250')).toEqual({ label: '300x250', subLabel: 'Tuinhuis Zadeldak' });
    expect(splitName('Blokhut')).toEqual({ label: 'Blokhut', subLabel: '' });
  });
  it('sorts by prefix, then length, giving the natural order of sizes', () => {
    const names = ['Tuinhuis Zadeldak 1000x300', 'Overkapping 400x300', 'Tuinhuis Zadeldak 300x300', 'Tuinhuis Zadeldak 500x300', 'Overkapping 300x300'];
    expect(sortBySize(names.map((name) => ({ name }))).map((p) => p.name)).toEqual([
      'Overkapping 300x300', 'Overkapping 400x300', 'Tuinhuis Zadeldak 300x300', 'Tuinhuis Zadeldak 500x300', 'Tuinhuis Zadeldak 1000x300',
    ]);
  });
});
