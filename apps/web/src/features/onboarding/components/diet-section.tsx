import { TextField } from '#web/components/ui/text-field.tsx'
import { TextareaField } from '#web/components/ui/textarea-field.tsx'
import type { DietDraft } from '#web/lib/stores/onboarding-draft-types.ts'
import { fieldId } from '../utils/sections'
import { type SectionProps, usePetDraft } from './use-pet-draft'

const fields: { key: keyof DietDraft; label: string; hint?: string }[] = [
  { key: 'foodType', label: 'Food type', hint: 'Dry, wet, raw, home-cooked…' },
  { key: 'brand', label: 'Brand' },
  { key: 'feedingSchedule', label: 'Feeding schedule', hint: 'For example: 7:00 and 18:00' },
  { key: 'portionSize', label: 'Portion size' },
  { key: 'treats', label: 'Treats' },
  { key: 'dietaryRestrictions', label: 'Dietary restrictions' },
]

/** Section 4, diet: what, how much and how often the pet eats (docs/product/onboarding.md#the-eight-sections). */
export function DietSection({ errors }: SectionProps) {
  const { pet, setGroup } = usePetDraft()
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <TextField
          key={field.key}
          label={field.label}
          hint={field.hint}
          id={fieldId(`diet.${field.key}`)}
          value={pet.diet[field.key]}
          onChange={(event) => setGroup('diet', { [field.key]: event.target.value })}
          error={errors[`diet.${field.key}`]}
        />
      ))}
      <TextareaField
        label="Notes about diet"
        className="sm:col-span-2"
        id={fieldId('diet.notes')}
        value={pet.diet.notes}
        onChange={(event) => setGroup('diet', { notes: event.target.value })}
        error={errors['diet.notes']}
      />
    </div>
  )
}
