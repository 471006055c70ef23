/** Customers of a dealer, answers and bodies: the contract in src/domain/contracts/clients.ts. */
export { companyBody, companySchema, customerPersonSchema, personBody } from '../../src/domain/contracts/clients';
