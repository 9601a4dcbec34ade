import type { UseFormReturn } from 'react-hook-form'
import { Checkbox } from '#web/components/ui/checkbox.tsx'
import { RadioGroupField } from '#web/components/ui/radio-group-field.tsx'
import type { SymptomFormValues } from './symptom-form-values'
import { mvdChoiceLabels, optionsOf } from '#web/lib/health/symptom-labels.ts'

type Errors = Record<string, { message?: string } | undefined>

/** MVD symptoms worth logging (docs/product/veterinary.md#mvd-symptoms-worth-logging): coughing (and at night), breathing effort, exercise tolerance, fainting, appetite, restlessness. */
export function MvdFields({ form }: { form: UseFormReturn<SymptomFormValues> }) {
  const { register, formState } = form
  const errors = (formState.errors.symptoms ?? {}) as Errors
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid gap-1">
        <RadioGroupField
          legend="Coughing"
          options={optionsOf(mvdChoiceLabels.coughing)}
          error={errors.coughing?.message}
          {...register('symptoms.coughing')}
        />
        <Checkbox label="Coughing at night" {...register('symptoms.coughingAtNight')} />
      </div>
      <RadioGroupField
        legend="Breathing effort"
        options={optionsOf(mvdChoiceLabels.breathingEffort)}
        error={errors.breathingEffort?.message}
        {...register('symptoms.breathingEffort')}
      />
      <RadioGroupField
        legend="Exercise tolerance"
        options={optionsOf(mvdChoiceLabels.exerciseTolerance)}
        error={errors.exerciseTolerance?.message}
        {...register('symptoms.exerciseTolerance')}
      />
      <RadioGroupField
        legend="Appetite"
        options={optionsOf(mvdChoiceLabels.appetite)}
        error={errors.appetite?.message}
        {...register('symptoms.appetite')}
      />
      <div className="grid gap-1 sm:col-span-2">
        <Checkbox
          label="Fainting or collapse"
          description="Any episode since the last entry."
          {...register('symptoms.faintingOrCollapse')}
        />
        <Checkbox label="Restless at night" {...register('symptoms.restlessAtNight')} />
      </div>
    </div>
  )
}
