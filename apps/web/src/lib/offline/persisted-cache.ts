import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query'
import { createStore, del, get, set } from 'idb-keyval'
import { whenIdle } from '../when-idle'

/**
 * What the pages last showed, kept on the device (docs/product/offline.md#reading-offline): the
 * query cache is written to IndexedDB a moment after it changes and put back before the app's
 * first render, so an owner offline at night still sees the pet, the counts and the medications,
 * with their age. Only successful answers are kept; a new release starts afresh (its answers may
 * have another shape), and so does anything older than a week.
 */
const KEY = 'queries'
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
/** Changes come in bursts (a page's queries land together): one write for the burst. */
const WRITE_DELAY_MS = 200

interface Snapshot {
  release: string
  savedAt: number
  state: ReturnType<typeof dehydrate>
}

let idbStore: ReturnType<typeof createStore> | undefined
const store = () => (idbStore ??= createStore('pawpulse-cache', 'queries'))

interface RestoreOptions {
  now?: number
  /** Whether the browser is online now (default: its flag). */
  isOnline?: boolean
  /**
   * Queries restored only offline. Online, who is signed in is the server's to say: a copy would
   * let the guards route by a session that has ended (signed out elsewhere) before the server answers.
   */
  offlineOnly?: readonly (readonly unknown[])[]
}

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, index) => key[index] === part)

/** Puts the device's copy into the cache; never throws (a private window may have no IndexedDB). */
export async function restoreQueryCache(
  queryClient: QueryClient,
  release: string,
  { now = Date.now(), isOnline = navigator.onLine, offlineOnly = [] }: RestoreOptions = {},
): Promise<void> {
  try {
    const snapshot = await get<Snapshot>(KEY, store())
    if (!snapshot) return
    if (snapshot.release !== release || now - snapshot.savedAt > MAX_AGE_MS) return void (await del(KEY, store()))
    const queries = isOnline
      ? snapshot.state.queries.filter((query) => !offlineOnly.some((prefix) => startsWith(query.queryKey, prefix)))
      : snapshot.state.queries
    hydrate(queryClient, { ...snapshot.state, queries })
    // Shown at once, but never taken as fresh: online, every page asks the server again as it
    // mounts (a reload shows what changed meanwhile); offline the queries wait and the copy stays.
    // Their fetch times are kept for "as of".
    await queryClient.invalidateQueries({ refetchType: 'none' })
  } catch {
    // Nothing restored: the app asks the server as it always did.
  }
}

/**
 * At most this long after the burst, a write waits for the main thread to be idle: the copy and the
 * IndexedDB write take a slow phone's CPU while the page that just got its answers draws.
 */
const IDLE_TIMEOUT_MS = 2000

/**
 * Queries never written to the device: a shared report is the vet's to see while the link works, and
 * nothing of it may outlive the link on their device (decision 064). Its page has a cache of its own
 * that is never persisted; this holds should a shared report's query ever reach the app's cache.
 */
const NEVER_PERSISTED = ['shared-report']

/** Keeps the device's copy up to date; returns the unsubscribe. */
export function persistQueryCache(queryClient: QueryClient, release: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let cancelIdle = () => {}
  const write = () => {
    timer = undefined
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && !NEVER_PERSISTED.includes(String(query.queryKey[0])),
    })
    void set(KEY, { release, savedAt: Date.now(), state } satisfies Snapshot, store()).catch(() => {})
  }
  const cancel = () => {
    if (timer) clearTimeout(timer)
    cancelIdle()
  }
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return
    timer ??= setTimeout(() => (cancelIdle = whenIdle(write, { timeoutMs: IDLE_TIMEOUT_MS, fallbackMs: 0 })), WRITE_DELAY_MS)
  })
  // Leaving the page (a reload, the app closed) with a write still waiting: start it now.
  const flush = () => {
    if (!timer) return
    cancel()
    write()
  }
  window.addEventListener('pagehide', flush)
  return () => {
    unsubscribe()
    window.removeEventListener('pagehide', flush)
    cancel()
  }
}

/** Signing out: the next person on this device sees none of it. */
export async function forgetQueryCache(): Promise<void> {
  await del(KEY, store()).catch(() => {})
}
