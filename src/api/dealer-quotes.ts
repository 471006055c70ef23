/**
 * A dealer's quotes and leads (spec §7 v1/quote; server/README.md 'Routes'): the list with its filters and the
 * lead counts, one quote, create, update and delete. Logged in only: the server scopes every call to the
 * caller's reach. Answers are parsed leniently (extra fields kept) so the server can grow them; what the screens
 * rely on is required. Money is integer cents; the server computes every price and total.
 */
import { z } from 'zod/mini';
import type { QuoteUpdateRequest } from '../domain/contracts/quotes';
import { LINE_CATEGORIES, type LineCategory } from '../domain/constants';
import type { QuoteStatus } from '../domain/quote-status';
import type { ExtraLineInput } from '../domain/pricing/extra-lines';
import { request, type Query } from './http';
import { personSchema, companySchema } from './clients';

const cents = z.number().check(z.int());
const lineCategory = z.enum(LINE_CATEGORIES as [LineCategory, ...LineCategory[]]);

export const dealerLineSchema = z.looseObject({
  productId: z.number().check(z.int()),
  sku: z.string(),
  name: z.string(),
  description: z.string(),
  amount: z.number().check(z.int()),
  price: cents,
  costPrice: z.optional(cents),
  total: cents,
  totalCost: z.optional(cents),
  type: lineCategory,
  category: lineCategory,
  isEditable: z.boolean(),
  imageUrl: z.nullable(z.string()),
  coloredImageUrl: z.nullable(z.string()),
  colorId: z.nullable(z.number().check(z.int())),
  colorName: z.optional(z.string()),
  tax: z.looseObject({ name: z.string(), percentage: z.number(), referenceId: z.number() }),
});
export type DealerLine = z.infer<typeof dealerLineSchema>;

const addressSchema = z.looseObject({
  id: z.optional(z.number().check(z.int())),
  type: z.nullish(z.string()),
  street: z.string(),
  houseNumber: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.nullish(z.string()),
});

export const quoteOrganizationSchema = z.looseObject({
  id: z.number().check(z.int()),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  logoUrl: z.nullable(z.string()),
  settings: z._default(z.record(z.string(), z.string()), {}),
  addresses: z._default(z.array(addressSchema), []),
});

const sellerSchema = z.looseObject({
  id: z.number().check(z.int()),
  firstName: z.nullish(z.string()),
  preposition: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
  name: z.nullish(z.string()),
  email: z.nullish(z.string()),
});

export const dealerQuoteSchema = z.looseObject({
  id: z.number().check(z.int()),
  number: z.number().check(z.int()),
  title: z.string(),
  status: z.string(),
  source: z.string(),
  lead: z.boolean(),
  secret: z.string(),
  designCode: z.nullable(z.string()),
  date: z.number().check(z.int()),
  expireDate: z.nullable(z.number().check(z.int())),
  createdAt: z.number().check(z.int()),
  updatedAt: z.number().check(z.int()),
  organizationId: z.number().check(z.int()),
  userId: z.nullable(z.number().check(z.int())),
  clientId: z.nullable(z.number().check(z.int())),
  companyId: z.nullable(z.number().check(z.int())),
  reference: z.nullable(z.string()),
  note: z.nullable(z.string()),
  fromExample: z.nullable(z.number().check(z.int())),
  fromDealerToken: z.nullable(z.string()),
  totalPrice: z.looseObject({ inclTax: cents, exclTax: cents }),
  totalCostPrice: z.optional(z.looseObject({ inclTax: cents })),
  taxTotals: z.array(z.looseObject({ name: z.string(), taxPercentage: z.number(), inclTax: cents, exclTax: cents, taxAmount: cents })),
  categoryTotals: z.record(z.string(), z.looseObject({ inclTax: cents, cost: z.optional(cents) })),
  organization: z.nullish(quoteOrganizationSchema),
  user: z.nullish(sellerSchema),
  customer: z.nullish(personSchema),
  company: z.nullish(companySchema),
  lines: z.optional(z.array(dealerLineSchema)),
  disabledLines: z.optional(z.array(dealerLineSchema)),
  looseProducts: z.optional(z.array(z.looseObject({
    id: z.number().check(z.int()), description: z.string(), price: cents, costPrice: z.optional(cents), amount: z.number().check(z.int()), total: cents,
    totalCost: z.optional(cents),
  }))),
  configuration: z.optional(z.record(z.string(), z.unknown())),
});
export type DealerQuote = z.infer<typeof dealerQuoteSchema>;

export const leadCountsSchema = z.object({
  all: z.number().check(z.int()),
  LEAD: z.number().check(z.int()),
  LEAD_IN_TREATMENT: z.number().check(z.int()),
  LEAD_DELETED: z.number().check(z.int()),
});
export type LeadCounts = z.infer<typeof leadCountsSchema>;

const quotePageSchema = z.object({
  data: z.array(dealerQuoteSchema),
  total: z.number().check(z.int()),
  limit: z.number().check(z.int()),
  offset: z.number().check(z.int()),
  counts: z.optional(leadCountsSchema),
});
export type QuotePage = z.infer<typeof quotePageSchema>;

/** The list parameters of spec §7 that the screens use; each maps to its query key one to one. */
export interface QuoteListParams {
  search?: string;
  statuses?: readonly QuoteStatus[];
  lead?: boolean;
  organizationId?: number;
  /** Positive ids keep those organisations, negative ids leave them out. */
  organizationIds?: readonly number[];
  userIds?: readonly number[];
  /** One customer's quotes (the customers page): a person's or a company's id. */
  clientIds?: readonly number[];
  companyIds?: readonly number[];
  showSubdealers?: boolean;
  embed?: readonly ('organization' | 'lead' | 'user' | 'customer' | 'company')[];
  limit?: number;
  offset?: number;
}

const FILTER_KEYS = ['organizationIds', 'userIds', 'clientIds', 'companyIds'] as const;

/** `filter[...]` of the ids given; undefined when there are none. */
function listFilter(params: QuoteListParams): Record<string, number[]> | undefined {
  const filter = Object.fromEntries(FILTER_KEYS.filter((key) => params[key]?.length).map((key) => [key, [...params[key]!]]));
  return Object.keys(filter).length ? filter : undefined;
}

/** The query string of GET /quote for these parameters (sort=-created_at, as the spec's lists ask). */
export function quoteListQuery(params: QuoteListParams): Query {
  return {
    sort: '-created_at',
    embed: params.embed?.length ? [...params.embed] : undefined,
    search: params.search?.trim() ? { search: params.search.trim() } : undefined,
    statuses: params.statuses?.length ? [...params.statuses] : undefined,
    lead: params.lead,
    organizationId: params.organizationId,
    filter: listFilter(params),
    showSubdealers: params.showSubdealers ? true : undefined,
    limit: params.limit,
    offset: params.offset,
  };
}

export function listQuotes(params: QuoteListParams, signal?: AbortSignal): Promise<QuotePage> {
  return request(quotePageSchema, '/quote', { query: quoteListQuery(params), signal });
}

/** The four lead counts (spec §7 'GET v1/quote limit 0, lead true'): all, LEAD, LEAD_IN_TREATMENT, LEAD_DELETED. */
export async function fetchLeadCounts(signal?: AbortSignal): Promise<LeadCounts> {
  const page = await request(quotePageSchema, '/quote', { query: quoteListQuery({ lead: true, limit: 0 }), signal });
  return page.counts ?? { all: 0, LEAD: 0, LEAD_IN_TREATMENT: 0, LEAD_DELETED: 0 };
}

export function fetchQuote(id: number, signal?: AbortSignal): Promise<DealerQuote> {
  return request(dealerQuoteSchema, `/quote/${encodeURIComponent(String(id))}`, { signal });
}

/** A loose product as the quote sets it: the absolute amount counts, 0 removes it. */
export interface LooseProductAmount { id: number; amount: number }

/**
 * What a dealer may send (PUT takes any part of it): the quote contract's request (src/domain/contracts/quotes.ts).
 * Only 'extra' lines are read of `lines`; every other price follows from the design on the server.
 */
export type QuoteWrite = Omit<QuoteUpdateRequest, 'source' | 'status' | 'lines'> & {
  status?: QuoteStatus;
  lines?: (ExtraLineInput & { type: 'extra' })[];
};

/** `fromExample`: the example this new quote copies (spec §4). */
export function createQuote(body: QuoteWrite & { organizationId?: number; fromExample?: number }): Promise<DealerQuote> {
  return request(dealerQuoteSchema, '/quote', { method: 'POST', body: { source: 'v4', ...body } });
}

export function updateQuote(id: number, body: QuoteWrite): Promise<DealerQuote> {
  return request(dealerQuoteSchema, `/quote/${encodeURIComponent(String(id))}`, { method: 'PUT', body });
}

/** A lead becomes LEAD_DELETED (restorable), any other quote DELETED. */
export function deleteQuote(id: number): Promise<{ id: number; status: string }> {
  return request(z.object({ id: z.number().check(z.int()), status: z.string() }), `/quote/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
}
