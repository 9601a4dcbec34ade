import { makeGuestId } from '@pawpulse/domain/identifiers'

/** Spec §9: the local guest id lives under this key (spec §4: kept when anonymous sign-in fails). */
export const GUEST_ID_KEY = 'app-guest-id'

/** The guest id kept on this device, made on first use. */
export function getOrCreateGuestId(): string {
  const existing = localStorage.getItem(GUEST_ID_KEY)
  if (existing) return existing
  const id = makeGuestId(() => crypto.randomUUID())
  localStorage.setItem(GUEST_ID_KEY, id)
  return id
}
