import type { PetSummary } from '@pawpulse/domain/pets'
import { useQueryClient } from '@tanstack/react-query'
import type { ZodType } from 'zod'
import { useViewer } from '../auth/viewer'
import { petsQueryKey } from '../pets/query-keys'
import type { QueuedWriteKind } from './outbox'
import { newRecordId, sendOrQueue } from './send-or-queue'

const idsByEntry = new WeakMap<object, string>()

function idOf(entry: object): string {
  let id = idsByEntry.get(entry)
  if (!id) {
    id = newRecordId()
    idsByEntry.set(entry, id)
  }
  return id
}

/**
 * Sends a new record with its own id, or keeps it on the device offline (send-or-queue.ts). The
 * label names the pet, from the list this device already has, so the outbox reads as the owner's
 * own words ("Breathing count for Biscuit: 22 breaths/min").
 */
export function useOfflineWrite() {
  const queryClient = useQueryClient()
  const userId = useViewer()?.userId ?? ''
  const petName = (petId: string | null) =>
    queryClient.getQueryData<PetSummary[]>(petsQueryKey(userId))?.find((pet) => pet.id === petId)?.name ?? 'your pet'
  return {
    petName,
    send: <T>(
      write: { kind: QueuedWriteKind; petId: string | null; path: string; body: Record<string, unknown>; label: string },
      schema: ZodType<T>,
    ) => sendOrQueue({ ...write, userId }, schema),
    /**
     * A new record's body with its client-generated id: one id per entry (`entry`, the mutation's
     * variables, defaults to the body). A mutation retried after a server failure is called again
     * with the same variables and sends the same id, so a first try stored behind a proxy that gave
     * up (504) is not stored twice.
     */
    withId: <B extends object>(body: B, entry: object = body) => ({ ...body, id: idOf(entry) }),
  }
}
