import { type OnboardingSection, onboardingSections } from '@pawpulse/domain/onboarding-sections'
import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { forgetOnSignOut } from './forget-on-sign-out'
import { useOnboardingDraftStore } from './onboarding-draft-store'

type Progress = Record<OnboardingSection, boolean>

const noProgress = (): Progress => Object.fromEntries(onboardingSections.map((section) => [section, false])) as Progress

interface PetOnboardingState {
  /** The 8 progress flags, one per section, all false at the start. */
  progress: Progress
  markDone: (section: OnboardingSection) => void
  /** 'Add New Pet': reset, then start with one empty pet. */
  startWithEmptyPet: () => void
  /** Start / Cancel: resets the progress and the device draft together. */
  reset: () => void
}

/**
 * Onboarding progress, persisted under `pet-onboarding-storage`
 * (docs/product/app-shell.md#persisted-store-keys).
 * The data itself is the device draft (onboarding-draft-store, under its own key); this store
 * holds the progress, and its reset is the one way to reset both.
 */
export const usePetOnboardingStore = create<PetOnboardingState>()(
  persist(
    (set) => ({
      progress: noProgress(),
      markDone: (section) => set((state) => ({ progress: { ...state.progress, [section]: true } })),
      startWithEmptyPet: () => {
        useOnboardingDraftStore.getState().startWithEmptyPet()
        set({ progress: noProgress() })
      },
      reset: () => {
        useOnboardingDraftStore.getState().reset()
        set({ progress: noProgress() })
      },
    }),
    {
      name: 'pet-onboarding-storage',
      version: 1,
      partialize: ({ progress }) => ({ progress }),
      // Version 0 also kept the step and the pets; they live in the device draft now.
      migrate: (stored) => ({ progress: { ...noProgress(), ...(stored as { progress?: Partial<Progress> } | null)?.progress } }),
    },
  ),
)

forgetOnSignOut(() => usePetOnboardingStore.getState().reset())
