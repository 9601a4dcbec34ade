import { zodResolver } from '@hookform/resolvers/zod'
import { BODY_CONDITION_SCALE, bodyConditionLabel } from '@pawpulse/domain/body-condition'
import { localToday } from '@pawpulse/domain/time-zone'
import type { UnitSystem } from '@pawpulse/domain/profile'
import { weightUnitFor, weightUnits } from '@pawpulse/domain/units'
import { weightLogCreateSchema } from '@pawpulse/domain/weight-input'
import { useForm } from 'react-hook-form'
import { FormActions } from '#web/components/form-actions.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { SelectField } from '#web/components/ui/select-field.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { asNumberOrNull } from '#web/lib/form-values.ts'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'
import { useAddWeightLog } from '#web/features/pets/api/add-weight-log.ts'

const scoreOptions = Array.from({ length: BODY_CONDITION_SCALE }, (_, i) => i + 1).map((score) => ({
  value: String(score),
  label: `${score} – ${bodyConditionLabel(score)}`,
}))

/** A weight entry: the date, the weight in the owner's unit (or another), and an optional 1–9 body condition score. */
export function WeightForm({
  petId,
  timeZone,
  unitSystem,
  onDone,
}: {
  petId: string
  timeZone: string
  unitSystem: UnitSystem | null
  onDone: () => void
}) {
  const add = useAddWeightLog(petId)
  const form = useForm({
    resolver: zodResolver(weightLogCreateSchema),
    // Metric uses kg, otherwise lb.
    defaultValues: { measuredAt: localToday(timeZone), weightUnit: weightUnitFor(unitSystem), bodyConditionScore: null },
  })
  const { register, formState } = form
  const errors = formState.errors
  const submit = useFormSubmit(form, {
    onSubmit: async (values) => {
      await add.mutateAsync(values)
      onDone()
    },
    fields: ['measuredAt', 'weight', 'weightUnit', 'bodyConditionScore'],
    fallback: 'Failed to save the weight. Please try again.',
  })

  return (
    <form noValidate onSubmit={submit} aria-label="Add a weight" className="grid gap-4">
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Date" type="date" error={errors.measuredAt?.message} {...register('measuredAt')} />
        <div className="grid grid-cols-[1fr_6rem] gap-3">
          <TextField
            label="Weight"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.1"
            error={errors.weight?.message}
            {...register('weight', { setValueAs: asNumberOrNull })}
          />
          <SelectField
            label="Unit"
            options={weightUnits.map((unit) => ({ value: unit, label: unit }))}
            error={errors.weightUnit?.message}
            {...register('weightUnit')}
          />
        </div>
        <SelectField
          label="Body condition score"
          emptyLabel="Not scored"
          options={scoreOptions}
          hint="9-point scale: 1–3 under, 4–5 ideal, 6–9 over."
          error={errors.bodyConditionScore?.message}
          {...register('bodyConditionScore', { setValueAs: asNumberOrNull })}
        />
      </div>
      <FormActions isPending={formState.isSubmitting} submitLabel="Save weight" onCancel={onDone} />
    </form>
  )
}
