import { Slot } from 'radix-ui'
import { type ReactNode, Suspense, useRef, useState } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { lazyPart, preloads } from '#web/lib/lazy-part.ts'
import { toast } from '#web/lib/toast.ts'
import type { ConfirmQuestion } from './confirm-dialog-question'

const questionCode = lazyPart(() => import('./confirm-dialog-question').then((module) => module.ConfirmDialogQuestion))

export const QUESTION_UNAVAILABLE = 'The question could not be opened. Check your connection and try again.'

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
        <Slot.Root ref={triggerRef} aria-haspopup="dialog" aria-expanded={isOpen} {...preloads(questionCode)} onClick={() => setOpen(true)}>
          {trigger}
        </Slot.Root>
      ) : null}
      {wasOpened ? (
        <ErrorBoundary
          fallback={null}
          onError={() => {
            // Offline before the service worker holds the release: the question's code cannot come.
            questionCode.renew()
            setWasOpened(false)
            setOpen(false)
            toast.error('Error', { description: QUESTION_UNAVAILABLE })
          }}
        >
          <Suspense fallback={null}>
            <questionCode.Component open={isOpen} onOpenChange={setOpen} returnFocusTo={triggerRef} {...question} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </>
  )
}
