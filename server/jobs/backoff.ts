/**
 * Exponential backoff with jitter: attempt n (1-based) that failed waits base * 2^(n-1), capped at maxDelayMs,
 * spread by ±20% so jobs that failed together (an SMTP relay that was down) do not all return at once.
 */
import type { RetryPolicy } from './job-type';

export function retryDelayMs(failedAttempt: number, policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>, random = Math.random): number {
  const exponent = Math.max(0, failedAttempt - 1);
  const delay = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(exponent, 30));
  return Math.round(delay * (0.8 + 0.4 * random()));
}
