/**
 * The worker a server process runs (main.ts, and the API tests' server): this server's kinds and schedules,
 * tuned by the jobs configuration. `JOBS_WORKER=off` makes a node that only serves HTTP: what it enqueues is
 * run by the other nodes' workers, and its nudges do nothing.
 */
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/types';
import type { FileStorage } from '../storage/storage';
import { jobRegistry, recurringJobs } from './kinds';
import type { JobNudger } from './nudger';
import type { JobLog } from './registry';
import { Scheduler } from './scheduler';
import { JobWorker } from './worker';

export interface ServerJobs extends JobNudger {
  worker: JobWorker | null;
  start(log: JobLog): void;
  stop(): Promise<void>;
}

/** `options.storage`: the app's file storage, shared so the mail worker reads the files the routes stored. */
export function serverJobs(db: Kysely<Database>, config: AppConfig, options: { exclusive: boolean; storage: FileStorage }): ServerJobs {
  const jobs = config.jobs ?? {};
  if (jobs.worker === false) return { worker: null, nudge() {}, start() {}, async stop() {} };
  const worker = new JobWorker({
    db,
    registry: jobRegistry(db, config, options.storage),
    scheduler: new Scheduler(db, recurringJobs(config)),
    exclusive: options.exclusive,
    pollIntervalMs: jobs.pollIntervalMs,
    concurrency: jobs.concurrency,
    lockTimeoutMs: jobs.lockTimeoutMs,
    shutdownGraceMs: jobs.shutdownGraceMs,
    retryOverride: jobs.retry,
  });
  return {
    worker,
    nudge: () => worker.nudge(),
    start: (log) => worker.start(log),
    stop: () => worker.stop(),
  };
}
