import { MessageSquareTextIcon } from 'lucide-react'
import { type ComponentType, useRef, useState } from 'react'
import { toast } from '#web/lib/toast.ts'
import { logger } from '#web/lib/logger.ts'
import type { FeedbackDialog as FeedbackDialogComponent } from './feedback-dialog'

const loadDialog = () => import('./feedback-dialog')

/**
 * Where the button floats from 768 px up. In the app layout it sits at the foot of the sidebar
 * (256 px wide and empty below the links), where it never covers a page's text; elsewhere (the
 * AI onboarding page has no sidebar) bottom right. Below 768 px it is bottom right, above the
 * bottom bar, in both.
 */
const placements = {
  sidebar: 'md:left-6 md:right-auto md:bottom-6',
  corner: 'md:right-6 md:bottom-6',
} as const

/**
 * The floating feedback button (signed-in layout and AI onboarding page). It stays tiny: the dialog (form, schemas, drop zone) loads on
 * first use, fetched early when the pointer or focus reaches the button (decision 005).
 */
export function FeedbackButton({ placement = 'corner' }: { placement?: keyof typeof placements }) {
  const [isOpen, setIsOpen] = useState(false)
  const [LoadedDialog, setLoadedDialog] = useState<ComponentType<Parameters<typeof FeedbackDialogComponent>[0]> | null>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  const open = async () => {
    setIsOpen(true)
    if (LoadedDialog) return
    try {
      const { FeedbackDialog } = await loadDialog()
      setLoadedDialog(() => FeedbackDialog)
    } catch (error) {
      // A failed chunk load must not take the page down; the next click tries again.
      setIsOpen(false)
      logger.error('Feedback dialog failed to load', { error })
      toast.error('Feedback unavailable', {
        description: 'The feedback form could not be loaded. Please check your connection and try again.',
      })
    }
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Send feedback"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={() => void loadDialog().catch(() => {})}
        onFocus={() => void loadDialog().catch(() => {})}
        onClick={() => void open()}
        className={`print:hidden fixed right-4 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 inline-flex h-12 min-w-12 items-center justify-center gap-2 rounded-full bg-primary px-3 text-sm font-medium text-primary-foreground shadow-lg hover:bg-primary-hover md:px-4 ${placements[placement]}`}
      >
        <MessageSquareTextIcon aria-hidden="true" className="size-5" />
        <span className="hidden md:inline">Feedback</span>
      </button>
      {LoadedDialog ? <LoadedDialog isOpen={isOpen} onOpenChange={setIsOpen} returnFocusTo={() => buttonRef.current?.focus()} /> : null}
    </>
  )
}
