/**
 * Graceful shutdown (issue 13 §4): a real server process (server/main.ts on a PGlite data directory) gets
 * SIGTERM while leads are in flight. Readiness answers 503 at once; every request it had accepted is
 * answered (201) and stored; then it exits 0 with the database closed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { get } from './http';
import { leadBody } from './lead-fixtures';
import { postgresRun } from '../helpers/postgres';
import { waitUntil } from '../helpers/wait';

const root = resolve(import.meta.dirname, '../..');

/**
 * A lead request held in flight: its headers go out with `Expect: 100-continue`, and the server's
 * "100 Continue" proves it has read them and waits for the body (`accepted`); the body goes out on `release()`.
 */
function heldLead(url: string, body: unknown) {
  const payload = Buffer.from(JSON.stringify(body));
  const req = request(`${url}/api/v1/quote/consumer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': payload.length, expect: '100-continue' },
  });
  const accepted = new Promise<void>((done, fail) => { req.once('continue', done); req.once('error', fail); });
  const answer = new Promise<{ status: number; body: { id?: number } }>((done, fail) => {
    req.once('error', fail);
    req.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () => done({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') }));
      response.once('error', fail);
    });
  });
  req.flushHeaders();
  return { accepted, release: () => { req.end(payload); return answer; } };
}

// A PGlite process test: it ran in the PGlite run (tests/helpers/postgres.ts).
describe.skipIf(postgresRun)('SIGTERM', () => {
  it('drains: readiness 503, requests in flight finish, exit 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shutdown-'));
    let child: ChildProcess | undefined;
    try {
      const server = child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: root,
        env: {
          ...process.env, DATABASE_URL: '', TEST_DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info',
          SHUTDOWN_DELAY_MS: '1500', LEAD_RATE_LIMIT: '1000', DIST_DIR: join(tmpdir(), 'no-dist-here'), JWT_SECRET: 'shutdown-test-secret-0123456789',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const logs: string[] = [];
      const exited = new Promise<number | null>((done) => server.once('exit', (code) => done(code)));
      const url = await new Promise<string>((ready, fail) => {
        const timer = setTimeout(() => fail(new Error(`no start:\n${logs.join('\n')}`)), 120_000);
        createInterface({ input: server.stderr! }).on('line', (line) => logs.push(line));
        createInterface({ input: server.stdout! }).on('line', (line) => {
          logs.push(line);
          const found = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(line)?.[1];
          if (found) { clearTimeout(timer); ready(found); }
        });
      });
      expect((await get(`${url}/api/v1/ready`)).status).toBe(200);

      const held = Array.from({ length: 8 }, (_, i) => heldLead(url, leadBody({ client: { ...leadBody().client, email: `drain${i}@example.nl` } })));
      await Promise.all(held.map((h) => h.accepted));
      server.kill('SIGTERM');
      // Within the drain window (SHUTDOWN_DELAY_MS) readiness turns 503 as soon as the process has the signal; on a
      // loaded machine that is not within a fixed 300 ms.
      const ready = await waitUntil(async () => {
        const answer = await get(`${url}/api/v1/ready`);
        return answer.status === 503 ? answer : null;
      }, 'readiness to answer 503 after SIGTERM', 1_400);
      expect(ready.body.status).toBe('draining');

      // After the drain window the server stops listening (a new connection is refused) and closes: the
      // requests it had accepted before the signal are answered even now.
      await waitUntil(() => get(`${url}/api/v1/ready`).then(() => false, () => true), 'the server to stop listening', 10_000);
      const answers = await Promise.all(held.map((h) => h.release()));
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
      expect(await exited).toBe(0);
      expect(logs.some((line) => line.includes('shut down cleanly'))).toBe(true);

      // Every acknowledged lead is in the database the process closed.
      const database = await openDatabase({ dataDir });
      try {
        const ids = answers.map((a) => a.body.id as number);
        const stored = await database.db.selectFrom('quotes').select('id').where('id', 'in', ids).execute();
        expect(stored.length).toBe(8);
      } finally {
        await database.close();
      }
    } finally {
      // A failed assertion must not leave the server writing into the directory being removed.
      if (child && child.exitCode === null && child.signalCode === null) {
        const gone = new Promise((done) => child!.once('exit', done));
        child.kill('SIGKILL');
        await gone;
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
