import { type ReactNode, useId } from 'react'
import { cn } from '#web/lib/cn.ts'
import { Label } from './label'

export interface ControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

interface FieldProps {
  label: ReactNode
  /** A short rule shown under the control. */
  hint?: ReactNode
  /** Shown under the control and announced with it (aria-describedby). */
  error?: string | undefined
  id?: string
  className?: string
  children: (control: ControlProps) => ReactNode
}

/** A label, a control, its hint and its error, wired for screen readers: every form control uses it. */
export function Field({ label, hint, error, id, className, children }: FieldProps) {
  const generatedId = useId()
  const controlId = id ?? generatedId
  const hintId = hint ? `${controlId}-hint` : undefined
  const errorId = error ? `${controlId}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={controlId}>{label}</Label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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
