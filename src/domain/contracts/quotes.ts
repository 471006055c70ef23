/**
 * The quote resource's contract (spec §3 'Quote', 'Quote line'; §7 v1/quote): what a browser may send and what
 * the server answers, declared once. The server's routes validate bodies and encode answers with these schemas;
 * its service takes the parsed body's type; src/api parses the answers with them.
 *
 * Answers are plain shapes (no defaults or transforms): the serializer sends only the listed fields, so a field a
 * service forgot to remove never leaves the server. Cost fields are optional: they are dealers' only and removed
 * for anonymous callers (server/auth/audience.ts).
 */
import { z } from 'zod/mini';
import { configurationSchema } from '../configuration';
import { LINE_AMOUNT_MAX, LINE_CATEGORIES, type LineCategory } from '../constants';
import { extraLineInputSchema, type ExtraLine } from '../pricing';
import { quoteStatuses } from '../quote-status';
import { addressSchema, organizationCardSchema, userSummarySchema } from './accounts';
import { idInput } from './bounds';
import { companySchema, customerPersonSchema } from './clients';

const int = () => z.number().check(z.int());
const cents = int;
export { idInput };
/** Epoch seconds up to the year 3000. */
const epochSecondsInput = z.number().check(z.int(), z.positive(), z.lte(32_503_680_000));

export const lineCategorySchema = z.enum(LINE_CATEGORIES as [LineCategory, ...LineCategory[]]);
export const quoteStatusSchema = z.enum(quoteStatuses, { error: `status moet een van ${quoteStatuses.join(', ')} zijn` });

// Answers ------------------------------------------------------------------------------------------------------

export const quoteLineSchema = z.object({
  productId: int(),
  sku: z.string(),
  name: z.string(),
  description: z.string(),
  amount: int(),
  price: cents(),
  costPrice: z.optional(cents()),
  total: cents(),
  totalCost: z.optional(cents()),
  type: lineCategorySchema,
  category: lineCategorySchema,
  isEditable: z.boolean(),
  imageUrl: z.nullable(z.string()),
  coloredImageUrl: z.nullable(z.string()),
  colorId: z.nullable(int()),
  colorName: z.optional(z.string()),
  tax: z.object({ name: z.string(), percentage: z.number(), referenceId: int() }),
});

export const taxTotalSchema = z.object({ name: z.string(), taxPercentage: z.number(), inclTax: cents(), exclTax: cents(), taxAmount: cents() });
export const categoryTotalsSchema = z.record(z.string(), z.object({ inclTax: cents(), cost: z.optional(cents()) }));
const totalPriceSchema = z.object({ inclTax: cents(), exclTax: cents() });
/** A fresh price totals every line category (src/domain/pricing/totals.ts), so its record is exhaustive; stored quotes keep the looser one. */
const pricedCategoryTotalsSchema = z.record(lineCategorySchema, z.object({ inclTax: cents(), cost: z.optional(cents()) }));

/** POST /quote/consumer/price: the priced design (cost fields for a logged-in dealer only). */
export const pricedQuoteSchema = z.object({
  currency: z.literal('EUR'),
  pricesAreInclTax: z.literal(true),
  lines: z.array(quoteLineSchema),
  disabledLines: z.array(quoteLineSchema),
  categoryTotals: pricedCategoryTotalsSchema,
  taxTotals: z.array(taxTotalSchema),
  totalPrice: totalPriceSchema,
  totalCostPrice: z.optional(z.object({ inclTax: cents() })),
});

/** The spec's quote loose product (§3 'Loose product'). */
export const quoteLooseProductSchema = z.object({
  id: int(), description: z.string(), price: cents(), costPrice: z.optional(cents()), amount: int(), total: cents(), totalCost: z.optional(cents()),
});

/** Quote attributes as the spec lists them: key, type and the JSON-encoded value. */
export const attributeSchema = z.object({ key: z.string(), type: z.string(), value: z.string() });

/** The customer's own details on the visitor's view (server/services/client-records.ts CustomerDetails). */
export const customerDetailsSchema = z.object({
  firstName: z.string(), lastName: z.string(), street: z.string(), houseNumber: z.string(), postalCode: z.string(), city: z.string(),
  country: z.string(), telephone: z.string(), email: z.string(),
});

/**
 * POST /quote/consumer (201): the lead as stored. `dealerName` is the dealer the server gave the lead to (token,
 * example or postcode region), null for the brand's, so the thank-you page names who the server chose.
 */
export const leadAnswerSchema = z.object({
  id: int(), number: int(), organizationId: int(), secret: z.string(), designCode: z.string(),
  dealerLinked: z.boolean(), dealerName: z.nullable(z.string()), path: z.string(),
});
export type LeadAnswer = z.infer<typeof leadAnswerSchema>;

/** GET /quote/unauthorized/{id}/{organizationId}/{secret}: the visitor's view of a quote, never cost fields. */
export const publicQuoteSchema = z.object({
  id: int(),
  number: int(),
  title: z.string(),
  status: z.string(),
  source: z.string(),
  lead: z.boolean(),
  date: int(),
  expireDate: z.nullable(int()),
  designCode: z.nullable(z.string()),
  organizationId: int(),
  organization: z.nullable(organizationCardSchema),
  customer: z.nullable(customerDetailsSchema),
  reference: z.nullable(z.string()),
  seller: z.nullable(z.string()),
  organizationAddress: z.nullable(z.object({ street: z.string(), houseNumber: z.string(), postalCode: z.string(), city: z.string() })),
  note: z.nullable(z.string()),
  currency: z.string(),
  pricesAreInclTax: z.boolean(),
  configuration: configurationSchema,
  lines: z.array(quoteLineSchema),
  disabledLines: z.array(quoteLineSchema),
  categoryTotals: categoryTotalsSchema,
  taxTotals: z.array(taxTotalSchema),
  totalPrice: totalPriceSchema,
  attributes: z.array(attributeSchema),
});

/** A design-code answer: the design alone, never a customer, a price or a secret (reading 10). */
export const designOnlySchema = z.object({
  designCode: z.string(),
  title: z.string(),
  configuration: configurationSchema,
  /** Issue 10 §4: an EXAMPLE opened by its code keeps fromExample; its organisation's public card names the dealer. */
  exampleId: z.nullable(int()),
  organization: z.nullable(organizationCardSchema),
});

/** The quote's organisation as the quote page shows it: public card plus addresses. */
export const quoteOrganizationSchema = z.extend(organizationCardSchema, { addresses: z.array(addressSchema) });

/**
 * A quote as a dealer sees it (GET /quote, GET /quote/{id}, POST, PUT). Embeds and lines are present when
 * asked for (embed[], preloads[]) and always on the single-quote routes.
 */
export const dealerQuoteSchema = z.object({
  id: int(),
  number: int(),
  title: z.string(),
  status: z.string(),
  source: z.string(),
  lead: z.boolean(),
  secret: z.string(),
  designCode: z.nullable(z.string()),
  date: int(),
  expireDate: z.nullable(int()),
  createdAt: int(),
  updatedAt: int(),
  organizationId: int(),
  userId: z.nullable(int()),
  clientId: z.nullable(int()),
  companyId: z.nullable(int()),
  reference: z.nullable(z.string()),
  note: z.nullable(z.string()),
  currency: z.string(),
  pricesAreInclTax: z.boolean(),
  /** The example this lead came from (attribute fromExample), and the dealer token it carried. */
  fromExample: z.nullable(int()),
  fromDealerToken: z.nullable(z.string()),
  totalPrice: totalPriceSchema,
  /** Optional in the contract: removed for anonymous callers (never one here, but the audience rule is general). */
  totalCostPrice: z.optional(z.object({ inclTax: cents() })),
  taxTotals: z.array(taxTotalSchema),
  categoryTotals: categoryTotalsSchema,
  organization: z.optional(z.nullable(quoteOrganizationSchema)),
  user: z.optional(z.nullable(userSummarySchema)),
  customer: z.optional(z.nullable(customerPersonSchema)),
  company: z.optional(z.nullable(companySchema)),
  lines: z.optional(z.array(quoteLineSchema)),
  disabledLines: z.optional(z.array(quoteLineSchema)),
  looseProducts: z.optional(z.array(quoteLooseProductSchema)),
  configuration: z.optional(configurationSchema),
  attributes: z.optional(z.array(attributeSchema)),
});

export const quoteCountsSchema = z.object({ all: int(), LEAD: int(), LEAD_IN_TREATMENT: int(), LEAD_DELETED: int() });

export const quoteListSchema = z.object({
  data: z.array(dealerQuoteSchema),
  total: int(),
  limit: int(),
  offset: int(),
  /** With lead=true and limit=0: the counts of the lead tabs (spec §7). */
  counts: z.optional(quoteCountsSchema),
});

/** DELETE /quote/{id}: a lead becomes LEAD_DELETED (restorable), any other quote DELETED. */
export const quoteDeletedSchema = z.object({ id: int(), status: quoteStatusSchema });

// Requests -----------------------------------------------------------------------------------------------------

/** The status as sent: case-insensitive (the spec's examples list asks for 'status example', §7). */
export const quoteStatusInput = z.pipe(z.transform((value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value)), quoteStatusSchema);

/**
 * The quote's lines as a browser has them: every line is accepted, only the 'extra' (manual) lines are read and
 * checked by the domain's extraLineInputSchema (the rest follows from the design on the server). A bad manual
 * line answers 400 with its path (lines.0.price: ...).
 */
export const quoteLinesInput = z.pipe(
  z.array(z.looseObject({ type: z.optional(z.unknown()) })).check(z.maxLength(1000)),
  z.transform((lines, ctx): ExtraLine[] => {
    const extras: ExtraLine[] = [];
    lines.forEach((line, i) => {
      if (line.type !== 'extra') return;
      const parsed = extraLineInputSchema.safeParse(line);
      if (parsed.success) extras.push(parsed.data);
      else for (const issue of parsed.error.issues) ctx.issues.push({ code: 'custom', message: issue.message, input: line, path: [i, ...issue.path] });
    });
    return extras;
  }),
);

/**
 * A loose product as a dealer sets it: the absolute amount counts, whole units, 0 removes it (spec §5); bounded
 * like an extra line's amount.
 */
export const looseProductAmountInput = z.object({
  id: idInput,
  amount: z.number().check(z.gte(-LINE_AMOUNT_MAX, `Aantal is maximaal ${LINE_AMOUNT_MAX}`), z.lte(LINE_AMOUNT_MAX, `Aantal is maximaal ${LINE_AMOUNT_MAX}`)),
});

/**
 * PUT /quote/{id}: a quote as a browser sends it. The spec's 'full quote body' is accepted, and whatever is not
 * listed here (totals, prices of generated lines, the organisation, the number) is dropped before the service
 * sees it. The design is parsed here; whether the catalogue allows it is the service's check.
 */
export const quoteUpdateBody = z.object({
  title: z.optional(z.string().check(z.maxLength(200))),
  status: z.optional(quoteStatusInput),
  reference: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  note: z.optional(z.nullable(z.string().check(z.maxLength(5000)))),
  date: z.optional(epochSecondsInput),
  expireDate: z.optional(z.nullable(epochSecondsInput)),
  clientId: z.optional(z.nullable(idInput)),
  companyId: z.optional(z.nullable(idInput)),
  configuration: z.optional(configurationSchema),
  lines: z.optional(quoteLinesInput),
  looseProducts: z.optional(z.array(looseProductAmountInput).check(z.maxLength(500))),
  enableCategories: z.optional(z.partialRecord(lineCategorySchema, z.boolean())),
  source: z.optional(z.literal('v4', { error: 'source moet v4 zijn' })),
});

/** POST /quote: the same, in the caller's organisation or one within reach, optionally a copy of an example. */
export const quoteCreateBody = z.extend(quoteUpdateBody, {
  organizationId: z.optional(z.nullable(idInput)),
  /** A copy of this EXAMPLE (spec §4): the new quote records it as `fromExample`, with the example's dealer token. */
  fromExample: z.optional(z.nullable(idInput)),
});

/** What the service takes: the parsed body (configuration parsed, manual lines checked). */
export type QuoteUpdate = z.output<typeof quoteUpdateBody>;
export type QuoteCreate = z.output<typeof quoteCreateBody>;
/** What a browser sends (src/api). */
export type QuoteUpdateRequest = z.input<typeof quoteUpdateBody>;
export type QuoteCreateRequest = z.input<typeof quoteCreateBody>;
export type DealerQuote = z.output<typeof dealerQuoteSchema>;
export type DealerLine = z.output<typeof quoteLineSchema>;
