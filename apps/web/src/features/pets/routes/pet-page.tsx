import { ComingSoon } from '../../../components/coming-soon'
import { PageHeader } from '../../../components/page-header'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { AddFirstPet } from '../components/add-first-pet'
import { PetCard } from '../components/pet-card'
import { useSelectedPet } from '../hooks/use-selected-pet'

/** Spec §2 /pet: the selected pet's profile. */
export function PetPage() {
  const { selectedPet, selectPet, isLoading, isError } = useSelectedPet()
  return (
    <>
      <PageHeader title="Pet Profile" description={selectedPet ? `Everything about ${selectedPet.name}.` : undefined} />
      {isLoading ? <LoadingDots label="Loading pets" /> : null}
      {isError ? <p className="text-muted-foreground">Your pets could not be loaded. Please refresh the page.</p> : null}
      {!isLoading && !isError && !selectedPet ? <AddFirstPet /> : null}
      {selectedPet ? (
        <div className="grid gap-6">
          <PetCard pet={selectedPet} isSelected onSelect={() => selectPet(selectedPet.id)} />
          <ComingSoon
            feature="The full pet profile"
            willShow={[
              'Breed or breed mix, birthdate and age, weight, sex, colour, microchip and neutering',
              'Photos',
              'Care team: primary veterinarian and emergency contact',
              'Diet, behaviour and fun facts',
              'Weight log',
            ]}
          />
        </div>
      ) : null}
    </>
  )
}
