import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
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
