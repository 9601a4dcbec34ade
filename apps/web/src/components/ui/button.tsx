import { Slot } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '#web/lib/cn.ts'

const variants = {
  default: 'bg-primary text-primary-foreground hover:bg-primary-hover',
  outline: 'border border-border bg-card text-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  destructive: 'bg-destructive text-white hover:bg-destructive-hover',
  link: 'text-primary underline-offset-4 hover:underline',
  /** A delete in a tight place (a photo tile): link-sized, in the destructive colour. */
  'destructive-link': 'text-destructive underline-offset-4 hover:underline',
} as const

const sizes = {
  default: 'h-10 px-4',
  sm: 'h-9 px-3',
  icon: 'size-10',
} as const

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof variants
  size?: keyof typeof sizes
  /** Render the child (a Link, say) with the button's look instead of a <button>. */
  asChild?: boolean
}

export function buttonClassName({
  variant = 'default',
  size = 'default',
  className,
}: Pick<ButtonProps, 'variant' | 'size' | 'className'> = {}) {
  return cn(
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
    variants[variant],
    variant === 'link' || variant === 'destructive-link' ? 'h-auto px-0' : sizes[size],
    className,
  )
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  if (asChild) return <Slot.Root className={buttonClassName({ variant, size, className })} {...props} />
  return <button type={type ?? 'button'} className={buttonClassName({ variant, size, className })} {...props} />
}
