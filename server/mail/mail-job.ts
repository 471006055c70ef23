/**
 * The job kind that delivers one outbox row. Declared apart from its handler (delivery.ts) so that code which
 * stores mail does not load the SMTP side. Ten attempts over about three hours: 30 s, 1, 2, 4, 8, 16, 32 min,
 * then hourly; SMTP's own timeouts stay well inside one attempt's three minutes.
 */
import { z } from 'zod';
import { defineJobType } from '../jobs/job-type';

export const sendMailJob = defineJobType('mail.send', z.object({ outboxId: z.number().int().positive() }), {
  retry: { maxAttempts: 10, baseDelayMs: 30_000, maxDelayMs: 60 * 60_000 },
  timeoutMs: 3 * 60_000,
});
