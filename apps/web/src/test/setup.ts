import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, vi } from 'vitest'

// jsdom gaps the browser fills: scroll restoration calls scrollTo; Radix measures with ResizeObserver.
window.scrollTo = () => {}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

afterEach(() => {
  cleanup()
  // Sonner keeps active toasts in a module-level store and replays them to the next Toaster.
  toast.dismiss()
  localStorage.clear()
  vi.unstubAllGlobals()
})
