import { AlertDialog as Primitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '#web/lib/cn.ts'

/**
 * A modal question (Radix AlertDialog): focus is trapped inside, Escape cancels, focus returns
 * to the trigger, and clicking outside does not close it — a destructive choice needs a button.
 */
export const AlertDialog = Primitive.Root
export const AlertDialogCancel = Primitive.Cancel

export function AlertDialogContent({ className, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-40 bg-black/50" />
      <Primitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg bg-card p-5 shadow-lg',
          className,
        )}
        {...props}
      />
    </Primitive.Portal>
  )
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof Primitive.Title>) {
  return <Primitive.Title className={cn('text-lg font-semibold text-foreground', className)} {...props} />
}

export function AlertDialogDescription({ className, ...props }: ComponentProps<typeof Primitive.Description>) {
  return <Primitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
}
