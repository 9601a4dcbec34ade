import type { ComponentProps, ReactNode } from 'react'
import { cn } from '#web/lib/cn.ts'
import { Checkbox } from './checkbox'
import { Fieldset } from './fieldset'

export interface RadioOption {
  value: string
  label: ReactNode
  description?: ReactNode
}

interface RadioGroupFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'value'> {
  legend: ReactNode
  options: readonly RadioOption[]
  hint?: ReactNode
  error?: string | undefined
  layout?: 'row' | 'column'
}

/**
 * Native radios under one legend: arrow keys move the choice, the group's error is announced.
 * The input props (the form's `register`) go to every radio.
 */
export function RadioGroupField({ legend, options, hint, error, layout = 'row', className, ...inputProps }: RadioGroupFieldProps) {
  return (
    <Fieldset legend={legend} hint={hint} error={error} className={className}>
      <div className={cn(layout === 'row' ? 'flex flex-wrap gap-x-5' : 'grid')}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            type="radio"
            value={option.value}
            label={option.label}
            description={option.description}
            {...inputProps}
          />
        ))}
      </div>
    </Fieldset>
  )
}
