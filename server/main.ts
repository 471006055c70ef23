/**
 * The server entry: reads the environment (config.ts), opens the database (PGlite in DATA_DIR, or PostgreSQL
 * on DATABASE_URL), migrates, seeds what is empty, and serves the API and the web app on PORT.
 */
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed';

const env = readConfig();
const database = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
await migrateToLatest(database.db);
const { seeded } = await seedDatabase(database.db);

const app = await buildApp({ db: database.db, config: env.config });
app.log.info({ engine: database.engine, dataDir: env.databaseUrl ? undefined : env.dataDir, seeded }, 'database ready');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.port, host: env.host });
