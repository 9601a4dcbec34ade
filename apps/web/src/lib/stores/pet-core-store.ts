import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { forgetOnSignOut } from './forget-on-sign-out'
import { SELECTED_PET_STORAGE_KEY } from './selected-pet-key'

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
    { name: SELECTED_PET_STORAGE_KEY },
  ),
)

forgetOnSignOut(() => usePetCoreStore.getState().selectPet(null))
