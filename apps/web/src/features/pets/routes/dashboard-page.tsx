import { SectionBoundary } from '#web/components/section-boundary.tsx'
import { PageHeader } from '#web/components/page-header.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { AddFirstPet } from '#web/components/add-first-pet.tsx'
import { HealthSummary } from '../components/dashboard/health-summary'
import { GuestNotice } from '../components/guest-notice'
import { PetCard } from '../components/pet-card'
import { useSelectedPet } from '#web/lib/pets/use-selected-pet.ts'

/**
 * /dashboard: the pet overview and the selected pet's day (the pets feature owns it; the
 * summary comes in one request and links to the tracking pages).
 */
export function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" description="Your pets at a glance." />
      <GuestNotice />
      <SectionBoundary what="pet list">
        <PetOverview />
      </SectionBoundary>
      <SelectedPetSummary />
    </>
  )
}

function PetOverview() {
  const { pets, selectedPet, selectPet, isLoading, isError } = useSelectedPet()
  if (isLoading) return <LoadingDots label="Loading pets" />
  // A toast has told the user; the page stays usable.
  if (isError) return <p className="text-muted-foreground">Your pets could not be loaded. Please refresh the page.</p>
  if (pets.length === 0) return <AddFirstPet />
  return (
    <section aria-labelledby="your-pets">
      <h2 id="your-pets" className="mb-3 text-lg font-semibold">
        Your pets
      </h2>
      {/* minmax(0, 1fr) columns and min-w-0 items: a long pet name truncates instead of widening the page. */}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {pets.map((pet) => (
          <li key={pet.id} className="min-w-0">
            <PetCard pet={pet} isSelected={pet.id === selectedPet?.id} onSelect={() => selectPet(pet.id)} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function SelectedPetSummary() {
  const { selectedPet } = useSelectedPet()
  if (!selectedPet) return null
  return (
    <div className="mt-8">
      <SectionBoundary what="health summary" resetKeys={[selectedPet.id]}>
        <HealthSummary key={selectedPet.id} pet={selectedPet} />
      </SectionBoundary>
    </div>
  )
}
