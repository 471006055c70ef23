/** The `accounting.place` job: places the order of one pending accounting record (handler: place-job.ts). */
import { z } from 'zod';
import { defineJobType } from '../jobs/job-type';

export const accountingPlaceJob = defineJobType('accounting.place', z.object({ recordId: z.number().int().positive() }), {
  // AFAS down for a while: retry for about an hour (10 s doubling, capped at 15 min), then the record is 'failed'.
  retry: { maxAttempts: 8, baseDelayMs: 10_000, maxDelayMs: 15 * 60_000 },
  timeoutMs: 60_000,
});
