import { REMINDER_TIMES_MAX } from '@pawpulse/domain/reminder-api'
import { PlusIcon, XIcon } from 'lucide-react'
import { Button } from '#web/components/ui/button.tsx'
import { Fieldset } from '#web/components/ui/fieldset.tsx'
import { Input } from '#web/components/ui/input.tsx'

/** The times of day a reminder goes off, on the owner's clock: one to six. */
export function TimesField({
  value,
  onChange,
  error,
  hint,
}: {
  value: string[]
  onChange: (times: string[]) => void
  error?: string | undefined
  hint?: string
}) {
  const set = (index: number, time: string) => onChange(value.map((old, i) => (i === index ? time : old)))
  const nextTime = () => {
    const last = value[value.length - 1] ?? '08:00'
    const hour = (Number(last.slice(0, 2)) + 4) % 24
    return `${String(hour).padStart(2, '0')}:${last.slice(3, 5) || '00'}`
  }
  return (
    <Fieldset legend="Times of day" hint={hint} error={error}>
      <ul className="flex flex-wrap gap-2">
        {value.map((time, index) => (
          <li key={index} className="flex items-center gap-1">
            <Input
              type="time"
              aria-label={`Time ${index + 1}`}
              aria-invalid={error ? true : undefined}
              className="w-32"
              value={time}
              onChange={(event) => set(index, event.target.value)}
            />
            {value.length > 1 ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove time ${index + 1}`}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <XIcon aria-hidden="true" />
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {value.length < REMINDER_TIMES_MAX ? (
        <div>
          <Button variant="link" onClick={() => onChange([...value, nextTime()])}>
            <PlusIcon aria-hidden="true" /> Add a time
          </Button>
        </div>
      ) : null}
    </Fieldset>
  )
}
