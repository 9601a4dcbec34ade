/**
 * Pet selection: after a fetch the first pet is selected when none (or one that is no
 * longer in the list) is selected; deleting the selected pet selects another pet, or none.
 * The list comes newest first (`GET /api/pets`), so "first" is the newest pet.
 */
export function resolveSelectedPetId(pets: readonly { id: string }[], selectedId: string | null | undefined): string | null {
  if (selectedId && pets.some((pet) => pet.id === selectedId)) return selectedId
  return pets[0]?.id ?? null
}
