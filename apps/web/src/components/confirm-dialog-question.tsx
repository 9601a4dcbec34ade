import { type ReactNode, type RefObject, useState } from 'react'
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from './ui/alert-dialog'
import { Button } from './ui/button'
import { StatusButton } from './ui/status-button'

export interface ConfirmQuestion {
  title: string
  description: ReactNode
  confirmLabel: string
  cancelLabel?: string
  /** The dialog stays open while this runs and closes when it resolves; a rejection keeps it open. */
  onConfirm: () => Promise<unknown> | void
  isDestructive?: boolean
  confirmDisabled?: boolean
  /** Extra content between the description and the buttons (say, a confirmation field). */
  children?: ReactNode
}

interface ConfirmDialogQuestionProps extends ConfirmQuestion {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes back when the question closes: the button that opened it, if any. */
  returnFocusTo: RefObject<HTMLElement | null>
}

/**
 * ConfirmDialog's question itself, with Radix's modal code (focus trap, scroll lock, the rest of
 * the page hidden from screen readers): a chunk of its own that loads when a question is first
 * asked, or as the pointer or focus reaches a button that asks one (decision 045).
 */
export function ConfirmDialogQuestion({
  open,
  onOpenChange,
  returnFocusTo,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  isDestructive = true,
  confirmDisabled = false,
  children,
}: ConfirmDialogQuestionProps) {
  const [isPending, setIsPending] = useState(false)

  const confirm = async () => {
    setIsPending(true)
    try {
      await onConfirm()
      onOpenChange(false)
    } catch {
      // The caller shows why (a toast or a field error); the question stays open to try again.
    } finally {
      setIsPending(false)
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => (isPending ? undefined : onOpenChange(next))}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo.current) return
          event.preventDefault()
          returnFocusTo.current.focus()
        }}
      >
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription asChild>
          <div>{description}</div>
        </AlertDialogDescription>
        {children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={isPending}>
              {cancelLabel}
            </Button>
          </AlertDialogCancel>
          <StatusButton
            variant={isDestructive ? 'destructive' : 'default'}
            onClick={() => void confirm()}
            isPending={isPending}
            pendingLabel="Working…"
            disabled={confirmDisabled}
          >
            {confirmLabel}
          </StatusButton>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  )
}
