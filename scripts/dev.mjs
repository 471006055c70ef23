#!/usr/bin/env node
// `npm run dev`: the API server (tsx watch, on API_PORT, default 3001) and the vite dev server together.
// vite.config.ts proxies /api and /files to API_PORT. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT || '3001';
// The developers' mail outbox route is served only when asked for (DEV_OUTBOX); a dev server asks.
const env = { ...process.env, API_PORT: apiPort, APP_ENV: process.env.APP_ENV || 'development', DEV_OUTBOX: process.env.DEV_OUTBOX || 'on' };

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], { cwd: root, stdio: 'inherit', env: { ...env, PORT: apiPort } }),
  spawn('npx', ['vite'], { cwd: root, stdio: 'inherit', env }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
