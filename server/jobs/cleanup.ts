/**
 * jobs.cleanup, daily: deletes jobs that finished well ('done') more than `keepDays` ago. Failed jobs stay for
 * inspection until someone deals with them; outbox rows are the mail record and are not touched. Logged-out tokens
 * past their expiry go too (the signature check refuses them anyway).
 */
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types';
import { dropExpiredEndedTokens } from '../auth/sessions';
import { defineJobType } from './job-type';
import type { JobHandler } from './registry';

export const cleanupJob = defineJobType('jobs.cleanup', z.object({ keepDays: z.number().int().min(1) }), {
  retry: { maxAttempts: 3, baseDelayMs: 60_000 },
});

export function cleanupHandler(db: Kysely<Database>): JobHandler<{ keepDays: number }> {
  return {
    async run({ keepDays }, { log }) {
      const result = await db.deleteFrom('jobs')
        .where('status', '=', 'done')
        .where('finished_at', '<', sql<Date>`now() - ${keepDays} * interval '1 day'`)
        .executeTakeFirst();
      const endedTokens = await dropExpiredEndedTokens(db);
      log.info({ deleted: Number(result.numDeletedRows), endedTokens }, 'finished jobs cleaned up');
    },
  };
}
