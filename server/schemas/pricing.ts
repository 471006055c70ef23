/** Priced quotes and their lines: the contract in src/domain/contracts/quotes.ts. */
export { attributeSchema, categoryTotalsSchema, lineCategorySchema, pricedQuoteSchema, quoteLineSchema, quoteLooseProductSchema as looseProductSchema, taxTotalSchema } from '../../src/domain/contracts/quotes';
