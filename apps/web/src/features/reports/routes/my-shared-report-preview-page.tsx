import { useParams } from 'react-router'
import { PageHeader } from '#web/components/page-header.tsx'
import { SectionError } from '#web/components/section-error.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import { useSharePreview } from '../api/shares'
import { SharedReportBody } from '../components/shared-report-body'

const statusText = {
  active: 'Active: the vet sees the report below.',
  expired: 'Expired: the vet now sees “This link is no longer valid”.',
  revoked: 'Revoked: the vet now sees “This link is no longer valid”.',
}

/** /my-shared-report-preview/{token} (docs/product/reports.md): the owner sees exactly what the link shows. */
export function MySharedReportPreviewPage() {
  const { token = '' } = useParams()
  const preview = useSharePreview(token)
  return (
    <>
      <PageHeader title="My shared report" description="Exactly what your vet sees through this link." />
      {preview.isPending ? <LoadingDots label="Loading the preview" /> : null}
      {preview.error instanceof ApiError && preview.error.status === 404 ? <p>This link is not one of yours, or it was deleted.</p> : null}
      {preview.isError && !(preview.error instanceof ApiError && preview.error.status === 404) ? (
        <SectionError what="preview" onRetry={() => void preview.refetch()} />
      ) : null}
      {preview.data ? (
        <div className="grid gap-4">
          <p className="rounded-md border border-border bg-muted p-3 text-sm" role="status">
            {statusText[preview.data.share.status]} Opened {preview.data.share.openCount}{' '}
            {preview.data.share.openCount === 1 ? 'time' : 'times'}
            {preview.data.share.lastOpenedAt
              ? `, last on ${formatDateTime(preview.data.share.lastOpenedAt, preview.data.shared.report.timeZone)}`
              : ''}
            .
          </p>
          <SharedReportBody shared={preview.data.shared} token={token} headingLevel={2} />
        </div>
      ) : null}
    </>
  )
}
