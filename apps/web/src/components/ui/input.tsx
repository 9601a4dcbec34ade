import type { ComponentProps } from 'react'
import { cn } from '#web/lib/cn.ts'

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-10 w-full rounded-md border border-input bg-card px-3 text-base text-foreground placeholder:text-muted-foreground sm:text-sm',
        'aria-invalid:border-destructive disabled:opacity-60',
        className,
      )}
      {...props}
    />
  )
}
