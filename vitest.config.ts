import { defineConfig } from 'vitest/config'

// `npm test` runs every project; CI runs the server project again with TEST_DATABASE_URL set.
// Two cores here: at most two test files at once.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['../../vitest.fail-on-console.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['../../vitest.fail-on-console.ts'],
          globalSetup: ['./test/global-setup.ts'],
          // Every file builds its own app on its own database and shares no state through
          // modules, so a worker keeps the server's modules loaded from one file to the next
          // instead of importing them again for each (minutes of a CI run on two cores).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
})
