/**
 * How many messages POST /notification/mail may send (issue 24 §6): per user and per organisation per hour, counted
 * in the database (security/counters.ts) so all nodes share them. The route sends from our domain to addresses the
 * dealer types, so a stolen or careless account must not turn it into a mass mailer. Past either limit: 429.
 */
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Actor } from '../auth/access';
import type { Database } from '../db/types';
import { hitCounter } from './counters';
import type { SecurityLimits } from './limits';
import { tooManyRequests } from './too-many';

const HOUR_MS = 60 * 60 * 1000;

/** Counts one message for the actor and their organisation; throws 429 when either is past its hourly limit. */
export async function takeMailQuota(db: Kysely<Database>, actor: Actor, limits: Pick<SecurityLimits, 'notificationMailsPerUserHour' | 'notificationMailsPerOrganizationHour'>,
  reply?: FastifyReply): Promise<void> {
  const user = await hitCounter(db, `mail-user:${actor.userId}`, HOUR_MS);
  // A user past their own limit does not use up the colleagues' share of the organisation's.
  if (user.count > limits.notificationMailsPerUserHour) throw tooManyRequests(user.ttlMs, reply);
  const organization = await hitCounter(db, `mail-organization:${actor.organizationId}`, HOUR_MS);
  if (organization.count > limits.notificationMailsPerOrganizationHour) throw tooManyRequests(organization.ttlMs, reply);
}
