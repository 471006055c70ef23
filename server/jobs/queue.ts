/**
 * Enqueueing: a job row written with the caller's executor, so it commits or rolls back with what caused it.
 * Pass the transaction (`trx`) when there is one; a lone `db` makes the insert its own statement. For work
 * caused inside one SQL statement (the lead's CTE), `enqueueRowsSql` gives the insert as a fragment to put in
 * its WITH list. Either way the job is only visible to workers after the commit: nudge the local worker then
 * (JobWorker.nudge), or it is found at the next poll.
 */
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { json, type Database, type JobStatus } from '../db/types';
import type { JobCause, JobType } from './job-type';

export type Executor = Kysely<Database> | Transaction<Database>;

export interface EnqueueOptions {
  cause?: JobCause;
  /** Not before this moment (default: now). */
  runAt?: Date;
  /** A job with this key is stored once, ever; a later enqueue with the same key stores nothing (answers null). */
  uniqueKey?: string;
  /** At most one queued or running job with this key; while one is, an enqueue stores nothing (answers null). */
  activeKey?: string;
  /** Overrides the type's retry.maxAttempts for this job. */
  maxAttempts?: number;
}

/** Stores one job; answers its id, or null when its uniqueKey or activeKey was taken. The payload is checked by the type. */
export async function enqueue<P>(executor: Executor, type: JobType<P>, payload: P, options: EnqueueOptions = {}): Promise<string | null> {
  const checked = type.payload.parse(payload);
  const row = await executor.insertInto('jobs').values({
    kind: type.kind,
    payload: json(checked),
    cause_type: options.cause?.type ?? null,
    cause_id: options.cause === undefined ? null : String(options.cause.id),
    max_attempts: options.maxAttempts ?? type.retry.maxAttempts,
    // Without runAt the column's default: the database's now(), the one clock all nodes share.
    ...(options.runAt ? { run_at: options.runAt } : {}),
    unique_key: options.uniqueKey ?? null,
    active_key: options.activeKey ?? null,
  // No conflict target: a taken unique_key or active_key (the table's only other unique indexes) stores nothing.
  }).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
  return row?.id ?? null;
}

export interface EnqueueRowsSql {
  /** The rows to make jobs for, e.g. sql`outbox_rows` (a CTE of the same statement). */
  from: RawBuilder<unknown>;
  /** jsonb payload per row, e.g. sql`jsonb_build_object('outboxId', outbox_rows.id)`; checked when the job runs. */
  payload: RawBuilder<unknown>;
  causeType?: string;
  /** text expression per row. */
  causeId?: RawBuilder<unknown>;
}

/** `insert into jobs ... select ... from <rows>`: one job of `type` per row, for a CTE of the caller's statement. */
export function enqueueRowsSql(type: JobType<unknown>, rows: EnqueueRowsSql): RawBuilder<unknown> {
  return sql`insert into jobs (kind, payload, cause_type, cause_id, max_attempts)
    select ${type.kind}, ${rows.payload}, ${rows.causeType ?? null}::text, ${rows.causeId ?? sql`null`}::text, ${type.retry.maxAttempts}::integer
    from ${rows.from}`;
}

export interface JobSummary {
  id: string;
  kind: string;
  status: JobStatus;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  lastError: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

/** The jobs of a kind and/or a cause, newest first (e.g. 'is the re-pricing still running', 'the mails of quote 12'). */
export async function findJobs(
  executor: Executor,
  filter: { kind?: string; cause?: JobCause; statuses?: JobStatus[]; limit?: number },
): Promise<JobSummary[]> {
  let query = executor.selectFrom('jobs')
    .select(['id', 'kind', 'status', 'attempts', 'max_attempts', 'run_at', 'last_error', 'created_at', 'finished_at'])
    .orderBy('id', 'desc').limit(filter.limit ?? 100);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.cause) query = query.where('cause_type', '=', filter.cause.type).where('cause_id', '=', String(filter.cause.id));
  if (filter.statuses?.length) query = query.where('status', 'in', filter.statuses);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id, kind: row.kind, status: row.status, attempts: row.attempts, maxAttempts: row.max_attempts, runAt: row.run_at,
    lastError: row.last_error, createdAt: row.created_at, finishedAt: row.finished_at,
  }));
}
