/**
 * The durable job queue (server/jobs): one row per piece of background work, stored in the same statement or
 * transaction as what caused it, claimed by workers with FOR UPDATE SKIP LOCKED. `unique_key` de-duplicates
 * scheduled work across nodes (one row per schedule and period); it is unique over every row, finished ones
 * included, so a period that ran is not run again. `active_key` allows one unfinished (queued or running) job
 * per key, for work that must not run twice side by side but may run again later (re-pricing every example).
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('jobs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // What caused the job, e.g. ('quote', '12') or ('schedule', 'jobs.cleanup'): to find a record's jobs.
    .addColumn('cause_type', 'text')
    .addColumn('cause_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued')
      .check(sql`status in ('queued', 'running', 'done', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5).check(sql`max_attempts >= 1`))
    .addColumn('run_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('locked_at', 'timestamptz')
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('unique_key', 'text')
    .addColumn('active_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  // What a worker's claim reads: due queued jobs in order. Partial, so finished history does not weigh on it.
  await sql`CREATE INDEX jobs_due ON jobs (run_at, id) WHERE status = 'queued'`.execute(db);
  // Stale-lock reclaim: running jobs by lock age.
  await sql`CREATE INDEX jobs_running ON jobs (locked_at) WHERE status = 'running'`.execute(db);
  // Partial unique indexes: only the few rows that carry a key are indexed, so most inserts and updates skip them.
  await sql`CREATE UNIQUE INDEX jobs_unique_key ON jobs (unique_key) WHERE unique_key IS NOT NULL`.execute(db);
  await sql`CREATE UNIQUE INDEX jobs_active_key ON jobs (active_key) WHERE active_key IS NOT NULL AND status IN ('queued', 'running')`.execute(db);
  await sql`CREATE INDEX jobs_cause ON jobs (cause_type, cause_id)`.execute(db);
  // Clean-up of finished history.
  await sql`CREATE INDEX jobs_done ON jobs (finished_at) WHERE status = 'done'`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('jobs').ifExists().execute();
}
