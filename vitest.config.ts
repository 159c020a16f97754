import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      // Files share their worker's modules, as in the API suite, save those that mock a module
      // (vi.mock; named *.mocked.test.ts): a mock would reach the files after them, so they run isolated.
      {
        test: {
          name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'], exclude: ['tests/unit/**/*.mocked.test.ts'], environment: 'node', isolate: false, setupFiles: ['tests/real-clock.ts'],
        },
      },
      { test: { name: 'unit-mocked', include: ['tests/unit/**/*.mocked.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Files share their worker's modules: the server's code is loaded once per worker, not once
          // per file, which was a third of the suite's time. What the server keeps between calls belongs
          // to a server or a database (telemetry shares, running jobs, context caches), never to a
          // module alone, so one file's servers leave nothing to the next file's. No file mocks modules.
          isolate: false,
          globalSetup: ['tests/api/global-setup.ts'],
          setupFiles: ['tests/real-clock.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000, // a file's server starts from the seeded snapshot; generous for a busy machine
          // A file per core: each runs its own server and database, and the main process only waits
          // (the default leaves a core to it, which on two cores halves the suite's speed).
          maxWorkers: availableParallelism(),
        },
      },
    ],
  },
});
