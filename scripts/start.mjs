#!/usr/bin/env node
// `npm start`: builds the web app when dist/ is missing or older than its sources, then runs the server
// (server/main.ts through tsx, in this process) which migrates, seeds an empty database and serves app + API.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

// Everything vite reads to build dist/; a change in any of them triggers a rebuild.
const sources = ['src', 'workers', 'build', 'public', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

// resolve, as server/config.ts does: an absolute DIST_DIR (a bench's A/B build elsewhere) is taken as it is.
const distIndex = join(resolve(root, process.env.DIST_DIR || 'dist'), 'index.html');
const builtAt = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
if (process.env.SKIP_BUILD !== '1' && builtAt < sourcesAt) {
  console.log(builtAt ? 'Web app sources changed: rebuilding (npx vite build)...' : 'Building the web app (npx vite build)...');
  // DIST_DIR picks the output (the e2e server builds a test build, VITE_TEST_HOOKS=1, into dist-test/).
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', process.env.DIST_DIR || 'dist'],
    { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) {
    console.error('vite build failed; starting the API anyway (the app pages answer 503 until a build succeeds).');
  }
}

// tsx compiles server/*.ts on the fly: Node 20 cannot strip TypeScript types itself.
const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(join(root, 'server', 'main.ts')).href);
