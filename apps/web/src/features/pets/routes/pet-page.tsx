import type { ComponentType, ReactNode } from 'react'
import { DeferredSection, SECTION_PLACEHOLDER } from '#web/components/deferred-section.tsx'
import { lazyLoaded } from '#web/components/lazy-loaded.tsx'
import { SectionBoundary } from '#web/components/section-boundary.tsx'
import { PageHeader } from '#web/components/page-header.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { usePet } from '../api/get-pet'
import { AddFirstPet } from '#web/components/add-first-pet.tsx'
import { DeletePetSection } from '../components/delete-pet-section'
import { PetDetailsSection } from '../components/pet-details-section'
import { PetProfileHeader } from '../components/pet-profile-header'
import { useSelectedPet } from '#web/lib/pets/use-selected-pet.ts'

// Below the first screen, each section's code loads as its place nears the viewport (decision 065):
// the weight log's and the vaccinations' each alone, the sections that follow them in two files.
// Until it is drawn, and while its code comes, a box of about the section's usual height holds its
// place (measured at 1280 px with a few entries; taller on a phone, where the text wraps).
const HEIGHT = {
  weight: 'min-h-[30rem]',
  vaccinations: 'min-h-52',
  vetRecords: 'min-h-48',
  photos: 'min-h-80',
  careTeam: 'min-h-56',
  life: 'min-h-56',
}
const lazySection = <P extends object>(load: () => Promise<ComponentType<P>>, what: string, height: string) =>
  lazyLoaded(load, { loading: `Loading the ${what}`, what, className: `${height} ${SECTION_PLACEHOLDER}` })
const recordsAndPhotos = () => import('../components/pet-page-records-and-photos')
const lastSections = () => import('../components/pet-page-last-sections')
const WeightSection = lazySection(() => import('../components/weight/weight-section').then((m) => m.default), 'weight log', HEIGHT.weight)
const VaccinationsSection = lazySection(
  () => import('../components/vaccinations/vaccinations-section').then((m) => m.VaccinationsSection),
  'vaccinations',
  HEIGHT.vaccinations,
)
const VetRecordsSection = lazySection(() => recordsAndPhotos().then((m) => m.VetRecordsSection), 'vet records', HEIGHT.vetRecords)
const PhotosSection = lazySection(() => recordsAndPhotos().then((m) => m.PhotosSection), 'photos', HEIGHT.photos)
const CareTeamSection = lazySection(() => lastSections().then((m) => m.CareTeamSection), 'care team', HEIGHT.careTeam)
const DietSection = lazySection(() => lastSections().then((m) => m.DietSection), 'diet', HEIGHT.life)
const BehaviorSection = lazySection(() => lastSections().then((m) => m.BehaviorSection), 'behaviour', HEIGHT.life)
const FunFactsSection = lazySection(() => lastSections().then((m) => m.FunFactsSection), 'fun facts', HEIGHT.life)

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
  // another pet gives every section a fresh try. The sections below the details are drawn, and
  // their code loaded, as the owner nears them (DeferredSection): drawn with the page, their
  // renders, effects and nine requests made the longest task of the page's load. Their boundary
  // is lazyLoaded's own, which also catches a failed load of their code; `key={detail.id}` gives
  // them the fresh try on another pet.
  const later = (height: string, content: ReactNode) => <DeferredSection className={height}>{content}</DeferredSection>
  return (
    <>
      <PetProfileHeader pet={detail} />
      <div className="grid gap-6">
        <SectionBoundary what="pet details" resetKeys={[detail.id]}>
          <PetDetailsSection key={detail.id} pet={detail} canEdit={canEdit} />
        </SectionBoundary>
        {later(HEIGHT.weight, <WeightSection key={detail.id} petId={detail.id} petName={detail.name} canEdit={canEdit} />)}
        {later(HEIGHT.vaccinations, <VaccinationsSection key={detail.id} pet={detail} canEdit={canEdit} />)}
        {later(HEIGHT.vetRecords, <VetRecordsSection key={detail.id} pet={detail} />)}
        {later(HEIGHT.photos, <PhotosSection key={detail.id} pet={detail} canEdit={canEdit} />)}
        {later(HEIGHT.careTeam, <CareTeamSection key={detail.id} petId={detail.id} canEdit={canEdit} />)}
        {later(HEIGHT.life, <DietSection key={detail.id} petId={detail.id} canEdit={canEdit} />)}
        {later(HEIGHT.life, <BehaviorSection key={detail.id} petId={detail.id} canEdit={canEdit} />)}
        {later(HEIGHT.life, <FunFactsSection key={detail.id} petId={detail.id} canEdit={canEdit} />)}
        {detail.access === 'owner' ? <DeletePetSection pet={detail} /> : null}
      </div>
    </>
  )
}
