import { type Feedback, feedbackStatusLabels, feedbackTypeLabels } from '@pawpulse/domain/feedback'
import { type ReactNode, useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { useOwnerSettings } from '#web/lib/auth/owner-settings.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import { useFeedback } from '../api/get-feedback'
import { FeedbackStatusForm } from './feedback-status-form'
import { SeverityBadge } from './severity-badge'

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words text-foreground">{children}</dd>
    </div>
  )
}

/**
 * One feedback in full: text, page, the author's e-mail and the screenshot, which is
 * served to admins only. Every user-written string is rendered as text, never as HTML.
 */
export function FeedbackDetail({ id, backTo }: { id: string; backTo: string }) {
  const { data, isPending, error } = useFeedback(id)
  const back = (
    <Link to={backTo} className="text-sm font-medium text-primary underline underline-offset-4">
      Back to all feedback
    </Link>
  )
  if (isPending) return <LoadingDots label="Loading feedback" />
  if (!data) {
    const isMissing = error instanceof ApiError && error.code === 'NOT_FOUND'
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <p className="text-foreground">
          {isMissing ? 'This feedback does not exist.' : 'The feedback could not be loaded. Please try again later.'}
        </p>
        {back}
      </div>
    )
  }
  return <FeedbackArticle feedback={data} back={back} />
}

function FeedbackArticle({ feedback, back }: { feedback: Feedback; back: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const { timeZone } = useOwnerSettings()
  // Opening a feedback replaces the list: focus moves to its heading so screen readers follow.
  useEffect(() => headingRef.current?.focus(), [feedback.id])

  return (
    <article aria-labelledby="feedback-heading" className="grid gap-5">
      {back}
      <h2
        id="feedback-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold break-words text-foreground focus-visible:outline-none"
      >
        {feedback.heading}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Item label="Severity">
          <SeverityBadge severity={feedback.severity} />
        </Item>
        <Item label="Type">{feedbackTypeLabels[feedback.type]}</Item>
        <Item label="Status">{feedbackStatusLabels[feedback.status]}</Item>
        <Item label="Page">{feedback.pageUrl ? <span className="font-mono">{feedback.pageUrl}</span> : 'Not recorded'}</Item>
        <Item label="From">{feedback.userEmail ?? 'No account (a guest, or a deleted account)'}</Item>
        <Item label="Sent">{formatDateTime(feedback.createdAt, timeZone)}</Item>
      </dl>
      <section aria-labelledby="feedback-description" className="grid gap-1">
        <h3 id="feedback-description" className="font-semibold text-foreground">
          Description
        </h3>
        <p className="break-words whitespace-pre-wrap text-foreground">{feedback.description}</p>
      </section>
      <section aria-labelledby="feedback-screenshot" className="grid gap-1">
        <h3 id="feedback-screenshot" className="font-semibold text-foreground">
          Screenshot
        </h3>
        {feedback.screenshotUrl ? (
          <a href={feedback.screenshotUrl} target="_blank" rel="noreferrer" className="justify-self-start">
            <img
              src={feedback.screenshotUrl}
              alt="Screenshot sent with this feedback"
              className="max-h-96 rounded-md border border-border"
            />
          </a>
        ) : (
          <p className="text-muted-foreground">No screenshot.</p>
        )}
      </section>
      <FeedbackStatusForm key={feedback.status} feedback={feedback} />
    </article>
  )
}
