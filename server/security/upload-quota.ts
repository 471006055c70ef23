/**
 * Uploads per address per day (UPLOAD_DAILY_LIMIT), besides the per-minute limit of the route: anonymous uploads
 * of up to 25 MB each must not fill the storage. Counted in the database like every limit (security/counters.ts).
 */
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { hitCounter } from './counters';
import { tooManyRequests } from './too-many';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function takeUploadQuota(db: Kysely<Database>, address: string, perDay: number, reply?: FastifyReply): Promise<void> {
  const state = await hitCounter(db, `upload-day:${address}`, DAY_MS);
  if (state.count > perDay) throw tooManyRequests(state.ttlMs, reply);
}
