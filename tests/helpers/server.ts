/**
 * A real server for API tests: a fresh database, migrated and seeded from assets/catalog (or from given seed
 * data), listening on a random loopback port. The database is an in-memory PGlite, or, when TEST_DATABASE_URL
 * is set, a throw-away schema of that PostgreSQL database (dropped on close), so the same API suite runs on
 * both engines (`npm run test:api:postgres`). Opening PGlite takes seconds: share one server per test file
 * (`useTestServer()`, or startTestServer in the file's own beforeAll / afterAll).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Kysely } from 'kysely';
import { buildApp } from '../../server/app';
import { defaultBrand, type AppConfig } from '../../server/config';
import { openTestDatabase } from './database';
import { seedDatabase } from '../../server/db/seed';
import { serverJobs, type ServerJobs } from '../../server/jobs/setup';
import { createStorage } from '../../server/storage/create-storage';
import type { SeedData } from '../../server/db/seed-files';
import type { Database } from '../../server/db/types';

export const DEMO_PASSWORD = 'demo1234';

export interface TestServer {
  app: FastifyInstance;
  url: string;
  db: Kysely<Database>;
  engine: 'pglite' | 'postgres';
  config: AppConfig;
  /** The server's job worker (mail delivery and the rest), started with it. */
  jobs: ServerJobs;
  /** Logs a seeded user in (password demo1234) and answers the id token. */
  login(email: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Seed from these records instead of assets/catalog. */
  seed?: SeedData;
  catalogDir?: string;
  config?: Partial<AppConfig>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const scratch = mkdtempSync(join(tmpdir(), 'configurator-test-'));
  const config: AppConfig = {
    brand: defaultBrand,
    environment: 'test',
    jwtSecret: 'test-secret-0123456789abcdef0123456789abcdef',
    tokenTtlSeconds: 3600,
    uploadDir: join(scratch, 'uploads'),
    distDir: join(scratch, 'dist'),
    maxUploadBytes: 25 * 1024 * 1024,
    loginRateLimit: 1000,
    devOutbox: true,
    loginAccountLimit: 1000,
    uploadRateLimit: 1000,
    logLevel: 'silent',
    ...options.config,
  };
  // The default seed comes with the database (on PGlite a copy of one seeded per process: tests/helpers/database.ts).
  const defaultSeed = !options.seed && !options.catalogDir;
  const database = await openTestDatabase({ migrated: true, seeded: defaultSeed });
  if (!defaultSeed) await seedDatabase(database.db, options.seed ? { data: options.seed } : { catalogDir: options.catalogDir });
  const storage = createStorage(config);
  const jobs = serverJobs(database.db, config, { exclusive: database.engine === 'pglite', storage });
  const app = await buildApp({ db: database.db, config, jobs, storage, exclusiveDatabase: database.engine === 'pglite' });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  jobs.start(app.log.child({ component: 'jobs' }));

  return {
    app,
    url,
    db: database.db,
    engine: database.engine,
    config,
    jobs,
    async login(email: string) {
      const response = await fetch(`${url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      if (!response.ok) throw new Error(`login ${email} failed: ${response.status} ${await response.text()}`);
      const body = (await response.json()) as { tokens: { idToken: string } };
      return body.tokens.idToken;
    },
    async close() {
      await app.close();
      await jobs.stop();
      await database.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}


/**
 * The test file's one server: started before its tests (a beforeAll registered here, so it runs before the
 * file's own), closed after them. The answer stands for that server; read it inside hooks and tests.
 */
export function useTestServer(options: TestServerOptions = {}): TestServer {
  let current: TestServer | undefined;
  // Generous: a PGlite start takes seconds alone and over a minute on a busy 2-core machine.
  beforeAll(async () => { current = await startTestServer(options); }, 240_000);
  afterAll(async () => { await current?.close(); current = undefined; });
  return new Proxy({} as TestServer, {
    get(_target, key) {
      if (!current) throw new Error(`the test server is not running (read server.${String(key)} inside a hook or test)`);
      return current[key as keyof TestServer];
    },
  });
}
