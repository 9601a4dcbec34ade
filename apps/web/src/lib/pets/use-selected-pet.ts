import { resolveSelectedPetId } from '@pawpulse/domain/pet-selection'
import { useEffect } from 'react'
import { usePetCoreStore } from '../stores/pet-core-store'
import { usePets } from './get-pets'

/**
 * The pet the app is showing (docs/product/pets.md#selecting-a-pet): the stored choice, else the
 * first pet once the list is fetched. In lib because the shell and every tracking feature show the
 * selected pet.
 */
export function useSelectedPet() {
  const { pets, isLoading, isError, isSuccess } = usePets()
  const storedId = usePetCoreStore((state) => state.selectedPetId)
  const selectPet = usePetCoreStore((state) => state.selectPet)
  const selectedId = isSuccess ? resolveSelectedPetId(pets, storedId) : storedId

  useEffect(() => {
    if (isSuccess && selectedId !== storedId) selectPet(selectedId)
  }, [isSuccess, selectedId, storedId, selectPet])

  return {
    pets,
    selectedPet: pets.find((pet) => pet.id === selectedId) ?? null,
    selectPet,
    isLoading,
    isError,
  }
}
