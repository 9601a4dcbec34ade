import { useSearchParams } from 'react-router'
import { ErrorBoundary } from '../../../components/error-boundary'
import { SectionError } from '../../../components/section-error'
import { SelectedPetPage } from '../../../components/selected-pet-page'
import { MedicationsSection } from '../components/medications-section'
import { TreatmentsSection } from '../components/treatments-section'

/** Spec §2 /medications: medications with "dose given", and parasite treatments with their next due date. */
export function MedicationsPage() {
  // The dashboard's quick actions open a form straight away: ?add=medication or ?add=treatment.
  const [params] = useSearchParams()
  const adding = params.get('add')
  return (
    <SelectedPetPage title="Medications" description={(pet) => `Medicines and parasite treatments of ${pet.name}.`}>
      {(pet, canEdit) => (
        <div key={pet.id} className="grid gap-6">
          <ErrorBoundary fallback={(_error, reset) => <SectionError what="medications" onRetry={reset} />}>
            <MedicationsSection petId={pet.id} petName={pet.name} canEdit={canEdit} startAdding={adding === 'medication'} />
          </ErrorBoundary>
          <ErrorBoundary fallback={(_error, reset) => <SectionError what="treatments" onRetry={reset} />}>
            <TreatmentsSection pet={pet} canEdit={canEdit} startAdding={adding === 'treatment'} />
          </ErrorBoundary>
        </div>
      )}
    </SelectedPetPage>
  )
}
