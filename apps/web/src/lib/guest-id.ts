import { makeGuestId } from '@pawpulse/domain/identifiers'

/** The local guest id lives under this key; it is used when anonymous sign-in fails. */
export const GUEST_ID_KEY = 'app-guest-id'

/** The guest id kept on this device, made on first use. */
export function getOrCreateGuestId(): string {
  const existing = localStorage.getItem(GUEST_ID_KEY)
  if (existing) return existing
  const id = makeGuestId(() => crypto.randomUUID())
  localStorage.setItem(GUEST_ID_KEY, id)
  return id
}
