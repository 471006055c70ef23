/** Quote answers: the contract in src/domain/contracts/quotes.ts. */
export {
  customerDetailsSchema, dealerQuoteSchema, designOnlySchema, publicQuoteSchema, quoteCountsSchema, quoteListSchema, quoteOrganizationSchema,
} from '../../src/domain/contracts/quotes';
