import type { VetRecordFile } from '@pawpulse/domain/vet-record-api'
import { useQueryClient } from '@tanstack/react-query'
import { CircleAlertIcon, CircleCheckIcon, LoaderCircleIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { ApiError, failureMessage } from '#web/lib/api-client.ts'
import { useAiOnboardingStore } from '#web/lib/stores/ai-onboarding-store.ts'
import { deleteVetRecord } from '../../api/delete-vet-record'
import { useVetRecords, vetRecordQueryKey } from '../../api/get-vet-record'
import { vetRecordStatusText } from '../../utils/vet-record-status'
import type { UploadInProgress } from './vet-records-step'

function StatusIcon({ status }: { status: VetRecordFile['status'] | 'uploading' }) {
  if (status === 'done') return <CircleCheckIcon aria-hidden="true" className="size-5 shrink-0 text-primary" />
  if (status === 'failed') return <CircleAlertIcon aria-hidden="true" className="size-5 shrink-0 text-destructive" />
  return <LoaderCircleIcon aria-hidden="true" className="size-5 shrink-0 animate-spin text-muted-foreground" />
}

interface RowProps {
  name: string
  status: VetRecordFile['status'] | 'uploading'
  text: string
  onRemove: () => void
  isRemoving?: boolean
  removeError?: string
}

function Row({ name, status, text, onRemove, isRemoving, removeError }: RowProps) {
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-md border border-border p-3 text-sm">
      <StatusIcon status={status} />
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-medium break-all text-foreground">{name}</p>
        <p className={status === 'failed' ? 'text-destructive' : 'text-muted-foreground'}>{text}</p>
        {removeError ? <p className="text-destructive">{removeError}</p> : null}
      </div>
      <Button variant="ghost" size="sm" onClick={onRemove} disabled={isRemoving} aria-label={`Remove ${name}`}>
        {isRemoving ? 'Removing…' : 'Remove'}
      </Button>
    </li>
  )
}

interface VetRecordListProps {
  ids: readonly string[]
  uploads: readonly UploadInProgress[]
  onDismissUpload: (key: string) => void
}

/** The uploaded records with their progress (polled), and the files still being uploaded. */
export function VetRecordList({ ids, uploads, onDismissUpload }: VetRecordListProps) {
  const queryClient = useQueryClient()
  const removeVetRecord = useAiOnboardingStore((state) => state.removeVetRecord)
  const results = useVetRecords(ids)
  const [removing, setRemoving] = useState<Record<string, 'pending' | string>>({})

  const remove = async (id: string) => {
    setRemoving((state) => ({ ...state, [id]: 'pending' }))
    try {
      await deleteVetRecord(id)
    } catch (error) {
      // Already gone on the server: it only has to leave the list.
      if (!(error instanceof ApiError && error.status === 404)) {
        setRemoving((state) => ({ ...state, [id]: failureMessage(error, 'The record could not be removed. Please try again.') }))
        return
      }
    }
    removeVetRecord(id)
    queryClient.removeQueries({ queryKey: vetRecordQueryKey(id) })
  }

  if (ids.length === 0 && uploads.length === 0) return null
  return (
    <section aria-labelledby="vet-record-list-heading">
      <h3 id="vet-record-list-heading" className="mb-2 font-medium text-foreground">
        Your records
      </h3>
      <ul className="grid gap-2" aria-live="polite">
        {ids.map((id, index) => {
          const { data, error } = results[index] ?? {}
          const state = removing[id]
          const common = {
            onRemove: () => void remove(id),
            isRemoving: state === 'pending',
            removeError: state !== 'pending' ? state : undefined,
          }
          if (data) return <Row key={id} name={data.fileName} status={data.status} text={vetRecordStatusText(data)} {...common} />
          const text = error
            ? error instanceof ApiError && error.status === 404
              ? 'This record is no longer on the server.'
              : failureMessage(error, 'Its progress could not be loaded. Retrying…')
            : 'Loading…'
          return <Row key={id} name={`Record ${index + 1}`} status={error ? 'failed' : 'uploading'} text={text} {...common} />
        })}
        {uploads.map((upload) => (
          <Row
            key={upload.key}
            name={upload.fileName}
            status={upload.error ? 'failed' : 'uploading'}
            text={upload.error ?? 'Uploading…'}
            onRemove={() => onDismissUpload(upload.key)}
          />
        ))}
      </ul>
    </section>
  )
}
