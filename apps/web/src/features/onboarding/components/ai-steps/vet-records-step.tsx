import {
  ACCEPTED_VET_RECORD_TYPE_NAMES,
  ACCEPTED_VET_RECORD_TYPES,
  MAX_VET_RECORD_BYTES,
  VET_RECORD_FILE_MESSAGES,
} from '@pawpulse/domain/vet-record-files'
import { useQueryClient } from '@tanstack/react-query'
import { FileUpIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { failureMessage } from '#web/lib/api-client.ts'
import { cn } from '#web/lib/cn.ts'
import { type FileRejection, useFileDrop } from '#web/lib/file-drop.ts'
import { useAiOnboardingStore } from '#web/lib/stores/ai-onboarding-store.ts'
import { vetRecordQueryKey } from '../../api/get-vet-record'
import { uploadVetRecord } from '../../api/upload-vet-record'
import { VetRecordList } from './vet-record-list'

const MAX_MB = MAX_VET_RECORD_BYTES / 1024 / 1024

/** A refused file in the server's own words (vet-record-files.ts). */
function rejectionText({ file, errors }: FileRejection): string {
  if (/\.hei[cf]$/i.test(file.name) || /hei[cf]/i.test(file.type)) return `${file.name}: ${VET_RECORD_FILE_MESSAGES.heic}`
  const code = errors[0]
  if (code === 'file-too-large') return `${file.name}: ${VET_RECORD_FILE_MESSAGES.tooLarge}`
  if (code === 'file-too-small') return `${file.name}: ${VET_RECORD_FILE_MESSAGES.empty}`
  return `${file.name}: ${VET_RECORD_FILE_MESSAGES.unsupportedType}`
}

export interface UploadInProgress {
  key: string
  fileName: string
  /** The failure, in words; undefined while uploading. */
  error?: string
}

/** Step 4: the vet's records, read on the server; each row polls its record until it is read. */
export function VetRecordsStep() {
  const queryClient = useQueryClient()
  const addVetRecord = useAiOnboardingStore((state) => state.addVetRecord)
  const vetRecordIds = useAiOnboardingStore((state) => state.vetRecordIds)
  const [uploads, setUploads] = useState<UploadInProgress[]>([])
  const [rejections, setRejections] = useState<string[]>([])
  const hintId = useId()

  const upload = (file: File) => {
    const key = `${file.name}-${Math.random().toString(36).slice(2)}`
    setUploads((list) => [...list, { key, fileName: file.name }])
    uploadVetRecord(file).then(
      (record) => {
        queryClient.setQueryData(vetRecordQueryKey(record.id), record)
        addVetRecord(record.id)
        setUploads((list) => list.filter((item) => item.key !== key))
      },
      (error: unknown) => {
        const message = failureMessage(error, 'The file could not be uploaded. Please try again.')
        setUploads((list) => list.map((item) => (item.key === key ? { ...item, error: message } : item)))
      },
    )
  }

  const { rootProps, inputProps, isDragActive, open } = useFileDrop({
    accept: ACCEPTED_VET_RECORD_TYPES,
    maxSize: MAX_VET_RECORD_BYTES,
    minSize: 1,
    multiple: true,
    onDrop: (accepted, refused) => {
      setRejections(refused.map(rejectionText))
      accepted.forEach(upload)
    },
  })

  return (
    <div className="mt-4 grid gap-4">
      <div className="rounded-md bg-muted p-3 text-sm text-foreground">
        <p>
          Your records are read on Pawpulse’s own server: nothing is sent anywhere else. A PDF from the clinic is read in moments; a photo
          or a scanned page takes a few seconds per page. You check everything that was found in the next step before anything is saved.
        </p>
      </div>
      <div
        {...rootProps}
        className={cn(
          'grid justify-items-center gap-2 rounded-lg border-2 border-dashed border-input p-6 text-center text-sm text-muted-foreground',
          isDragActive && 'border-primary bg-primary-soft',
        )}
      >
        <FileUpIcon aria-hidden="true" className="size-8 text-primary" />
        <p id={hintId}>
          {isDragActive
            ? 'Drop the files here'
            : `Drop your pet’s records here: ${ACCEPTED_VET_RECORD_TYPE_NAMES}, up to ${MAX_MB} MB each, several at once.`}
        </p>
        <Button variant="outline" onClick={open}>
          Choose files
        </Button>
        <input {...inputProps} aria-label="Vet records" aria-describedby={hintId} />
      </div>
      <div role="alert">
        {rejections.map((text) => (
          <p key={text} className="text-sm text-destructive">
            {text}
          </p>
        ))}
      </div>
      <VetRecordList
        ids={vetRecordIds}
        uploads={uploads}
        onDismissUpload={(key) => setUploads((list) => list.filter((item) => item.key !== key))}
      />
      <p className="text-sm text-muted-foreground">
        No records at hand? Skip this step: you can type the details in later on the pet’s pages.
      </p>
    </div>
  )
}
