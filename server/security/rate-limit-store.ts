/**
 * A store for @fastify/rate-limit that keeps its counters in the database (security/counters.ts), so the
 * per-address limits (login, leads, uploads) hold across all nodes. Each route gets its own key space.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { hitCounter } from './counters';

export function databaseRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(readonly prefix = 'rl:') {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      hitCounter(db, `${this.prefix}${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: { routeInfo?: { method?: string | string[]; url?: string }; path?: string }): FastifyRateLimitStore {
      const method = [routeOptions.routeInfo?.method ?? ''].flat().join(',');
      return new DatabaseStore(`rl:${method}:${routeOptions.routeInfo?.url ?? routeOptions.path ?? ''}:`);
    }
  }
  // The plugin constructs the store with its options; the database comes from this closure.
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
