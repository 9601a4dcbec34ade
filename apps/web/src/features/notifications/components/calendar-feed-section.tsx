import { CalendarPlusIcon, CopyIcon } from 'lucide-react'
import { useState } from 'react'
import { toast } from '#web/lib/toast.ts'
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx'
import { SectionError } from '#web/components/section-error.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { failureMessage } from '#web/lib/api-client.ts'
import { useCalendarFeed, useMakeCalendarFeed, useTurnOffCalendarFeed } from '../api/calendar-feed'

const MAKE_FAILED = 'The calendar address could not be made. Please try again.'

/**
 * "Calendar feed": a private address that calendar apps subscribe to, showing the reminders as
 * events. The server keeps only a hash of it, so the address is shown once, right after it is
 * made; a lost address is replaced by making a new one.
 */
export function CalendarFeedSection() {
  const feed = useCalendarFeed()
  const make = useMakeCalendarFeed()
  const turnOff = useTurnOffCalendarFeed()
  const madeUrl = make.data?.url ?? null
  // Just made: active already, while the status is fetched again.
  const isActive = madeUrl !== null || feed.data?.createdAt != null

  const makeNew = async () => {
    try {
      await make.mutateAsync()
    } catch (error) {
      toast.error('Error', { description: failureMessage(error, MAKE_FAILED) })
      throw error
    }
  }
  const off = async () => {
    try {
      await turnOff.mutateAsync()
      make.reset()
      toast.success('Calendar feed turned off')
    } catch (error) {
      toast.error('Error', { description: failureMessage(error, 'The calendar feed could not be turned off. Please try again.') })
      throw error
    }
  }

  return (
    <section aria-labelledby="calendar-feed-title" className="grid gap-2 border-t border-border pt-4">
      <h3 id="calendar-feed-title" className="font-medium">
        Calendar feed
      </h3>
      {feed.isPending ? (
        <LoadingDots label="Checking your calendar feed" />
      ) : feed.isError ? (
        <SectionError what="calendar feed" onRetry={() => void feed.refetch()} />
      ) : !isActive ? (
        <>
          <p className="text-sm text-muted-foreground">
            Show your reminders in Google, Apple or Outlook Calendar: make a private address and subscribe to it there.
          </p>
          <FormAlert message={make.error ? failureMessage(make.error, MAKE_FAILED) : undefined} />
          <div>
            <Button type="button" disabled={make.isPending} onClick={() => make.mutate()}>
              <CalendarPlusIcon aria-hidden="true" />
              {make.isPending ? 'Making the address…' : 'Make a calendar address'}
            </Button>
          </div>
        </>
      ) : (
        <>
          {madeUrl ? (
            <NewAddress url={madeUrl} />
          ) : (
            <p role="status" className="text-sm text-muted-foreground">
              Your calendar address is active. It is shown only when it is made: if you lost it, make a new one.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <ConfirmDialog
              trigger={
                <Button type="button" variant="outline" size="sm">
                  Make a new address
                </Button>
              }
              title="Make a new calendar address?"
              description="The current address stops working at once: calendars subscribed to it stop updating until you add the new one."
              confirmLabel="Make a new address"
              isDestructive={false}
              onConfirm={makeNew}
            />
            <ConfirmDialog
              trigger={
                <Button type="button" variant="outline" size="sm">
                  Turn off
                </Button>
              }
              title="Turn off the calendar feed?"
              description="The address stops working at once: calendars subscribed to it stop updating. You can make a new address later."
              confirmLabel="Turn off"
              onConfirm={off}
            />
          </div>
        </>
      )}
    </section>
  )
}

/** The address just made, with a copy button and where to paste it in each calendar app. */
function NewAddress({ url }: { url: string }) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
    } catch {
      toast.error('Error', { description: 'The address could not be copied. Select it and copy it by hand.' })
    }
  }
  return (
    <div className="grid gap-2">
      <p role="status" className="text-sm">
        Your calendar address is ready. Copy it now: it is shown only this once. Anyone with it can see your reminders, so keep it private.
      </p>
      <div className="flex flex-wrap gap-2">
        <input
          readOnly
          aria-label="Calendar address"
          value={url}
          className="min-w-0 flex-1 rounded-md border border-input bg-muted px-2 py-1 font-mono text-xs"
          onFocus={(e) => e.target.select()}
        />
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <CopyIcon aria-hidden="true" className="size-4" />
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <ul className="grid gap-1 text-sm text-muted-foreground">
        <li>
          <strong className="font-medium text-foreground">Google Calendar</strong> (on a computer): Other calendars → + → From URL.
        </li>
        <li>
          <strong className="font-medium text-foreground">Apple Calendar</strong>: File → New Calendar Subscription.
        </li>
        <li>
          <strong className="font-medium text-foreground">Outlook</strong>: Add calendar → Subscribe from web.
        </li>
      </ul>
    </div>
  )
}
