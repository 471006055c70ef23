/**
 * POST /api/v1/auth/login and GET /api/v1/auth/me. A wrong e-mail and a wrong password give the same 401
 * with the spec's text, in the same time (an unknown e-mail is checked against a dummy hash), so the answer
 * does not reveal which accounts exist. Besides the per-address limit, failed logins are counted per e-mail
 * address in the database (shared by all nodes): past config.loginAccountLimit failures in the window, the
 * account answers 429 until the window ends, whatever the caller's address. Unknown e-mails are counted
 * the same way, so the 429 reveals nothing either.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { signIdToken } from '../auth/tokens';
import { unauthorized } from '../http-error';
import { hitCounter, readCounter, resetCounter } from '../security/counters';
import { tooManyRequests } from '../security/too-many';
import { toUserDto } from '../db/account-records';
import { findUserByEmail, loadOrganization } from '../services/account-service';
import { organizationSchema, userSchema } from '../schemas/account';

export const LOGIN_FAILED = 'Fout bij het inloggen';

const loginBody = z.object({
  email: z.string().trim().min(1, 'e-mail is verplicht').max(320),
  password: z.string().min(1, 'wachtwoord is verplicht').max(1024),
});

/** A hash of a random password with today's parameters: unknown e-mails cost one scrypt like known ones. */
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword(`dummy-${Math.random()}`));

export function authRoutes({ db, config }: AppContext): FastifyPluginAsyncZod {
  const accountLimit = config.loginAccountLimit ?? 10;
  const accountWindowMs = (config.loginAccountWindowSeconds ?? 900) * 1000;
  return async (app) => {
    app.post('/auth/login', {
      schema: { body: loginBody, response: { 200: z.object({ user: userSchema, organization: organizationSchema, tokens: z.object({ idToken: z.string() }) }) } },
      config: { action: 'public', rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } },
    }, async (request, reply) => {
      const accountKey = `login-account:${request.body.email.toLowerCase()}`;
      const failures = await readCounter(db, accountKey);
      if (failures.count >= accountLimit) throw tooManyRequests(failures.ttlMs, reply);
      const row = await findUserByEmail(db, request.body.email);
      const passwordOk = await verifyPassword(request.body.password, row?.password_hash ?? await timingDummy());
      if (!row || !passwordOk) {
        await hitCounter(db, accountKey, accountWindowMs);
        throw unauthorized(LOGIN_FAILED);
      }
      await resetCounter(db, accountKey);
      const organization = await loadOrganization(db, row.organization_id);
      if (!organization) throw unauthorized(LOGIN_FAILED);
      const idToken = await signIdToken({ userId: row.id, organizationId: row.organization_id }, config.jwtSecret, config.tokenTtlSeconds);
      return { user: toUserDto(row), organization, tokens: { idToken } };
    });

    app.get('/auth/me', {
      config: { action: 'session.read' }, schema: { response: { 200: z.object({ user: userSchema, organization: organizationSchema }) } },
    }, async (request) => ({
      user: request.caller.user!,
      organization: request.caller.organization!,
    }));
  };
}
