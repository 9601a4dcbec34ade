import { XIcon } from 'lucide-react'
import { Dialog } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '#web/lib/cn.ts'

/** A side drawer (Radix Dialog): focus trapped inside, Escape closes, focus returns to the trigger. */
export const Sheet = Dialog.Root

export function SheetTitle({ className, ...props }: ComponentProps<typeof Dialog.Title>) {
  return <Dialog.Title className={cn('text-lg font-semibold', className)} {...props} />
}

export function SheetContent({ className, children, ...props }: ComponentProps<typeof Dialog.Content>) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
      <Dialog.Content
        className={cn('fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-card p-4 shadow-lg', className)}
        // The sheet holds navigation, not a message: no description to announce.
        aria-describedby={undefined}
        {...props}
      >
        {children}
        <Dialog.Close className="absolute top-3 right-3 rounded-md p-2 text-muted-foreground hover:bg-muted" aria-label="Close menu">
          <XIcon aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  )
}
