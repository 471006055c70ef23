/**
 * Consumer quote calls (spec §7; brief 'Issue 6 contracts'): the server price, the lead submission, and opening
 * saved work by id + organisation + secret or by a 5-digit design code. Saved work and designs are parsed with
 * the contract the routes declare (src/domain/contracts/quotes.ts), and so are the lead answer and the price.
 */
import { z } from 'zod/mini';
import type { Configuration } from '../domain/configuration';
import { designOnlySchema, leadAnswerSchema, pricedQuoteSchema, publicQuoteSchema, type LeadAnswer } from '../domain/contracts/quotes';
import type { PricedQuote } from '../domain/pricing/types';
import type { LeadFormValues } from '../domain/forms/lead-form';
import { request } from './http';

/** The lead form's fields without the note: the same shape the server validates (src/domain/forms/lead-form.ts). */
export type LeadClient = Omit<LeadFormValues, 'note'>;

export interface LeadRequest {
  configuration: Configuration;
  client: LeadClient;
  note?: string;
  dealerToken?: string;
  fromExample?: number;
}

export type { LeadAnswer };

export function createConsumerLead(body: LeadRequest): Promise<LeadAnswer> {
  return request(leadAnswerSchema, '/quote/consumer', { method: 'POST', body: { createLead: true, ...body } });
}

/** The price that counts, from the server (no cost fields for anonymous callers). */
export function priceOnServer(configuration: Configuration, signal?: AbortSignal): Promise<PricedQuote> {
  return request(pricedQuoteSchema, '/quote/consumer/price', {
    method: 'POST', body: { configuration }, signal,
  });
}

export type SavedQuote = z.infer<typeof publicQuoteSchema>;

/** A saved quote opened with its secret (wrong secret: 404). */
export function fetchQuoteWithSecret(id: number | string, organizationId: number | string, secret: string, signal?: AbortSignal): Promise<SavedQuote> {
  const path = `/quote/unauthorized/${encodeURIComponent(String(id))}/${encodeURIComponent(String(organizationId))}/${encodeURIComponent(secret)}`;
  return request(z.object({ quote: publicQuoteSchema }), path, { signal }).then((answer) => answer.quote);
}

export type DesignByCode = z.infer<typeof designOnlySchema>;

/** The design alone behind a 5-digit design code (no personal data, no secret). */
export function fetchDesignByCode(code: string, signal?: AbortSignal): Promise<DesignByCode> {
  return request(designOnlySchema, `/quote/unauthorized/${encodeURIComponent(code)}`, { signal });
}
