import { cibdaiItems, faecalScores } from '@pawpulse/domain/symptoms'
import { Controller, useWatch } from 'react-hook-form'
import type { UseFormReturn } from 'react-hook-form'
import { ChoiceRadioGroup } from '#web/components/ui/choice-radio-group.tsx'
import { RadioGroupField } from '#web/components/ui/radio-group-field.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { CibdaiTotal } from './cibdai-total'
import type { SymptomFormValues } from './symptom-form-values'
import { ibdChoiceLabels, optionsOf } from '#web/lib/health/symptom-labels.ts'

type Errors = Record<string, { message?: string } | Record<string, { message?: string } | undefined> | undefined>
const asCount = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value))
const faecalOptions = faecalScores.map(({ score, description }) => ({ value: score, label: `${score}`, description }))

/** The IBD log (docs/product/health-tracking.md#ibd-log): the six CIBDAI items (0–3) with their total, the Purina faecal score, counts, appetite, energy. */
export function IbdFields({ form }: { form: UseFormReturn<SymptomFormValues> }) {
  const { register, control, formState } = form
  const errors = (formState.errors.symptoms ?? {}) as Errors
  const cibdaiErrors = (errors.cibdai ?? {}) as Record<string, { message?: string } | undefined>
  const message = (key: string) => (errors[key] as { message?: string } | undefined)?.message
  const scores = useWatch({ control, name: 'symptoms.cibdai' }) as Record<string, unknown> | undefined

  return (
    <div className="grid gap-5">
      <fieldset className="grid gap-4">
        <legend className="mb-2 font-medium text-foreground">CIBDAI (canine IBD activity index)</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {cibdaiItems.map((item) => (
            <Controller
              key={item.key}
              control={control}
              name={`symptoms.cibdai.${item.key}`}
              render={({ field }) => (
                <ChoiceRadioGroup
                  legend={item.label}
                  options={item.scores.map((description, score) => ({ value: score, label: `${score} – ${description}` }))}
                  value={field.value as number | undefined}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={cibdaiErrors[item.key]?.message}
                />
              )}
            />
          ))}
        </div>
        <CibdaiTotal scores={scores} />
      </fieldset>
      <Controller
        control={control}
        name="symptoms.faecalScore"
        render={({ field }) => (
          <ChoiceRadioGroup
            legend="Faecal score (Purina scale)"
            hint="2 is ideal."
            options={faecalOptions}
            value={field.value as number | undefined}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={message('faecalScore')}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Stools today"
          type="number"
          inputMode="numeric"
          min={0}
          max={20}
          error={message('stoolCount')}
          {...register('symptoms.stoolCount', { setValueAs: asCount })}
        />
        <TextField
          label="Vomiting today"
          hint="Times vomited."
          type="number"
          inputMode="numeric"
          min={0}
          max={20}
          error={message('vomitingCount')}
          {...register('symptoms.vomitingCount', { setValueAs: asCount })}
        />
        <RadioGroupField
          legend="Appetite today"
          options={optionsOf(ibdChoiceLabels.appetite)}
          error={message('appetite')}
          {...register('symptoms.appetite')}
        />
        <RadioGroupField
          legend="Energy today"
          options={optionsOf(ibdChoiceLabels.energy)}
          error={message('energy')}
          {...register('symptoms.energy')}
        />
      </div>
    </div>
  )
}
