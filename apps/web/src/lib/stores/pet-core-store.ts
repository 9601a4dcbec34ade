import { create } from 'zustand'
import { persist } from 'zustand/middleware'

/** The selected pet, persisted under `pet-core-storage`. The pet list itself is server state (TanStack Query). */
interface PetCoreState {
  selectedPetId: string | null
  selectPet: (petId: string | null) => void
}

export const usePetCoreStore = create<PetCoreState>()(
  persist(
    (set) => ({
      selectedPetId: null,
      selectPet: (selectedPetId) => set({ selectedPetId }),
    }),
    { name: 'pet-core-storage' },
  ),
)
