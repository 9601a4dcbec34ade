import { create } from 'zustand'
import { persist } from 'zustand/middleware'

/** Spec §4: the 8 onboarding progress flags, all false at the start. */
export const onboardingSections = [
  'generalInfo',
  'careTeam',
  'healthHistory',
  'dietDetails',
  'behavior',
  'funFacts',
  'notifications',
  'symptomTracking',
] as const
export type OnboardingSection = (typeof onboardingSections)[number]

/** A pet being described during onboarding; its fields grow with the pet-onboarding issue. */
export interface DraftPet {
  name: string
}

interface PetOnboardingState {
  currentStep: number
  progress: Record<OnboardingSection, boolean>
  pets: DraftPet[]
  /** 'Add New Pet' (spec §2): reset, then start with one empty pet. */
  startWithEmptyPet: () => void
  reset: () => void
}

const initialState = () => ({
  currentStep: 1,
  progress: Object.fromEntries(onboardingSections.map((section) => [section, false])) as Record<OnboardingSection, boolean>,
  pets: [] as DraftPet[],
})

/** Spec §3 "onboarding data and progress", persisted under spec §9's `pet-onboarding-storage`. */
export const usePetOnboardingStore = create<PetOnboardingState>()(
  persist(
    (set) => ({
      ...initialState(),
      startWithEmptyPet: () => set({ ...initialState(), pets: [{ name: '' }] }),
      reset: () => set(initialState()),
    }),
    { name: 'pet-onboarding-storage', partialize: ({ currentStep, progress, pets }) => ({ currentStep, progress, pets }) },
  ),
)
