/**
 * The job worker on a real database, PGlite and (with TEST_DATABASE_URL) PostgreSQL: enqueued in the caller's
 * transaction (a rollback stores nothing); nudged, it runs at once; a failure is retried after the backoff, a
 * permanent one or the last one leaves the job 'failed' with its error; a lock that went stale (its process
 * died) is taken back, while a live worker's heartbeat keeps a long job its own; a timed-out attempt is aborted;
 * stop lets a job finish or puts it back.
 */
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/types';
import { defineJobType, PermanentJobError } from '../../server/jobs/job-type';
import { enqueue, findJobs } from '../../server/jobs/queue';
import { completeWith, JobRegistry, type JobCompletion, type JobContext } from '../../server/jobs/registry';
import { JobWorker, type JobWorkerOptions } from '../../server/jobs/worker';
import { createTestSchema, postgresRun, testPostgresUrl, type TestSchema } from '../helpers/postgres';
import { waitUntil } from '../helpers/wait';

const work = defineJobType('test.work', z.object({ n: z.number().int() }), { retry: { maxAttempts: 3, baseDelayMs: 300, maxDelayMs: 300 }, timeoutMs: 60_000 });

type Handler = (payload: { n: number }, context: JobContext) => Promise<void | JobCompletion>;

const jobRow = (db: Kysely<Database>, id: string) => db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

function suite(engine: 'pglite' | 'postgres', open: () => Promise<{ db: Kysely<Database>; close: () => Promise<void> }>) {
  describe(`job worker on ${engine}`, () => {
    let db: Kysely<Database>;
    let close: () => Promise<void>;
    const workers: JobWorker[] = [];

    beforeAll(async () => {
      ({ db, close } = await open());
      await migrateToLatest(db);
    }, 120_000);
    afterAll(async () => {
      await Promise.all(workers.map((w) => w.stop()));
      await close?.();
    });
    beforeEach(async () => {
      await Promise.all(workers.splice(0).map((w) => w.stop()));
      await db.deleteFrom('jobs').execute();
    });

    function startWorker(handler: Handler | { run: Handler; giveUp?: (payload: unknown, error: string) => Promise<void> }, options: Partial<JobWorkerOptions> = {}) {
      const worker = new JobWorker({ db, registry: new JobRegistry().register(work, handler), pollIntervalMs: 60_000, lockTimeoutMs: 2_000, ...options });
      workers.push(worker);
      worker.start();
      return worker;
    }

    it('runs a job enqueued in a committed transaction as soon as it is nudged, and nothing of a rolled-back one', async () => {
      const ran: number[] = [];
      const worker = startWorker(async ({ n }) => { ran.push(n); });
      // A first job run and done: the worker has nothing left and sleeps for its minute-long poll interval.
      const first = (await enqueue(db, work, { n: 0 }))!;
      worker.nudge();
      await waitUntil(async () => (await jobRow(db, first)).status === 'done', 'the first job');
      await db.deleteFrom('jobs').execute();
      await expect(db.transaction().execute(async (trx) => {
        await enqueue(trx, work, { n: 1 });
        throw new Error('rolled back');
      })).rejects.toThrow('rolled back');
      const id = await db.transaction().execute((trx) => enqueue(trx, work, { n: 2 }, { cause: { type: 'quote', id: 12 } }));
      worker.nudge();
      // The poll interval is a minute: only the nudge can make this run within the wait.
      const done = await waitUntil(async () => { const row = await jobRow(db, id!); return row.status === 'done' && row; }, 'the job to run', 10_000);
      expect(ran).toEqual([0, 2]);
      expect(done).toMatchObject({ attempts: 1, cause_type: 'quote', cause_id: '12', locked_by: null, last_error: null });
      expect(done.finished_at).toBeInstanceOf(Date);
      expect(Number((await db.selectFrom('jobs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(1);
    });

    it('runs a handler\'s completion write in the statement that marks the job done', async () => {
      await sql`create table if not exists test_effects (job_id bigint primary key)`.execute(db);
      const worker = startWorker(async (_payload, { job }) => completeWith(sql`insert into test_effects (job_id) values (${job.id})`));
      const id = (await enqueue(db, work, { n: 1 }))!;
      worker.nudge();
      await waitUntil(async () => (await jobRow(db, id)).status === 'done', 'the job');
      const { rows } = await sql<{ job_id: string }>`select job_id from test_effects`.execute(db);
      expect(rows.map((r) => String(r.job_id))).toEqual([id]);
    });

    it('claims a batch beyond its slots, runs no more than its concurrency at once, and writes grouped completions once for all', async () => {
      await sql`create table if not exists test_grouped (job_id bigint primary key)`.execute(db);
      let active = 0;
      let most = 0;
      const write = (ids: (number | string)[]) => sql`insert into test_grouped (job_id) select unnest(${ids.map(Number)}::bigint[])`;
      const worker = startWorker(async (_payload, { job }) => {
        active += 1;
        most = Math.max(most, active);
        await new Promise((resolve) => setTimeout(resolve, 5));
        active -= 1;
        return completeWith(write([job.id]), { key: 'grouped', id: job.id, write });
      }, { concurrency: 2, claimBatch: 6 });
      const ids: string[] = [];
      for (let n = 0; n < 6; n += 1) ids.push((await enqueue(db, work, { n }))!);
      worker.nudge();
      await waitUntil(async () => (await db.selectFrom('jobs').select('status').where('status', '<>', 'done').execute()).length === 0, 'all six jobs');
      expect(most).toBe(2);
      const { rows } = await sql<{ job_id: string }>`select job_id from test_grouped order by job_id`.execute(db);
      expect(rows.map((r) => String(r.job_id))).toEqual([...ids].sort((a, b) => Number(a) - Number(b)));
      // One claim took all six: each job was claimed once, so its attempt is the first.
      expect((await db.selectFrom('jobs').select('attempts').execute()).map((r) => r.attempts)).toEqual([1, 1, 1, 1, 1, 1]);
    });

    it('on stop puts claimed jobs that never started back in the queue, their attempt not counted', async () => {
      let release: () => void = () => {};
      // Queued before the worker starts: its first claim takes all three, one runs and two wait for the slot.
      const ids: string[] = [];
      for (let n = 0; n < 3; n += 1) ids.push((await enqueue(db, work, { n }))!);
      const worker = startWorker(async () => { await new Promise<void>((resolve) => { release = resolve; }); }, { concurrency: 1, claimBatch: 3, shutdownGraceMs: 5_000 });
      await waitUntil(async () => (await db.selectFrom('jobs').select('status').where('status', '=', 'running').execute()).length === 3, 'the claim of all three');
      const stopped = worker.stop();
      release();
      await stopped;
      const rows = await db.selectFrom('jobs').select(['id', 'status', 'attempts', 'last_error']).orderBy('id').execute();
      expect(rows.map((r) => [r.status, r.attempts])).toEqual([['done', 1], ['queued', 0], ['queued', 0]]);
      expect(rows[1].last_error).toContain('before the attempt started');
    });

    it('checks the payload on enqueue and stores a unique key once', async () => {
      await expect(enqueue(db, work, { n: 'x' } as unknown as { n: number })).rejects.toThrow();
      expect(await enqueue(db, work, { n: 1 }, { uniqueKey: 'k1' })).not.toBeNull();
      expect(await enqueue(db, work, { n: 2 }, { uniqueKey: 'k1' })).toBeNull();
      expect((await db.selectFrom('jobs').select('payload').execute()).map((r) => r.payload)).toEqual([{ n: 1 }]);
    });

    it('keeps one unfinished job per active key, and takes a new one once it finished', async () => {
      let release: () => void = () => {};
      const worker = startWorker(async () => { await new Promise<void>((resolve) => { release = resolve; }); });
      const cause = { type: 'user', id: 1 };
      const first = await enqueue(db, work, { n: 1 }, { activeKey: 'examples', cause });
      expect(first).not.toBeNull();
      expect(await enqueue(db, work, { n: 2 }, { activeKey: 'examples' })).toBeNull();
      worker.nudge();
      await waitUntil(async () => (await jobRow(db, first!)).status === 'running', 'the claim');
      expect(await enqueue(db, work, { n: 3 }, { activeKey: 'examples' })).toBeNull();
      expect((await findJobs(db, { kind: 'test.work', statuses: ['queued', 'running'] })).map((j) => [j.id, j.status])).toEqual([[first, 'running']]);
      release();
      await waitUntil(async () => (await jobRow(db, first!)).status === 'done', 'the job to finish');
      const next = await enqueue(db, work, { n: 4 }, { activeKey: 'examples' });
      expect(next).not.toBeNull();
      expect((await findJobs(db, { cause })).map((j) => j.id)).toEqual([first]);
      expect((await findJobs(db, { kind: 'test.work' })).map((j) => j.id)).toEqual([next, first]);
      release();
    });

    it('retries a failed attempt after the backoff and records the error, then succeeds', async () => {
      const attempts: { at: number; attempt: number }[] = [];
      const worker = startWorker(async (_payload, { attempt }) => {
        attempts.push({ at: Date.now(), attempt });
        if (attempt === 1) throw new Error('relay busy');
      });
      const id = (await enqueue(db, work, { n: 1 }))!;
      worker.nudge();
      const failedOnce = await waitUntil(async () => { const row = await jobRow(db, id); return row.status === 'queued' && row.attempts === 1 && row; }, 'the first failure');
      expect(failedOnce.last_error).toBe('relay busy');
      const { rows: [{ delay }] } = await sql<{ delay: number }>`select extract(epoch from run_at - updated_at) * 1000 as delay from jobs where id = ${id}`.execute(db);
      expect(Number(delay)).toBeGreaterThanOrEqual(240);
      expect(Number(delay)).toBeLessThanOrEqual(360);
      const done = await waitUntil(async () => { const row = await jobRow(db, id); return row.status === 'done' && row; }, 'the retry');
      expect(done.attempts).toBe(2);
      expect(attempts.map((a) => a.attempt)).toEqual([1, 2]);
      expect(attempts[1].at - attempts[0].at).toBeGreaterThanOrEqual(240);
    });

    it('leaves a job failed, kept with its error, after the last attempt or a permanent error', async () => {
      const worker = startWorker(async ({ n }) => {
        throw n === 1 ? new Error(`broken ${n}`) : new PermanentJobError('no such quote');
      }, { retryOverride: { baseDelayMs: 10, maxDelayMs: 10 } });
      const retried = (await enqueue(db, work, { n: 1 }))!;
      const permanent = (await enqueue(db, work, { n: 2 }))!;
      worker.nudge();
      const [a, b] = await waitUntil(async () => {
        const rows = await Promise.all([jobRow(db, retried), jobRow(db, permanent)]);
        return rows.every((r) => r.status === 'failed') && rows;
      }, 'both jobs to fail');
      expect(a).toMatchObject({ attempts: 3, max_attempts: 3, last_error: 'broken 1', locked_by: null });
      expect(b).toMatchObject({ attempts: 1, last_error: 'no such quote' });
      expect(a.finished_at).toBeInstanceOf(Date);
    });

    it('fails a job whose stored payload does not parse, and lets its kind give up', async () => {
      const givenUp: unknown[] = [];
      const worker = startWorker({ run: async () => {}, giveUp: async (payload) => { givenUp.push(payload); } });
      const { id } = await db.insertInto('jobs').values({ kind: 'test.work', payload: JSON.stringify({ n: 'zeven' }) }).returning('id').executeTakeFirstOrThrow();
      worker.nudge();
      // The kind gives up once the failure is recorded, so the row can read 'failed' a moment before giveUp ran.
      const row = await waitUntil(async () => { const r = await jobRow(db, id); return r.status === 'failed' && givenUp.length > 0 && r; }, 'the job to fail and its kind to give up');
      expect(row.last_error).toMatch(/^invalid payload: n:/);
      expect(givenUp).toEqual([{ n: 'zeven' }]);
    });

    it('takes back a job whose worker died mid-attempt and runs it again', async () => {
      const ran: number[] = [];
      const givenUp: unknown[] = [];
      // Two jobs left 'running' by a process that is gone: one with attempts left, one on its last attempt.
      const stale = sql<Date>`now() - interval '10 minutes'`;
      const { id: again } = await db.insertInto('jobs').values({ kind: 'test.work', payload: JSON.stringify({ n: 1 }), status: 'running', attempts: 1, max_attempts: 3, locked_at: stale, locked_by: 'dead:1' }).returning('id').executeTakeFirstOrThrow();
      const { id: last } = await db.insertInto('jobs').values({ kind: 'test.work', payload: JSON.stringify({ n: 2 }), status: 'running', attempts: 3, max_attempts: 3, locked_at: stale, locked_by: 'dead:1' }).returning('id').executeTakeFirstOrThrow();
      // And one whose worker is alive (fresh lock): not to be touched.
      const { id: alive } = await db.insertInto('jobs').values({ kind: 'test.work', payload: JSON.stringify({ n: 3 }), status: 'running', attempts: 1, locked_at: sql<Date>`now()`, locked_by: 'alive:1' }).returning('id').executeTakeFirstOrThrow();
      startWorker({ run: async ({ n }) => { ran.push(n); }, giveUp: async (payload) => { givenUp.push(payload); } }, { lockTimeoutMs: 60_000 });
      const done = await waitUntil(async () => { const row = await jobRow(db, again); return row.status === 'done' && row; }, 'the stale job to run again');
      expect(done.attempts).toBe(2);
      expect(await jobRow(db, last)).toMatchObject({ status: 'failed', last_error: 'worker dead:1 stopped during attempt 3 (lock expired)' });
      expect(givenUp).toEqual([{ n: 2 }]);
      expect(await jobRow(db, alive)).toMatchObject({ status: 'running', locked_by: 'alive:1' });
      expect(ran).toEqual([1]);
    });

    it('survives failing to record an outcome: the job stays running until its lock expires, then runs again', async () => {
      const attempts: number[] = [];
      // The first attempt's completion write fails (no such table), so its done mark is never written.
      const worker = startWorker(async (_payload, { attempt }) => {
        attempts.push(attempt);
        return attempt === 1 ? completeWith(sql`update no_such_table set x = 1`) : undefined;
      }, { lockTimeoutMs: 400, pollIntervalMs: 50 });
      const id = (await enqueue(db, work, { n: 1 }))!;
      worker.nudge();
      const done = await waitUntil(async () => { const row = await jobRow(db, id); return row.status === 'done' && row; }, 'the job to run again');
      expect(attempts).toEqual([1, 2]);
      expect(done.attempts).toBe(2);
      expect(worker.started).toBe(true);
    });

    it('keeps a long job its own by heartbeat: a second worker never runs it at the same time', async () => {
      let running = 0;
      let overlap = false;
      const runs: string[] = [];
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => { release = resolve; });
      // The job runs until the test lets it go: well past its lock timeout, however slow the machine.
      const slow: Handler = async (_payload, { job }) => {
        running += 1;
        if (running > 1) overlap = true;
        runs.push(job.id);
        await held;
        running -= 1;
      };
      // Lock timeout 1 s, heartbeat every 250 ms.
      const first = startWorker(slow, { lockTimeoutMs: 1_000, id: 'first' });
      const id = (await enqueue(db, work, { n: 1 }))!;
      first.nudge();
      const claimed = await waitUntil(async () => { const row = await jobRow(db, id); return row.status === 'running' && row; }, 'the first worker to claim');
      const second = new JobWorker({ db, registry: new JobRegistry().register(work, slow), lockTimeoutMs: 1_000, id: 'second', pollIntervalMs: 50 });
      workers.push(second);
      let reclaims = 0;
      const reclaim = second.reclaim.bind(second);
      second.reclaim = async (olderThanMs) => { const n = await reclaim(olderThanMs); reclaims += 1; return n; };
      second.start();
      // On the database's clock, wait until the claim's lock is 2.5 timeouts old, then for two more of the
      // second worker's looks for stale locks: without the heartbeat it would have taken the job by then.
      let mark: number | undefined;
      await waitUntil(async () => {
        const { rows: [{ late }] } = await sql<{ late: boolean }>`select now() > ${claimed.locked_at}::timestamptz + interval '2500 milliseconds' as late`.execute(db);
        if (late && mark === undefined) mark = reclaims;
        return mark !== undefined && reclaims >= mark + 2;
      }, 'the second worker to look for stale locks long after the first lock would have expired');
      expect(await jobRow(db, id)).toMatchObject({ status: 'running', locked_by: 'first', attempts: 1 });
      release();
      const done = await waitUntil(async () => { const row = await jobRow(db, id); return row.status === 'done' && row; }, 'the job to finish');
      expect(runs).toEqual([id]);
      expect(overlap).toBe(false);
      expect(done.attempts).toBe(1);
    });

    it('aborts an attempt that runs past the kind\'s timeout and retries it', async () => {
      const quick = defineJobType('test.timeout', z.object({}), { retry: { maxAttempts: 2, baseDelayMs: 10, maxDelayMs: 10 }, timeoutMs: 200 });
      const aborted: boolean[] = [];
      const worker = new JobWorker({
        db, pollIntervalMs: 60_000,
        registry: new JobRegistry().register(quick, async (_payload, { signal, attempt }) => {
          if (attempt === 2) return;
          await new Promise((resolve) => signal.addEventListener('abort', resolve));
          aborted.push(signal.aborted);
        }),
      });
      workers.push(worker);
      worker.start();
      const id = (await enqueue(db, quick, {}))!;
      worker.nudge();
      const done = await waitUntil(async () => { const row = await jobRow(db, id); return row.status === 'done' && row; }, 'the retry after the timeout');
      expect(done.attempts).toBe(2);
      expect(done.last_error).toBe('attempt timed out after 200 ms');
      expect(aborted).toEqual([true]);
    });

    it('on stop lets a running job finish within the grace period', async () => {
      let finished = false;
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => { release = resolve; });
      const worker = startWorker(async () => { await held; finished = true; }, { shutdownGraceMs: 60_000 });
      const id = (await enqueue(db, work, { n: 1 }))!;
      worker.nudge();
      await waitUntil(async () => (await jobRow(db, id)).status === 'running', 'the claim');
      let stopped = false;
      const stopping = worker.stop().then(() => { stopped = true; });
      // The worker's loop has ended (it takes no more jobs); stop now waits for the running job.
      await waitUntil(() => !worker.started, 'the worker loop to end');
      expect(stopped).toBe(false);
      expect((await jobRow(db, id)).status).toBe('running');
      release();
      await stopping;
      expect(finished).toBe(true);
      expect((await jobRow(db, id)).status).toBe('done');
    });

    it('on stop puts a job still running after the grace period back in the queue, its attempt not counted', async () => {
      let signal: AbortSignal | undefined;
      const worker = startWorker(async (_payload, context) => {
        signal = context.signal;
        await new Promise((resolve) => context.signal.addEventListener('abort', resolve));
      }, { shutdownGraceMs: 100 });
      const id = (await enqueue(db, work, { n: 1 }))!;
      worker.nudge();
      await waitUntil(async () => (await jobRow(db, id)).status === 'running', 'the claim');
      // The row says running once claimed, a moment before the handler starts (and on a busy machine a stop fell
      // in between, so no handler saw an abort): the handler itself has to be running.
      await waitUntil(() => signal !== undefined, 'the handler to start');
      await worker.stop();
      expect(signal?.aborted).toBe(true);
      expect(await jobRow(db, id)).toMatchObject({ status: 'queued', attempts: 0, locked_by: null });
      // Another worker takes it up.
      const ran: number[] = [];
      startWorker(async ({ n }) => { ran.push(n); }).nudge();
      await waitUntil(async () => (await jobRow(db, id)).status === 'done', 'the released job to run');
      expect(ran).toEqual([1]);
    });

    it('claims only the kinds it has a handler for', async () => {
      const other = defineJobType('test.other', z.object({}));
      const worker = startWorker(async () => {}, { pollIntervalMs: 20 });
      const otherId = (await enqueue(db, other, {}))!;
      const id = (await enqueue(db, work, { n: 1 }))!;
      worker.nudge();
      await waitUntil(async () => (await jobRow(db, id)).status === 'done', 'the known kind to run');
      expect(await jobRow(db, otherId)).toMatchObject({ status: 'queued', attempts: 0 });
    });
  });
}

describe.skipIf(postgresRun)('with PGlite', () => suite('pglite', async () => {
  const database = await openDatabase({ dataDir: 'memory' });
  return { db: database.db, close: database.close };
}));

describe.skipIf(!testPostgresUrl)('with PostgreSQL', () => {
  let schema: TestSchema | undefined;
  afterAll(async () => { await schema?.drop(); });
  suite('postgres', async () => {
    schema = await createTestSchema(testPostgresUrl!, 'jobs_worker');
    return { db: await schema.connect(), close: async () => {} };
  });
});
