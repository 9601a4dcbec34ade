import { emptyPet } from '#web/lib/stores/onboarding-draft-defaults.ts'
import { useOnboardingDraftStore } from '#web/lib/stores/onboarding-draft-store.ts'
import type { PetDraft } from '#web/lib/stores/onboarding-draft-types.ts'

const blankPet = emptyPet()

/** The pet being described, and a way to change one group of its fields. */
export function usePetDraft() {
  const pet = useOnboardingDraftStore((state) => state.pets[0]) ?? blankPet
  const updatePet = useOnboardingDraftStore((state) => state.updatePet)
  const setGroup = <K extends keyof PetDraft>(group: K, changes: Partial<PetDraft[K]>) =>
    updatePet((current) => ({ ...current, [group]: { ...(current[group] as object), ...changes } }))
  return { pet, updatePet, setGroup }
}

/** Section components all take the errors of the last check, keyed by the API's field paths. */
export interface SectionProps {
  errors: Readonly<Record<string, string>>
}
