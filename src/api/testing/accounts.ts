/**
 * Whole users and organisations as the server answers them (src/domain/contracts/accounts.ts), for unit tests
 * that need one: each test names only the fields it is about.
 */
import type { Organization, User } from '../auth';

export function testUser(fields: Partial<User> = {}): User {
  return {
    id: 7, firstName: 'Vera', preposition: null, lastName: 'Verkoper', name: 'Vera Verkoper', email: 'verkoper@voorbeeld.nl',
    organizationId: 3, organization_id: 3, roles: [], attributes: [], ...fields,
  };
}

export function testOrganization(fields: Partial<Organization> = {}): Organization {
  return {
    id: 3, name: 'Organisatie 3', email: null, phone: null, logoUrl: null, identificationNumber: null, vatNumber: null, ibanNumber: null,
    externalReference: null, parentId: null, type: null, settings: {}, subscription: { plan: { maxUsers: null, maxSubdealers: null } },
    addresses: [], ...fields,
  };
}
