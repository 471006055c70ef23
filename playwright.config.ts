import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './tests/helpers/chromium-flags';

// E2E journeys in Debian's Chromium against the built app on a real server with a fresh in-memory
// database (no mocked API). `node scripts/start.mjs` builds dist-test/ when it is stale, then serves app + API.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Generous limits: the journeys are short, but CI machines (2 cores) may be busy with other suites.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS },
    locale: 'nl-NL',
    // Recording a trace for every run cost about 40 % of the e2e CPU time (journey.spec: 78 s against 48 s with
    // it off), so only a retry records one: CI retries a failure once, with its trace. Locally, rerun a failing
    // test with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Journeys start as a returning visitor who has seen the configurator's tutorial: e2e/helpers/test.ts.
  },
  // A test tagged '@desktop-only' or '@phone-only' is left out of the other project altogether: a test.skip() in
  // its body ran only after the page fixture had opened a browser context (1.2-2.8 s each, 17 of them).
  projects: [
    { name: 'desktop', grepInvert: /@phone-only/, use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone', grepInvert: /@desktop-only/,
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/v1/health`,
    // DEV_OUTBOX registers the developers' mail outbox route (off by default), read by the lead journey.
    // A test build (VITE_TEST_HOOKS: the window hooks that change state) in its own directory, so dist/ stays
    // the production bundle.
    env: { PORT: String(port), DATA_DIR: 'memory', LOG_LEVEL: 'warn', APP_ENV: 'test', DEV_OUTBOX: 'on', DIST_DIR: 'dist-test', VITE_TEST_HOOKS: '1' },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
