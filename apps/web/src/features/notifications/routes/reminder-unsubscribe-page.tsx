import { reminderCategoryLabels } from '@pawpulse/domain/reminder-api'
import { Link, useParams } from 'react-router'
import { SectionError } from '#web/components/section-error.tsx'
import { buttonClassName } from '#web/components/ui/button.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { StatusButton } from '#web/components/ui/status-button.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { useUnsubscribeByLink, useUnsubscribeLink } from '../api/email-action'

/**
 * /reminders/unsubscribe/{token}: a reminder e-mail's "stop e-mails" link, without signing in.
 * Opening it only says what would stop (mail scanners open links); the button stops it. The
 * category is named as the app names it, quoted: "Other" is a category, not "other reminders".
 */
export function ReminderUnsubscribePage() {
  const { token = '' } = useParams()
  const link = useUnsubscribeLink(token)
  const stop = useUnsubscribeByLink(token)
  const knownError = link.error instanceof ApiError && link.error.status > 0 && link.error.status < 500 ? link.error : null
  const label = link.data ? reminderCategoryLabels[link.data.category] : ''
  return (
    <div className="mx-auto grid max-w-md gap-6">
      {/* Not indexed; the signed link is never passed on as a Referer. */}
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <h1 className="text-2xl font-bold text-foreground">Reminder e-mails</h1>
      {link.isPending ? <LoadingDots label="Opening the link" /> : null}
      {knownError ? <p role="alert">{knownError.message}</p> : null}
      {link.isError && !knownError ? <SectionError what="link" onRetry={() => void link.refetch()} /> : null}
      {link.data ? (
        <section aria-label="Stop e-mails" className="grid gap-3 rounded-lg border border-border bg-card p-5">
          {stop.isSuccess ? (
            <p role="status" className="font-medium">
              Done: you will no longer get e-mails for your reminders in the category “{label}”. They still appear in Pawpulse.
            </p>
          ) : (
            <>
              <p>
                Stop e-mails for your reminders in the category “{label}”? Your other categories’ e-mails go on, and these reminders still
                appear in Pawpulse.
              </p>
              <div>
                <StatusButton isPending={stop.isPending} pendingLabel="Stopping…" onClick={() => stop.mutate()}>
                  Stop these e-mails
                </StatusButton>
              </div>
            </>
          )}
          {stop.isError ? <p role="alert">Could not stop the e-mails. Please try again.</p> : null}
        </section>
      ) : null}
      <p>
        <Link to="/notifications" className={buttonClassName({ variant: 'outline' })}>
          Open your reminders
        </Link>
      </p>
    </div>
  )
}
