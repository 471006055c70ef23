/**
 * The customer quote page's facts beside the lines (issue 10 §3, spec §2 'Quote page' without action controls):
 * reference, date (today when absent), due date ('-' when absent), seller, note, and the customer's and the
 * organisation's address blocks, read leniently from the quote answer (a missing part is simply not shown).
 */
import { z } from 'zod/mini';
import type { SavedQuote } from '../../api/quotes';
import { formatDate, nowEpoch } from '../../domain/dates';

const detailsSchema = z.looseObject({
  date: z.nullish(z.number()),
  expireDate: z.nullish(z.number()),
  reference: z.nullish(z.string()),
  seller: z.nullish(z.string()),
  note: z.nullish(z.string()),
  customer: z.nullish(z.looseObject({
    firstName: z.string(), lastName: z.string(), street: z.string(), houseNumber: z.string(), postalCode: z.string(), city: z.string(),
    telephone: z.string(), email: z.string(),
  })),
  organization: z.nullish(z.looseObject({ name: z.string(), email: z.nullish(z.string()), phone: z.nullish(z.string()) })),
  organizationAddress: z.nullish(z.looseObject({ street: z.string(), houseNumber: z.string(), postalCode: z.string(), city: z.string() })),
});

export interface AddressBlock {
  name: string;
  lines: string[];
}

export interface CustomerQuoteDetails {
  date: string;
  dueDate: string | null;
  reference: string | null;
  seller: string | null;
  note: string | null;
  customer: AddressBlock | null;
  organization: AddressBlock | null;
}

export function customerQuoteDetails(quote: SavedQuote | null | undefined, now = nowEpoch()): CustomerQuoteDetails | null {
  const parsed = detailsSchema.safeParse(quote);
  if (!quote || !parsed.success) return null;
  const q = parsed.data;
  const c = q.customer;
  const o = q.organization;
  const a = q.organizationAddress;
  return {
    date: formatDate(q.date ?? now) ?? formatDate(now)!,
    dueDate: formatDate(q.expireDate ?? null),
    reference: q.reference?.trim() || null,
    seller: q.seller?.trim() || null,
    note: q.note?.trim() || null,
    customer: c ? {
      name: `${c.firstName} ${c.lastName}`.trim(),
      lines: [`${c.street} ${c.houseNumber}`.trim(), `${c.postalCode} ${c.city}`.trim(), c.telephone, c.email].filter(Boolean),
    } : null,
    organization: o ? {
      name: o.name,
      lines: [a ? `${a.street} ${a.houseNumber}` : '', a ? `${a.postalCode} ${a.city}` : '', o.phone ?? '', o.email ?? ''].map((l) => l.trim()).filter(Boolean),
    } : null,
  };
}
