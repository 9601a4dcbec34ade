import { type Feedback, type FeedbackStatus, feedbackStatuses, feedbackStatusLabels } from '@pawpulse/domain/feedback'
import { type FormEvent, useState } from 'react'
import { toast } from '#web/lib/toast.ts'
import { StatusButton } from '#web/components/ui/status-button.tsx'
import { SelectField } from '#web/components/ui/select-field.tsx'
import { failureMessage } from '#web/lib/api-client.ts'
import { useUpdateFeedbackStatus } from '../api/update-feedback-status'

const statusOptions = feedbackStatuses.map((value) => ({ value, label: feedbackStatusLabels[value] }))

/** An admin sets the review status (new, in progress, resolved). */
export function FeedbackStatusForm({ feedback }: { feedback: Feedback }) {
  const [status, setStatus] = useState<FeedbackStatus>(feedback.status)
  const update = useUpdateFeedbackStatus(feedback.id)

  const save = (event: FormEvent) => {
    event.preventDefault()
    update.mutate(status, {
      onSuccess: (saved) =>
        toast.success('Status updated', { description: `“${saved.heading}” is now ${feedbackStatusLabels[saved.status].toLowerCase()}.` }),
      onError: (error) => toast.error('Status not saved', { description: failureMessage(error, 'Please try again.') }),
    })
  }

  return (
    <form onSubmit={save} aria-label="Review status" className="flex flex-wrap items-end gap-3">
      <SelectField
        label="Status"
        options={statusOptions}
        value={status}
        onChange={(event) => setStatus(event.target.value as FeedbackStatus)}
        className="w-48"
      />
      <StatusButton type="submit" isPending={update.isPending} pendingLabel="Saving…" disabled={status === feedback.status}>
        Save status
      </StatusButton>
    </form>
  )
}
