import type { ComponentProps, ReactNode } from 'react'
import { Field } from './field'

interface TextareaFieldProps extends ComponentProps<'textarea'> {
  label: ReactNode
  hint?: ReactNode
  error?: string | undefined
}

export function TextareaField({ label, hint, error, id, className, rows = 3, ...props }: TextareaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className="w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground placeholder:text-muted-foreground aria-invalid:border-destructive sm:text-sm"
          {...props}
        />
      )}
    </Field>
  )
}
