/**
 * Whole customers and companies as the server answers them (src/domain/contracts/clients.ts), for unit tests that
 * need one: each test names only the fields it is about.
 */
import type { Company, CustomerPerson } from '../../domain/contracts/clients';

export function testPerson(fields: Partial<CustomerPerson> = {}): CustomerPerson {
  return {
    id: 11, organizationId: 3, firstName: 'Jan', preposition: 'de', lastName: 'Vries', fullName: 'Jan de Vries', companyId: null,
    addresses: [], phones: [], emails: [], createdAt: 1_767_225_600, ...fields,
  };
}

export function testCompany(fields: Partial<Company> = {}): Company {
  return { id: 1, organizationId: 3, name: 'Tuincentrum', emails: [], createdAt: 1_767_225_600, ...fields };
}
