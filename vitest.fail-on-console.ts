import { afterEach, beforeEach, expect, vi } from 'vitest'

/**
 * A console.error in a test is a failure unless the test expects it
 * (docs/ARCHITECTURE.md#a-console-error-fails-a-test): a test that means to see one asserts on
 * `vi.mocked(console.error)` and clears it.
 */
beforeEach(() => {
  vi.spyOn(console, 'error')
})

afterEach(() => {
  const calls = vi.mocked(console.error).mock.calls
  vi.mocked(console.error).mockRestore()
  expect(calls, 'console.error was called').toEqual([])
})
