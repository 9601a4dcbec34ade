import { type ReactNode, useId } from 'react'
import { cn } from '#web/lib/cn.ts'
import { Fieldset } from './fieldset'

interface ChoiceRadioGroupProps<T extends string | number> {
  legend: ReactNode
  options: readonly { value: T; label: ReactNode; description?: ReactNode }[]
  value: T | null | undefined
  onChange: (value: T) => void
  onBlur?: () => void
  hint?: ReactNode
  error?: string | undefined
  layout?: 'row' | 'column'
  className?: string
}

/**
 * Controlled radios (a score, a context): native inputs, so arrow keys and screen readers just
 * work, and the value keeps its type (numbers stay numbers).
 */
export function ChoiceRadioGroup<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  onBlur,
  hint,
  error,
  layout = 'column',
  className,
}: ChoiceRadioGroupProps<T>) {
  const name = useId()
  return (
    <Fieldset legend={legend} hint={hint} error={error} className={className}>
      <div className={cn(layout === 'row' ? 'flex flex-wrap gap-x-5' : 'grid')}>
        {options.map((option) => (
          <label key={option.value} className="flex min-h-10 cursor-pointer items-start gap-2 py-1 text-sm text-foreground">
            <input
              type="radio"
              name={name}
              className="mt-0.5 size-4 shrink-0 accent-primary"
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
            />
            <span>
              {option.label}
              {option.description ? <span className="block text-muted-foreground">{option.description}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </Fieldset>
  )
}
