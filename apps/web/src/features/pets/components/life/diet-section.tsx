import type { PetDiet } from '@pawpulse/domain/pet-life-api'
import { type DietUpdate, dietUpdateSchema } from '@pawpulse/domain/pet-life-input'
import { dietSection } from '../../api/pet-life-sections'
import { useSaveLifeSection } from '../../api/save-life-section'
import { LifeSectionCard } from './life-section-card'
import { SectionFacts } from './section-facts'
import { lazyForm } from '#web/components/lazy-form.tsx'
import type { TextFieldSpec } from './text-section-form'

const TextSectionForm = lazyForm(() => import('./text-section-form').then((module) => module.TextSectionForm))

const fields: TextFieldSpec<keyof DietUpdate>[] = [
  { key: 'foodType', label: 'Food type', hint: 'Dry, wet, raw, home-cooked, prescription…' },
  { key: 'brand', label: 'Brand' },
  { key: 'feedingSchedule', label: 'Feeding schedule', hint: 'For example: 7:00 and 18:00' },
  { key: 'portionSize', label: 'Portion size', hint: 'For example: 80 g per meal' },
  { key: 'treats', label: 'Treats' },
  { key: 'dietaryRestrictions', label: 'Dietary restrictions', hint: 'Allergies, foods to avoid' },
  { key: 'notes', label: 'Notes about diet', long: true },
]

function DietForm({ petId, data, onDone }: { petId: string; data: PetDiet | null; onDone: () => void }) {
  const save = useSaveLifeSection(dietSection, petId)
  return <TextSectionForm label="Diet" fields={fields} schema={dietUpdateSchema} current={data} save={save.mutateAsync} onDone={onDone} />
}

/** What, how much and how often the pet eats (docs/product/pets.md#diet-behaviour-and-fun-facts). */
export function DietSection({ petId, canEdit }: { petId: string; canEdit: boolean }) {
  return (
    <LifeSectionCard
      section={dietSection}
      petId={petId}
      canEdit={canEdit}
      description="What, how much and how often the pet eats."
      empty={{ title: 'Add diet', hint: 'Add the food, the portions and any foods to avoid, so a sitter or the vet knows.' }}
      view={(diet) => (
        <SectionFacts label="Diet" items={fields.map((field) => [field.label.replace(' about diet', ''), diet[field.key]])} />
      )}
      form={({ data, onDone }) => <DietForm petId={petId} data={data} onDone={onDone} />}
      preloadForm={TextSectionForm.preload}
    />
  )
}
