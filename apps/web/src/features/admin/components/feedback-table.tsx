import { type FeedbackSummary, feedbackStatusLabels, feedbackTypeLabels } from '@pawpulse/domain/feedback'
import { Link } from 'react-router'
import { useOwnerSettings } from '#web/lib/auth/owner-settings.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import { SeverityBadge } from './severity-badge'

/**
 * The feedback list in the order the server sends (severity, then newest). Headings are
 * rendered as text by React, never as HTML.
 */
export function FeedbackTable({ feedback, linkTo }: { feedback: FeedbackSummary[]; linkTo: (id: string) => string }) {
  const { timeZone } = useOwnerSettings()
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Feedback, most severe first, then newest</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Severity
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Heading
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Type
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Status
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              From
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Sent
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {feedback.map((item) => (
            <tr key={item.id}>
              <td className="px-4 py-2">
                <SeverityBadge severity={item.severity} />
              </td>
              <td className="px-4 py-2 break-words text-foreground">
                <Link to={linkTo(item.id)} className="font-medium text-primary underline underline-offset-4">
                  {item.heading}
                </Link>
                {item.screenshotUrl ? <span className="ml-2 text-xs text-muted-foreground">(screenshot)</span> : null}
              </td>
              <td className="px-4 py-2 text-foreground">{feedbackTypeLabels[item.type]}</td>
              <td className="px-4 py-2 whitespace-nowrap text-foreground">{feedbackStatusLabels[item.status]}</td>
              <td className="px-4 py-2 break-all text-foreground">{item.userEmail ?? 'No account'}</td>
              <td className="px-4 py-2 whitespace-nowrap text-foreground">{formatDateTime(item.createdAt, timeZone)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
