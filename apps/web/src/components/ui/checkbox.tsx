import type { ComponentProps, ReactNode } from 'react'
import { cn } from '#web/lib/cn.ts'

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode
  /** A line under the label, read with it. */
  description?: ReactNode
  type?: 'checkbox' | 'radio'
}

/** A native checkbox (or radio) inside its label: the whole line is the click target. */
export function Checkbox({ label, description, className, type = 'checkbox', ...props }: CheckboxProps) {
  return (
    <label className={cn('flex min-h-10 cursor-pointer items-start gap-2 py-1 text-sm text-foreground', className)}>
      <input type={type} className="mt-0.5 size-4 shrink-0 accent-primary" {...props} />
      <span>
        {label}
        {description ? <span className="block text-muted-foreground">{description}</span> : null}
      </span>
    </label>
  )
}
