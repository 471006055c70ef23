import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/**/*.test.ts', 'server/**/*.test.ts', 'workers/**/*.test.ts', 'assets/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default (all cores but one) is a single worker on a 2-core CI machine; the API suites wait on
    // servers, child processes and sockets much of the time, and two workers took the PGlite run from 5.6 to 4.3 min.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
