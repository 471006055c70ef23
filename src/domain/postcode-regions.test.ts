import { describe, expect, it } from 'vitest';
import { inRegions, parsePostcodeRegions, readPostcode } from './postcode-regions';

describe('postcode regions', () => {
  it('reads Dutch, Belgian and German ranges and single postcodes', () => {
    expect(parsePostcodeRegions('3400-3599, BE:2000-2999; DE:40210-40629\n1011')).toEqual({
      ranges: [{ country: 'NL', from: 3400, to: 3599 }, { country: 'BE', from: 2000, to: 2999 }, { country: 'DE', from: 40210, to: 40629 }, { country: 'NL', from: 1011, to: 1011 }],
      errors: [],
    });
  });

  it('names what it cannot read', () => {
    expect(parsePostcodeRegions('3599-3400, DE:4021, abc').errors).toEqual([
      'Ongeldig postcodegebied: 3599-3400', 'Ongeldig postcodegebied: DE:4021', 'Ongeldig postcodegebied: abc',
    ]);
  });

  it('matches a lead postcode by country', () => {
    const { ranges } = parsePostcodeRegions('3400-3599, BE:2000-2999, DE:40210-40629');
    expect(readPostcode('3512 jk')).toEqual({ country: 'NL', number: 3512 });
    expect(inRegions('3512 JK', ranges)).toBe(true);
    expect(inRegions('3600 AB', ranges)).toBe(false);
    expect(inRegions('2018', ranges)).toBe(true); // Belgian
    expect(inRegions('3512', ranges)).toBe(false); // Belgian 3512 is not in BE:2000-2999
    expect(inRegions('40213', ranges)).toBe(true);
    expect(inRegions('onzin', ranges)).toBe(false);
  });
});
