import { energyLabels, energyLevels } from '@pawpulse/domain/behavior'
import { SelectField } from '#web/components/ui/select-field.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { TextareaField } from '#web/components/ui/textarea-field.tsx'
import type { BehaviorDraft } from '#web/lib/stores/onboarding-draft-types.ts'
import { fieldId } from '../utils/sections'
import { type SectionProps, usePetDraft } from './use-pet-draft'

const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
]
const questions: { key: 'goodWithDogs' | 'goodWithCats' | 'goodWithChildren' | 'houseTrained'; label: string }[] = [
  { key: 'goodWithDogs', label: 'Good with dogs' },
  { key: 'goodWithCats', label: 'Good with cats' },
  { key: 'goodWithChildren', label: 'Good with children' },
  { key: 'houseTrained', label: 'House-trained' },
]

/** Section 5, behaviour (fields per docs/decisions/002-schema-for-fields-not-shown.md): what a vet or sitter should know. */
export function BehaviorSection({ errors }: SectionProps) {
  const { pet, setGroup } = usePetDraft()
  const behavior = pet.behavior
  const bind = (key: keyof BehaviorDraft) => ({
    id: fieldId(`behavior.${key}`),
    value: behavior[key],
    error: errors[`behavior.${key}`],
    onChange: (event: { target: { value: string } }) => setGroup('behavior', { [key]: event.target.value }),
  })

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Temperament" hint="Calm, shy, playful…" {...bind('temperament')} />
      <SelectField
        label="Energy level"
        emptyLabel="Not specified"
        options={energyLevels.map((value) => ({ value, label: energyLabels[value] }))}
        {...bind('energyLevel')}
      />
      {questions.map((question) => (
        <SelectField key={question.key} label={question.label} emptyLabel="Not sure" options={yesNo} {...bind(question.key)} />
      ))}
      <TextField label="Anxiety triggers" hint="Storms, fireworks, the vet's scale…" {...bind('anxietyTriggers')} />
      <TextField label="Handling notes" hint="For example: muzzle for nail clipping" {...bind('handlingNotes')} />
      <TextareaField label="Notes about behaviour" className="sm:col-span-2" {...bind('notes')} />
    </div>
  )
}
