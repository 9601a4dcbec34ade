/** A UUID test that accepts versions 1 to 5 (RFC 4122 variant). */
const UUID_V1_TO_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_V1_TO_V5.test(value)
}

/** When anonymous sign-in fails the client keeps a random id with this prefix. */
export const GUEST_ID_PREFIX = 'guest-'

export function makeGuestId(randomUuid: () => string): string {
  return `${GUEST_ID_PREFIX}${randomUuid()}`
}

export function isGuestId(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith(GUEST_ID_PREFIX) && value.length > GUEST_ID_PREFIX.length
}
