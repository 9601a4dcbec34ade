import { Toaster as Sonner } from 'sonner'

/** The app's toasts (docs/product/app-shell.md#toasts). Errors stay until read a little longer than the default. */
export function Toaster() {
  return <Sonner position="top-right" closeButton toastOptions={{ duration: 6000 }} />
}
