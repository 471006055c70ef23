/**
 * jobs.cleanup, daily: deletes jobs that finished well ('done') more than `keepDays` ago. Failed jobs stay for
 * inspection until someone deals with them; outbox rows are the mail record and are not touched.
 */
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/types';
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
      log.info({ deleted: Number(result.numDeletedRows) }, 'finished jobs cleaned up');
    },
  };
}
