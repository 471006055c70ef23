/**
 * Design statistics (spec §7 'PUT v1/quote/statistics': key = the quote id, sent once on the first export). Only
 * a key that is a real quote counts, once per quote and type; the organisation stored is the quote's own, and one
 * the caller names must be that one (issue 24 §5: today any key from anyone was stored). Refusals are 400.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { badRequest } from '../http-error';

export interface StatisticInput {
  type: string;
  key: string;
  organizationId: number | null;
}

/** Stores the event once; answers the organisation it was stored for and whether this call stored it. */
export async function recordStatistic(db: Kysely<Database>, input: StatisticInput): Promise<{ organizationId: number; created: boolean }> {
  const quoteId = /^[1-9]\d{0,9}$/.test(input.key) ? Number(input.key) : NaN;
  if (!(quoteId <= 2_147_483_647)) throw badRequest('key moet het nummer van een offerte zijn');
  const quote = await db.selectFrom('quotes').select(['id', 'organization_id']).where('id', '=', quoteId).where('status', '!=', 'DELETED')
    .executeTakeFirst();
  if (!quote) throw badRequest(`Offerte ${input.key} bestaat niet`);
  if (input.organizationId !== null && input.organizationId !== quote.organization_id) {
    throw badRequest(`Offerte ${input.key} hoort niet bij organisatie ${input.organizationId}`);
  }
  const inserted = await db.insertInto('statistics').values({ type: input.type, key: String(quote.id), organization_id: quote.organization_id })
    .onConflict((oc) => oc.columns(['type', 'key']).doNothing())
    .returning('id').executeTakeFirst();
  return { organizationId: quote.organization_id, created: inserted !== undefined };
}
