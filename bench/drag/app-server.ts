/**
 * The built app on its real server for the browser benchmarks (bench:drag, heap-diff, js-size, open-waterfall):
 * `scripts/start.mjs` on an in-memory database, port BENCH_PORT (default 3210), and designs saved through the
 * lead API as a visitor saves them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dragDesign } from './designs';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const PORT = Number(process.env.BENCH_PORT ?? 3210);
export const BASE = `http://127.0.0.1:${PORT}`;
/** A browser context's storage of a visitor who has seen the tutorial: the benches open the configurator without it. */
export const TUTORIAL_SEEN = { cookies: [], origins: [{ origin: BASE, localStorage: [{ name: 'hasSeenWizard', value: 'true' }] }] };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the server and answers once its health route does (npm start builds dist/ first when stale). */
export async function startAppServer(): Promise<ChildProcess> {
  const child = spawn('node', ['scripts/start.mjs'], {
    cwd: root, stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(PORT), DATA_DIR: 'memory', LOG_LEVEL: 'warn', APP_ENV: 'test', LEAD_RATE_LIMIT: '10000' },
  });
  for (const deadline = Date.now() + 300_000; Date.now() < deadline; await sleep(500)) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/api/v1/health`)).ok) return child;
    } catch {
      // not up yet
    }
  }
  child.kill();
  throw new Error('server did not start');
}

/** Saves a design of `items` furniture items through the lead API; answers its saved-design address. */
export async function saveDragDesign(items: number, by: string): Promise<string> {
  const response = await fetch(`${BASE}/api/v1/quote/consumer`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      createLead: true, configuration: dragDesign(items), note: `${by} ${items} items`,
      client: { firstName: 'Bench', lastName: 'Drag', street: 'Lindelaan', houseNumber: '1', postalCode: '3512 JK', city: 'Utrecht', telephone: '0612345678', email: 'bench@example.nl' },
    }),
  });
  const body = await response.json() as { path?: string; message?: string };
  if (response.status !== 201 || !body.path) throw new Error(`saving the ${items}-item design failed: ${response.status} ${body.message}`);
  return body.path;
}
