import { useSearchParams } from 'react-router'
import { SectionBoundary } from '#web/components/section-boundary.tsx'
import { SelectedPetPage } from '#web/components/selected-pet-page.tsx'
import { MedicationsSection } from '../components/medications-section'
import { TreatmentsSection } from '../components/treatments-section'
import { VaccinationsSection } from '../components/vaccinations-section'

/** /medications: medications with "dose given", parasite treatments and vaccinations with their next due date. */
export function MedicationsPage() {
  // The dashboard's quick actions open a form straight away: ?add=medication, ?add=treatment or ?add=vaccination.
  const [params] = useSearchParams()
  const adding = params.get('add')
  return (
    <SelectedPetPage title="Medications" description={(pet) => `Medicines, parasite treatments and vaccinations of ${pet.name}.`}>
      {(pet, canEdit) => (
        <div key={pet.id} className="grid gap-6">
          <SectionBoundary what="medications">
            <MedicationsSection petId={pet.id} petName={pet.name} canEdit={canEdit} startAdding={adding === 'medication'} />
          </SectionBoundary>
          <SectionBoundary what="treatments">
            <TreatmentsSection pet={pet} canEdit={canEdit} startAdding={adding === 'treatment'} />
          </SectionBoundary>
          <SectionBoundary what="vaccinations">
            <VaccinationsSection pet={pet} canEdit={canEdit} startAdding={adding === 'vaccination'} />
          </SectionBoundary>
        </div>
      )}
    </SelectedPetPage>
  )
}
