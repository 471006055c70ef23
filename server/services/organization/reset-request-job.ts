/**
 * Forgot password, as a durable job (issue 24 §3). The route queues this job for every well-formed request and
 * answers at once, known e-mail or not, so neither the answer nor its time tells whether an account exists; the job
 * looks the account up and decides. Per account at most one reset mail a minute and `perHour` an hour: counted from
 * the account's own reset rows (in the transaction that adds one, the user row locked), so a retried or parallel
 * job cannot exceed them. Later requests are answered the same and send nothing.
 */
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { BrandConfig } from '../../config';
import type { Database } from '../../db/types';
import { defineJobType } from '../../jobs/job-type';
import type { JobHandler } from '../../jobs/registry';
import { changePasswordUrl, resetMail } from '../../mail/account-mails';
import { queueMails } from '../../mail/mailer';
import { createReset } from './password-resets';

export const resetRequestJob = defineJobType('account.resetRequest', z.object({
  email: z.string().min(1).max(320),
  /** Origin for the link (PUBLIC_URL, or the origin the request came to). */
  publicUrl: z.string().min(1).max(2000),
}), { retry: { maxAttempts: 5, baseDelayMs: 5_000 } });

export type ResetRequestOutcome = 'sent' | 'unknown' | 'cooldown';

/** Sends the reset mail unless the account is unknown or in its cooldown; answers which. */
export async function handleResetRequest(db: Kysely<Database>, payload: z.output<typeof resetRequestJob.payload>,
  options: { brand: BrandConfig; perHour: number }): Promise<ResetRequestOutcome> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'email', 'first_name'])
      .where(sql<string>`lower(email)`, '=', payload.email.trim().toLowerCase()).where('active', '=', true)
      .forUpdate().executeTakeFirst();
    if (!user) return 'unknown';
    const recent = await trx.selectFrom('password_resets')
      .select([
        sql<number>`count(*) filter (where created_at > now() - interval '1 minute')::int`.as('last_minute'),
        sql<number>`count(*)::int`.as('last_hour'),
      ])
      .where('user_id', '=', user.id).where('purpose', '=', 'reset').where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
      .executeTakeFirstOrThrow();
    if (recent.last_minute >= 1 || recent.last_hour >= options.perHour) return 'cooldown';
    const segment = await createReset(trx, user, 'reset');
    await queueMails(trx, [resetMail({ email: user.email, firstName: user.first_name }, changePasswordUrl(payload.publicUrl, segment),
      { brand: options.brand, publicUrl: payload.publicUrl })], { type: 'user', id: user.id });
    return 'sent';
  });
}

export function resetRequestHandler(db: Kysely<Database>, options: { brand: BrandConfig; perHour: number }): JobHandler<z.output<typeof resetRequestJob.payload>> {
  return {
    async run(payload, { log }) {
      const outcome = await handleResetRequest(db, payload, options);
      // The e-mail is not logged: the log must not become a list of who asked for a reset.
      log.info({ outcome }, 'password reset request handled');
    },
  };
}
