import { reportCsvLogs } from '@pawpulse/domain/report'
import type { SharedReport } from '@pawpulse/domain/report-api'
import { formatDateTime } from '#web/lib/format-date.ts'
import { ReportView } from './report-view'

/** The shared page's content, the same for the vet and for the owner's preview. */
export function SharedReportBody({ shared, token, headingLevel }: { shared: SharedReport; token: string; headingLevel: 1 | 2 }) {
  const base = `/api/shared-reports/${encodeURIComponent(token)}`
  return (
    <div className="grid gap-4">
      {shared.note ? (
        <section aria-label="Note from the owner" className="rounded-lg border border-border bg-muted p-4 text-sm">
          <p className="font-medium">Note from the owner</p>
          <p className="whitespace-pre-line">{shared.note}</p>
        </section>
      ) : null}
      <p className="text-sm text-muted-foreground">
        Shared on {formatDateTime(shared.sharedAt, shared.report.timeZone)}; the link works until{' '}
        {formatDateTime(shared.expiresAt, shared.report.timeZone)}. Read-only.
      </p>
      <p className="flex flex-wrap gap-3 text-sm print:hidden">
        <a className="font-medium text-primary underline" href={`${base}/report.pdf`} rel="noreferrer">
          Download PDF
        </a>
        {reportCsvLogs
          .filter(({ section }) => shared.report.sections.includes(section))
          .map(({ log, label }) => (
            <a key={log} className="text-primary underline" href={`${base}/${log}.csv`} rel="noreferrer">
              {label} (CSV)
            </a>
          ))}
      </p>
      <ReportView report={shared.report} photoUrl={`${base}/photo`} headingLevel={headingLevel} />
    </div>
  )
}
