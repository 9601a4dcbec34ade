import { defineConfig } from 'vitest/config'

// `npm run test:dist`: suites that run against the built server (apps/server/dist, after `npm run
// build`), apart from `npm test`, which runs before the build (decision 060).
export default defineConfig({
  test: {
    maxWorkers: 1,
    projects: [
      {
        test: {
          name: 'server-dist',
          root: './apps/server',
          include: ['test-dist/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['../../vitest.fail-on-console.ts'],
          testTimeout: 180_000,
          hookTimeout: 480_000,
        },
      },
    ],
  },
})
