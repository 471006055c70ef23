/**
 * The server entry: reads the environment (config.ts), opens the database (PGlite in DATA_DIR, or PostgreSQL
 * on DATABASE_URL), migrates, seeds what is empty, starts the job worker and serves the API and the web app
 * on PORT. On SIGINT/SIGTERM: stop taking requests, let the worker finish or release its jobs, close the database.
 */
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed';
import { serverJobs } from './jobs/setup';

const env = readConfig();
const database = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
await migrateToLatest(database.db);
const { seeded } = await seedDatabase(database.db);

// PGlite belongs to this process alone: a job it finds running at start was cut off by a crash.
const jobs = serverJobs(database.db, env.config, { exclusive: database.engine === 'pglite' });
const app = await buildApp({ db: database.db, config: env.config, jobs });
app.log.info({ engine: database.engine, dataDir: env.databaseUrl ? undefined : env.dataDir, seeded }, 'database ready');
jobs.start(app.log.child({ component: 'jobs' }));

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await jobs.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.port, host: env.host });
