/**
 * Quote delivery calls (spec §7): POST v1/notification/mail, GET v1/integration-pdf/quote/{id}, and the customer
 * page's PDF by id + organisation + secret. The server decides recipients' extras (cc, bcc), the PDF's content
 * and the SENT status.
 */
import { z } from 'zod/mini';
import { request } from './http';

export const quoteMailResultSchema = z.looseObject({
  id: z.number().check(z.int()),
  status: z.literal('SENT'),
  mailId: z.number().check(z.int()),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  subject: z.string(),
});
export type QuoteMailResult = z.infer<typeof quoteMailResultSchema>;

export interface QuoteMailBody {
  quoteId: number;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  /** HTML; may hold [link text="..."] placeholders. */
  message: string;
}

export function sendQuoteMail(body: QuoteMailBody): Promise<QuoteMailResult> {
  return request(quoteMailResultSchema, '/notification/mail', { method: 'POST', body: { ...body, attachments: [] } });
}

const pdfSchema = z.looseObject({ url: z.string(), fileName: z.string() });
export type QuotePdf = z.infer<typeof pdfSchema>;

export function dealerQuotePdf(id: number): Promise<QuotePdf> {
  return request(pdfSchema, `/integration-pdf/quote/${id}`);
}

export function customerQuotePdf(id: number | string, organizationId: number | string, secret: string): Promise<QuotePdf> {
  return request(pdfSchema, `/quote/unauthorized/${encodeURIComponent(id)}/${encodeURIComponent(organizationId)}/${encodeURIComponent(secret)}/pdf`);
}

export const dealerChoiceSchema = z.looseObject({ id: z.number().check(z.int()), name: z.string(), city: z.nullable(z.string()), postcodeRegions: z.string() });
export type DealerChoice = z.infer<typeof dealerChoiceSchema>;

/** The brand's dealers to assign a lead to (brand users only). */
export function fetchDealers(signal?: AbortSignal): Promise<DealerChoice[]> {
  return request(z.object({ data: z.array(dealerChoiceSchema) }), '/organization/dealers', { signal }).then((answer) => answer.data);
}

/** The brand sets a dealer's postcode regions; the server checks the ranges and answers them in one spelling. */
export function savePostcodeRegions(organizationId: number, postcodeRegions: string): Promise<DealerChoice> {
  return request(dealerChoiceSchema, `/organization/${organizationId}/postcode-regions`, { method: 'PUT', body: { postcodeRegions } });
}

/** 'Toewijzen aan dealer': the lead moves to the dealer, who and the visitor are mailed by the server. */
export function assignLead(id: number, organizationId: number) {
  return request(z.looseObject({ id: z.number().check(z.int()), organizationId: z.number().check(z.int()), number: z.number().check(z.int()) }), `/quote/${id}/assign`, {
    method: 'POST', body: { organizationId },
  });
}
