import { create } from 'zustand'
import { persist } from 'zustand/middleware'

/** The AI onboarding wizard has 5 steps. */
export const AI_ONBOARDING_TOTAL_STEPS = 5

/**
 * The AI onboarding draft (docs/product/onboarding.md#the-ai-wizard), persisted under
 * `ai-onboarding-storage`. Only the step is kept in this release; the draft's fields (names,
 * co-parents, photo, vet records) arrive with the wizard's steps. `currentStep` is 0-based: a
 * reset sets step 0, the first step, which the wizard shows as 'Step 1 of 5'.
 */
interface AiOnboardingState {
  currentStep: number
  goToStep: (step: number) => void
  reset: () => void
}

export const useAiOnboardingStore = create<AiOnboardingState>()(
  persist(
    (set) => ({
      currentStep: 0,
      goToStep: (step) => set({ currentStep: Math.min(Math.max(step, 0), AI_ONBOARDING_TOTAL_STEPS - 1) }),
      reset: () => set({ currentStep: 0 }),
    }),
    { name: 'ai-onboarding-storage', partialize: ({ currentStep }) => ({ currentStep }) },
  ),
)
