import { cn } from '../lib/cn'
import { Button } from './ui/button'
import { StatusButton } from './ui/status-button'

interface FormActionsProps {
  /** The form is being sent: the submit button says `pendingLabel`, both buttons wait. */
  isPending: boolean
  submitLabel: string
  pendingLabel?: string
  /** Omit for a form that stays open (sign in, settings): no cancel button. */
  onCancel?: () => void
  cancelLabel?: string
  size?: 'default' | 'sm'
  className?: string
}

/** A form's footer: submit (with its pending label) and, for forms that close, cancel. */
export function FormActions({
  isPending,
  submitLabel,
  pendingLabel = 'Saving…',
  onCancel,
  cancelLabel = 'Cancel',
  size = 'default',
  className,
}: FormActionsProps) {
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      <StatusButton type="submit" size={size} isPending={isPending} pendingLabel={pendingLabel}>
        {submitLabel}
      </StatusButton>
      {onCancel ? (
        <Button variant="outline" size={size} onClick={onCancel} disabled={isPending}>
          {cancelLabel}
        </Button>
      ) : null}
    </div>
  )
}
