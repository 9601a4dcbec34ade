import { zodResolver } from '@hookform/resolvers/zod'
import { COUNTER_DURATIONS } from '@pawpulse/domain/breathing'
import type { BreathingSettingsView } from '@pawpulse/domain/breathing-api'
import { breathingSettingsSchema } from '@pawpulse/domain/breathing-input'
import { Controller, useForm } from 'react-hook-form'
import { FormActions } from '#web/components/form-actions.tsx'
import { ChoiceRadioGroup } from '#web/components/ui/choice-radio-group.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { asNumberOrNull } from '#web/lib/form-values.ts'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'
import { useSaveBreathingSettings } from '../api/save-breathing-settings'

const durationOptions = COUNTER_DURATIONS.map((value) => ({ value, label: `${value} seconds` }))

/**
 * Per-pet settings (docs/product/breathing.md#settings-and-thresholds): the alert threshold
 * (default 30/min) and the counter's default duration.
 */
export function BreathingSettingsForm({ petId, settings, canEdit }: { petId: string; settings: BreathingSettingsView; canEdit: boolean }) {
  const save = useSaveBreathingSettings(petId)
  const form = useForm({
    resolver: zodResolver(breathingSettingsSchema),
    defaultValues: { alertThreshold: settings.alertThreshold, defaultDurationSeconds: settings.defaultDurationSeconds },
  })
  const { register, control, formState } = form
  const errors = formState.errors
  const submit = useFormSubmit(form, {
    onSubmit: save.mutateAsync,
    fields: ['alertThreshold', 'defaultDurationSeconds'],
    fallback: 'Failed to save the settings. Please try again.',
  })

  if (!canEdit) {
    return (
      <p className="text-sm text-foreground">
        Alert above {settings.alertThreshold} breaths per minute; counts last {settings.defaultDurationSeconds} seconds by default.
      </p>
    )
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Breath Monitor settings" className="grid gap-4">
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="Alert threshold (breaths per minute)"
        type="number"
        inputMode="numeric"
        className="max-w-xs"
        hint={settings.isCustom ? 'Your own setting.' : 'The published default: 30 for most dogs and cats. Your vet may set another.'}
        error={errors.alertThreshold?.message}
        {...register('alertThreshold', { setValueAs: asNumberOrNull })}
      />
      <Controller
        control={control}
        name="defaultDurationSeconds"
        render={({ field }) => (
          <ChoiceRadioGroup
            legend="Default counting time"
            layout="row"
            options={durationOptions}
            value={field.value}
            onChange={field.onChange}
            error={errors.defaultDurationSeconds?.message}
          />
        )}
      />
      <FormActions isPending={formState.isSubmitting} submitLabel="Save settings" />
    </form>
  )
}
