import { toast } from '#web/lib/toast.ts'
import type { ZodType } from 'zod'
import { ApiError, apiRequest } from '../api-client'
import { putWrite, type QueuedWrite, type QueuedWriteKind } from './outbox'
import { askForBackgroundSync } from './service-worker'

export interface OfflineWrite {
  kind: QueuedWriteKind
  petId: string | null
  userId: string
  path: string
  /** The request body; its `id` (records) or `at` (reminder actions) makes a resend harmless. */
  body: Record<string, unknown>
  label: string
}

export type SendOutcome<T> = { status: 'sent'; data: T } | { status: 'queued'; write: QueuedWrite }

/** A new client-generated id for a record (the server stores it under this id). */
export const newRecordId = () => crypto.randomUUID()

/**
 * Sends an in-the-moment write now, or keeps it on the device when there is no connection
 * (docs/product/offline.md). Offline is the browser's flag, or a request that got no answer at
 * all: both mean the entry is queued, never lost. A server's refusal is the form's to show.
 */
export async function sendOrQueue<T>(write: OfflineWrite, schema: ZodType<T>): Promise<SendOutcome<T>> {
  if (navigator.onLine) {
    try {
      return { status: 'sent', data: await apiRequest(write.path, { method: 'POST', body: write.body, schema }) }
    } catch (error) {
      if (!(error instanceof ApiError && error.isNetworkError)) throw error
    }
  }
  const queued: QueuedWrite = { ...write, id: queueId(write), queuedAt: new Date().toISOString(), state: 'waiting' }
  await putWrite(queued)
  void askForBackgroundSync()
  return { status: 'queued', write: queued }
}

/** The record's own id when it has one, so the outbox key and the server's id are the same. */
function queueId(write: OfflineWrite): string {
  const id = write.body.id
  return typeof id === 'string' ? id : newRecordId()
}

export const isQueued = (value: unknown): value is { status: 'queued'; write: QueuedWrite } =>
  typeof value === 'object' && value !== null && (value as { status?: unknown }).status === 'queued'

/** What a form says when its entry stayed on the device. */
export function toastQueued() {
  toast.success('Saved on this device', { description: "Waiting to sync: it is sent when you're back online." })
}
