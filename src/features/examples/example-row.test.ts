import { describe, expect, it } from 'vitest';
import { examplePath, exampleTitle } from './example-row';

describe('exampleTitle', () => {
  it("drops a trailing ' - ' and nothing else", () => {
    expect(exampleTitle('Tuinhuis - ')).toBe('Tuinhuis');
    expect(exampleTitle('Tuinhuis -')).toBe('Tuinhuis');
    expect(exampleTitle('Tuinhuis - groot')).toBe('Tuinhuis - groot');
    expect(exampleTitle('Overkapping')).toBe('Overkapping');
  });
});

describe('examplePath', () => {
  it("opens the dealer's configurator on the example", () => {
    expect(examplePath({ id: 7, secret: 'abc', organizationId: 3 })).toBe('/3d-configurator-zelf-ontwerpen-samenstellen/maak-ontwerp-via-offerte/7/abc/3');
  });
});
