#!/usr/bin/env node
// `npm test`: every check and every test, in the order that fails fastest, then one closing count line.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'tests-'));
// The API suite runs a second time on PostgreSQL when a server is given (.ci/run sets TEST_POSTGRES_URL). Tests
// pinned to one engine run once: the PostgreSQL halves of the job and process tests only in that second run (the
// first clears TEST_POSTGRES_URL), their PGlite halves only in the first (tests/helpers/postgres.ts postgresRun).
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.TEST_POSTGRES_URL;
// Each stage's steps run side by side (tsc, eslint and the bundler are each mostly one thread, and there are 2
// cores); the stages run in turn. The first step of a stage prints as it goes, the others once they end.
const stages = [
  [
    ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
    ['lint', 'npx', ['eslint', '.']],
    // The e2e server's test build (window hooks that change state), which playwright.config.ts then serves.
    ['build', 'npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', 'dist-test'], { VITE_TEST_HOOKS: '1' }],
  ],
  [['unit and api tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}/vitest.json`], { TEST_DATABASE_URL: '', TEST_POSTGRES_URL: '' }]],
  ...(postgresUrl ? [[['api tests on PostgreSQL', 'npx', ['vitest', 'run', 'tests/api', 'tests/jobs', 'tests/migrations.test.ts', 'tests/migration-status-times.test.ts', 'tests/migration-lead-stages.test.ts', '--reporter=default', '--reporter=json',
    `--outputFile.json=${out}/vitest-postgres.json`], { TEST_DATABASE_URL: postgresUrl }]]] : []),
  [['e2e tests', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/playwright.json` }]],
];

let passed = 0;
let failed = 0;
let skipped = 0;
let broken = null;
const started = Date.now();
for (const stage of stages) {
  const results = await Promise.all(stage.map((step, i) => run(step, i === 0)));
  broken = results.find((name) => name !== null) ?? null;
  if (broken) break;
}
console.log(`=== all steps in ${((Date.now() - started) / 1000).toFixed(1)} s`);

/** Runs one step; resolves with its name when it failed, else null. Only `live` prints as it goes. */
function run([name, cmd, args, env], live) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const begun = Date.now();
  const child = spawn(cmd, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.once('error', (error) => { console.log(`=== ${name}: failed (${error.message})`); resolve(name); });
    child.once('close', (code) => {
      if (output.length > 0) {
        console.log(`\n=== ${name}: output`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`=== ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - begun) / 1000).toFixed(1)} s`);
      resolve(code === 0 ? null : name);
    });
  });
}

for (const file of ['vitest.json', 'vitest-postgres.json']) {
  const vitest = readJson(`${out}/${file}`);
  if (!vitest) continue;
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
if (!postgresUrl) console.log('note: TEST_POSTGRES_URL is not set, so the API suite ran on PGlite only');
const pw = readJson(`${out}/playwright.json`);
if (pw?.stats) {
  passed += (pw.stats.expected ?? 0) + (pw.stats.flaky ?? 0);
  failed += pw.stats.unexpected ?? 0;
  skipped += pw.stats.skipped ?? 0;
}
if (broken && failed === 0) failed = 1; // a failed check (typecheck, lint, build) counts as a failure
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(broken ? 1 : 0);

function readJson(file) {
  try { return JSON.parse(fs.readFileSync(file, 'utf8')); } catch { return null; }
}
