/**
 * Forgot and change password (spec §2 'Password screens', §5 'Change-password link', §8; issue 11 §1).
 * POST /auth/password/request answers the same, in the same time, whether or not the e-mail belongs to a user: it only
 * queues a job that looks the account up, keeps the per-account cooldown and sends the mail (reset-request-job.ts);
 * POST /auth/password/change sets the password with the mailed link and answers as a login does (automatic login).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { issueSessionToken } from '../auth/sessions';
import { dealerTexts } from '../../src/domain/dealer-texts';
import { enqueue } from '../jobs/queue';
import { errorSchema } from '../schemas/common';
import { loginAnswerSchema } from '../schemas/account';
import { toUserDto } from '../db/account-records';
import { findUserById, loadOrganization } from '../services/account-service';
import { changePassword } from '../services/organization/password-resets';
import { resetRequestJob } from '../services/organization/reset-request-job';
import { unauthorized } from '../http-error';

const requestBody = z.object({ email: z.string().trim().min(1, 'e-mail is verplicht').max(320) });
const changeBody = z.object({ secret: z.string().min(1).max(2000), password: z.string().max(1024) });
const errors = { 400: errorSchema, 401: errorSchema, 429: errorSchema };

export function passwordRoutes({ db, config, jobs }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/auth/password/request', {
      schema: { body: requestBody, response: { 200: z.object({ message: z.string() }), ...errors } },
      config: { action: 'public', rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } },
    }, async (request) => {
      const publicUrl = config.publicUrl ?? `${request.protocol}://${request.host}`;
      await enqueue(db, resetRequestJob, { email: request.body.email, publicUrl });
      jobs.nudge();
      return { message: dealerTexts.passwords.requestSent };
    });

    app.post('/auth/password/change', {
      schema: { body: changeBody, response: { 200: loginAnswerSchema, ...errors } },
      config: { action: 'public', rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } },
    }, async (request) => {
      const userId = await changePassword(db, request.body.secret, request.body.password);
      const row = await findUserById(db, userId);
      const organization = row ? await loadOrganization(db, row.organization_id) : undefined;
      if (!row || !organization) throw unauthorized(dealerTexts.passwords.linkInvalid);
      const idToken = await issueSessionToken(row, config);
      return { user: toUserDto(row), organization, tokens: { idToken } };
    });
  };
}
