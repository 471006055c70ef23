import { describe, expect, it } from 'vitest';
import { customerFormSchema, emptyCustomerForm, validateCustomerForm, type CustomerFormValues } from './customer-form';

const valid: CustomerFormValues = {
  firstName: 'Kees', lastName: 'Jansen', street: 'Dorpsstraat', houseNumber: '7', postalCode: '3451 AB', city: 'Vleuten',
  email: 'kees@example.nl', telephone: '0612345678',
};

const schemaErrors = (values: CustomerFormValues) => {
  const parsed = customerFormSchema.safeParse(values);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message]));
};

describe('customer form (spec §5)', () => {
  it('gives every rule its message, the same from the schema as from validateCustomerForm', () => {
    expect(schemaErrors(valid)).toEqual({});
    expect(validateCustomerForm(valid)).toEqual({});
    const expected = {
      firstName: 'Voornaam is verplicht', lastName: 'Achternaam is verplicht', street: 'Straat is verplicht', houseNumber: 'Huisnummer is verplicht',
      postalCode: 'Postcode is verplicht', city: 'Stad is verplicht', email: 'E-mailadres is verplicht', telephone: 'Telefoonnummer is verplicht',
    };
    expect(schemaErrors(emptyCustomerForm)).toEqual(expected);
    expect(validateCustomerForm(emptyCustomerForm)).toEqual(expected);
  });

  it('holds the lengths and the e-mail shape', () => {
    const bad = { ...valid, postalCode: '3451A', city: 'U', email: 'a@b', telephone: '12345' };
    expect(Object.keys(schemaErrors(bad)).sort()).toEqual(['city', 'email', 'postalCode', 'telephone']);
    expect(schemaErrors({ ...valid, postalCode: '3451AB', city: 'Ub', email: 'a@b.c', telephone: '123456' })).toEqual({});
  });
});
