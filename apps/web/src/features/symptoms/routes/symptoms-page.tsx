import { SelectedPetPage } from '#web/components/selected-pet-page.tsx'
import { ConditionsSection } from '../components/conditions/conditions-section'

/** /symptoms (Health Management): the selected pet's conditions, current and resolved. */
export function SymptomsPage() {
  return (
    <SelectedPetPage title="Health Management" description={(pet) => `Health conditions of ${pet.name}. Each one has its own symptom log.`}>
      {(pet, canEdit) => <ConditionsSection key={pet.id} petId={pet.id} petName={pet.name} canEdit={canEdit} />}
    </SelectedPetPage>
  )
}
