/**
 * The 429 answer of every limit (per address through @fastify/rate-limit, per account at login): the
 * Dutch text the screens show as they receive it, and a Retry-After header.
 */
import type { FastifyReply } from 'fastify';
import { common } from '../../src/domain/texts/common';
import { HttpError } from '../http-error';

export function tooManyRequests(waitMs: number, reply?: FastifyReply): HttpError {
  reply?.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
  return new HttpError(429, common.tooManyRequests(waitMs));
}

/** @fastify/rate-limit's errorResponseBuilder: the thrown value goes through the app's error handler. */
export function rateLimitResponse(_request: unknown, context: { ttl: number }): HttpError {
  return tooManyRequests(context.ttl);
}
