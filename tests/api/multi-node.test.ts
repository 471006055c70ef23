/**
 * Several stateless nodes (issue 13 §4). Uploads go to S3-compatible storage when S3_* is set: tested against
 * s3rver started here, on any engine. On PostgreSQL (TEST_DATABASE_URL / TEST_POSTGRES_URL), two server processes
 * (server/main.ts), each with its own connection pool, catalogue cache and rate limits, share one schema, and requests
 * alternate between them: a token from one works on the other, a file uploaded through one downloads from the
 * other, a price changed in the database is answered by both, and a rate limit counts the hits of both.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
// @ts-expect-error -- s3rver ships no type declarations
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';
import type { Database } from '../../server/db/types';
import { S3Storage, type S3Config } from '../../server/storage/s3-storage';
import { createTestSchema, testPostgresUrl, type TestSchema } from '../helpers/postgres';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../helpers/server';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../helpers/server-process';
import { get, send } from './http';
import { exampleDesign } from './lead-fixtures';


const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(`image ${Date.now()}`)]);

let s3: { close(): Promise<void> };
let s3Config: S3Config;
const scratch = mkdtempSync(join(tmpdir(), 'multi-node-'));

beforeAll(async () => {
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: join(scratch, 's3'), configureBuckets: [{ name: 'uploads' }] });
  const address = await server.run() as { port: number };
  s3 = server;
  s3Config = { bucket: 'uploads', region: 'us-east-1', endpoint: `http://127.0.0.1:${address.port}`, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
}, 60_000);
afterAll(async () => {
  await s3?.close();
  rmSync(scratch, { recursive: true, force: true });
});

function uploadForm(): FormData {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'plan.png');
  return body;
}

describe('uploads in S3-compatible storage', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer({ config: { s3: s3Config } }); }, 120_000);
  afterAll(() => server?.close());

  it('stores the file in the bucket, not on disk, and serves it under /files/', async () => {
    const answer = await send('POST', `${server.url}/api/v1/upload`, uploadForm());
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(/^\/files\/common\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(`${server.url}${answer.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    // Straight from the bucket too.
    const direct = await fetch(`${s3Config.endpoint}/uploads/${answer.body.url.replace('/files/', '')}`);
    expect(direct.status).toBe(200);
    expect((await get(`${server.url}/files/common/00000000-0000-0000-0000-000000000000.png`)).status).toBe(404);
    expect((await get(`${server.url}/files/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });

  it('gives the mail worker the bytes of a stored quote PDF, and serves it under /files/ too', async () => {
    const storage = new S3Storage(s3Config);
    try {
      const pdf = Buffer.from('%PDF-1.4 offerte');
      const stored = await storage.save({ directory: 'quote-pdf', fileName: `7-${'a1'.repeat(12)}.pdf`, data: pdf, mimeType: 'application/pdf' });
      expect(await storage.read(stored.key)).toEqual(pdf);
      await expect(storage.read('quote-pdf/8-missing.pdf')).rejects.toThrow();
      const served = await fetch(`${server.url}${stored.url}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(pdf);
    } finally {
      storage.close();
    }
  });
});

describe.skipIf(!testPostgresUrl)('two server processes on one PostgreSQL', () => {
  let schema: TestSchema;
  let db: Kysely<Database>;
  const nodes: ServerProcess[] = [];

  beforeAll(async () => {
    schema = await createTestSchema(testPostgresUrl!, 'multi_node');
    db = await schema.connect();
    await migrateToLatest(db);
    await seedDatabase(db, {});
    const env = {
      DATABASE_URL: schema.url, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', APP_ENV: 'test',
      JWT_SECRET: 'multi-node-secret-0123456789abcdef', DIST_DIR: join(scratch, 'dist'), UPLOAD_DIR: join(scratch, 'unused-uploads'),
      LEAD_RATE_LIMIT: '4', LOGIN_RATE_LIMIT: '1000',
      S3_BUCKET: s3Config.bucket, S3_REGION: s3Config.region, S3_ENDPOINT: s3Config.endpoint!,
      S3_ACCESS_KEY_ID: s3Config.accessKeyId!, S3_SECRET_ACCESS_KEY: s3Config.secretAccessKey!,
    };
    // One after the other: each runs the (already applied) migrations on start.
    nodes.push(await startServerProcess(env));
    nodes.push(await startServerProcess(env));
    expect(new Set(nodes.map((node) => node.child.pid)).size).toBe(2);
  }, 240_000);
  afterAll(async () => {
    await Promise.all(nodes.map((node) => stopServerProcess(node)));
    await db?.destroy();
    await schema?.drop();
  });

  it('a token from one node works on the other', async () => {
    const login = await send('POST', `${nodes[0].url}/api/v1/auth/login`, { email: 'manager@groenevinger.example', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const me = await get(`${nodes[1].url}/api/v1/auth/me`, login.body.tokens.idToken);
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('manager@groenevinger.example');
  });

  it('a file uploaded through one node downloads from the other', async () => {
    const answer = await send('POST', `${nodes[0].url}/api/v1/upload`, uploadForm());
    expect(answer.status).toBe(200);
    const served = await fetch(`${nodes[1].url}${answer.body.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
  });

  it('a product price changed in the database is answered by both nodes', async () => {
    const configuration = exampleDesign('48213');
    const price = async (url: string) => {
      const answer = await send('POST', `${url}/api/v1/quote/consumer/price`, { configuration });
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
      return answer.body.totalPrice;
    };
    const before = await Promise.all(nodes.map((node) => price(node.url)));
    expect(before[0]).toEqual(before[1]);
    // Every product 1000 euro dearer (the catalogue trigger bumps its version; each node's cache must notice).
    await sql`UPDATE products SET record = jsonb_set(record, '{price}', to_jsonb((record->>'price')::bigint + 100000))
      WHERE record ? 'price'`.execute(db);
    const after = await Promise.all(nodes.map((node) => price(node.url)));
    expect(JSON.stringify(after[0])).not.toBe(JSON.stringify(before[0]));
    expect(after[0]).toEqual(after[1]);
  });

  it('a rate limit counts the hits on both nodes', async () => {
    const statuses: number[] = [];
    // The lead limit is 4 per minute per address; bad bodies are refused after counting, so nothing is stored.
    for (let i = 0; i < 6; i += 1) statuses.push((await send('POST', `${nodes[i % 2].url}/api/v1/quote/consumer`, { createLead: true })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
  });
});
