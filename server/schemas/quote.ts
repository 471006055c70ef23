/** Quote answers: the visitor's view by secret, the design alone by design code, and the dealer's quote. */
import { z } from 'zod';
import { configurationSchema } from '../../src/domain/configuration';
import { addressSchema, organizationCardSchema, userSummarySchema } from './account';
import { customerPersonSchema, companySchema } from './clients';
import { epochSeconds } from './common';
import { attributeSchema, categoryTotalsSchema, looseProductSchema, quoteLineSchema, taxTotalSchema } from './pricing';

const cents = z.number().int();

/** The customer's own details on the visitor's view (services/client-records.ts CustomerDetails). */
export const customerDetailsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  telephone: z.string(),
  email: z.string(),
});

export const publicQuoteSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  status: z.string(),
  source: z.string(),
  lead: z.boolean(),
  date: epochSeconds,
  expireDate: epochSeconds.nullable(),
  designCode: z.string().nullable(),
  organizationId: z.number().int(),
  organization: organizationCardSchema.nullable(),
  customer: customerDetailsSchema.nullable(),
  reference: z.string().nullable(),
  seller: z.string().nullable(),
  organizationAddress: z.object({ street: z.string(), houseNumber: z.string(), postalCode: z.string(), city: z.string() }).nullable(),
  note: z.string().nullable(),
  currency: z.string(),
  pricesAreInclTax: z.boolean(),
  configuration: configurationSchema,
  lines: z.array(quoteLineSchema),
  disabledLines: z.array(quoteLineSchema),
  categoryTotals: categoryTotalsSchema,
  taxTotals: z.array(taxTotalSchema),
  totalPrice: z.object({ inclTax: cents, exclTax: cents }),
  attributes: z.array(attributeSchema),
});

/** A design-code answer: the design alone, never a customer, a price or a secret (reading 10). */
export const designOnlySchema = z.object({
  designCode: z.string(),
  title: z.string(),
  configuration: configurationSchema,
  /** Issue 10 §4: an EXAMPLE opened by its code keeps fromExample; its organisation's public card names the dealer. */
  exampleId: z.number().int().nullable(),
  organization: organizationCardSchema.nullable(),
});

/** The quote's organisation as the quote page shows it: public card plus addresses. */
export const quoteOrganizationSchema = organizationCardSchema.extend({ addresses: z.array(addressSchema) });

/**
 * A quote as a dealer sees it (GET /quote, GET /quote/{id}, POST, PUT). Embeds and lines are present when
 * asked for (embed[], preloads[]) and always on the single-quote routes.
 */
export const dealerQuoteSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  status: z.string(),
  source: z.string(),
  lead: z.boolean(),
  secret: z.string(),
  designCode: z.string().nullable(),
  date: epochSeconds,
  expireDate: epochSeconds.nullable(),
  createdAt: epochSeconds,
  updatedAt: epochSeconds,
  organizationId: z.number().int(),
  userId: z.number().int().nullable(),
  clientId: z.number().int().nullable(),
  companyId: z.number().int().nullable(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  currency: z.string(),
  pricesAreInclTax: z.boolean(),
  /** The example this lead came from (attribute fromExample), and the dealer token it carried. */
  fromExample: z.number().int().nullable(),
  fromDealerToken: z.string().nullable(),
  totalPrice: z.object({ inclTax: cents, exclTax: cents }),
  totalCostPrice: z.object({ inclTax: cents }),
  taxTotals: z.array(taxTotalSchema),
  categoryTotals: categoryTotalsSchema,
  organization: quoteOrganizationSchema.nullable().optional(),
  user: userSummarySchema.nullable().optional(),
  customer: customerPersonSchema.nullable().optional(),
  company: companySchema.nullable().optional(),
  lines: z.array(quoteLineSchema).optional(),
  disabledLines: z.array(quoteLineSchema).optional(),
  looseProducts: z.array(looseProductSchema).optional(),
  configuration: z.optional(configurationSchema),
  attributes: z.array(attributeSchema).optional(),
});

export const quoteCountsSchema = z.object({
  all: z.number().int(),
  LEAD: z.number().int(),
  LEAD_IN_TREATMENT: z.number().int(),
  LEAD_DELETED: z.number().int(),
});

export const quoteListSchema = z.object({
  data: z.array(dealerQuoteSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  /** With lead=true and limit=0: the counts of the lead tabs (spec §7). */
  counts: quoteCountsSchema.optional(),
});
