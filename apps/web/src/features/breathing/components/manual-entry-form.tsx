import { breathingContexts, type BreathingContext, MANUAL_DURATION_RANGE } from '@pawpulse/domain/breathing'
import { breathingLogCreateSchema, type BreathingLogInput } from '@pawpulse/domain/breathing-input'
import type { SavedCount } from '../api/create-breathing-log'
import { fromLocalInputValue, toLocalInputValue } from '@pawpulse/domain/time-zone'
import { Controller, useForm } from 'react-hook-form'
import type { FieldErrors, Resolver } from 'react-hook-form'
import { FormActions } from '#web/components/form-actions.tsx'
import { ChoiceRadioGroup } from '#web/components/ui/choice-radio-group.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { TextareaField } from '#web/components/ui/textarea-field.tsx'
import { useOwnerSettings } from '#web/lib/auth/owner-settings.ts'
import { asNumberOrNull } from '#web/lib/form-values.ts'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'
import { useCreateBreathingLog } from '../api/create-breathing-log'
import { contextLabels } from './breathing-labels'

interface ManualValues {
  measuredAt: string
  breathCount: number | null
  durationSeconds: number | null
  context: BreathingContext
  notes: string
}

const fieldNames = ['measuredAt', 'breathCount', 'durationSeconds', 'context', 'notes'] as const

/** The form's local time becomes an instant with the owner's offset; the rest is the API's own check (breathingLogCreateSchema). */
function manualResolver(timeZone: string): Resolver<ManualValues, unknown, BreathingLogInput> {
  return async (values) => {
    const measuredAt = fromLocalInputValue(values.measuredAt, timeZone)
    const body = { ...values, measuredAt, method: 'manual', notes: values.notes.trim() || null }
    const result = breathingLogCreateSchema.safeParse(body)
    if (measuredAt && result.success) return { values: result.data, errors: {} }
    const errors: FieldErrors<ManualValues> = {}
    for (const issue of result.error?.issues ?? []) {
      const field = issue.path[0] as keyof ManualValues
      errors[field] ??= { type: 'validation', message: issue.message }
    }
    if (!measuredAt) errors.measuredAt = { type: 'validation', message: 'Enter the date and time of the count' }
    return { values: {}, errors }
  }
}

/** A count taken with another timer, typed in (10 to 300 seconds). */
export function ManualEntryForm({
  petId,
  onSaved,
  onCancel,
}: {
  petId: string
  onSaved: (result: SavedCount) => void
  onCancel: () => void
}) {
  const { timeZone } = useOwnerSettings()
  const create = useCreateBreathingLog(petId)
  const form = useForm<ManualValues, unknown, BreathingLogInput>({
    resolver: manualResolver(timeZone),
    defaultValues: {
      measuredAt: toLocalInputValue(new Date(), timeZone),
      breathCount: null,
      durationSeconds: 60,
      context: 'sleeping',
      notes: '',
    },
  })
  const { register, control, formState } = form
  const errors = formState.errors
  const submit = useFormSubmit(form, {
    onSubmit: async (body) => onSaved(await create.mutateAsync(body)),
    fields: fieldNames,
    fallback: 'Failed to save the count. Please try again.',
  })

  return (
    <form noValidate onSubmit={submit} aria-label="Enter a count" className="grid gap-4">
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="Breaths"
          type="number"
          inputMode="numeric"
          min={0}
          error={errors.breathCount?.message}
          {...register('breathCount', { setValueAs: asNumberOrNull })}
        />
        <TextField
          label="Seconds counted"
          type="number"
          inputMode="numeric"
          min={MANUAL_DURATION_RANGE.min}
          max={MANUAL_DURATION_RANGE.max}
          error={errors.durationSeconds?.message}
          {...register('durationSeconds', { setValueAs: asNumberOrNull })}
        />
        <TextField label="When" type="datetime-local" error={errors.measuredAt?.message} {...register('measuredAt')} />
      </div>
      <Controller
        control={control}
        name="context"
        render={({ field }) => (
          <ChoiceRadioGroup
            legend="Your pet was"
            layout="row"
            options={breathingContexts.map((value) => ({ value, label: contextLabels[value] }))}
            value={field.value}
            onChange={field.onChange}
            error={errors.context?.message}
          />
        )}
      />
      <TextareaField label="Note" error={errors.notes?.message} {...register('notes')} />
      <FormActions isPending={formState.isSubmitting} submitLabel="Save count" onCancel={onCancel} />
    </form>
  )
}
