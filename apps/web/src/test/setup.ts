import '@testing-library/jest-dom/vitest'
import 'fake-indexeddb/auto'
import { cleanup, configure } from '@testing-library/react'
import { toast } from '#web/lib/toast.ts'
import { afterEach, vi } from 'vitest'

// The first visit of a lazy route imports its module graph: on a busy two-core machine that can
// take longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 10_000 })

// jsdom gaps the browser fills: scroll restoration calls scrollTo; Radix measures with ResizeObserver.
window.scrollTo = () => {}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

afterEach(() => {
  cleanup()
  // The toasts live in a module-level store (lib/toast.ts), which outlives each test's Toaster.
  toast.dismiss()
  localStorage.clear()
  vi.unstubAllGlobals()
})
