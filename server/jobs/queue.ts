/**
 * Enqueueing: a job row written with the caller's executor, so it commits or rolls back with what caused it.
 * Pass the transaction (`trx`) when there is one; a lone `db` makes the insert its own statement. For work
 * caused inside one SQL statement (the lead's CTE), `enqueueRowsSql` gives the insert as a fragment to put in
 * its WITH list. Either way the job is only visible to workers after the commit: nudge the local worker then
 * (JobWorker.nudge), or it is found at the next poll.
 */
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { json, type Database } from '../db/types';
import type { JobCause, JobType } from './job-type';

export type Executor = Kysely<Database> | Transaction<Database>;

export interface EnqueueOptions {
  cause?: JobCause;
  /** Not before this moment (default: now). */
  runAt?: Date;
  /** A job with this key is stored once; a later enqueue with the same key stores nothing (answers null). */
  uniqueKey?: string;
  /** Overrides the type's retry.maxAttempts for this job. */
  maxAttempts?: number;
}

/** Stores one job; answers its id, or null when its uniqueKey was taken. The payload is checked by the type. */
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
  }).onConflict((oc) => oc.column('unique_key').doNothing()).returning('id').executeTakeFirst();
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
