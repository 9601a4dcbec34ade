import { useEffect, useState } from 'react'
import { loadSonner, sonner } from '#web/lib/toast.ts'
import { whenIdle } from '#web/lib/when-idle.ts'

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
    const cancel = whenIdle(() => void loadSonner(), { timeoutMs: 3000, fallbackMs: 1000 })
    return () => {
      mounted = false
      cancel()
    }
  }, [])
  return Sonner ? <Sonner position="top-right" closeButton toastOptions={{ duration: 6000 }} /> : null
}
