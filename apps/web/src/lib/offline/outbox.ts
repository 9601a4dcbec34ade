import { clear, createStore, del, set, values } from 'idb-keyval'
import { create } from 'zustand'

/**
 * The device's outbox (docs/product/offline.md#entries-made-offline): the in-the-moment writes an
 * owner makes while offline, kept in IndexedDB until the server has them. Each carries the id the
 * server stores the record under, so sending it again never makes a second record.
 */
export type QueuedWriteKind = 'breathing' | 'symptom' | 'weight' | 'dose' | 'reminder-action'

export interface QueuedWrite {
  /** Client-generated; the record's id on the server (sent in the body), and the key here. */
  id: string
  kind: QueuedWriteKind
  /** The pet it is for (null for a reminder, which the server finds by its occurrence). */
  petId: string | null
  /** Who made it: only their session sends it. */
  userId: string
  path: string
  body: Record<string, unknown>
  /** What the owner sees in the list: "Breathing count for Biscuit: 22 breaths/min". */
  label: string
  /** ISO instant it was made on this device. */
  queuedAt: string
  /** waiting: to be sent; refused: the server said no, with `problem`, until fixed or discarded. */
  state: 'waiting' | 'refused'
  problem?: string
}

let idbStore: ReturnType<typeof createStore> | undefined
const store = () => (idbStore ??= createStore('pawpulse-outbox', 'writes'))

interface OutboxState {
  writes: QueuedWrite[]
  /** False until the device's outbox has been read at start. */
  isLoaded: boolean
}

/** A mirror of the IndexedDB outbox that components read; every change goes through the functions below. */
export const useOutbox = create<OutboxState>()(() => ({ writes: [], isLoaded: false }))

const byTime = (a: QueuedWrite, b: QueuedWrite) => a.queuedAt.localeCompare(b.queuedAt)

function mirror(update: (writes: QueuedWrite[]) => QueuedWrite[]) {
  useOutbox.setState((state) => ({ writes: update(state.writes).sort(byTime) }))
}

/** Reads what earlier visits left (at start, and when another tab may have changed it). */
export async function loadOutbox(): Promise<QueuedWrite[]> {
  const writes = (await values<QueuedWrite>(store())).sort(byTime)
  useOutbox.setState({ writes, isLoaded: true })
  return writes
}

export async function putWrite(write: QueuedWrite): Promise<void> {
  await set(write.id, write, store())
  mirror((writes) => [...writes.filter((w) => w.id !== write.id), write])
}

export async function removeWrite(id: string): Promise<void> {
  await del(id, store())
  mirror((writes) => writes.filter((w) => w.id !== id))
}

/** Signing out: nothing one person queued is left for the next. */
export async function clearOutbox(): Promise<void> {
  await clear(store())
  useOutbox.setState({ writes: [] })
}

/** What is waiting for this user (others' entries on a shared device stay theirs). */
export const writesOf = (writes: QueuedWrite[], userId: string | undefined) => writes.filter((w) => w.userId === userId)
