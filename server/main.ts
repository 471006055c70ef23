/**
 * The server entry: reads the environment (config.ts), opens the database (PGlite in DATA_DIR, or PostgreSQL
 * on DATABASE_URL), migrates, seeds what is empty, starts the job worker and serves the API and the web app
 * on PORT. On SIGINT/SIGTERM (graceful shutdown): the readiness route answers 503 at once (a load balancer
 * stops sending), after SHUTDOWN_DELAY_MS the server stops accepting connections and lets the requests in
 * flight finish, the worker finishes or releases its jobs, the database closes, then the process exits 0.
 * Past SHUTDOWN_TIMEOUT_MS it exits 1 anyway.
 */
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed';
import { serverJobs } from './jobs/setup';
import { createStorage } from './storage/create-storage';
import { flushErrorReports } from './observability/error-reporting';

const env = readConfig();
const database = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
await migrateToLatest(database.db);
const { seeded } = await seedDatabase(database.db);

// PGlite belongs to this process alone: a job it finds running at start was cut off by a crash.
// One storage for the routes that store files and the worker that attaches them to mail.
const storage = createStorage(env.config);
const jobs = serverJobs(database.db, env.config, { exclusive: database.engine === 'pglite', storage });
const app = await buildApp({ db: database.db, config: env.config, jobs, storage, exclusiveDatabase: database.engine === 'pglite' });
app.log.info({ engine: database.engine, dataDir: env.databaseUrl ? undefined : env.dataDir, seeded }, 'database ready');
jobs.start(app.log.child({ component: 'jobs' }));

const shutdownDelayMs = Number(process.env.SHUTDOWN_DELAY_MS || 0);
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 30_000);
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.lifecycle.draining = true;
  app.log.info({ signal, delayMs: shutdownDelayMs }, 'shutting down');
  setTimeout(() => {
    app.log.error({ timeoutMs: shutdownTimeoutMs }, 'shutdown took too long; exiting');
    process.exit(1);
  }, shutdownTimeoutMs).unref();
  if (shutdownDelayMs > 0) await new Promise((done) => setTimeout(done, shutdownDelayMs));
  // Fastify stops listening, answers new requests on open connections with 503 and waits for those in flight.
  await app.close();
  await jobs.stop();
  await database.close();
  await flushErrorReports();
  app.log.info('shut down cleanly');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.port, host: env.host });
