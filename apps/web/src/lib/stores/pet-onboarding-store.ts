import { type OnboardingSection, onboardingSections } from '@pawpulse/domain/onboarding-sections'
import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { useOnboardingDraftStore } from './onboarding-draft-store'

type Progress = Record<OnboardingSection, boolean>

const noProgress = (): Progress => Object.fromEntries(onboardingSections.map((section) => [section, false])) as Progress

interface PetOnboardingState {
  /** Spec §4: the 8 progress flags, all false at the start. */
  progress: Progress
  markDone: (section: OnboardingSection) => void
  /** 'Add New Pet' (spec §2): reset, then start with one empty pet. */
  startWithEmptyPet: () => void
  /** Spec §4 Start / Cancel: resets the progress and the device draft together. */
  reset: () => void
}

/**
 * Spec §3 "onboarding data and progress", persisted under spec §9's `pet-onboarding-storage`.
 * The data itself is the device draft (onboarding-draft-store, spec §3's own key); this store
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
