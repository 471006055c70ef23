/**
 * Login throttling as OWASP recommends it (issue 24 §2), with counters in the database (security/counters.ts) so
 * every node counts the same failures:
 * - per account and address pair: past `loginPairLimit` failures in the window, that pair answers 429 until the
 *   window ends. The attacker's addresses are refused; the owner, from an address without failures, is not.
 * - per account: past `loginAccountLimit` failures in the window every attempt on it waits before it is checked,
 *   twice as long per further failure up to `loginDelayMaxMs`: guessing slows down, but nobody is locked out.
 * Both counters are keyed by the e-mail as typed (lower case), known or not, so answers and their times reveal
 * nothing about which accounts exist. A success clears the pair's failures; the account's run out with the window
 * (an owner's login must not wipe the slow-down an attacker earned).
 */
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { hitCounter, readCounter, resetCounter } from './counters';
import { tooManyRequests } from './too-many';

export interface LoginThrottlePolicy {
  pairLimit: number;
  accountLimit: number;
  windowMs: number;
  delayBaseMs: number;
  delayMaxMs: number;
}

/** The wait before checking an attempt on an account with `failures` failures in the window. */
export function loginDelayMs(failures: number, policy: Pick<LoginThrottlePolicy, 'accountLimit' | 'delayBaseMs' | 'delayMaxMs'>): number {
  const over = failures - policy.accountLimit;
  if (over < 0) return 0;
  return Math.min(policy.delayMaxMs, policy.delayBaseMs * 2 ** Math.min(over, 30));
}

export interface LoginAttempt {
  /** Call after a wrong e-mail or password: counts the failure for the pair and the account. */
  failed(): Promise<void>;
  /** Call after a right password: the pair starts afresh. */
  succeeded(): Promise<void>;
}

const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * Admits one login attempt: a refused pair throws 429 (with Retry-After); an account past its free failures waits
 * first. Answers the handle through which the caller reports how the attempt ended.
 */
export async function admitLogin(db: Kysely<Database>, policy: LoginThrottlePolicy, email: string, address: string, reply?: FastifyReply): Promise<LoginAttempt> {
  const account = `login-account:${email.trim().toLowerCase()}`;
  const pair = `login-pair:${email.trim().toLowerCase()}|${address}`;
  const [pairState, accountState] = await Promise.all([readCounter(db, pair), readCounter(db, account)]);
  if (pairState.count >= policy.pairLimit) throw tooManyRequests(pairState.ttlMs, reply);
  const delay = loginDelayMs(accountState.count, policy);
  if (delay > 0) await wait(delay);
  return {
    async failed() {
      await Promise.all([hitCounter(db, pair, policy.windowMs), hitCounter(db, account, policy.windowMs)]);
    },
    async succeeded() {
      await resetCounter(db, pair);
    },
  };
}
