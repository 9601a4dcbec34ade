import type { VetRecordFile } from '@pawpulse/domain/vet-record-api'
import { DownloadIcon, ExternalLinkIcon, FileTextIcon, ImageIcon } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState } from '#web/components/empty-state.tsx'
import { SectionError } from '#web/components/section-error.tsx'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { formatIsoDate } from '#web/lib/format-date.ts'
import { usePetDocuments } from '../../api/get-pet-documents'

const linkClass = 'font-medium text-primary underline underline-offset-4'
const fileLinkClass =
  'col-start-2 inline-flex min-h-10 items-center gap-2 justify-self-start rounded-md border border-border bg-card px-4 text-sm font-medium text-foreground transition-colors hover:bg-muted sm:col-start-3'
const sizeFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 })

/** '2.4 MB', '180 KB', '900 bytes'. */
function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`
  return `${sizeFormat.format(bytes / 1024 / 1024)} MB`
}

/** The server stores the type the bytes proved: a PDF, or a photo (JPEG, PNG, WebP). */
const isPdf = (record: VetRecordFile) => record.contentType === 'application/pdf'

/**
 * The vet's records the AI wizard kept with the pet, read-only: each opens its original file in a
 * new tab (docs/product/pets.md#vet-records). Uploading happens in the wizard only.
 */
export function VetRecordsSection({ pet }: { pet: { id: string; name: string } }) {
  const documents = usePetDocuments(pet.id)
  const records = documents.data ?? []
  return (
    <Card aria-labelledby="pet-vet-records-title" className="grid min-w-0 gap-4">
      <div className="min-w-0">
        <CardTitle id="pet-vet-records-title">Vet records</CardTitle>
        <CardDescription>The clinic’s records you gave the AI set-up, as you uploaded them.</CardDescription>
      </div>
      {documents.isPending ? <LoadingDots label="Loading vet records" className="py-6" /> : null}
      {documents.isError ? <SectionError what="vet records" onRetry={() => void documents.refetch()} /> : null}
      {documents.isSuccess && records.length === 0 ? (
        <EmptyState title={`No vet records for ${pet.name} yet`}>
          <p>
            Records you upload in the{' '}
            <Link to="/onboarding/ai" className={linkClass}>
              AI set-up
            </Link>{' '}
            — a PDF from the clinic’s portal or photos of paper records — appear here once you save.
          </p>
        </EmptyState>
      ) : null}
      {records.length > 0 ? (
        <ul className="grid gap-2" aria-label={`${pet.name}’s vet records`}>
          {records.map((record) => (
            <VetRecordRow key={record.id} record={record} />
          ))}
        </ul>
      ) : null}
    </Card>
  )
}

function VetRecordRow({ record }: { record: VetRecordFile }) {
  const Icon = isPdf(record) ? FileTextIcon : ImageIcon
  return (
    <li className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 rounded-md border border-border p-3 sm:grid-cols-[auto_1fr_auto] sm:items-center">
      <Icon aria-hidden="true" className="mt-0.5 size-5 text-muted-foreground sm:mt-0" />
      <div className="min-w-0">
        <p className="font-medium text-foreground [overflow-wrap:anywhere]">{record.fileName}</p>
        <p className="flex flex-wrap gap-x-4 text-sm text-muted-foreground">
          <span>{isPdf(record) ? 'PDF' : 'Photo'}</span>
          <span>{formatFileSize(record.sizeBytes)}</span>
          {record.pages !== null ? <span>{record.pages === 1 ? '1 page' : `${record.pages} pages`}</span> : null}
          <span>Added {formatIsoDate(record.createdAt)}</span>
        </p>
      </div>
      {/* The server sends a PDF as a download and a photo to be shown (decision 059). */}
      {isPdf(record) ? (
        <a href={record.fileUrl} download={record.fileName} aria-label={`Download ${record.fileName}`} className={fileLinkClass}>
          Download
          <DownloadIcon aria-hidden="true" className="size-4" />
        </a>
      ) : (
        <a href={record.fileUrl} target="_blank" rel="noopener noreferrer" aria-label={`Open ${record.fileName}`} className={fileLinkClass}>
          Open
          <ExternalLinkIcon aria-hidden="true" className="size-4" />
        </a>
      )}
    </li>
  )
}
