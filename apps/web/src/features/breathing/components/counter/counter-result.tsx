import { breathingContexts, breathsPerMinute, type BreathingContext, type CounterDuration } from '@pawpulse/domain/breathing'
import { breathingLogCreateSchema } from '@pawpulse/domain/breathing-input'
import { toOffsetDateTime } from '@pawpulse/domain/time-zone'
import { useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { StatusButton } from '#web/components/ui/status-button.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { ChoiceRadioGroup } from '#web/components/ui/choice-radio-group.tsx'
import { TextareaField } from '#web/components/ui/textarea-field.tsx'
import { failureMessage } from '#web/lib/api-client.ts'
import { useOwnerSettings } from '#web/lib/auth/owner-settings.ts'
import { type SavedCount, useCreateBreathingLog } from '#web/features/breathing/api/create-breathing-log.ts'
import { contextLabels } from '../breathing-labels'

interface CounterResultProps {
  petId: string
  count: number
  duration: CounterDuration
  endedAt: number
  /** A count from the camera mode: saved as method camera with the counter's confidence, described by `summary`. */
  camera?: { confidence: number; summary: string }
  onSaved: (result: SavedCount) => void
  onDiscard: () => void
}

/** The end of a count (tap counter or camera): breaths per minute, then the owner confirms with the context and a note, or discards. */
export function CounterResult({ petId, count, duration, endedAt, camera, onSaved, onDiscard }: CounterResultProps) {
  const { timeZone } = useOwnerSettings()
  const create = useCreateBreathingLog(petId)
  const [context, setContext] = useState<BreathingContext>('sleeping')
  const [notes, setNotes] = useState('')
  const [error, setError] = useState<string>()

  const save = async () => {
    // Taken on the owner's clock and sent with its offset; the server stores UTC.
    const body = {
      measuredAt: toOffsetDateTime(new Date(endedAt), timeZone),
      breathCount: count,
      durationSeconds: duration,
      ...(camera ? { method: 'camera' as const, confidence: camera.confidence } : { method: 'counter' as const }),
      context,
      notes: notes.trim() || null,
    }
    const checked = breathingLogCreateSchema.safeParse(body)
    if (!checked.success) return setError(checked.error.issues[0]?.message)
    setError(undefined)
    try {
      onSaved(await create.mutateAsync(checked.data))
    } catch (failure) {
      setError(failureMessage(failure, 'Failed to save the count. Please try again.'))
    }
  }

  return (
    <div className="grid gap-4">
      <div>
        <p className="text-4xl font-bold text-foreground">{breathsPerMinute(count, duration)} breaths per minute</p>
        <p className="text-sm text-muted-foreground">
          {count} {count === 1 ? 'breath' : 'breaths'} in {duration} seconds
        </p>
        {camera ? <p className="text-sm text-muted-foreground">{camera.summary}</p> : null}
      </div>
      <FormAlert message={error} />
      <ChoiceRadioGroup
        legend="Your pet was"
        layout="row"
        options={breathingContexts.map((value) => ({ value, label: contextLabels[value] }))}
        value={context}
        onChange={setContext}
      />
      <TextareaField
        label="Note"
        hint="Where, or anything unusual (dreaming, a warm room…)."
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <StatusButton onClick={() => void save()} isPending={create.isPending} pendingLabel="Saving…">
          Save count
        </StatusButton>
        <Button variant="outline" onClick={onDiscard} disabled={create.isPending}>
          Discard
        </Button>
      </div>
    </div>
  )
}
