import type { UnitSystem } from '@pawpulse/domain/profile'
import { useMe } from '#web/lib/auth/get-me.ts'
import { useOnboardingDraftStore } from '#web/lib/stores/onboarding-draft-store.ts'

/** The owner's unit system, which weights default to: the saved profile, else owner onboarding's answer. */
export function useOwnerUnitSystem(): UnitSystem | null {
  const me = useMe()
  const drafted = useOnboardingDraftStore((state) => state.userProfile?.unitSystem ?? null)
  return me.data?.unitSystem ?? drafted
}
