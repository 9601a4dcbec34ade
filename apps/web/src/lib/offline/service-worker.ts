import { create } from 'zustand'
import { logger } from '../logger'

/**
 * The page's side of the service worker (public/sw.js, docs/decisions/031): register it, notice a
 * new release waiting and let the owner switch when they choose ("Update available — reload"),
 * and pass on the worker's Background Sync wake-up.
 */
export const SERVICE_WORKER_URL = '/sw.js'
const SYNC_TAG = 'pawpulse-outbox'
/** A tab left open for days still hears of a new release. */
const UPDATE_CHECK_MS = 60 * 60 * 1000

interface UpdateState {
  /** A new release is installed and waiting for this page's go. */
  waiting: ServiceWorker | null
}

export const useAppUpdate = create<UpdateState>()(() => ({ waiting: null }))

const isSupported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator

/** Dispatched on `window` when the worker's Background Sync says the connection is back. */
export const FLUSH_OUTBOX_EVENT = 'pawpulse:flush-outbox'

/** Once, at the app's start. Development serves no release to keep, so it registers nothing. */
export async function registerServiceWorker(): Promise<void> {
  if (!isSupported() || import.meta.env.DEV) return
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'FLUSH_OUTBOX') window.dispatchEvent(new Event(FLUSH_OUTBOX_EVENT))
  })
  let registration: ServiceWorkerRegistration | undefined
  try {
    registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' })
  } catch (error) {
    // The app works without it (online only); say so in the log, not to the owner.
    logger.warn('The service worker could not be registered', { error })
    return
  }
  // Declined without an error (Playwright's `serviceWorkers: 'block'` answers undefined): the app
  // runs online only, as in a browser without service workers.
  if (!registration) return
  watchForUpdates(registration)
  setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS)
}

function watchForUpdates(registration: ServiceWorkerRegistration) {
  // Only a worker that replaces one already in charge is an update; the first one is the app itself.
  const offer = (worker: ServiceWorker | null) => {
    if (worker && navigator.serviceWorker.controller) useAppUpdate.setState({ waiting: worker })
  }
  offer(registration.waiting)
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing)
    })
  })
}

/** "Reload": the waiting release takes over, then the page loads again under it, whole. */
export function applyUpdate() {
  const { waiting } = useAppUpdate.getState()
  if (!waiting) return
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
  waiting.postMessage({ type: 'SKIP_WAITING' })
}

interface SyncManagerRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> }
}

/** Where the browser has Background Sync, it wakes the app when the connection returns. */
export async function askForBackgroundSync(): Promise<void> {
  if (!isSupported()) return
  try {
    const registration = (await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL)) as SyncManagerRegistration | undefined
    await registration?.sync?.register(SYNC_TAG)
  } catch {
    // Not allowed here (no permission, a private window): the online event and the next start still send.
  }
}
