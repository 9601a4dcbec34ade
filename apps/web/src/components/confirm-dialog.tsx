import { Slot } from 'radix-ui'
import { type ReactNode, Suspense, lazy, useRef, useState } from 'react'
import type { ConfirmQuestion } from './confirm-dialog-question'

const loadQuestion = () => import('./confirm-dialog-question')
const ConfirmDialogQuestion = lazy(() => loadQuestion().then((module) => ({ default: module.ConfirmDialogQuestion })))

interface ConfirmDialogProps extends ConfirmQuestion {
  /** The button that opens the dialog; omit it to open the dialog from state (`open`). */
  trigger?: ReactNode
  open?: boolean
  onOpenChange?: (open: boolean) => void
}

/**
 * Asks before anything is deleted or discarded, so one stray click loses nothing. The question
 * and its modal code load when it is first asked, or as the user heads for its button.
 */
export function ConfirmDialog({ trigger, open, onOpenChange, ...question }: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false)
  const isOpen = open ?? ownOpen
  const [wasOpened, setWasOpened] = useState(isOpen)
  if (isOpen && !wasOpened) setWasOpened(true)
  const triggerRef = useRef<HTMLElement>(null)

  const setOpen = (next: boolean) => {
    setOwnOpen(next)
    onOpenChange?.(next)
  }

  return (
    <>
      {trigger ? (
        <Slot.Root
          ref={triggerRef}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onPointerEnter={() => void loadQuestion()}
          onFocus={() => void loadQuestion()}
          onClick={() => setOpen(true)}
        >
          {trigger}
        </Slot.Root>
      ) : null}
      {wasOpened ? (
        <Suspense fallback={null}>
          <ConfirmDialogQuestion open={isOpen} onOpenChange={setOpen} returnFocusTo={triggerRef} {...question} />
        </Suspense>
      ) : null}
    </>
  )
}
