import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    // A test renders the real route tree and walks through it like a user; on a shared two-core
    // machine that can take longer than vitest's default 5 s without anything being wrong.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The console check is registered first so that its after-hook runs last (hooks unwind like a
    // stack): a failing check must not skip Testing Library's cleanup.
    setupFiles: ['../../vitest.fail-on-console.ts', './src/test/setup.ts'],
  },
})
