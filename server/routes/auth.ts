/**
 * POST /api/v1/auth/login, /auth/me, /auth/logout and /auth/logout/everywhere. A wrong e-mail and a wrong password
 * give the same 401 with the spec's text, in the same time (an unknown e-mail is checked against a dummy hash), so
 * the answer does not reveal which accounts exist. Besides the per-address limit, failed logins are throttled per
 * account and address pair (429) and slowed per account (security/login-throttle.ts), never locking the owner out.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { endAllSessions, endToken, issueSessionToken } from '../auth/sessions';
import { unauthorized } from '../http-error';
import { limitsOf } from '../security/limits';
import { admitLogin } from '../security/login-throttle';
import { toUserDto } from '../db/account-records';
import { findUserByEmail, loadOrganization } from '../services/account-service';
import { loginAnswerSchema, sessionAnswerSchema } from '../schemas/account';

export const LOGIN_FAILED = 'Fout bij het inloggen';

const loginBody = z.object({
  email: z.string().trim().min(1, 'e-mail is verplicht').max(320),
  password: z.string().min(1, 'wachtwoord is verplicht').max(1024),
});

/** A hash of a random password with today's parameters: unknown e-mails cost one scrypt like known ones. */
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword(`dummy-${Math.random()}`));

export function authRoutes({ db, config }: AppContext): FastifyPluginAsyncZod {
  const limits = limitsOf(config);
  const throttle = {
    pairLimit: limits.loginPairLimit, accountLimit: config.loginAccountLimit ?? 5, windowMs: (config.loginAccountWindowSeconds ?? 900) * 1000,
    delayBaseMs: limits.loginDelayBaseMs, delayMaxMs: limits.loginDelayMaxMs,
  };
  return async (app) => {
    app.post('/auth/login', {
      schema: { body: loginBody, response: { 200: loginAnswerSchema } },
      config: { action: 'public', rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } },
    }, async (request, reply) => {
      const attempt = await admitLogin(db, throttle, request.body.email, request.ip, reply);
      const row = await findUserByEmail(db, request.body.email);
      const passwordOk = await verifyPassword(request.body.password, row?.password_hash ?? await timingDummy());
      if (!row || !passwordOk) {
        await attempt.failed();
        throw unauthorized(LOGIN_FAILED);
      }
      await attempt.succeeded();
      const organization = await loadOrganization(db, row.organization_id);
      if (!organization) throw unauthorized(LOGIN_FAILED);
      const idToken = await issueSessionToken(row, config);
      return { user: toUserDto(row), organization, tokens: { idToken } };
    });

    // 'Uitloggen' ends this token on the server; 'Overal uitloggen' every token of the caller (server/auth/sessions.ts).
    app.post('/auth/logout', { config: { action: 'session.read' }, schema: { response: { 204: z.null() } } }, async (request, reply) => {
      await endToken(db, request.caller.session!);
      return reply.code(204).send(null);
    });

    app.post('/auth/logout/everywhere', { config: { action: 'session.read' }, schema: { response: { 204: z.null() } } }, async (request, reply) => {
      await endAllSessions(db, request.caller.user!.id);
      return reply.code(204).send(null);
    });

    app.get('/auth/me', {
      config: { action: 'session.read' }, schema: { response: { 200: sessionAnswerSchema } },
    }, async (request) => ({
      user: request.caller.user!,
      organization: request.caller.organization!,
    }));
  };
}
