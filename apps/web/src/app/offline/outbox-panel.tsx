import type { PetSummary } from '@pawpulse/domain/pets'
import { useQueryClient } from '@tanstack/react-query'
import { CloudUploadIcon, TriangleAlertIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { toast } from '#web/lib/toast.ts'
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { useOwnerSettings } from '#web/lib/auth/owner-settings.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { formatAsOf } from '#web/lib/format-date.ts'
import { type QueuedWrite, removeWrite, useOutbox, writesOf } from '#web/lib/offline/outbox.ts'
import { retryWrite, syncOutbox } from '#web/lib/offline/outbox-sync.ts'
import { usePets } from '#web/lib/pets/get-pets.ts'
import { useAppStore } from '#web/lib/stores/app-store.ts'

/**
 * The entries kept on this device (docs/product/offline.md#entries-made-offline): each waits for
 * the connection, or says why the server refused it, with a way to fix or discard it. Nothing
 * queued is hidden, and nothing is dropped without the owner's say.
 */
export function OutboxPanel() {
  const viewer = useViewer()
  const writes = writesOf(
    useOutbox((state) => state.writes),
    viewer?.userId,
  )
  if (writes.length === 0) return null
  const refused = writes.filter((write) => write.state === 'refused').length
  const waiting = writes.length - refused
  return (
    <section aria-labelledby="outbox-title" className="mb-4 rounded-md border border-border bg-card p-3 text-sm">
      <h2 id="outbox-title" className="flex items-center gap-2 font-semibold text-foreground">
        <CloudUploadIcon aria-hidden="true" className="size-4" />
        {[waiting > 0 ? `${waiting} waiting to sync` : null, refused > 0 ? `${refused} not saved` : null].filter(Boolean).join(' · ')}
      </h2>
      <ul className="mt-2 grid gap-2">
        {writes.map((write) => (
          <QueuedEntry key={write.id} write={write} />
        ))}
      </ul>
    </section>
  )
}

function QueuedEntry({ write }: { write: QueuedWrite }) {
  const { timeZone } = useOwnerSettings()
  const queuedAt = formatAsOf(Date.parse(write.queuedAt), timeZone)
  return (
    <li className="grid gap-1 rounded-sm border border-border p-2 sm:flex sm:items-center sm:justify-between sm:gap-3">
      <div className="min-w-0">
        <p className="text-foreground">{write.label}</p>
        {write.state === 'waiting' ? (
          <p className="text-muted-foreground">Waiting to sync · recorded {queuedAt}</p>
        ) : (
          <p className="flex items-start gap-1 text-destructive">
            <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>Not saved: {write.problem}</span>
          </p>
        )}
      </div>
      {write.state === 'refused' ? <RefusedActions write={write} /> : <DiscardEntry write={write} />}
    </li>
  )
}

/** A count or a weight is about the pet, not a record of it: it can go to another pet instead. */
const movable = (write: QueuedWrite) => (write.kind === 'breathing' || write.kind === 'weight') && write.petId !== null

function RefusedActions({ write }: { write: QueuedWrite }) {
  const queryClient = useQueryClient()
  const viewer = useViewer()
  const isOffline = useAppStore((state) => state.isOffline)
  const pets = usePets().pets.filter((pet) => pet.id !== write.petId && pet.access !== 'viewer')
  const [target, setTarget] = useState('')
  const selectId = useId()

  const resend = async (changes?: Parameters<typeof retryWrite>[1]) => {
    await retryWrite(write, changes)
    if (!isOffline && viewer) {
      const outcome = await syncOutbox(queryClient, viewer.userId)
      if (outcome.sent > 0) toast.success('Synced', { description: write.label })
    }
  }
  const moveTo = (pet: PetSummary) =>
    resend({
      petId: pet.id,
      path: write.path.replace(`/api/pets/${write.petId}/`, `/api/pets/${pet.id}/`),
      label: `${write.label} (moved to ${pet.name})`,
    })

  return (
    <div className="flex flex-wrap items-center gap-2">
      {movable(write) && pets.length > 0 ? (
        <div className="flex items-center gap-1">
          <label htmlFor={selectId} className="sr-only">
            Save for another pet
          </label>
          <select
            id={selectId}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            className="h-9 rounded-md border border-input bg-background px-2"
          >
            <option value="">Another pet…</option>
            {pets.map((pet) => (
              <option key={pet.id} value={pet.id}>
                {pet.name}
              </option>
            ))}
          </select>
          <Button
            size="sm"
            variant="outline"
            disabled={!target}
            onClick={() => {
              const pet = pets.find((candidate) => candidate.id === target)
              if (pet) void moveTo(pet)
            }}
          >
            Save there
          </Button>
        </div>
      ) : null}
      <Button size="sm" variant="outline" onClick={() => void resend()}>
        Try again
      </Button>
      <DiscardEntry write={write} />
    </div>
  )
}

/**
 * The owner's way out for any entry, waiting ones too (a server that stays down, an entry made by
 * mistake, signing out on a shared device): only after the question, never silently.
 */
function DiscardEntry({ write }: { write: QueuedWrite }) {
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="ghost" className="justify-self-start">
          Discard<span className="sr-only"> {write.label}</span>
        </Button>
      }
      title="Discard this entry?"
      description={`${write.label}. It has not reached Pawpulse, and it will be gone from this device too.`}
      confirmLabel="Discard"
      onConfirm={() => removeWrite(write.id)}
    />
  )
}
