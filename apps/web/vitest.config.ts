import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // A test renders the whole app (routes, lazy pages, providers); on a busy two-core machine
    // the first render of a page can take several seconds, which is not a failure.
    testTimeout: 20_000,
    // The console check is registered first so that its after-hook runs last (hooks unwind like a
    // stack): a failing check must not skip Testing Library's cleanup.
    setupFiles: ['../../vitest.fail-on-console.ts', './src/test/setup.ts'],
  },
})
