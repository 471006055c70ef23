/**
 * A dealer's quotes and leads (spec §7 v1/quote; server/README.md 'Routes'): the list with its filters and the
 * lead counts, one quote, create, update and delete. Logged in only: the server scopes every call to the
 * caller's reach. Answers are parsed with the contract the routes declare (src/domain/contracts/quotes.ts), so
 * both sides change together. Money is integer cents; the server computes every price and total.
 */
import { z } from 'zod/mini';
import { dealerQuoteSchema, quoteCountsSchema, quoteListSchema, type DealerQuote, type QuoteUpdateRequest } from '../domain/contracts/quotes';
import type { QuoteStatus } from '../domain/quote-status';
import type { ExtraLineInput } from '../domain/pricing/extra-lines';
import { request, type Query } from './http';

export type { DealerLine, DealerQuote } from '../domain/contracts/quotes';
export type LeadCounts = z.infer<typeof quoteCountsSchema>;
export type QuotePage = z.infer<typeof quoteListSchema>;

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
  return request(quoteListSchema, '/quote', { query: quoteListQuery(params), signal });
}

/** The four lead counts (spec §7 'GET v1/quote limit 0, lead true'): all, LEAD, LEAD_IN_TREATMENT, LEAD_DELETED. */
export async function fetchLeadCounts(signal?: AbortSignal): Promise<LeadCounts> {
  const page = await request(quoteListSchema, '/quote', { query: quoteListQuery({ lead: true, limit: 0 }), signal });
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
