import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { emptyDraft, emptyPet } from './onboarding-draft-defaults'
import type { OnboardingDraft, PetDraft } from './onboarding-draft-types'
import { normalizeConditionKey, type ConditionKey } from '@pawpulse/domain/conditions'
import { ONBOARDING_DRAFT_KEY } from '@pawpulse/domain/onboarding-sections'

interface OnboardingDraftActions {
  patch: (changes: Partial<OnboardingDraft>) => void
  /** Pet onboarding describes one pet at a time: the first of the draft's list. */
  updatePet: (update: (pet: PetDraft) => PetDraft) => void
  goToStep: (step: number) => void
  /** 'Add New Pet': reset, then one empty pet. */
  startWithEmptyPet: () => void
  /** Completing sets isCompleted; the caller then resets. */
  markCompleted: () => void
  reset: () => void
}

/**
 * The device-stored onboarding draft (docs/product/onboarding.md#the-device-draft) under
 * ONBOARDING_DRAFT_KEY ('pawpulse-onboarding'): every keystroke is kept, so a reload restores the draft.
 */
export const useOnboardingDraftStore = create<OnboardingDraft & OnboardingDraftActions>()(
  persist(
    (set) => ({
      ...emptyDraft(),
      patch: (changes) => set(changes),
      updatePet: (update) => set((state) => ({ pets: [update(state.pets[0] ?? emptyPet()), ...state.pets.slice(1)] })),
      goToStep: (currentStep) => set({ currentStep }),
      startWithEmptyPet: () => set({ ...emptyDraft(), pets: [emptyPet()] }),
      markCompleted: () => set({ isCompleted: true }),
      reset: () => set(emptyDraft()),
    }),
    {
      name: ONBOARDING_DRAFT_KEY,
      version: 1,
      partialize: ({
        currentStep,
        userProfile,
        pets,
        householdMembers,
        careTeam,
        reminderPreferences,
        notificationTokens,
        isCompleted,
      }) => ({
        currentStep,
        userProfile,
        pets,
        householdMembers,
        careTeam,
        reminderPreferences,
        notificationTokens,
        isCompleted,
      }),
      // A draft written by an older release may lack newer fields: fill them from the defaults.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<OnboardingDraft>
        const pets = (stored.pets ?? []).map((pet) => mergePet(pet))
        return { ...current, ...stored, pets }
      },
    },
  ),
)

function mergePet(stored: Partial<PetDraft>): PetDraft {
  const blank = emptyPet()
  return {
    ...blank,
    ...stored,
    generalInfo: { ...blank.generalInfo, ...stored.generalInfo },
    healthHistory: mergeHealthHistory(blank.healthHistory, stored.healthHistory),
    diet: { ...blank.diet, ...stored.diet },
    behavior: { ...blank.behavior, ...stored.behavior },
    funFacts: { ...blank.funFacts, ...stored.funFacts },
  }
}

/** A draft saved before a condition key was renamed ('ckd') ticks today's key ('chronic_kidney_disease'). */
function mergeHealthHistory(blank: PetDraft['healthHistory'], stored: Partial<PetDraft['healthHistory']> | undefined) {
  const merged = { ...blank, ...stored }
  const conditions = (merged.conditions ?? []).map((entry) => ({
    ...entry,
    condition: normalizeConditionKey(entry.condition) as ConditionKey,
  }))
  return { ...merged, conditions }
}
