import type * as SonnerModule from 'sonner'
import type { ExternalToast } from 'sonner'

type Sonner = typeof SonnerModule
type Message = Parameters<Sonner['toast']>[0]

/**
 * The toasts (docs/product/app-shell.md#toasts) without sonner in the first load (decision 041):
 * its 10 KB gzipped load once the page has drawn (the Toaster asks when the browser is idle), or at
 * the first toast if that comes sooner. A toast shown before the Toaster subscribes is not lost:
 * sonner replays the active toasts to a new Toaster.
 */
let ask: () => void = () => {}
const asked = new Promise<void>((resolve) => (ask = resolve))
/** Resolves with sonner once something has asked for it. */
export const sonner: Promise<Sonner> = asked.then(() => import('sonner'))

/** Starts loading sonner (once); the Toaster calls it when the page is idle. */
export function loadSonner(): Promise<Sonner> {
  ask()
  return sonner
}

function show(call: (toast: Sonner['toast']) => unknown) {
  void loadSonner().then(({ toast }) => call(toast))
}

/** sonner's `toast`, as the app uses it: a toast is shown as soon as sonner has loaded. */
export const toast = Object.assign((message: Message, options?: ExternalToast) => show((toast) => toast(message, options)), {
  success: (message: Message, options?: ExternalToast) => show((toast) => toast.success(message, options)),
  error: (message: Message, options?: ExternalToast) => show((toast) => toast.error(message, options)),
  warning: (message: Message, options?: ExternalToast) => show((toast) => toast.warning(message, options)),
  dismiss: (id?: string | number) => show((toast) => toast.dismiss(id)),
})
