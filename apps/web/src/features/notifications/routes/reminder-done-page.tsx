import type { Occurrence } from '@pawpulse/domain/reminder-api'
import { CheckIcon } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { SectionError } from '#web/components/section-error.tsx'
import { buttonClassName } from '#web/components/ui/button.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { StatusButton } from '#web/components/ui/status-button.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import { useEmailAction, useMarkDoneByLink } from '../api/email-action'
import { describeSubject } from '../components/describe-reminder'

/** The reader's own clock: the link works without signing in, so no profile's zone is known. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

const handledText: Partial<Record<Occurrence['status'], string>> = {
  done: 'This reminder is already marked done.',
  skipped: 'This reminder was skipped.',
}

/**
 * /reminders/done/{token}: a reminder e-mail's "Mark done" link, without signing in. Opening it
 * only reads what it is about (mail scanners open links); the button marks it done, once.
 */
export function ReminderDonePage() {
  const { token = '' } = useParams()
  const link = useEmailAction(token)
  const markDone = useMarkDoneByLink(token)
  const knownError = link.error instanceof ApiError && link.error.status > 0 && link.error.status < 500 ? link.error : null
  const doneError = markDone.error instanceof ApiError && markDone.error.hasServerMessage ? markDone.error.message : null
  return (
    <div className="mx-auto grid max-w-md gap-6">
      {/* Not indexed; the signed link is never passed on as a Referer. */}
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <h1 className="text-2xl font-bold text-foreground">Reminder</h1>
      {link.isPending ? <LoadingDots label="Opening the reminder" /> : null}
      {knownError ? <p role="alert">{knownError.message}</p> : null}
      {link.isError && !knownError ? <SectionError what="reminder" onRetry={() => void link.refetch()} /> : null}
      {link.data ? (
        <section aria-labelledby="reminder-title" className="grid gap-3 rounded-lg border border-border bg-card p-5">
          <h2 id="reminder-title" className="text-lg font-semibold break-words">
            {link.data.title}
          </h2>
          <p className="text-sm text-muted-foreground">
            {describeSubject(link.data.petName, link.data.category)} · due {formatDateTime(link.data.dueAt, browserTimeZone())}
          </p>
          {markDone.isSuccess ? (
            <p role="status" className="flex items-center gap-2 font-medium text-primary-strong">
              <CheckIcon aria-hidden="true" className="size-5" /> Marked done.
            </p>
          ) : handledText[link.data.status] ? (
            <p role="status">{handledText[link.data.status]}</p>
          ) : (
            <div>
              <StatusButton isPending={markDone.isPending} pendingLabel="Marking…" onClick={() => markDone.mutate()}>
                <CheckIcon aria-hidden="true" /> Mark done
              </StatusButton>
            </div>
          )}
          {doneError ? <p role="alert">{doneError}</p> : null}
          {markDone.isError && !doneError ? <p role="alert">Could not mark it done. Please try again.</p> : null}
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
