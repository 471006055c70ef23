/**
 * POST /api/v1/auth/login and GET /api/v1/auth/me. A wrong e-mail and a wrong password give the same 401
 * with the spec's text, so the answer does not reveal which accounts exist.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { requireUser } from '../auth/caller';
import { verifyPassword } from '../auth/passwords';
import { signIdToken } from '../auth/tokens';
import { unauthorized } from '../http-error';
import { findUserByEmail, loadOrganization, toUserDto } from '../services/account-service';
import { organizationSchema, userSchema } from '../schemas/account';

export const LOGIN_FAILED = 'Fout bij het inloggen';

const loginBody = z.object({
  email: z.string().trim().min(1, 'e-mail is verplicht').max(320),
  password: z.string().min(1, 'wachtwoord is verplicht').max(1024),
});

export function authRoutes({ db, config }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/auth/login', {
      schema: { body: loginBody, response: { 200: z.object({ user: userSchema, organization: organizationSchema, tokens: z.object({ idToken: z.string() }) }) } },
      config: { rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } },
    }, async (request) => {
      const row = await findUserByEmail(db, request.body.email);
      if (!row || !(await verifyPassword(request.body.password, row.password_hash))) throw unauthorized(LOGIN_FAILED);
      const organization = await loadOrganization(db, row.organization_id);
      if (!organization) throw unauthorized(LOGIN_FAILED);
      const idToken = await signIdToken({ userId: row.id, organizationId: row.organization_id }, config.jwtSecret, config.tokenTtlSeconds);
      return { user: toUserDto(row), organization, tokens: { idToken } };
    });

    app.get('/auth/me', {
      preHandler: requireUser, schema: { response: { 200: z.object({ user: userSchema, organization: organizationSchema }) } },
    }, async (request) => ({
      user: request.caller.user!,
      organization: request.caller.organization!,
    }));
  };
}
