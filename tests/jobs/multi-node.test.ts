/**
 * Several nodes on one database. On PostgreSQL (TEST_DATABASE_URL), two workers on their own connection pools,
 * as two server processes would be, claim with FOR UPDATE SKIP LOCKED: each of 200 jobs runs exactly once,
 * never on both at the same time, and both take part. The scheduler, run by two nodes at once (PGlite and
 * PostgreSQL), stores each period's job once: a daily weekdays-only job at 08:00 Amsterdam over a week, and
 * a per-minute job run by two live workers.
 */
import { z } from 'zod';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/types';
import { defineJobType } from '../../server/jobs/job-type';
import { enqueue } from '../../server/jobs/queue';
import { JobRegistry } from '../../server/jobs/registry';
import { recurring, Scheduler, scheduleKey } from '../../server/jobs/scheduler';
import { JobWorker } from '../../server/jobs/worker';
import { createTestSchema, postgresRun, testPostgresUrl, type TestSchema } from '../helpers/postgres';
import { waitUntil } from '../helpers/wait';

const task = defineJobType('test.task', z.object({ n: z.number().int() }));
const reminder = defineJobType('test.reminder', z.object({}));

describe.skipIf(!testPostgresUrl)('two workers on one PostgreSQL', () => {
  let schema: TestSchema;
  let nodes: Kysely<Database>[];
  beforeAll(async () => {
    schema = await createTestSchema(testPostgresUrl!, 'jobs_multi');
    nodes = [await schema.connect(), await schema.connect()];
    await migrateToLatest(nodes[0]);
  }, 60_000);
  afterAll(async () => { await schema?.drop(); });

  it('run each of 200 jobs exactly once, never both at once, both taking part', async () => {
    const runs = new Map<number, string[]>();
    const inFlight = new Set<number>();
    let overlaps = 0;
    const workers = nodes.map((db, i) => new JobWorker({
      db, id: `node-${i}`, concurrency: 4, pollIntervalMs: 20,
      registry: new JobRegistry().register(task, async ({ n }) => {
        if (inFlight.has(n)) overlaps += 1;
        inFlight.add(n);
        runs.set(n, [...(runs.get(n) ?? []), `node-${i}`]);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
        inFlight.delete(n);
      }),
    }));
    // Enqueued in bulk first, so both workers find a full queue and race for the same rows.
    for (let n = 0; n < 200; n += 1) await enqueue(nodes[n % 2], task, { n });
    workers.forEach((w) => w.start());
    try {
      await waitUntil(async () => {
        const open = await nodes[0].selectFrom('jobs').select((eb) => eb.fn.countAll().as('n')).where('status', '!=', 'done').executeTakeFirstOrThrow();
        return Number(open.n) === 0;
      }, 'all 200 jobs to be done', 60_000);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    expect(runs.size).toBe(200);
    expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
    expect(overlaps).toBe(0);
    const byNode = [0, 1].map((i) => [...runs.values()].filter((by) => by[0] === `node-${i}`).length);
    expect(byNode[0]).toBeGreaterThan(0);
    expect(byNode[1]).toBeGreaterThan(0);
    const attempts = await nodes[0].selectFrom('jobs').select('attempts').distinct().execute();
    expect(attempts.map((a) => a.attempts)).toEqual([1]);
  }, 90_000);
});

class CountingScheduler extends Scheduler {
  ticks = 0;
  override async tick() {
    this.ticks += 1;
    return super.tick();
  }
}

function schedulerSuite(engine: string, open: () => Promise<{ nodes: Kysely<Database>[]; close: () => Promise<void> }>) {
  describe(`the scheduler with two nodes on ${engine}`, () => {
    let nodes: Kysely<Database>[];
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ nodes, close } = await open());
      await migrateToLatest(nodes[0]);
    }, 120_000);
    afterAll(async () => { await close?.(); });
    beforeEach(async () => { await nodes[0].deleteFrom('jobs').execute(); });

    it('stores a weekdays-only 08:00 job once per day, whichever node ticks', async () => {
      let now = new Date();
      const schedules = [recurring({ name: 'reminder', type: reminder, payload: {}, recurrence: { daily: '08:00', weekdaysOnly: true } })];
      let schedulers = nodes.map((db) => new Scheduler(db, schedules, () => now));
      const stored = async () => (await nodes[0].selectFrom('jobs').select(['unique_key', 'run_at', 'cause_type', 'cause_id']).orderBy('id').execute());
      const tickAll = async (iso: string) => {
        now = new Date(iso);
        return (await Promise.all(schedulers.map((s) => s.tick()))).reduce((a, b) => a + b, 0);
      };
      // Wednesday 25 November 2026, 09:00 in Amsterdam: today's 08:00 is due; both nodes tick at once.
      expect(await tickAll('2026-11-25T08:00:00Z')).toBe(1);
      expect(await tickAll('2026-11-25T16:00:00Z')).toBe(0);
      expect(await tickAll('2026-11-26T06:59:00Z')).toBe(0);
      expect(await tickAll('2026-11-26T07:00:00Z')).toBe(1);
      // Nodes that restart (no memory of what they stored) do not store the period again.
      schedulers = nodes.map((db) => new Scheduler(db, schedules, () => now));
      expect(await tickAll('2026-11-26T09:00:00Z')).toBe(0);
      // Friday is missed by every node (down); on Saturday the latest occurrence, Friday's, is caught up once.
      expect(await tickAll('2026-11-28T10:00:00Z')).toBe(1);
      expect(await tickAll('2026-11-29T10:00:00Z')).toBe(0);
      expect(await tickAll('2026-11-30T06:00:00Z')).toBe(0);
      expect(await tickAll('2026-11-30T07:00:00Z')).toBe(1);
      const rows = await stored();
      expect(rows.map((r) => r.unique_key)).toEqual(['2026-11-25T07:00:00.000Z', '2026-11-26T07:00:00.000Z', '2026-11-27T07:00:00.000Z', '2026-11-30T07:00:00.000Z']
        .map((iso) => scheduleKey('reminder', new Date(iso))));
      expect(rows[0]).toMatchObject({ cause_type: 'schedule', cause_id: 'reminder', run_at: new Date('2026-11-25T07:00:00Z') });
    });

    it('runs a per-minute job once per minute with two live workers', async () => {
      const ran: string[] = [];
      const schedules = [recurring({ name: 'every-minute', type: reminder, payload: {}, recurrence: { everyMinutes: 1 } })];
      const schedulers = nodes.map((db) => new CountingScheduler(db, schedules));
      const workers = nodes.map((db, i) => new JobWorker({
        db, id: `node-${i}`, pollIntervalMs: 25, scheduler: schedulers[i],
        registry: new JobRegistry().register(reminder, async (_payload, { job }) => { ran.push(`${job.id}@node-${i}`); }),
      }));
      workers.forEach((w) => w.start());
      try {
        await waitUntil(async () => {
          const rows = await nodes[0].selectFrom('jobs').select('status').execute();
          return rows.length > 0 && rows.every((r) => r.status === 'done');
        }, 'the minute\'s job to run');
        // Many more poll rounds of both workers store nothing new (unless the minute turns).
        const after = schedulers.map((s) => s.ticks);
        await waitUntil(() => schedulers.every((s, i) => s.ticks >= after[i] + 10), 'ten more ticks of each node');
      } finally {
        await Promise.all(workers.map((w) => w.stop()));
      }
      const rows = await nodes[0].selectFrom('jobs').select(['unique_key', 'attempts']).execute();
      // A minute may have turned while the test ran: at most one job per minute, each run once.
      const minutes = new Set(rows.map((r) => r.unique_key));
      expect(minutes.size).toBe(rows.length);
      expect(rows.length).toBeLessThanOrEqual(2);
      expect(ran).toHaveLength(rows.length);
      expect(rows.every((r) => r.attempts === 1)).toBe(true);
    });
  });
}

describe.skipIf(postgresRun)('with PGlite', () => schedulerSuite('PGlite', async () => {
  const database = await openDatabase({ dataDir: 'memory' });
  // PGlite is one process's database: the two nodes are two schedulers and workers on it.
  return { nodes: [database.db, database.db], close: database.close };
}));

describe.skipIf(!testPostgresUrl)('on PostgreSQL', () => {
  let schema: TestSchema | undefined;
  afterAll(async () => { await schema?.drop(); });
  schedulerSuite('PostgreSQL', async () => {
    schema = await createTestSchema(testPostgresUrl!, 'jobs_sched');
    return { nodes: [await schema.connect(), await schema.connect()], close: async () => {} };
  });
});
