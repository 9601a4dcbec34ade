import { notificationMethods } from '@pawpulse/domain/profile'
import { repeatFrequencies } from '@pawpulse/domain/reminders'
import { Checkbox } from '#web/components/ui/checkbox.tsx'
import { Fieldset } from '#web/components/ui/fieldset.tsx'
import { SelectField } from '#web/components/ui/select-field.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { notificationMethodLabels, reminderCategoryLabels, weekdayLabels } from '#web/lib/pet-labels.ts'
import type { ReminderDraft } from '#web/lib/stores/onboarding-draft-types.ts'
import { fieldId } from '../utils/sections'

const frequencyLabels: Record<ReminderDraft['repeatFrequency'], string> = {
  once: 'Once',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
}
// Monday first, as most owners read a week.
const weekOrder = [1, 2, 3, 4, 5, 6, 0]

const toggled = <T,>(list: readonly T[], item: T, isOn: boolean) => (isOn ? [...list, item] : list.filter((entry) => entry !== item))

/** One category: on or off, how (e-mail, push, text), when, how often, and which weekdays. */
export function ReminderFields({
  reminder,
  sentIndex,
  errors,
  onChange,
}: {
  reminder: ReminderDraft
  sentIndex: number | null
  errors: Readonly<Record<string, string>>
  onChange: (changes: Partial<ReminderDraft>) => void
}) {
  const label = reminderCategoryLabels[reminder.category]
  const path = (field: string) => (sentIndex === null ? '' : `reminderPreferences.${sentIndex}.${field}`)
  return (
    <Fieldset legend={label} className="rounded-md border border-border p-3">
      <Checkbox
        label={`Remind me about ${label.toLowerCase()}`}
        checked={reminder.enabled}
        onChange={(event) => onChange({ enabled: event.target.checked })}
      />
      {reminder.enabled ? (
        <div className="mt-2 grid gap-4 sm:grid-cols-3">
          <Fieldset legend="How" error={errors[path('notificationMethods')]}>
            {notificationMethods.map((method) => (
              <Checkbox
                key={method}
                label={notificationMethodLabels[method]}
                checked={reminder.notificationMethods.includes(method)}
                onChange={(event) => onChange({ notificationMethods: toggled(reminder.notificationMethods, method, event.target.checked) })}
              />
            ))}
          </Fieldset>
          <TextField
            label="Time"
            type="time"
            id={fieldId(path('preferredTimes.0') || `reminder-${reminder.category}-time`)}
            value={reminder.time}
            onChange={(event) => onChange({ time: event.target.value })}
            error={errors[path('preferredTimes.0')]}
          />
          <SelectField
            label="Repeat"
            options={repeatFrequencies.map((value) => ({ value, label: frequencyLabels[value] }))}
            value={reminder.repeatFrequency}
            onChange={(event) => onChange({ repeatFrequency: event.target.value as ReminderDraft['repeatFrequency'] })}
          />
          {reminder.repeatFrequency === 'weekly' ? (
            <Fieldset legend="On these days" hint="One reminder each chosen day." className="sm:col-span-3">
              <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-4">
                {weekOrder.map((day) => (
                  <Checkbox
                    key={day}
                    label={weekdayLabels[day]}
                    checked={reminder.daysOfWeek.includes(day)}
                    onChange={(event) => onChange({ daysOfWeek: toggled(reminder.daysOfWeek, day, event.target.checked) })}
                  />
                ))}
              </div>
            </Fieldset>
          ) : null}
        </div>
      ) : null}
    </Fieldset>
  )
}
