import { useEffect, useState } from 'react'
import { loadSonner, sonner } from '#web/lib/toast.ts'

type SonnerToaster = Awaited<typeof sonner>['Toaster']

/**
 * The app's toasts (docs/product/app-shell.md#toasts). Errors stay until read a little longer than
 * the default. sonner loads when the browser is first idle, or at the first toast (lib/toast.ts).
 */
export function Toaster() {
  const [Sonner, setSonner] = useState<SonnerToaster | null>(null)
  useEffect(() => {
    let mounted = true
    void sonner.then(({ Toaster }) => mounted && setSonner(() => Toaster))
    const cancel = whenIdle(() => void loadSonner())
    return () => {
      mounted = false
      cancel()
    }
  }, [])
  return Sonner ? <Sonner position="top-right" closeButton toastOptions={{ duration: 6000 }} /> : null
}

/** Runs `work` when the browser is next idle (at most 3 s on), or after 1 s where it cannot say. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(work, 1000)
    return () => clearTimeout(timer)
  }
  const idle = requestIdleCallback(work, { timeout: 3000 })
  return () => cancelIdleCallback(idle)
}
