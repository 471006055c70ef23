import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// The suites that start servers on a database: their test files share a worker process (isolate: false), so
// PGlite's WASM is compiled and the server's modules are loaded once per worker rather than once per file
// (about 8 s of CPU per file on the CI machine). Each file still gets its own server and database.
const serverSuites = ['tests/api/**/*.test.ts', 'tests/jobs/**/*.test.ts', 'tests/*.test.ts'];
// Suites that change process-wide state nothing can undo (Sentry.init) keep a process of their own.
const processWide = ['tests/api/error-reporting.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default (all cores but one) is a single worker on a 2-core CI machine; the API suites wait on
    // servers, child processes and sockets much of the time, and two workers took the PGlite run from 5.6 to 4.3 min.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { extends: true, test: { name: 'server', include: serverSuites, exclude: [...configDefaults.exclude, ...processWide], isolate: false } },
      { extends: true, test: { name: 'server-isolated', include: processWide } },
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/**/*.test.ts', 'server/**/*.test.ts', 'workers/**/*.test.ts', 'assets/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...serverSuites],
        },
      },
    ],
  },
});
