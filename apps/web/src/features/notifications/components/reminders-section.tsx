import type { Reminder } from '@pawpulse/domain/reminder-api'
import { localToday } from '@pawpulse/domain/time-zone'
import { PauseIcon, PencilIcon, PlayIcon, PlusIcon } from 'lucide-react'
import { useState } from 'react'
import { DeleteAction } from '#web/components/delete-action.tsx'
import { lazyForm, preloads } from '#web/components/lazy-form.tsx'
import { EmptyState } from '#web/components/empty-state.tsx'
import { SectionError } from '#web/components/section-error.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardTitle } from '#web/components/ui/card.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { failureMessage } from '#web/lib/api-client.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import { Link } from 'react-router'
import { toast } from '#web/lib/toast.ts'
import { useNotificationPreferences } from '../api/preferences'
import { useCreateReminder, useDeleteReminder, useReminders, useUpdateReminder } from '../api/reminders'
import { describeRepeat, describeSubject } from './describe-reminder'
import { newReminderValues, reminderValuesOf } from './reminder-form-values'

const ReminderForm = lazyForm(() => import('./reminder-form').then((module) => module.ReminderForm))

/** The user's reminders: add, edit, pause or resume, delete (after a confirmation). */
export function RemindersSection({ timeZone }: { timeZone: string }) {
  const reminders = useReminders()
  const create = useCreateReminder()
  // New reminders start with the owner's default channels.
  const defaultMethods = useNotificationPreferences().data?.methods
  const [isCreating, setIsCreating] = useState(false)
  const list = reminders.data?.reminders
  const newButton = (
    <Button type="button" {...preloads(ReminderForm)} onClick={() => setIsCreating(true)}>
      <PlusIcon aria-hidden="true" /> New reminder
    </Button>
  )
  return (
    <section aria-labelledby="reminders-title" className="grid content-start gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reminders-title" className="text-lg font-semibold">
          Reminders
        </h2>
        {!isCreating && list && list.length > 0 ? newButton : null}
      </div>
      {isCreating ? (
        <Card className="grid gap-3">
          <CardTitle>New reminder</CardTitle>
          <ReminderForm
            initial={newReminderValues(localToday(timeZone), defaultMethods)}
            submitLabel="Add reminder"
            onCancel={() => setIsCreating(false)}
            onSubmit={(body) => create.mutateAsync(body).then(() => setIsCreating(false))}
          />
        </Card>
      ) : null}
      {reminders.isPending ? <LoadingDots label="Loading your reminders" /> : null}
      {reminders.isError ? <SectionError what="reminders" onRetry={() => void reminders.refetch()} /> : null}
      {list?.length === 0 && !isCreating ? (
        <EmptyState title="No reminders yet">
          <p>Medicines, flea treatments, vet visits, a weekly weigh-in: set a time and Pawpulse reminds you here and by e-mail.</p>
          <div className="mt-3">{newButton}</div>
        </EmptyState>
      ) : null}
      {list && list.length > 0 ? (
        <ul className="grid gap-3">
          {list.map((reminder) => (
            <ReminderItem key={reminder.id} reminder={reminder} timeZone={timeZone} />
          ))}
        </ul>
      ) : null}
    </section>
  )
}

/** A reminder that follows a record is changed through the record (its rule comes from it). */
const sourceNoun: Record<NonNullable<Reminder['source']>['kind'], string> = {
  medication: 'medication’s schedule',
  treatment: 'treatment’s next due date',
  vaccination: 'vaccination’s due date',
}

function ReminderItem({ reminder, timeZone }: { reminder: Reminder; timeZone: string }) {
  const [isEditing, setIsEditing] = useState(false)
  const update = useUpdateReminder(reminder.id)
  const remove = useDeleteReminder()
  const togglePause = () =>
    update.mutate(
      { paused: !reminder.paused },
      {
        onError: (error) =>
          toast.error('Error', { description: failureMessage(error, 'The reminder could not be changed. Please try again.') }),
      },
    )
  if (isEditing) {
    return (
      <li>
        <Card className="grid gap-3">
          <CardTitle>Edit “{reminder.title}”</CardTitle>
          <ReminderForm
            initial={reminderValuesOf(reminder)}
            submitLabel="Save changes"
            onCancel={() => setIsEditing(false)}
            onSubmit={(body) => update.mutateAsync(body).then(() => setIsEditing(false))}
          />
        </Card>
      </li>
    )
  }
  const next = reminder.paused
    ? 'Paused'
    : reminder.nextDueAt
      ? `Next: ${formatDateTime(reminder.nextDueAt, timeZone)}`
      : 'Ended: no more times to go off'
  return (
    <li>
      <Card className="grid gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{reminder.title}</h3>
          <p className="text-sm text-muted-foreground">{describeSubject(reminder.petName, reminder.category)}</p>
          <p className="text-sm">{describeRepeat(reminder)}</p>
          <p className={reminder.paused ? 'text-sm font-medium text-amber-800' : 'text-sm'}>{next}</p>
          {reminder.notes ? <p className="mt-1 text-sm break-words whitespace-pre-line text-muted-foreground">{reminder.notes}</p> : null}
        </div>
        {reminder.source ? (
          <p className="text-sm">
            Follows the {sourceNoun[reminder.source.kind]}: change or stop it on{' '}
            <Link to="/medications" className="font-medium text-primary-strong underline underline-offset-4">
              Medications
            </Link>
            .
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {reminder.source ? null : (
            <Button variant="outline" size="sm" {...preloads(ReminderForm)} onClick={() => setIsEditing(true)}>
              <PencilIcon aria-hidden="true" /> Edit<span className="sr-only"> {reminder.title}</span>
            </Button>
          )}
          <Button variant="outline" size="sm" disabled={update.isPending} onClick={togglePause}>
            {reminder.paused ? <PlayIcon aria-hidden="true" /> : <PauseIcon aria-hidden="true" />}
            {reminder.paused ? 'Resume' : 'Pause'}
            <span className="sr-only"> {reminder.title}</span>
          </Button>
          {reminder.source ? null : (
            <DeleteAction
              target={reminder.title}
              title={`Delete “${reminder.title}”?`}
              description="The reminder and its history go; it will not remind you again."
              confirmLabel="Delete reminder"
              onConfirm={() => remove.mutateAsync(reminder.id)}
            />
          )}
        </div>
      </Card>
    </li>
  )
}
