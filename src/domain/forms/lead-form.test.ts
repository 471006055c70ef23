import { describe, expect, it } from 'vitest';
import { validateLeadForm, type LeadFormValues } from './lead-form';

const valid: LeadFormValues = {
  firstName: 'Jan',
  lastName: 'Jansen',
  street: 'Dorpsstraat',
  houseNumber: '12a',
  postalCode: '1234 AB',
  city: 'Utrecht',
  telephone: '06-12345678',
  email: 'jan@example.nl',
};

function errorsWith(change: Partial<LeadFormValues>) {
  return validateLeadForm({ ...valid, ...change });
}

describe('validateLeadForm (spec §5 Lead form)', () => {
  it('accepts a complete form, with or without a note', () => {
    expect(validateLeadForm(valid)).toEqual({});
    expect(errorsWith({ note: '' })).toEqual({});
    expect(errorsWith({ note: 'Graag bellen na 17:00' })).toEqual({});
  });

  it('requires at least 1 character of Voornaam and Achternaam', () => {
    expect(errorsWith({ firstName: '' })).toEqual({ firstName: 'Vul dit veld in' });
    expect(errorsWith({ firstName: '   ' })).toEqual({ firstName: 'Vul dit veld in' });
    expect(errorsWith({ firstName: 'J' })).toEqual({});
    expect(errorsWith({ lastName: '' })).toEqual({ lastName: 'Vul dit veld in' });
    expect(errorsWith({ lastName: 'X' })).toEqual({});
  });

  it('requires at least 2 characters of Straat and Stad', () => {
    expect(errorsWith({ street: 'D' })).toEqual({ street: 'Vul dit veld in' });
    expect(errorsWith({ street: 'Dr' })).toEqual({});
    expect(errorsWith({ city: 'U' })).toEqual({ city: 'Vul dit veld in' });
    expect(errorsWith({ city: 'Ee' })).toEqual({});
  });

  it('requires a digit in Huisnummer', () => {
    expect(errorsWith({ houseNumber: 'a' })).toEqual({ houseNumber: 'Vul dit veld in' });
    expect(errorsWith({ houseNumber: '' })).toEqual({ houseNumber: 'Vul dit veld in' });
    expect(errorsWith({ houseNumber: '1' })).toEqual({});
    expect(errorsWith({ houseNumber: 'huis 7 bis' })).toEqual({});
  });

  it.each(['1234 AB', '1234ab', ' 1234 ab ', '9999 ZZ', '12345', '1234', '12 34 AB'])('accepts postcode %j', (postalCode) => {
    expect(errorsWith({ postalCode })).toEqual({});
  });

  it.each(['1234 SA', '1234 sd', '1234ss', '123', '123456', '1234 A', '1234 ABC', 'AB 1234', '', 'abcde'])(
    'rejects postcode %j', (postalCode) => {
      expect(errorsWith({ postalCode })).toEqual({ postalCode: 'Vul een geldige postcode in' });
    });

  it.each(['0612345678', '06-12345678', '+31 6 12345678', '+31 (0)6 1234 5678', '030.123.45.67', '+49 (30) 123 456 78'])(
    'accepts telephone %j', (telephone) => {
      expect(errorsWith({ telephone })).toEqual({});
    });

  it.each(['061234567', '+31 6 1234 5678 999', '06-1234567a', '', '++31612345678', 'bel me'])(
    'rejects telephone %j with the spec message', (telephone) => {
      expect(errorsWith({ telephone })).toEqual({ telephone: 'Vul een geldig telefoonnnummer in' });
    });

  it.each(['jan@example.nl', 'j.de-vries+tuin@mail.example.com'])('accepts e-mail %j', (email) => {
    expect(errorsWith({ email })).toEqual({});
  });

  it.each(['jan', 'jan@', 'jan@example', '@example.nl', 'jan @example.nl', ''])('rejects e-mail %j', (email) => {
    expect(errorsWith({ email })).toEqual({ email: 'Vul een geldig Emailadres in' });
  });

  it('reports every failing field at once', () => {
    const errors = validateLeadForm({
      firstName: '', lastName: '', street: '', houseNumber: '', postalCode: '', city: '', telephone: '', email: '',
    });
    expect(errors).toEqual({
      firstName: 'Vul dit veld in',
      lastName: 'Vul dit veld in',
      street: 'Vul dit veld in',
      houseNumber: 'Vul dit veld in',
      postalCode: 'Vul een geldige postcode in',
      city: 'Vul dit veld in',
      telephone: 'Vul een geldig telefoonnnummer in',
      email: 'Vul een geldig Emailadres in',
    });
  });
});
