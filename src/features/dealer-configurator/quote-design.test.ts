import { describe, expect, it } from 'vitest';
import { customerDialogAtStart, needsCustomer } from './quote-design';

describe("the dealer's configurator", () => {
  it('asks for a customer until one is chosen, except for an example configuration', () => {
    expect(needsCustomer(null, false)).toBe(true);
    expect(needsCustomer(null, true)).toBe(false);
    expect(needsCustomer({ clientId: null, companyId: null, status: 'CONCEPT' }, false)).toBe(true);
    expect(needsCustomer({ clientId: 4, companyId: null, status: 'LEAD' }, false)).toBe(false);
    expect(needsCustomer({ clientId: null, companyId: 2, status: 'CONCEPT' }, false)).toBe(false);
    expect(needsCustomer({ clientId: null, companyId: null, status: 'EXAMPLE' }, false)).toBe(false);
  });

  it('opens the customer dialog by itself only for a logged-in user without a secret or freshLead in the route', () => {
    expect(customerDialogAtStart(true, undefined, undefined)).toBe(true);
    expect(customerDialogAtStart(false, undefined, undefined)).toBe(false);
    expect(customerDialogAtStart(true, 'abc', undefined)).toBe(false);
    expect(customerDialogAtStart(true, undefined, 'true')).toBe(false);
  });
});
