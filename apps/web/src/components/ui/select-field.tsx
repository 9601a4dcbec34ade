import type { ComponentProps, ReactNode } from 'react'
import { cn } from '#web/lib/cn.ts'
import { Field } from './field'

export interface Option<V extends string = string> {
  value: V
  label: string
}

interface SelectFieldProps extends ComponentProps<'select'> {
  label: ReactNode
  options: readonly Option[]
  /** A first, empty choice ('Not specified'); omit when a value is required. */
  emptyLabel?: string
  hint?: ReactNode
  error?: string | undefined
}

/** A native select: keyboard, screen readers and mobile pickers work without any script. */
export function SelectField({ label, options, emptyLabel, hint, error, id, className, ...props }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <select
          {...control}
          {...props}
          className={cn(
            'h-10 w-full rounded-md border border-input bg-card px-3 text-base text-foreground sm:text-sm',
            'aria-invalid:border-destructive disabled:opacity-60',
          )}
        >
          {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
