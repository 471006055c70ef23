/**
 * A dealer's quotes and leads (spec §7 v1/quote; server/README.md 'Routes'): the list with its filters and the
 * lead counts, one quote, create, update and delete. Logged in only: the server scopes every call to the
 * caller's reach. Answers are parsed leniently (extra fields kept) so the server can grow them; what the screens
 * rely on is required. Money is integer cents; the server computes every price and total.
 */
import { z } from 'zod';
import type { Configuration } from '../domain/configuration';
import { LINE_CATEGORIES, type LineCategory } from '../domain/constants';
import type { QuoteStatus } from '../domain/quote-status';
import type { ExtraLineInput } from '../domain/pricing/extra-lines';
import { request, type Query } from './http';
import { personSchema, companySchema } from './clients';

const cents = z.number().int();
const lineCategory = z.enum(LINE_CATEGORIES as [LineCategory, ...LineCategory[]]);

export const dealerLineSchema = z.looseObject({
  productId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  description: z.string(),
  amount: z.number().int(),
  price: cents,
  costPrice: cents.optional(),
  total: cents,
  totalCost: cents.optional(),
  type: lineCategory,
  category: lineCategory,
  isEditable: z.boolean(),
  imageUrl: z.string().nullable(),
  coloredImageUrl: z.string().nullable(),
  colorId: z.number().int().nullable(),
  colorName: z.string().optional(),
  tax: z.looseObject({ name: z.string(), percentage: z.number(), referenceId: z.number() }),
});
export type DealerLine = z.infer<typeof dealerLineSchema>;

const addressSchema = z.looseObject({
  id: z.number().int().optional(),
  type: z.string().nullish(),
  street: z.string(),
  houseNumber: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string().nullish(),
});

export const quoteOrganizationSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  logoUrl: z.string().nullable(),
  settings: z.record(z.string(), z.string()).default({}),
  addresses: z.array(addressSchema).default([]),
});

const sellerSchema = z.looseObject({
  id: z.number().int(),
  firstName: z.string().nullish(),
  preposition: z.string().nullish(),
  lastName: z.string().nullish(),
  name: z.string().nullish(),
  email: z.string().nullish(),
});

export const dealerQuoteSchema = z.looseObject({
  id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  status: z.string(),
  source: z.string(),
  lead: z.boolean(),
  secret: z.string(),
  designCode: z.string().nullable(),
  date: z.number().int(),
  expireDate: z.number().int().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  organizationId: z.number().int(),
  userId: z.number().int().nullable(),
  clientId: z.number().int().nullable(),
  companyId: z.number().int().nullable(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  fromExample: z.number().int().nullable(),
  fromDealerToken: z.string().nullable(),
  totalPrice: z.looseObject({ inclTax: cents, exclTax: cents }),
  totalCostPrice: z.looseObject({ inclTax: cents }).optional(),
  taxTotals: z.array(z.looseObject({ name: z.string(), taxPercentage: z.number(), inclTax: cents, exclTax: cents, taxAmount: cents })),
  categoryTotals: z.record(z.string(), z.looseObject({ inclTax: cents, cost: cents.optional() })),
  organization: quoteOrganizationSchema.nullish(),
  user: sellerSchema.nullish(),
  customer: personSchema.nullish(),
  company: companySchema.nullish(),
  lines: z.array(dealerLineSchema).optional(),
  disabledLines: z.array(dealerLineSchema).optional(),
  looseProducts: z.array(z.looseObject({
    id: z.number().int(), description: z.string(), price: cents, costPrice: cents.optional(), amount: z.number().int(), total: cents,
    totalCost: cents.optional(),
  })).optional(),
  configuration: z.record(z.string(), z.unknown()).optional(),
});
export type DealerQuote = z.infer<typeof dealerQuoteSchema>;

export const leadCountsSchema = z.object({
  all: z.number().int(),
  LEAD: z.number().int(),
  LEAD_IN_TREATMENT: z.number().int(),
  LEAD_DELETED: z.number().int(),
});
export type LeadCounts = z.infer<typeof leadCountsSchema>;

const quotePageSchema = z.object({
  data: z.array(dealerQuoteSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  counts: leadCountsSchema.optional(),
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
  showSubdealers?: boolean;
  embed?: readonly ('organization' | 'lead' | 'user' | 'customer' | 'company')[];
  limit?: number;
  offset?: number;
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
    filter: params.organizationIds?.length || params.userIds?.length
      ? { organizationIds: params.organizationIds?.length ? [...params.organizationIds] : undefined, userIds: params.userIds?.length ? [...params.userIds] : undefined }
      : undefined,
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
 * What a dealer may send (PUT takes any part of it). Only 'extra' lines are read of `lines`; every other price
 * follows from the design on the server.
 */
export interface QuoteWrite {
  title?: string;
  status?: QuoteStatus;
  reference?: string | null;
  note?: string | null;
  date?: number;
  expireDate?: number | null;
  clientId?: number | null;
  companyId?: number | null;
  configuration?: Configuration;
  lines?: (ExtraLineInput & { type: 'extra' })[];
  looseProducts?: LooseProductAmount[];
  enableCategories?: Partial<Record<LineCategory, boolean>>;
}

export function createQuote(body: QuoteWrite & { organizationId?: number }): Promise<DealerQuote> {
  return request(dealerQuoteSchema, '/quote', { method: 'POST', body: { source: 'v4', ...body } });
}

export function updateQuote(id: number, body: QuoteWrite): Promise<DealerQuote> {
  return request(dealerQuoteSchema, `/quote/${encodeURIComponent(String(id))}`, { method: 'PUT', body });
}

/** A lead becomes LEAD_DELETED (restorable), any other quote DELETED. */
export function deleteQuote(id: number): Promise<{ id: number; status: string }> {
  return request(z.object({ id: z.number().int(), status: z.string() }), `/quote/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
}
