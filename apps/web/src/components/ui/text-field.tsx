import type { ComponentProps, ReactNode } from 'react'
import { Field } from './field'
import { Input } from './input'

interface TextFieldProps extends ComponentProps<'input'> {
  label: ReactNode
  /** A short rule shown under the field (say, the password length). */
  hint?: ReactNode
  /** Shown under the field and announced with it (aria-describedby). */
  error?: string | undefined
  className?: string
}

/** A labelled input with its hint and error wired for screen readers. */
export function TextField({ label, hint, error, id, className, ...props }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => <Input {...control} {...props} />}
    </Field>
  )
}
