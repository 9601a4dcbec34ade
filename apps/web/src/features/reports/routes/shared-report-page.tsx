import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { useSharedReport } from '../api/shared-report'
import { SharedReportBody } from '../components/shared-report-body'

/** The spec's words for an unknown, revoked or expired link. */
export const LINK_NO_LONGER_VALID = 'This link is no longer valid'

/** Plain buttons: the app's Button brings Radix, which this page has no other use for. */
const buttonClass =
  'inline-flex h-9 items-center justify-center rounded-md border border-border bg-card px-3 text-sm font-medium hover:bg-muted'

/**
 * /shared-report/{token} (docs/product/reports.md, decision 064): a report the owner shared with a
 * link, opened without an account (a vet on a phone or a clinic PC). Its own small page, mounted by
 * app/shared-report-entry.tsx: no session, none of the owner's navigation, nothing kept on the
 * device. Unknown, revoked and expired links read alike, and show the message alone.
 */
export function SharedReportPage({ token }: { token: string }) {
  const shared = useSharedReport(token)
  const isRateLimited = shared.error instanceof ApiError && shared.error.status === 429
  return (
    <div className="flex min-h-dvh flex-col">
      {/* Not indexed; the link is never passed on as a Referer. */}
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <header className="border-b border-border bg-card print:border-0">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-3 px-4">
          <p className="text-lg font-bold text-primary">
            Pawpulse <span className="font-normal text-muted-foreground">· shared report</span>
          </p>
          {shared.data ? (
            <button type="button" className={`${buttonClass} print:hidden`} onClick={() => window.print()}>
              Print
            </button>
          ) : null}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 focus-visible:outline-none print:p-0">
        {shared.isPending ? <LoadingDots label="Opening the report" /> : null}
        {shared.data === null ? <NoLongerValid /> : null}
        {isRateLimited ? <p role="alert">Too many requests from this address. Please wait a few minutes and try again.</p> : null}
        {shared.isError && !isRateLimited ? (
          <div role="alert" className="grid justify-items-start gap-2 rounded-md border border-destructive/40 bg-red-50 p-4 text-sm">
            <p>Could not show the report.</p>
            <button type="button" className={buttonClass} onClick={() => void shared.refetch()}>
              Try again
            </button>
          </div>
        ) : null}
        {shared.data ? <SharedReportBody shared={shared.data} token={token} headingLevel={1} /> : null}
      </main>
    </div>
  )
}

function NoLongerValid() {
  return (
    <section aria-labelledby="invalid-title" className="grid gap-2 rounded-lg border border-border bg-card p-6">
      <h1 id="invalid-title" className="text-2xl font-bold">
        {LINK_NO_LONGER_VALID}
      </h1>
      <p className="text-muted-foreground">It may have expired or been turned off by the pet’s owner. Ask them for a new link.</p>
    </section>
  )
}
