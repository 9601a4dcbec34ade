/**
 * The app's toasts (docs/product/app-shell.md#toasts): a small store any module can send to, and
 * that the Toaster (components/ui/toaster.tsx) draws. It replaced sonner (decision 045): the app
 * uses a title, a line of description, an id that replaces an earlier toast, and one action, which
 * is a few hundred bytes of code here against sonner's 9 KB gzipped on every signed-in page.
 */

export type ToastKind = 'message' | 'success' | 'error' | 'warning'

export interface ToastAction {
  label: string
  onClick: () => void
}

export interface ToastOptions {
  /** A toast sent with the id of one still shown replaces it (and its time starts again). */
  id?: string
  description?: string
  action?: ToastAction
  /** How long it stays, in ms; `Infinity` keeps it until it is closed (an update waiting). */
  duration?: number
}

export interface Toast {
  id: string
  kind: ToastKind
  title: string
  description?: string
  action?: ToastAction
  duration: number
  /** Bumped when a toast replaces one with the same id, so that its time starts again. */
  version: number
}

/** How many toasts are shown at once; a newer one pushes the oldest out. */
export const MAX_TOASTS = 3
/** How long a toast stays, unless it says otherwise, while the owner is not pointing at or focused in the toasts. */
export const TOAST_DURATION_MS = 6000

/** The pure rule: what the list of shown toasts becomes when one is sent (newest first). */
export function withToast(shown: readonly Toast[], next: Omit<Toast, 'version'>): Toast[] {
  const earlier = shown.find((toast) => toast.id === next.id)
  if (earlier) return shown.map((toast) => (toast === earlier ? { ...next, version: earlier.version + 1 } : toast))
  return [{ ...next, version: 0 }, ...shown].slice(0, MAX_TOASTS)
}

let shown: Toast[] = []
let sent = 0
const listeners = new Set<() => void>()

function publish(next: Toast[]) {
  shown = next
  for (const listener of listeners) listener()
}

/** For useSyncExternalStore: the toasts shown now, newest first. */
export function getToasts(): readonly Toast[] {
  return shown
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function send(kind: ToastKind, title: string, options: ToastOptions = {}) {
  const { id = `toast-${++sent}`, description, action, duration = TOAST_DURATION_MS } = options
  publish(withToast(shown, { id, kind, title, description, action, duration }))
}

/** Shows a toast; `toast.success`, `toast.error` and `toast.warning` add the kind's icon. */
export const toast = Object.assign((title: string, options?: ToastOptions) => send('message', title, options), {
  success: (title: string, options?: ToastOptions) => send('success', title, options),
  error: (title: string, options?: ToastOptions) => send('error', title, options),
  warning: (title: string, options?: ToastOptions) => send('warning', title, options),
  /** Removes the toast with this id, or every toast. */
  dismiss: (id?: string) => publish(id === undefined ? [] : shown.filter((toast) => toast.id !== id)),
})
