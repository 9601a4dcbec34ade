import { Toaster as Sonner } from 'sonner'

/** Spec §8 toasts. Errors stay until read a little longer than the default. */
export function Toaster() {
  return <Sonner position="top-right" closeButton toastOptions={{ duration: 6000 }} />
}
