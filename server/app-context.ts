/** What route plugins receive: the database, the configuration and the shared services. */
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { Database } from './db/types';
import type { JobNudger } from './jobs/nudger';
import type { CatalogCache } from './services/catalog-cache';
import type { FileStorage } from './storage/storage';

export interface AppContext {
  db: Kysely<Database>;
  config: AppConfig;
  storage: FileStorage;
  /** The pricing catalogue, read once per catalogue version. */
  catalog: CatalogCache;
  /** The local job worker: nudge it after a commit that enqueued jobs (mail), so they run at once. */
  jobs: JobNudger;
  /** Set when the process is shutting down: the readiness route answers 503 so a load balancer moves on. */
  lifecycle: Lifecycle;
}

export interface Lifecycle {
  draining: boolean;
}
