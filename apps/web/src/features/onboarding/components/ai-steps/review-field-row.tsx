import { type FormEvent, useId, useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { cn } from '#web/lib/cn.ts'
import type { AiReviewDecision } from '#web/lib/stores/ai-onboarding-store.ts'
import { confidenceWords, type ReviewField } from '../../utils/ai-review-fields'

interface ReviewFieldRowProps {
  field: ReviewField
  decision: AiReviewDecision | undefined
  onDecide: (decision: AiReviewDecision | null) => void
  /** Why the value cannot be saved as it is (the browser's check or the server's). */
  error?: string
}

function decisionWords(decision: AiReviewDecision | undefined, isConflict: boolean): string {
  if (!decision) return isConflict ? 'Keeping what you typed' : 'Not decided: not saved'
  if (decision.action === 'accept') return isConflict ? 'Using the record’s' : 'Accepted'
  if (decision.action === 'reject') return isConflict ? 'Keeping what you typed' : 'Rejected: not saved'
  return `Edited: ${decision.value}`
}

/** One proposed value: what it is, the line it came from, how it was found, and the owner's choice. */
export function ReviewFieldRow({ field, decision, onDecide, error }: ReviewFieldRowProps) {
  const [isEditing, setEditing] = useState(false)
  const [text, setText] = useState(decision?.action === 'edit' ? decision.value : field.editText)
  const labelId = useId()
  const isConflict = field.typed !== undefined

  const saveEdit = (event: FormEvent) => {
    event.preventDefault()
    onDecide({ action: 'edit', value: text })
    setEditing(false)
  }

  return (
    <li
      aria-labelledby={labelId}
      className={cn(
        'grid gap-2 rounded-md border p-3 text-sm',
        error ? 'border-destructive' : 'border-border',
        decision?.action === 'reject' && !isConflict && 'opacity-70',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p id={labelId} className="font-medium text-foreground">
          {field.label}
        </p>
        <p className="text-muted-foreground">{confidenceWords(field.confidence)}</p>
      </div>
      {isConflict ? (
        <div className="grid gap-2 sm:grid-cols-2">
          <div className="rounded-md bg-muted p-2">
            <p className="text-muted-foreground">You typed</p>
            <p className="text-base break-words text-foreground">{field.typed}</p>
          </div>
          <div className="rounded-md bg-muted p-2">
            <p className="text-muted-foreground">The record says</p>
            <p className="text-base break-words text-foreground">{field.value}</p>
          </div>
        </div>
      ) : (
        <p className="text-base break-words text-foreground">{field.value}</p>
      )}
      <blockquote className="border-l-2 border-border pl-2 font-mono text-xs break-words whitespace-pre-wrap text-muted-foreground">
        <span className="sr-only">From the record: </span>
        {field.snippet}
      </blockquote>
      {isEditing ? (
        <form onSubmit={saveEdit} className="flex flex-wrap items-end gap-2">
          <TextField
            label={`New value for ${field.label}`}
            hint={field.editHint}
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="min-w-0 flex-1 basis-56"
            autoFocus
          />
          <Button type="submit" size="sm">
            Use this value
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <p className="basis-full font-medium break-words text-foreground sm:mr-auto sm:basis-auto" aria-live="polite">
            {decisionWords(decision, isConflict)}
          </p>
          <Button
            size="sm"
            variant={decision?.action === 'accept' ? 'default' : 'outline'}
            aria-pressed={decision?.action === 'accept'}
            aria-label={`${isConflict ? 'Use the record’s' : 'Accept'} ${field.label}`}
            onClick={() => onDecide({ action: 'accept' })}
          >
            {isConflict ? 'Use the record’s' : 'Accept'}
          </Button>
          <Button
            size="sm"
            variant={decision?.action === 'edit' ? 'default' : 'outline'}
            aria-pressed={decision?.action === 'edit'}
            aria-label={`Edit ${field.label}`}
            onClick={() => setEditing(true)}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant={decision?.action === 'reject' ? 'default' : 'outline'}
            aria-pressed={decision?.action === 'reject'}
            aria-label={`${isConflict ? 'Keep what you typed for' : 'Reject'} ${field.label}`}
            onClick={() => onDecide({ action: 'reject' })}
          >
            {isConflict ? 'Keep mine' : 'Reject'}
          </Button>
        </div>
      )}
      {error ? (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      ) : null}
    </li>
  )
}
