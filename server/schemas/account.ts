/** Users and organisations, answers and bodies: the contract in src/domain/contracts/accounts.ts. */
export {
  addressInput, addressSchema, loginAnswerSchema, organizationCardSchema, organizationSchema, sessionAnswerSchema, userAttributeSchema, subdealerBody, userBody, userCreateBody, userSchema, userSummarySchema,
} from '../../src/domain/contracts/accounts';
