/** Customers of a dealer: the contract in src/domain/contracts/clients.ts. */
export { companySchema, customerPersonSchema } from '../../src/domain/contracts/clients';
