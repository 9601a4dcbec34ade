import type { AdminOverview } from '@pawpulse/domain/admin'
import { SeverityBadge } from './severity-badge'

const numberFormat = new Intl.NumberFormat()

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border border-border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-foreground">{numberFormat.format(value)}</dd>
    </div>
  )
}

const tableClass = 'w-full text-left text-sm'
const headClass = 'bg-muted text-muted-foreground'
const cellClass = 'px-4 py-2 text-foreground'

/**
 * The /admin overview (docs/product/feedback-and-admin.md#the-admin-overview): counts, feedback
 * by severity, page views per page. Tables, no chart library.
 */
export function AdminOverviewView({ overview }: { overview: AdminOverview }) {
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Stat label="Accounts" value={overview.users} />
        <Stat label="Pets" value={overview.pets} />
        <Stat label="Logs this week" value={overview.logsThisWeek} />
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="overflow-x-auto rounded-lg border border-border bg-card">
          <table className={tableClass}>
            <caption className="px-4 py-2 text-left font-semibold text-foreground">Feedback by severity</caption>
            <thead className={headClass}>
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  Severity
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  Open
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  Total
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {overview.feedbackBySeverity.map((row) => (
                <tr key={row.severity}>
                  <th scope="row" className={`${cellClass} font-normal`}>
                    <SeverityBadge severity={row.severity} />
                  </th>
                  <td className={`${cellClass} text-right tabular-nums`}>{numberFormat.format(row.open)}</td>
                  <td className={`${cellClass} text-right tabular-nums`}>{numberFormat.format(row.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="overflow-x-auto rounded-lg border border-border bg-card">
          <table className={tableClass}>
            <caption className="px-4 py-2 text-left font-semibold text-foreground">Page views, last {overview.pageViews.days} days</caption>
            <thead className={headClass}>
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  Page
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  Views
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {overview.pageViews.pages.map((page) => (
                <tr key={page.path}>
                  <th scope="row" className={`${cellClass} font-mono font-normal break-all`}>
                    {page.path === '*' ? 'Not found (*)' : page.path}
                  </th>
                  <td className={`${cellClass} text-right tabular-nums`}>{numberFormat.format(page.views)}</td>
                </tr>
              ))}
              {overview.pageViews.pages.length === 0 ? (
                <tr>
                  <td colSpan={2} className="px-4 py-2 text-muted-foreground">
                    No page views yet.
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  )
}
