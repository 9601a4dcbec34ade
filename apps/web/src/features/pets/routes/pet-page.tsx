import { lazy, type ReactNode, Suspense } from 'react'
import { DeferredSection } from '#web/components/deferred-section.tsx'
import { SectionBoundary } from '#web/components/section-boundary.tsx'
import { PageHeader } from '#web/components/page-header.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { usePet } from '../api/get-pet'
import { AddFirstPet } from '#web/components/add-first-pet.tsx'
import { CareTeamSection } from '../components/care-team/care-team-section'
import { DeletePetSection } from '../components/delete-pet-section'
import { BehaviorSection } from '../components/life/behavior-section'
import { DietSection } from '../components/life/diet-section'
import { FunFactsSection } from '../components/life/fun-facts-section'
import { PetDetailsSection } from '../components/pet-details-section'
import { PetProfileHeader } from '../components/pet-profile-header'
import { PhotosSection } from '../components/photos/photos-section'
import { VaccinationsSection } from '../components/vaccinations/vaccinations-section'
import { VetRecordsSection } from '../components/documents/vet-records-section'

// The weight log and its chart load after the profile: chart code is loaded lazily.
const WeightSection = lazy(() => import('../components/weight/weight-section'))
import { useSelectedPet } from '#web/lib/pets/use-selected-pet.ts'

/** /pet: the selected pet's profile, weight, vaccinations, vet records, photos, care team, diet, behaviour and fun facts. */
export function PetPage() {
  const { selectedPet, isLoading, isError } = useSelectedPet()
  const pet = usePet(selectedPet?.id)

  if (isLoading || (selectedPet && pet.isPending)) {
    return (
      <>
        <PageHeader title={selectedPet?.name ?? 'Pet Profile'} />
        <LoadingDots label="Loading the pet profile" />
      </>
    )
  }
  if (isError || pet.isError || !pet.data) {
    return (
      <>
        <PageHeader title="Pet Profile" />
        {isError ? <p className="text-muted-foreground">Your pets could not be loaded. Please refresh the page.</p> : null}
        {pet.isError ? (
          <div role="alert" className="text-muted-foreground">
            <p>This pet's profile could not be loaded.</p>
            <Button variant="link" onClick={() => void pet.refetch()}>
              Try again
            </Button>
          </div>
        ) : null}
        {!isError && !selectedPet ? <AddFirstPet /> : null}
      </>
    )
  }

  const detail = pet.data
  const canEdit = detail.access !== 'viewer'
  // Each section has its own boundary: one failing part does not blank the page, and choosing
  // another pet gives every section a fresh try. The sections below the details are drawn after
  // the first screen, one at a time (DeferredSection): drawn with it, their renders, effects and
  // nine requests made the longest task of the page's load.
  const section = (what: string, content: ReactNode) => (
    <SectionBoundary what={what} resetKeys={[detail.id]}>
      {content}
    </SectionBoundary>
  )
  const later = (what: string, content: ReactNode) => <DeferredSection>{section(what, content)}</DeferredSection>
  return (
    <>
      <PetProfileHeader pet={detail} />
      <div className="grid gap-6">
        {section('pet details', <PetDetailsSection key={detail.id} pet={detail} canEdit={canEdit} />)}
        {later(
          'weight log',
          <Suspense fallback={<LoadingDots label="Loading the weight log" className="py-6" />}>
            <WeightSection key={detail.id} petId={detail.id} petName={detail.name} canEdit={canEdit} />
          </Suspense>,
        )}
        {later('vaccinations', <VaccinationsSection key={detail.id} pet={detail} canEdit={canEdit} />)}
        {later('vet records', <VetRecordsSection key={detail.id} pet={detail} />)}
        {later('photos', <PhotosSection key={detail.id} pet={detail} canEdit={canEdit} />)}
        {later('care team', <CareTeamSection key={detail.id} petId={detail.id} canEdit={canEdit} />)}
        {later('diet', <DietSection key={detail.id} petId={detail.id} canEdit={canEdit} />)}
        {later('behaviour', <BehaviorSection key={detail.id} petId={detail.id} canEdit={canEdit} />)}
        {later('fun facts', <FunFactsSection key={detail.id} petId={detail.id} canEdit={canEdit} />)}
        {detail.access === 'owner' ? <DeletePetSection pet={detail} /> : null}
      </div>
    </>
  )
}
