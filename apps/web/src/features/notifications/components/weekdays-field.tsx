import { Checkbox } from '#web/components/ui/checkbox.tsx'
import { Fieldset } from '#web/components/ui/fieldset.tsx'
import { weekdayNames, weekdaysMondayFirst } from './describe-reminder'

/** Weekday checkboxes, Monday first; the value is the API's numbers (0 = Sunday). */
export function WeekdaysField({
  value,
  onChange,
  legend,
  hint,
  error,
}: {
  value: number[]
  onChange: (days: number[]) => void
  legend: string
  hint?: string
  error?: string | undefined
}) {
  return (
    <Fieldset legend={legend} hint={hint} error={error}>
      <div className="flex flex-wrap gap-x-4">
        {weekdaysMondayFirst.map((day) => (
          <Checkbox
            key={day}
            label={weekdayNames[day]}
            checked={value.includes(day)}
            onChange={(event) => onChange(event.target.checked ? [...value, day] : value.filter((d) => d !== day))}
          />
        ))}
      </div>
    </Fieldset>
  )
}
