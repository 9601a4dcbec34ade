import { Controller } from 'react-hook-form'
import type { UseFormReturn } from 'react-hook-form'
import { ChoiceRadioGroup } from '#web/components/ui/choice-radio-group.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import type { SymptomFormValues } from './symptom-form-values'
import { severityLabels } from '#web/lib/health/symptom-labels.ts'

type Errors = Record<string, { message?: string } | undefined>
const severityOptions = [1, 2, 3, 4, 5].map((value) => ({ value, label: `${value} – ${severityLabels[value]}` }))

/** Any other condition (docs/product/health-tracking.md#other-conditions): the symptom in the owner's words and a severity 1–5. */
export function GenericFields({ form }: { form: UseFormReturn<SymptomFormValues> }) {
  const { register, control, formState } = form
  const errors = (formState.errors.symptoms ?? {}) as Errors
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Symptom"
        hint="Limping, itching, drinking more…"
        error={errors.symptom?.message}
        {...register('symptoms.symptom')}
      />
      <Controller
        control={control}
        name="symptoms.severity"
        render={({ field }) => (
          <ChoiceRadioGroup
            legend="Severity"
            options={severityOptions}
            value={field.value as number | undefined}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.severity?.message}
          />
        )}
      />
    </div>
  )
}
