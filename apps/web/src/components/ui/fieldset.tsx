import { type ReactNode, useId } from 'react'
import { cn } from '#web/lib/cn.ts'

/** A group of checkboxes or radios under one legend, with the group's error announced. */
export function Fieldset({
  legend,
  hint,
  error,
  className,
  children,
}: {
  legend: ReactNode
  hint?: ReactNode
  error?: string | undefined
  className?: string
  children: ReactNode
}) {
  const id = useId()
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined
  return (
    <fieldset className={cn('grid gap-1', className)} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium text-foreground">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
