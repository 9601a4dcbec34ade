import type { QueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { ApiError, apiRequest } from '../api-client'
import { logger } from '../logger'
import { loadOutbox, putWrite, type QueuedWrite, removeWrite, writesOf } from './outbox'

/**
 * Sends the outbox, oldest first (docs/product/offline.md#when-entries-are-sent). One sender for
 * every trigger: the app's start, the browser's `online` event, and the service worker's
 * Background Sync wake-up.
 *
 * - Stored (201) or already stored (200, the same id sent before): the entry leaves the outbox.
 * - No answer, a server failure (5xx), too many requests or no session: it stays waiting and the
 *   round stops; the next trigger tries again.
 * - Any other refusal (the pet is no longer shared, the medication was deleted, a value the server
 *   will not take): the entry is marked refused with the server's words, and the owner fixes or
 *   discards it. Later entries are still sent.
 */
export interface SyncOutcome {
  sent: number
  refused: number
  /** True when the round stopped because the server could not be reached (or said try later). */
  stopped: boolean
}

const staysWaiting = (error: ApiError) => error.status === 0 || error.status >= 500 || error.status === 401 || error.status === 429

let running: Promise<SyncOutcome> | null = null

export function syncOutbox(queryClient: QueryClient, userId: string): Promise<SyncOutcome> {
  // One round at a time: two triggers at once (online event and Background Sync) share it.
  running ??= sendWaiting(queryClient, userId).finally(() => {
    running = null
  })
  return running
}

async function sendWaiting(queryClient: QueryClient, userId: string): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { sent: 0, refused: 0, stopped: false }
  // Another tab may have sent or added entries: read the device's copy, not this tab's mirror. It
  // is read again before each entry, so one queued, discarded or put back (Try again) while this
  // round runs is seen by it: a trigger during the round shares the round and starts no other.
  const tried = new Set<string>()
  for (;;) {
    const write = writesOf(await loadOutbox(), userId).find((candidate) => candidate.state === 'waiting' && !tried.has(candidate.id))
    if (!write) break
    tried.add(write.id)
    const result = await send(write)
    if (result === 'sent') outcome.sent += 1
    else if (result === 'refused') outcome.refused += 1
    else {
      outcome.stopped = true
      break
    }
  }
  // What was sent changes lists, charts, the dashboard and the inbox: everything is asked again.
  if (outcome.sent > 0) await queryClient.invalidateQueries()
  return outcome
}

async function send(write: QueuedWrite): Promise<'sent' | 'refused' | 'stopped'> {
  try {
    await apiRequest(write.path, { method: 'POST', body: write.body, schema: z.unknown() })
    await removeWrite(write.id)
    return 'sent'
  } catch (error) {
    if (!(error instanceof ApiError)) {
      logger.error('Sending a queued entry failed', { kind: write.kind, error })
      return 'stopped'
    }
    if (staysWaiting(error)) return 'stopped'
    await putWrite({ ...write, state: 'refused', problem: error.message })
    return 'refused'
  }
}

/** The owner fixed what was wrong (or wants another try): back in the queue, sent at once if online. */
export async function retryWrite(write: QueuedWrite, changes: Partial<Pick<QueuedWrite, 'petId' | 'path' | 'body' | 'label'>> = {}) {
  await putWrite({ ...write, ...changes, state: 'waiting', problem: undefined })
}
