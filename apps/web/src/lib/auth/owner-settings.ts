import { safeTimeZone } from '@pawpulse/domain/time-zone'
import { useMe } from './get-me'

/**
 * The owner's time zone and unit system from the profile. The server reads times in the same
 * zone (UTC when none is set), so the forms and the API agree on what "today" is.
 */
export function useOwnerSettings() {
  const me = useMe()
  return {
    timeZone: safeTimeZone(me.data?.timezone),
    unitSystem: me.data?.unitSystem ?? null,
    isLoading: me.isPending,
  }
}
