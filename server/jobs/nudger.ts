/** What request handlers see of the local job worker: enqueue in your statement, then nudge after the commit. */
export interface JobNudger {
  nudge(): void;
}

/** No worker in this process (JOBS_WORKER=off, or a test without one): another node's worker polls. */
export const noNudge: JobNudger = { nudge() {} };
