/**
 * The job worker: claims due jobs with FOR UPDATE SKIP LOCKED (so workers in several processes on one
 * PostgreSQL each take different jobs and none waits on another), runs the handler registered for the kind,
 * and records the outcome: done; queued again after an exponential backoff; or failed after the last attempt,
 * kept for inspection. While a job runs its lock is refreshed (heartbeat); a lock that is not refreshed for
 * `lockTimeoutMs` belongs to a process that died, and any worker puts that job back in the queue. On PGlite
 * (one process owns the database: `exclusive`) every running job found at start is such a leftover.
 *
 * It runs up to `concurrency` jobs at once, looks for work at once when nudged (after an enqueue in this
 * process has committed), otherwise every `pollIntervalMs`, and on stop lets running jobs finish for
 * `shutdownGraceMs`, then puts the ones still running back in the queue. A claim may take up to `claimBatch` jobs
 * (default eight times the concurrency): those beyond the free slots wait in this process, locked and heartbeated
 * like running ones, and start as slots free. Under a stream of leads one claim and one done statement then serve
 * many mails instead of a couple (bench:api: the worker's statements share the engine with the requests).
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/types';
import { prepared } from '../db/prepared';
import { retryDelayMs } from './backoff';
import { PermanentJobError, type RetryPolicy } from './job-type';
import type { ClaimedJob, JobCompletion, JobLog, JobRegistry } from './registry';
import type { Scheduler } from './scheduler';

export interface JobWorkerOptions {
  db: Kysely<Database>;
  registry: JobRegistry;
  scheduler?: Scheduler;
  log?: JobLog;
  /** Names this worker in locked_by; default host:pid:random. */
  id?: string;
  pollIntervalMs?: number;
  concurrency?: number;
  /** Jobs one claim may take, running or waiting for a slot (default 8 × concurrency, at least concurrency). */
  claimBatch?: number;
  /** A running job whose lock is older than this is taken back (its worker died). Heartbeats every quarter of it. */
  lockTimeoutMs?: number;
  shutdownGraceMs?: number;
  /** This process is the database's only user (PGlite): running jobs found at start are left over from a crash. */
  exclusive?: boolean;
  /** Replaces every kind's backoff delays (tests, or an operator who wants faster retries). */
  retryOverride?: Partial<Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>>;
}

interface Running {
  job: ClaimedJob;
  controller: AbortController;
  done: Promise<void>;
  /** Released on stop or lost to another worker: its outcome is no longer ours to record. */
  detached: boolean;
  /** Its handler has ended: its slot is free while the outcome is recorded (see freeSlot). */
  slotFreed: boolean;
}

interface PendingDone {
  entry: Running;
  completion?: JobCompletion;
  resolve(status: string | null): void;
  reject(error: unknown): void;
}

/** The shortest time between two claims that nudges ask for (see nudge). */
const CLAIM_SPACING_MS = 50;

const silentLog: JobLog = { info() {}, warn() {}, error() {} };

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.slice(0, 2000);
}

export class JobWorker {
  readonly id: string;
  private readonly db: Kysely<Database>;
  private readonly registry: JobRegistry;
  private readonly pollIntervalMs: number;
  private readonly concurrency: number;
  private readonly claimBatch: number;
  private readonly lockTimeoutMs: number;
  private readonly shutdownGraceMs: number;
  private log: JobLog;
  private readonly running = new Map<string, Running>();
  /** Claimed (locked to this worker) but not started: no slot was free. */
  private waiting: ClaimedJob[] = [];
  /** Handlers running now (at most concurrency); `running` also holds jobs whose outcome is being recorded. */
  private busy = 0;
  private loop: Promise<void> | null = null;
  private stopping = false;
  private woken = false;
  private wake: (() => void) | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private lastReclaim = 0;
  private backlog = false;
  /** Successful outcomes waiting for the next flush: recorded together, one statement for all of them. */
  private pendingDone: PendingDone[] = [];
  private lastClaimAt = 0;
  private nudgeTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: JobWorkerOptions) {
    this.db = options.db;
    this.registry = options.registry;
    this.id = options.id ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.concurrency = Math.max(1, options.concurrency ?? 4);
    this.claimBatch = Math.max(this.concurrency, options.claimBatch ?? this.concurrency * 8);
    this.lockTimeoutMs = options.lockTimeoutMs ?? 60_000;
    this.shutdownGraceMs = options.shutdownGraceMs ?? 10_000;
    this.log = options.log ?? silentLog;
  }

  get started(): boolean {
    return this.loop !== null;
  }

  start(log?: JobLog): void {
    if (this.loop) return;
    if (log) this.log = log;
    this.stopping = false;
    this.heartbeat = setInterval(() => void this.refreshLocks(), Math.max(50, Math.floor(this.lockTimeoutMs / 4)));
    this.heartbeat.unref();
    this.loop = this.run();
  }

  /**
   * Look for due jobs now (call after the transaction that enqueued them committed). Claims follow each other at
   * least CLAIM_SPACING_MS apart: a worker that claimed a moment ago waits out the rest, so under a stream of leads
   * one claim takes the jobs of several (bench:api: ~20 mails a claim at 200 leads/s, each mail at most 50 ms later)
   * while a single nudge on a quiet worker still claims at once. With claimBatch that bounds the worker at
   * 8 × concurrency jobs per 50 ms (640/s by default) when it has a backlog.
   */
  nudge(): void {
    const wait = this.lastClaimAt + CLAIM_SPACING_MS - Date.now();
    if (wait > 0 && !this.stopping) {
      this.nudgeTimer ??= setTimeout(() => {
        this.nudgeTimer = null;
        this.nudge();
      }, wait);
      return;
    }
    this.woken = true;
    this.wake?.();
  }

  async stop(): Promise<void> {
    if (!this.loop) return;
    this.stopping = true;
    this.nudge();
    await this.loop;
    this.loop = null;
    const unstarted = this.waiting.map((job) => job.id);
    this.waiting = [];
    await this.releaseIds(unstarted, 'released: worker stopped before the attempt started');
    if (this.running.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => { timer = setTimeout(resolve, this.shutdownGraceMs); });
      await Promise.race([Promise.allSettled([...this.running.values()].map((r) => r.done)), grace]);
      clearTimeout(timer);
    }
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    if (this.nudgeTimer) clearTimeout(this.nudgeTimer);
    this.nudgeTimer = null;
    if (this.running.size > 0) await this.release([...this.running.values()]);
  }

  private async run(): Promise<void> {
    if (this.options.exclusive) await this.guard(async () => { await this.reclaim(0); });
    while (!this.stopping) {
      this.woken = false;
      await this.guard(async () => {
        if (Date.now() - this.lastReclaim >= this.lockTimeoutMs / 4) {
          this.lastReclaim = Date.now();
          await this.reclaim(this.lockTimeoutMs);
        }
        await this.options.scheduler?.tick();
        const room = this.claimBatch - this.running.size - this.waiting.length;
        if (this.busy < this.concurrency && room > 0) {
          this.lastClaimAt = Date.now();
          const jobs = await this.claim(room);
          this.waiting.push(...jobs);
          this.startWaiting();
          // A full batch may have left more due jobs: look again as soon as the waiting ones have started.
          this.backlog = jobs.length === room;
        }
      });
      if (!this.stopping && !this.woken) await this.sleep(this.pollIntervalMs);
    }
  }

  /** Runs one step; a database that is down or a bug is logged and the loop goes on at the next poll. */
  private async guard(step: () => Promise<void>): Promise<void> {
    try {
      await step();
    } catch (error) {
      this.log.error({ err: error, worker: this.id }, 'job worker step failed');
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
      if (this.woken) done();
    });
  }

  private async claim(limit: number): Promise<ClaimedJob[]> {
    const kinds = this.registry.kinds();
    if (kinds.length === 0) return [];
    const { rows } = await sql<{
      id: string; kind: string; payload: unknown; attempts: number; max_attempts: number; cause_type: string | null;
      cause_id: string | null; run_at: Date; created_at: Date;
    }>`${prepared}
      with next as materialized (
        select id from jobs
        where status = 'queued' and run_at <= now() and kind = any(${kinds}::text[])
        order by run_at, id
        limit ${limit}
        for update skip locked
      )
      update jobs set status = 'running', attempts = jobs.attempts + 1, locked_at = now(), locked_by = ${this.id}, updated_at = now()
      from next where jobs.id = next.id
      returning jobs.id, jobs.kind, jobs.payload, jobs.attempts, jobs.max_attempts, jobs.cause_type, jobs.cause_id, jobs.run_at, jobs.created_at`
      .execute(this.db);
    return rows
      .sort((a, b) => a.run_at.getTime() - b.run_at.getTime() || Number(a.id) - Number(b.id))
      .map((row) => ({
        id: row.id, kind: row.kind, payload: row.payload, attempts: row.attempts, maxAttempts: row.max_attempts,
        causeType: row.cause_type, causeId: row.cause_id, runAt: row.run_at, createdAt: row.created_at,
      }));
  }

  /** Starts waiting jobs while slots are free (in claim order). */
  private startWaiting(): void {
    while (this.busy < this.concurrency && this.waiting.length > 0 && !this.stopping) this.execute(this.waiting.shift()!);
  }

  /**
   * A job's slot frees when its handler ends, before its outcome is written: the waiting jobs that start then and
   * end in the same turn join the same done statement (flushDone), so one statement records a whole claim of
   * quick jobs rather than one slot-full at a time.
   */
  private freeSlot(entry: Running): void {
    if (entry.slotFreed) return;
    entry.slotFreed = true;
    this.busy -= 1;
    this.startWaiting();
  }

  private execute(job: ClaimedJob): void {
    const controller = new AbortController();
    const entry: Running = { job, controller, detached: false, slotFreed: false, done: Promise.resolve() };
    this.busy += 1;
    // A failure to record the outcome (database gone) leaves the row 'running': its lock expires and it is taken back.
    entry.done = this.attempt(entry).catch((error) => {
      this.log.error({ err: error, jobId: job.id, worker: this.id }, 'job outcome not recorded');
    }).finally(() => {
      this.running.delete(job.id);
      this.freeSlot(entry);
      if (this.backlog && this.waiting.length === 0) this.nudge();
    });
    this.running.set(job.id, entry);
  }

  private async attempt(entry: Running): Promise<void> {
    const { job, controller } = entry;
    const registered = this.registry.get(job.kind);
    const log = this.log;
    const started = Date.now();
    if (!registered) {
      await this.finish(entry, { error: new PermanentJobError(`no handler for job kind ${job.kind}`) });
      return;
    }
    const parsed = registered.type.payload.safeParse(job.payload);
    if (!parsed.success) {
      const error = new PermanentJobError(`invalid payload: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      await this.finish(entry, { error });
      await registered.handler.giveUp?.(job.payload, error.message).catch((err) => log.error({ err, jobId: job.id }, 'job giveUp failed'));
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new Error(`attempt timed out after ${registered.type.timeoutMs} ms`);
        controller.abort(error);
        reject(error);
      }, registered.type.timeoutMs);
    });
    let failure: { error: unknown } | null = null;
    let completion: void | JobCompletion = undefined;
    try {
      completion = await Promise.race([
        registered.handler.run(parsed.data, {
          job, attempt: job.attempts, isLastAttempt: job.attempts >= job.maxAttempts, signal: controller.signal, log,
        }),
        timeout,
      ]);
    } catch (error) {
      failure = { error };
    } finally {
      clearTimeout(timer);
    }
    this.freeSlot(entry);
    const status = await this.finish(entry, failure, completion || undefined);
    const fields = { jobId: job.id, kind: job.kind, attempt: job.attempts, ms: Date.now() - started, worker: this.id };
    if (!failure) log.info(fields, 'job done');
    else if (status === 'failed') log.error({ ...fields, err: failure.error }, 'job failed for good');
    else log.warn({ ...fields, err: failure.error, status }, 'job attempt failed');
  }

  /**
   * Records the attempt's outcome (no failure: done, with the handler's completion write in the same statement),
   * unless the job is no longer ours (the completion write still runs); answers the new status.
   */
  private async finish(entry: Running, failure: { error: unknown } | null, completion?: JobCompletion): Promise<string | null> {
    const { job } = entry;
    if (entry.detached) {
      if (!failure && completion) await sql`with effect as (${completion.completionSql}) select 1`.execute(this.db);
      return null;
    }
    if (!failure) return this.finishDone(entry, completion);
    const retry = this.failure(job, failure.error);
    const { rows } = await retry.query.execute(this.db);
    if (rows.length === 0) {
      this.log.warn({ jobId: job.id, worker: this.id }, 'job outcome not recorded: its lock was taken over');
      return null;
    }
    // A retry due before the next poll: look again when it is due. Set after the commit, so the row is there.
    if (rows[0].status === 'queued' && retry.delay < this.pollIntervalMs) setTimeout(() => this.nudge(), retry.delay + 5).unref();
    return rows[0].status;
  }

  /**
   * A done job is recorded with the others that finished in the same turn of the event loop: one statement marks
   * them all done, each with its handler's completion write (bench:api: a lead's two mails finish together, and
   * statements are the cost). A failed batch is recorded job by job, so one bad completion holds up no other.
   */
  private finishDone(entry: Running, completion?: JobCompletion): Promise<string | null> {
    return new Promise((resolve, reject) => {
      this.pendingDone.push({ entry, completion, resolve, reject });
      if (this.pendingDone.length === 1) setImmediate(() => void this.flushDone());
    });
  }

  private async flushDone(): Promise<void> {
    const batch = this.pendingDone;
    this.pendingDone = [];
    const settle = (item: PendingDone, rows: { id: string; status: string }[]) => {
      const status = rows.find((row) => String(row.id) === String(item.entry.job.id))?.status ?? null;
      if (status === null) this.log.warn({ jobId: item.entry.job.id, worker: this.id }, 'job outcome not recorded: its lock was taken over');
      item.resolve(status);
    };
    let rows: { id: string; status: string }[];
    try {
      rows = await this.recordDone(batch);
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error);
      for (const item of batch) await this.recordDone([item]).then((one) => settle(item, one), item.reject);
      return;
    }
    for (const item of batch) settle(item, rows);
  }

  private async recordDone(batch: PendingDone[]): Promise<{ id: string; status: string }[]> {
    const ids = batch.map(({ entry }) => entry.job.id);
    // Completions of one kind of write go as one effect for all their rows (registry.ts: JobCompletion.together).
    const groups = new Map<string, { together: (ids: (number | string)[]) => RawBuilder<unknown>; ids: (number | string)[] }>();
    const single: RawBuilder<unknown>[] = [];
    for (const { completion } of batch) {
      if (!completion) continue;
      if (!completion.together) { single.push(completion.completionSql); continue; }
      const group = groups.get(completion.together.key) ?? { together: completion.together.write, ids: [] };
      group.ids.push(completion.together.id);
      groups.set(completion.together.key, group);
    }
    const writes = [...[...groups.keys()].sort().map((key) => groups.get(key)!.together(groups.get(key)!.ids)), ...single];
    const effects = writes.map((write, i) => sql`, ${sql.raw(`effect${i}`)} as (${write})`);
    // Without single completions the text depends only on the groups' kinds: prepared (db/prepared.ts).
    const { rows } = await sql<{ id: string; status: string }>`${single.length === 0 ? prepared : sql``}
      with done as (
        update jobs set status = 'done', finished_at = now(), locked_at = null, locked_by = null, updated_at = now()
        where id = any(${ids}::bigint[]) and locked_by = ${this.id} and status = 'running'
        returning id, status
      )${sql.join(effects, sql``)}
      select id::text as id, status from done`.execute(this.db);
    return rows;
  }

  private failure(job: ClaimedJob, error: unknown) {
    const permanent = error instanceof PermanentJobError;
    const type = this.registry.get(job.kind)?.type;
    const override = this.options.retryOverride ?? {};
    const policy = {
      baseDelayMs: override.baseDelayMs ?? type?.retry.baseDelayMs ?? 10_000,
      maxDelayMs: override.maxDelayMs ?? type?.retry.maxDelayMs ?? 900_000,
    };
    const delay = retryDelayMs(job.attempts, policy);
    const final = sql<boolean>`(${permanent} or jobs.attempts >= jobs.max_attempts)`;
    const query = sql<{ status: string }>`
      update jobs set
        status = case when ${final} then 'failed' else 'queued' end,
        run_at = case when ${final} then run_at else now() + ${delay} * interval '1 millisecond' end,
        finished_at = case when ${final} then now() end,
        last_error = ${errorText(error)}, locked_at = null, locked_by = null, updated_at = now()
      where id = ${job.id} and locked_by = ${this.id} and status = 'running'
      returning status`;
    return { query, delay };
  }

  /** Refreshes the locks of the running jobs; a job whose lock another worker took is detached and aborted. */
  private async refreshLocks(): Promise<void> {
    const ids = [...this.running.values()].filter((r) => !r.detached).map((r) => r.job.id).concat(this.waiting.map((job) => job.id));
    if (ids.length === 0) return;
    try {
      const { rows } = await sql<{ id: string }>`
        update jobs set locked_at = now() where id = any(${ids}::bigint[]) and locked_by = ${this.id} and status = 'running'
        returning id`.execute(this.db);
      const kept = new Set(rows.map((r) => String(r.id)));
      // A waiting job whose lock another worker took is that worker's now: not started here.
      this.waiting = this.waiting.filter((job) => kept.has(String(job.id)));
      for (const id of ids) {
        const entry = this.running.get(id);
        if (entry && !kept.has(id)) {
          entry.detached = true;
          entry.controller.abort(new Error('job lock lost'));
          this.log.warn({ jobId: id, worker: this.id }, 'job lock lost to another worker');
        }
      }
    } catch (error) {
      this.log.error({ err: error, worker: this.id }, 'job heartbeat failed');
    }
  }

  /**
   * Puts running jobs whose lock is older than `olderThanMs` back in the queue (their worker died; the attempt it
   * made counts), or marks them failed when that was their last attempt.
   */
  async reclaim(olderThanMs: number): Promise<number> {
    const { rows } = await sql<{ id: string; kind: string; payload: unknown; status: string; last_error: string }>`
      with stale as materialized (
        select id from jobs
        where status = 'running' and locked_at < now() - ${olderThanMs} * interval '1 millisecond'
        for update skip locked
      )
      update jobs set
        status = case when jobs.attempts >= jobs.max_attempts then 'failed' else 'queued' end,
        finished_at = case when jobs.attempts >= jobs.max_attempts then now() end,
        run_at = now(),
        last_error = 'worker ' || coalesce(jobs.locked_by, '?') || ' stopped during attempt ' || jobs.attempts || ' (lock expired)',
        locked_at = null, locked_by = null, updated_at = now()
      from stale where jobs.id = stale.id
      returning jobs.id, jobs.kind, jobs.payload, jobs.status, jobs.last_error`.execute(this.db);
    for (const row of rows) {
      this.log.warn({ jobId: row.id, kind: row.kind, status: row.status, worker: this.id }, row.last_error);
      if (row.status === 'failed') {
        await this.registry.get(row.kind)?.handler.giveUp?.(row.payload, row.last_error)
          .catch((err) => this.log.error({ err, jobId: row.id }, 'job giveUp failed'));
      }
    }
    if (rows.some((r) => r.status === 'queued')) this.woken = true;
    return rows.length;
  }

  /** Stop: jobs still running after the grace period go back to the queue; this attempt does not count. */
  private async release(entries: Running[]): Promise<void> {
    const ids = entries.filter((e) => !e.detached).map((e) => e.job.id);
    for (const entry of entries) {
      entry.detached = true;
      entry.controller.abort(new Error('worker stopping'));
    }
    await this.releaseIds(ids, 'released: worker stopped during the attempt');
  }

  private async releaseIds(ids: string[], reason: string): Promise<void> {
    if (ids.length === 0) return;
    try {
      await sql`
        update jobs set status = 'queued', attempts = greatest(attempts - 1, 0), run_at = now(), locked_at = null, locked_by = null,
          last_error = ${reason}, updated_at = now()
        where id = any(${ids}::bigint[]) and locked_by = ${this.id} and status = 'running'`.execute(this.db);
      this.log.warn({ jobIds: ids, worker: this.id }, 'released running jobs on stop');
    } catch (error) {
      this.log.error({ err: error, jobIds: ids, worker: this.id }, 'could not release running jobs; their locks will expire');
    }
  }
}
