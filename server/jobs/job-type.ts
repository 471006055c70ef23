/**
 * A kind of background job: its name, the zod schema of its payload (checked when it is enqueued and again
 * when it runs, since a stored payload may predate today's code) and its retry policy. Declaring the type is
 * all an enqueuer needs; the handler is registered separately (registry.ts), so code that only enqueues does
 * not pull in what runs the job.
 */
import type { z } from 'zod';

export interface RetryPolicy {
  /** Attempts in all, the first included; after the last failure the job is 'failed' and kept. */
  maxAttempts: number;
  /** Delay before the second attempt; doubles per attempt. */
  baseDelayMs: number;
  /** Upper bound of one delay. */
  maxDelayMs: number;
}

export interface JobType<P> {
  kind: string;
  payload: z.ZodType<P>;
  retry: RetryPolicy;
  /** One attempt longer than this counts as failed (its signal is aborted). */
  timeoutMs: number;
}

/** What caused a job (a quote, a user, a schedule): stored with it, so a record's jobs can be found. */
export interface JobCause {
  type: string;
  id: string | number;
}

export const defaultRetry: RetryPolicy = { maxAttempts: 5, baseDelayMs: 10_000, maxDelayMs: 15 * 60_000 };

export function defineJobType<S extends z.ZodType>(
  kind: string,
  payload: S,
  options: { retry?: Partial<RetryPolicy>; timeoutMs?: number } = {},
): JobType<z.output<S>> {
  return {
    kind,
    payload: payload as z.ZodType<z.output<S>>,
    retry: { ...defaultRetry, ...options.retry },
    timeoutMs: options.timeoutMs ?? 5 * 60_000,
  };
}

/** Thrown by a handler for a failure that a retry cannot mend (a permanent SMTP rejection, a missing record). */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}
