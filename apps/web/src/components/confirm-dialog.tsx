import { type ReactNode, useState } from 'react'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './ui/alert-dialog'
import { Button } from './ui/button'
import { StatusButton } from './ui/status-button'

interface ConfirmDialogProps {
  /** The button that opens the dialog; omit it to open the dialog from state (`open`). */
  trigger?: ReactNode
  open?: boolean
  onOpenChange?: (open: boolean) => void
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

/** Asks before anything is deleted or discarded, so one stray click loses nothing. */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  isDestructive = true,
  confirmDisabled = false,
  children,
}: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false)
  const [isPending, setIsPending] = useState(false)
  const isOpen = open ?? ownOpen
  const setOpen = (next: boolean) => {
    setOwnOpen(next)
    onOpenChange?.(next)
  }

  const confirm = async () => {
    setIsPending(true)
    try {
      await onConfirm()
      setOpen(false)
    } catch {
      // The caller shows why (a toast or a field error); the question stays open to try again.
    } finally {
      setIsPending(false)
    }
  }

  return (
    <AlertDialog open={isOpen} onOpenChange={(next) => (isPending ? undefined : setOpen(next))}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
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
