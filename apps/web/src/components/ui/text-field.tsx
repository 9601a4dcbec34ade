import { type ComponentProps, useId } from 'react'
import { Input } from './input'
import { Label } from './label'

interface TextFieldProps extends ComponentProps<'input'> {
  label: string
  /** A short rule shown under the field (say, the password length). */
  hint?: string
  /** Shown under the field and announced with it (aria-describedby). */
  error?: string | undefined
}

/** A labelled input with its hint and error wired for screen readers. */
export function TextField({ label, hint, error, id, ...props }: TextFieldProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const hintId = hint ? `${inputId}-hint` : undefined
  const errorId = error ? `${inputId}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
