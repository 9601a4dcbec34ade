import { zodResolver } from '@hookform/resolvers/zod'
import {
  type FeedbackFields,
  feedbackFieldsSchema,
  feedbackSeverities,
  feedbackSeverityLabels,
  feedbackTypeLabels,
  feedbackTypes,
} from '@pawpulse/domain/feedback'
import { XIcon } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useLocation } from 'react-router'
import { toast } from '#web/lib/toast.ts'
import { ImageDropZone } from '#web/components/image-drop-zone.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { SelectField } from '#web/components/ui/select-field.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { TextareaField } from '#web/components/ui/textarea-field.tsx'
import { failureMessage } from '#web/lib/api-client.ts'
import { logger } from '#web/lib/logger.ts'
import { sendFeedback } from '../api/send-feedback'

const typeOptions = feedbackTypes.map((value) => ({ value, label: feedbackTypeLabels[value] }))
const severityOptions = feedbackSeverities.map((value) => ({ value, label: feedbackSeverityLabels[value] }))
/** Server messages do not all end in a full stop ('File type not supported'). */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)
/** The dialog starts on type 'bug', severity 'minor'. */
const emptyFeedback: FeedbackFields = { type: 'bug', severity: 'minor', heading: '', description: '' }

interface FeedbackDialogProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** The floating button: the dialog is not its Radix trigger (it loads later), so focus is returned by hand. */
  returnFocusTo: () => void
}

/**
 * The feedback dialog (docs/product/feedback-and-admin.md#the-feedback-dialog): type, severity,
 * heading, description and an optional screenshot. On submit it sends, closes and clears. A failure
 * is logged and the dialog still closes, but the owner is told by a toast and the draft is kept, so
 * nothing is lost silently.
 */
export function FeedbackDialog({ isOpen, onOpenChange, returnFocusTo }: FeedbackDialogProps) {
  const { pathname } = useLocation()
  const [screenshot, setScreenshot] = useState<File | null>(null)
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(feedbackFieldsSchema),
    defaultValues: emptyFeedback,
  })
  const { errors, isSubmitting } = formState

  const submit = handleSubmit(async (fields) => {
    try {
      await sendFeedback({ fields, pageUrl: pathname, screenshot })
      reset(emptyFeedback)
      setScreenshot(null)
      onOpenChange(false)
      toast.success('Feedback sent', { description: 'Thank you for helping us improve Pawpulse.' })
    } catch (error) {
      logger.error('Feedback could not be sent', { error })
      onOpenChange(false)
      toast.error('Feedback not sent', {
        description: `${sentence(failureMessage(error, 'Something went wrong on our side.'))} Your message is kept: open Send feedback to try again.`,
        action: { label: 'Open again', onClick: () => onOpenChange(true) },
      })
    }
  })

  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 grid max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg bg-card p-5 shadow-lg"
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo()
          }}
        >
          <div className="pr-8">
            <Dialog.Title className="text-lg font-semibold text-foreground">Send feedback</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-muted-foreground">
              Tell us what went wrong or what would help. The address of this page and your account are sent with it.
            </Dialog.Description>
          </div>
          <form noValidate onSubmit={submit} aria-label="Send feedback" className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField label="Type" options={typeOptions} error={errors.type?.message} {...register('type')} />
              <SelectField label="Severity" options={severityOptions} error={errors.severity?.message} {...register('severity')} />
            </div>
            <TextField label="Heading" hint="Up to 200 characters." error={errors.heading?.message} {...register('heading')} />
            <TextareaField
              label="Description"
              rows={5}
              hint="Up to 5,000 characters."
              error={errors.description?.message}
              {...register('description')}
            />
            <ImageDropZone
              label="Screenshot (optional)"
              removeLabel="Remove screenshot"
              file={screenshot}
              onFileChange={setScreenshot}
              isUploading={isSubmitting}
            />
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Sending…' : 'Send'}
              </Button>
            </div>
          </form>
          <Dialog.Close className="absolute top-3 right-3 rounded-md p-2 text-muted-foreground hover:bg-muted" aria-label="Close">
            <XIcon aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
