import type { PetSummary } from '@pawpulse/domain/pets'
import type { ReactNode } from 'react'
import { useSelectedPet } from '../lib/pets/use-selected-pet'
import { AddFirstPet } from './add-first-pet'
import { PageHeader } from './page-header'
import { LoadingDots } from './ui/loading-dots'

/**
 * A tracking page of the selected pet: its one h1, and the loading, error and no-pet states in
 * one place. Viewers (a pet shared to look at) are told why they see no buttons to change things.
 */
export function SelectedPetPage({
  title,
  description,
  children,
}: {
  title: string
  description: (pet: PetSummary) => ReactNode
  children: (pet: PetSummary, canEdit: boolean) => ReactNode
}) {
  const { selectedPet, isLoading, isError } = useSelectedPet()
  if (isLoading) {
    return (
      <>
        <PageHeader title={title} />
        <LoadingDots label="Loading your pets" />
      </>
    )
  }
  if (isError || !selectedPet) {
    return (
      <>
        <PageHeader title={title} />
        {/* The query's toast has told the user; the page says it too and stays usable. */}
        {isError ? <p className="text-muted-foreground">Your pets could not be loaded. Please refresh the page.</p> : <AddFirstPet />}
      </>
    )
  }
  const canEdit = selectedPet.access !== 'viewer'
  return (
    <>
      <PageHeader title={title} description={description(selectedPet)} />
      {canEdit ? null : (
        <p className="mb-6 rounded-md border border-border bg-muted p-3 text-sm text-foreground">
          {selectedPet.name} is shared with you to view: you can see everything here but not change it.
        </p>
      )}
      {children(selectedPet, canEdit)}
    </>
  )
}
