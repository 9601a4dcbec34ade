import { snoozeLabels, snoozeOptions, type Occurrence, type OccurrenceAction } from '@pawpulse/domain/reminder-api'
import { CheckIcon } from 'lucide-react'
import { EmptyState } from '#web/components/empty-state.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { formatDateTime } from '#web/lib/format-date.ts'
import { useOutbox } from '#web/lib/offline/outbox.ts'
import { actionTitle, occurrenceActionPath, useOccurrenceAction } from '../api/occurrence-actions'
import { describeSubject } from './describe-reminder'

/** Due and missed occurrences, oldest first: they stay until done or skipped (docs/product/reminders.md). */
export function OverdueSection({ occurrences, timeZone, now }: { occurrences: Occurrence[]; timeZone: string; now: number }) {
  return (
    <section aria-labelledby="overdue-title" className="grid content-start gap-3">
      <h2 id="overdue-title" className="text-lg font-semibold">
        Due now
      </h2>
      {occurrences.length === 0 ? (
        <EmptyState title="Nothing due">Reminders that go off show up here until you mark them done or skip them.</EmptyState>
      ) : (
        <ul className="grid gap-3">
          {occurrences.map((occurrence) => (
            <OverdueItem key={occurrence.id} occurrence={occurrence} timeZone={timeZone} now={now} />
          ))}
        </ul>
      )}
    </section>
  )
}

function OverdueItem({ occurrence, timeZone, now }: { occurrence: Occurrence; timeZone: string; now: number }) {
  const act = useOccurrenceAction()
  const run = (action: Parameters<typeof act.mutate>[0]['action']) =>
    act.mutate({ occurrenceId: occurrence.id, title: occurrence.title, action })
  const isSnoozed = occurrence.snoozedUntil !== null && Date.parse(occurrence.snoozedUntil) > now
  // Done or snoozed offline: the tap is kept on this device until it syncs (lib/offline).
  const queued = useOutbox((state) => state.writes.find((write) => write.path === occurrenceActionPath(occurrence.id)))
  return (
    <li className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <div className="min-w-0">
        <h3 className="font-semibold break-words">{occurrence.title}</h3>
        <p className="text-sm text-muted-foreground">
          {describeSubject(occurrence.petName, occurrence.category)} · due {formatDateTime(occurrence.dueAt, timeZone)}
          {occurrence.status === 'missed' ? ' · missed' : ''}
        </p>
        {isSnoozed ? <p className="text-sm">Snoozed until {formatDateTime(occurrence.snoozedUntil!, timeZone)}</p> : null}
        {queued ? (
          <p className="text-sm font-medium">
            {queued.state === 'waiting'
              ? `${actionTitle(queued.body as OccurrenceAction)} on this device, waiting to sync`
              : 'Not saved: see the list at the top'}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={act.isPending || queued?.state === 'waiting'} onClick={() => run({ action: 'done' })}>
          <CheckIcon aria-hidden="true" /> Done<span className="sr-only"> {occurrence.title}</span>
        </Button>
        <Button variant="ghost" size="sm" disabled={act.isPending || queued?.state === 'waiting'} onClick={() => run({ action: 'skip' })}>
          Skip<span className="sr-only"> {occurrence.title}</span>
        </Button>
      </div>
      <div role="group" aria-label={`Snooze ${occurrence.title}`} className="flex flex-wrap items-center gap-2">
        <span aria-hidden="true" className="text-sm text-muted-foreground">
          Snooze:
        </span>
        {snoozeOptions.map((option) => (
          <Button
            key={option}
            variant="outline"
            size="sm"
            disabled={act.isPending || queued?.state === 'waiting'}
            onClick={() => run({ action: 'snooze', for: option })}
          >
            <span className="sr-only">Snooze for </span>
            {snoozeLabels[option]}
          </Button>
        ))}
      </div>
    </li>
  )
}
