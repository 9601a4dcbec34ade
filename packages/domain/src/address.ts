/**
 * Address text: the non-empty parts of street number, street, city, postal code and
 * country, joined with ', ' in exactly that order (care-team `full_address`). Parts are trimmed
 * so that a stray space neither shows nor counts as a part.
 */
export function addressText(parts: {
  street?: string | null
  streetNumber?: string | null
  city?: string | null
  postalCode?: string | null
  country?: string | null
}): string {
  return [parts.streetNumber, parts.street, parts.city, parts.postalCode, parts.country]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(', ')
}
