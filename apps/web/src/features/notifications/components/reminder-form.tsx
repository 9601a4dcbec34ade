import {
  REMINDER_END_COUNT,
  REMINDER_INTERVAL_WEEKS,
  REMINDER_TITLE_MAX,
  reminderCategoryLabels,
  repeatLabels,
  reminderChannels,
  type NewReminder,
  type ReminderChannel,
} from '@pawpulse/domain/reminder-api'
import { repeatKinds } from '@pawpulse/domain/recurrence'
import { reminderCategories } from '@pawpulse/domain/reminders'
import { Controller, useWatch, useForm } from 'react-hook-form'
import { FormActions } from '#web/components/form-actions.tsx'
import { Checkbox } from '#web/components/ui/checkbox.tsx'
import { Fieldset } from '#web/components/ui/fieldset.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { RadioGroupField } from '#web/components/ui/radio-group-field.tsx'
import { SelectField } from '#web/components/ui/select-field.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { TextareaField } from '#web/components/ui/textarea-field.tsx'
import { asNumberOrNull } from '#web/lib/form-values.ts'
import { usePets } from '#web/lib/pets/get-pets.ts'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'
import { reminderFieldNames, reminderResolver, usesWeekdays, withFormFields, type ReminderFormValues } from './reminder-form-values'
import { TimesField } from './times-field'
import { WeekdaysField } from './weekdays-field'

const categoryOptions = reminderCategories.map((value) => ({ value, label: reminderCategoryLabels[value] }))
// Every few days is how a medication's reminder repeats (every 48 h); those are changed through the
// medication, so the form does not offer it.
const repeatOptions = repeatKinds.filter((value) => value !== 'every_n_days').map((value) => ({ value, label: repeatLabels[value] }))
const endOptions = [
  { value: 'never', label: 'Never' },
  { value: 'on_date', label: 'On a date' },
  { value: 'after_count', label: 'After a number of times' },
]

const channelLabels: Record<ReminderChannel, string> = { email: 'E-mail', push: 'Push notification' }

const weekdaysHint: Record<string, string> = {
  times_per_week: 'Or leave them empty: the times are spread over the week from the start date.',
  every_n_weeks: 'Leave them empty for the start date’s weekday.',
}

/** A reminder: pet or none, category, title, notes, start, times of day, how often, when it ends, how it reaches you. */
export function ReminderForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: ReminderFormValues
  submitLabel: string
  onSubmit: (body: NewReminder) => Promise<unknown>
  onCancel: () => void
}) {
  const form = useForm<ReminderFormValues, unknown, NewReminder>({ resolver: reminderResolver, defaultValues: initial })
  const { register, control, formState } = form
  const errors = formState.errors
  const [repeat, endKind] = useWatch({ control, name: ['repeat', 'endKind'] })
  // Reminders about a pet the user may only view are refused by the server: not offered.
  const pets = usePets().pets.filter((pet) => pet.access !== 'viewer')
  const submit = useFormSubmit(form, {
    onSubmit: (body) => onSubmit(body).catch((error: unknown) => Promise.reject(withFormFields(error))),
    fields: reminderFieldNames,
    fallback: 'The reminder could not be saved. Please try again.',
  })

  return (
    <form noValidate onSubmit={submit} aria-label={submitLabel} className="grid gap-4">
      <FormAlert message={errors.root?.server?.message ?? errors.root?.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Title"
          maxLength={REMINDER_TITLE_MAX}
          placeholder="Heart tablet"
          error={errors.title?.message}
          {...register('title')}
        />
        <SelectField label="Category" options={categoryOptions} error={errors.category?.message} {...register('category')} />
        <SelectField
          label="Pet"
          emptyLabel="No pet"
          options={pets.map((pet) => ({ value: pet.id, label: pet.name }))}
          error={errors.petId?.message}
          {...register('petId')}
        />
        <TextField label="Start date" type="date" error={errors.startDate?.message} {...register('startDate')} />
      </div>
      <Controller
        control={control}
        name="times"
        render={({ field }) => (
          <TimesField
            value={field.value}
            onChange={field.onChange}
            error={errors.times?.message}
            hint={repeat === 'times_per_day' ? 'Two or more times a day.' : 'On your clock, in your profile’s time zone.'}
          />
        )}
      />
      <SelectField label="Repeat" options={repeatOptions} error={errors.repeat?.message} className="sm:max-w-xs" {...register('repeat')} />
      {repeat === 'every_n_weeks' ? (
        <TextField
          label="Every how many weeks"
          type="number"
          inputMode="numeric"
          min={REMINDER_INTERVAL_WEEKS.min}
          max={REMINDER_INTERVAL_WEEKS.max}
          className="sm:max-w-xs"
          error={errors.interval?.message}
          {...register('interval', { setValueAs: asNumberOrNull })}
        />
      ) : null}
      {repeat === 'times_per_week' ? (
        <TextField
          label="Times a week"
          type="number"
          inputMode="numeric"
          min={1}
          max={7}
          className="sm:max-w-xs"
          error={errors.timesPerWeek?.message}
          {...register('timesPerWeek', { setValueAs: asNumberOrNull })}
        />
      ) : null}
      {usesWeekdays(repeat) ? (
        <Controller
          control={control}
          name="daysOfWeek"
          render={({ field }) => (
            <WeekdaysField
              legend="On these days"
              value={field.value}
              onChange={field.onChange}
              hint={weekdaysHint[repeat]}
              error={errors.daysOfWeek?.message}
            />
          )}
        />
      ) : null}
      {repeat !== 'once' ? (
        <div className="grid gap-3">
          <RadioGroupField legend="Ends" options={endOptions} error={errors.endKind?.message} {...register('endKind')} />
          {endKind === 'on_date' ? (
            <TextField label="End date" type="date" className="sm:max-w-xs" error={errors.endDate?.message} {...register('endDate')} />
          ) : null}
          {endKind === 'after_count' ? (
            <TextField
              label="Number of times"
              type="number"
              inputMode="numeric"
              min={REMINDER_END_COUNT.min}
              max={REMINDER_END_COUNT.max}
              className="sm:max-w-xs"
              error={errors.endCount?.message}
              {...register('endCount', { setValueAs: asNumberOrNull })}
            />
          ) : null}
        </div>
      ) : null}
      <TextareaField label="Notes" rows={2} error={errors.notes?.message} {...register('notes')} />
      <Controller
        control={control}
        name="notificationMethods"
        render={({ field }) => (
          <Fieldset
            legend="Also reach me by"
            hint="It shows on this page either way. Push goes to the devices where you turned it on."
            error={errors.notificationMethods?.message}
          >
            <div className="flex flex-wrap gap-x-6">
              {reminderChannels.map((channel) => (
                <Checkbox
                  key={channel}
                  label={channelLabels[channel]}
                  checked={field.value.includes(channel)}
                  onChange={(event) =>
                    field.onChange(event.target.checked ? [...field.value, channel] : field.value.filter((c) => c !== channel))
                  }
                />
              ))}
            </div>
          </Fieldset>
        )}
      />
      <FormActions isPending={formState.isSubmitting} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  )
}
