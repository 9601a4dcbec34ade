import type { PetFunFacts } from '@pawpulse/domain/pet-life-api'
import { type FunFactsUpdate, funFactsUpdateSchema } from '@pawpulse/domain/pet-life-input'
import { funFactsSection } from '../../api/pet-life-sections'
import { useSaveLifeSection } from '../../api/save-life-section'
import { LifeSectionCard } from './life-section-card'
import { SectionFacts } from './section-facts'
import { lazyForm } from '#web/components/lazy-form.tsx'
import type { TextFieldSpec } from './text-section-form'

const TextSectionForm = lazyForm(() => import('./text-section-form').then((module) => module.TextSectionForm))

const fields: TextFieldSpec<keyof FunFactsUpdate>[] = [
  { key: 'favoriteToys', label: 'Favourite toys' },
  { key: 'favoriteActivities', label: 'Favourite activities' },
  { key: 'nicknames', label: 'Nicknames and their stories', hint: 'The nicknames themselves are in the details above' },
  { key: 'quirkyBehaviors', label: 'Quirky behaviours', long: true },
  { key: 'adoptionStory', label: 'Adoption story', long: true },
]

function FunFactsForm({ petId, data, onDone }: { petId: string; data: PetFunFacts | null; onDone: () => void }) {
  const save = useSaveLifeSection(funFactsSection, petId)
  return (
    <TextSectionForm
      label="Fun facts"
      fields={fields}
      schema={funFactsUpdateSchema}
      current={data}
      save={save.mutateAsync}
      onDone={onDone}
    />
  )
}

/** Toys, games, quirks and how the pet came home (docs/product/pets.md#diet-behaviour-and-fun-facts). */
export function FunFactsSection({ petId, canEdit }: { petId: string; canEdit: boolean }) {
  return (
    <LifeSectionCard
      section={funFactsSection}
      petId={petId}
      canEdit={canEdit}
      description="Toys, games, quirks and how the pet came home."
      empty={{ title: 'Add fun facts', hint: 'Add favourite toys and games, quirks, or the adoption story.' }}
      view={(facts) => <SectionFacts label="Fun facts" items={fields.map((field) => [field.label, facts[field.key]])} />}
      form={({ data, onDone }) => <FunFactsForm petId={petId} data={data} onDone={onDone} />}
      preloadForm={TextSectionForm.preload}
    />
  )
}
