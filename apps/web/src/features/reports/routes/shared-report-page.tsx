import { useParams } from 'react-router'
import { ApiError } from '#web/lib/api-client.ts'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { SectionError } from '#web/components/section-error.tsx'
import { useSharedReport } from '../api/shares'
import { SharedReportBody } from '../components/shared-report-body'

/**
 * /shared-report/{token} (docs/product/reports.md): a report the owner shared with a link, opened without an
 * account (a vet on a phone or a clinic PC). Unknown, revoked and expired links read alike.
 */
export function SharedReportPage() {
  const { token = '' } = useParams()
  const shared = useSharedReport(token)
  return (
    <>
      {/* Not indexed; the link is never passed on as a Referer. */}
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      {shared.isPending ? <LoadingDots label="Opening the report" /> : null}
      {shared.error instanceof ApiError && shared.error.status === 404 ? <NoLongerValid /> : null}
      {shared.error instanceof ApiError && shared.error.status === 429 ? (
        <p role="alert">Too many requests from this address. Please wait a few minutes and try again.</p>
      ) : null}
      {shared.isError && !(shared.error instanceof ApiError && (shared.error.status === 404 || shared.error.status === 429)) ? (
        <SectionError what="report" onRetry={() => void shared.refetch()} />
      ) : null}
      {shared.data ? <SharedReportBody shared={shared.data} token={token} headingLevel={1} /> : null}
    </>
  )
}

function NoLongerValid() {
  return (
    <section aria-labelledby="invalid-title" className="grid gap-2 rounded-lg border border-border bg-card p-6">
      <h1 id="invalid-title" className="text-2xl font-bold">
        This link is no longer valid
      </h1>
      <p className="text-muted-foreground">It may have expired or been turned off by the pet’s owner. Ask them for a new link.</p>
    </section>
  )
}
