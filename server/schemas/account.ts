/** Users and organisations as the API shows them: the contract in src/domain/contracts/accounts.ts. */
export {
  addressSchema, loginAnswerSchema, organizationCardSchema, organizationSchema, sessionAnswerSchema, userAttributeSchema, userSchema, userSummarySchema,
} from '../../src/domain/contracts/accounts';
