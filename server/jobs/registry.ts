/**
 * Which handler runs which kind. Each feature registers its own kinds (server/jobs/kinds.ts wires them): a
 * handler gets the payload, already checked against the type's schema, and a context with the attempt number
 * and an abort signal (set when the attempt times out, the lock was lost or the worker stops).
 */
import type { RawBuilder } from 'kysely';
import type { JobType } from './job-type';

export interface JobLog {
  info(object: unknown, message?: string): void;
  warn(object: unknown, message?: string): void;
  error(object: unknown, message?: string): void;
}

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  /** This attempt's number, 1-based. */
  attempts: number;
  maxAttempts: number;
  causeType: string | null;
  causeId: string | null;
  runAt: Date;
  createdAt: Date;
}

export interface JobContext {
  job: ClaimedJob;
  attempt: number;
  /** True on the attempt after which a failure is final. */
  isLastAttempt: boolean;
  signal: AbortSignal;
  log: JobLog;
}

/**
 * A handler's last write, run in the same statement that marks the job done (one round trip fewer per job, and
 * the two commit together): a data-modifying SQL statement (insert, update or delete) that can stand as a WITH item.
 */
export interface JobCompletion {
  completionSql: RawBuilder<unknown>;
  /**
   * The same write for many jobs at once: completions with the same key that finish together are written as one
   * `write(ids)` (one WITH item and a text that does not grow with the batch) instead of their completionSql each.
   */
  together?: { key: string; id: number | string; write(ids: (number | string)[]): RawBuilder<unknown> };
}

export function completeWith(completionSql: RawBuilder<unknown>, together?: JobCompletion['together']): JobCompletion {
  return { completionSql, together };
}

export interface JobHandler<P> {
  run(payload: P, context: JobContext): Promise<void | JobCompletion>;
  /**
   * Called when the job ends 'failed' without its handler seeing the last failure: its payload did not parse, or
   * its worker died during the last attempt. Lets a kind mark its own records (the outbox row) failed.
   */
  giveUp?(payload: unknown, error: string): Promise<void>;
}

interface Registered {
  type: JobType<unknown>;
  handler: JobHandler<unknown>;
}

export class JobRegistry {
  private readonly entries = new Map<string, Registered>();

  register<P>(type: JobType<P>, handler: JobHandler<P> | ((payload: P, context: JobContext) => Promise<void | JobCompletion>)): this {
    if (this.entries.has(type.kind)) throw new Error(`Job kind ${type.kind} is registered twice`);
    const full = typeof handler === 'function' ? { run: handler } : handler;
    this.entries.set(type.kind, { type: type as JobType<unknown>, handler: full as JobHandler<unknown> });
    return this;
  }

  get(kind: string): Registered | undefined {
    return this.entries.get(kind);
  }

  /** The kinds this process can run: a worker claims only these (a node of an older version leaves newer kinds). */
  kinds(): string[] {
    return [...this.entries.keys()];
  }
}
