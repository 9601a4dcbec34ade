import {
  energyLabels,
  energyLevels,
  houseTrainingLabels,
  houseTrainingLevels,
  reactivityDescriptions,
  reactivityFields,
  reactivityLabels,
  reactivityLevels,
  reactivityTargetLabels,
  reactivityTargets,
  separationAnxietyLabels,
  separationAnxietyLevels,
} from '@pawpulse/domain/behavior'
import type { PetBehavior } from '@pawpulse/domain/pet-life-api'
import { type BehaviorUpdate, behaviorUpdateSchema } from '@pawpulse/domain/pet-life-input'
import { useForm } from 'react-hook-form'
import { FormActions } from '#web/components/form-actions.tsx'
import { Fieldset } from '#web/components/ui/fieldset.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { SelectField } from '#web/components/ui/select-field.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { TextareaField } from '#web/components/ui/textarea-field.tsx'
import { bodyResolver } from '#web/lib/body-resolver.ts'
import { asTextOrNull } from '#web/lib/form-values.ts'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'
import { behaviorSection } from '../../api/pet-life-sections'
import { useSaveLifeSection } from '../../api/save-life-section'

/** Every control gives a string: '' is "not known", 'yes'/'no' the two answers of a yes/no. */
type BehaviorFormValues = Record<keyof BehaviorUpdate, string>

const yesNoKeys = ['crateTrained', 'muzzleNeeded'] as const
const fieldNames = Object.keys(behaviorUpdateSchema.shape) as (keyof BehaviorUpdate)[]
const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) => keys.map((value) => ({ value, label: labels[value] }))
const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
]

function toValues(b: PetBehavior | null): BehaviorFormValues {
  const values = Object.fromEntries(fieldNames.map((key) => [key, b?.[key] ?? ''])) as Record<string, unknown>
  for (const key of yesNoKeys) values[key] = b?.[key] === true ? 'yes' : b?.[key] === false ? 'no' : ''
  return values as BehaviorFormValues
}

function toBody(values: BehaviorFormValues) {
  const body: Record<string, unknown> = Object.fromEntries(fieldNames.map((key) => [key, asTextOrNull(values[key])]))
  for (const key of yesNoKeys) body[key] = values[key] === '' ? null : values[key] === 'yes'
  return body
}

/** The behaviour, every field at once; the scales are explained where they are chosen. */
export function BehaviorForm({ petId, data, onDone }: { petId: string; data: PetBehavior | null; onDone: () => void }) {
  const save = useSaveLifeSection(behaviorSection, petId)
  const form = useForm<BehaviorFormValues, unknown, BehaviorUpdate>({
    resolver: bodyResolver(behaviorUpdateSchema, toBody),
    defaultValues: toValues(data),
  })
  const { register, formState } = form
  const errors = formState.errors
  const submit = useFormSubmit(form, {
    onSubmit: async (body) => {
      await save.mutateAsync(body)
      onDone()
    },
    fields: fieldNames,
    fallback: 'Failed to save the behaviour. Please try again.',
  })

  return (
    <form noValidate onSubmit={submit} aria-label="Behaviour" className="grid gap-5">
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Temperament" hint="Calm, shy, playful…" error={errors.temperament?.message} {...register('temperament')} />
        <SelectField
          label="Energy level"
          emptyLabel="Not known"
          options={options(energyLevels, energyLabels)}
          error={errors.energyLevel?.message}
          {...register('energyLevel')}
        />
      </div>
      <Fieldset legend="How the pet reacts to…">
        <details className="text-sm text-muted-foreground">
          <summary className="cursor-pointer">What the scale means</summary>
          <ul className="mt-2 grid gap-1">
            {reactivityLevels.map((level) => (
              <li key={level}>
                <span className="font-medium text-foreground">{reactivityLabels[level]}</span>: {reactivityDescriptions[level]}
              </li>
            ))}
          </ul>
        </details>
        <div className="grid gap-4 sm:grid-cols-2">
          {reactivityTargets.map((target) => {
            const key = reactivityFields[target]
            return (
              <SelectField
                key={target}
                label={reactivityTargetLabels[target]}
                emptyLabel="Not known"
                options={options(reactivityLevels, reactivityLabels)}
                error={errors[key]?.message}
                {...register(key)}
              />
            )
          })}
        </div>
      </Fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Anxiety triggers"
          hint="Storms, fireworks, the vet's scale…"
          error={errors.anxietyTriggers?.message}
          {...register('anxietyTriggers')}
        />
        <SelectField
          label="Separation anxiety"
          emptyLabel="Not known"
          options={options(separationAnxietyLevels, separationAnxietyLabels)}
          error={errors.separationAnxiety?.message}
          {...register('separationAnxiety')}
        />
        <SelectField
          label="House-training"
          hint="A litter box, for a cat"
          emptyLabel="Not known"
          options={options(houseTrainingLevels, houseTrainingLabels)}
          error={errors.houseTraining?.message}
          {...register('houseTraining')}
        />
        <SelectField
          label="Crate-trained"
          emptyLabel="Not known"
          options={yesNo}
          error={errors.crateTrained?.message}
          {...register('crateTrained')}
        />
      </div>
      <Fieldset legend="Handling at the vet">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Muzzle needed"
            emptyLabel="Not known"
            options={yesNo}
            error={errors.muzzleNeeded?.message}
            {...register('muzzleNeeded')}
          />
          <TextareaField
            label="Handling notes"
            hint="What helps: a towel, treats, the owner holding…"
            className="sm:col-span-2"
            error={errors.handlingNotes?.message}
            {...register('handlingNotes')}
          />
        </div>
      </Fieldset>
      <TextareaField label="Notes about behaviour" error={errors.notes?.message} {...register('notes')} />
      <FormActions isPending={formState.isSubmitting} submitLabel="Save behaviour" onCancel={onDone} cancelLabel="Cancel editing" />
    </form>
  )
}
