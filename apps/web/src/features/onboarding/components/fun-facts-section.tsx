import { TextField } from '#web/components/ui/text-field.tsx'
import { TextareaField } from '#web/components/ui/textarea-field.tsx'
import type { FunFactsDraft } from '#web/lib/stores/onboarding-draft-types.ts'
import { fieldId } from '../utils/sections'
import { type SectionProps, usePetDraft } from './use-pet-draft'

/** Section 6, fun facts (docs/product/onboarding.md#the-eight-sections); nicknames are asked in section 1. */
export function FunFactsSection({ errors }: SectionProps) {
  const { pet, setGroup } = usePetDraft()
  const bind = (key: keyof FunFactsDraft) => ({
    id: fieldId(`funFacts.${key}`),
    value: pet.funFacts[key],
    error: errors[`funFacts.${key}`],
    onChange: (event: { target: { value: string } }) => setGroup('funFacts', { [key]: event.target.value }),
  })
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Favourite toys" {...bind('favoriteToys')} />
      <TextField label="Favourite activities" {...bind('favoriteActivities')} />
      <TextareaField label="Quirky behaviours" className="sm:col-span-2" {...bind('quirkyBehaviors')} />
      <TextareaField label="Adoption story" className="sm:col-span-2" rows={4} {...bind('adoptionStory')} />
    </div>
  )
}
