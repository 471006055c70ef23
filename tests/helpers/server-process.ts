/**
 * The real server (server/main.ts) as a child process, for tests about processes: SIGKILL and restart, several
 * nodes on one database. Resolves with the address it listens on once it logs 'Server listening'.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

const root = resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root, env: { ...process.env, DATABASE_URL: '', TEST_DATABASE_URL: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return new Promise((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${logs.slice(-20).join('\n')}`)), 120_000);
    createInterface({ input: child.stderr! }).on('line', (line) => logs.push(line));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      logs.push(line);
      const url = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(line)?.[1];
      if (url) { clearTimeout(timer); ready({ child, url, exited }); }
    });
    void exited.then((code) => { clearTimeout(timer); fail(new Error(`server exited with ${code}:\n${logs.slice(-20).join('\n')}`)); });
  });
}

/** SIGTERM, then SIGKILL if it has not gone after `graceMs`. */
export async function stopServerProcess(server: ServerProcess | undefined, graceMs = 10_000): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  await server.exited;
  clearTimeout(timer);
}
