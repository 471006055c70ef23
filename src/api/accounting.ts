/**
 * Orders to the accounting system (spec §7 'GET/PUT v1/integrationafas/quote/{id} (organisation 2) or
 * v1/integrationafas/order/{id}'). A 404 means the quote has no order yet: an empty status, not an error (§4, §8).
 */
import { z } from 'zod/mini';
import { ApiError, request } from './http';

export const accountingRecordSchema = z.object({
  id: z.number().check(z.int()),
  quoteId: z.number().check(z.int()),
  kind: z.enum(['quote', 'order']),
  connector: z.string(),
  /** 'pending' while the server's accounting.place job runs (the PUT answers 202), then 'placed' or 'failed'. */
  state: z.enum(['pending', 'placed', 'failed']),
  externalId: z.nullable(z.string()),
  status: z.string(),
  upToDate: z.boolean(),
  error: z.nullable(z.string()),
  syncedAt: z.nullable(z.number().check(z.int())),
  createdAt: z.number().check(z.int()),
});
export type AccountingRecord = z.infer<typeof accountingRecordSchema>;
export type AccountingKind = AccountingRecord['kind'];

const path = (kind: AccountingKind, id: number) => `/integrationafas/${kind}/${encodeURIComponent(String(id))}`;

/** The record, or null when the quote has none (the server's 404). */
export async function fetchAccountingRecord(kind: AccountingKind, id: number, signal?: AbortSignal): Promise<AccountingRecord | null> {
  try {
    return await request(accountingRecordSchema, path(kind, id), { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function placeAccountingOrder(kind: AccountingKind, id: number): Promise<AccountingRecord> {
  return request(accountingRecordSchema, path(kind, id), { method: 'PUT' });
}
