import { textSchema } from './text'

export const MICROCHIP_ID_MESSAGE = 'Enter the 15-digit chip number, or the 9–10 characters of an older chip'

// ISO 11784/11785 (FDX-B) chips, the standard almost everywhere now, read as 15 digits.
const ISO_CHIP = /^\d{15}$/
// Older AVID, FECAVA and Trovan chips read as 9 or 10 letters and digits; a real code always
// has a digit, which keeps a typed word from passing.
const OLDER_CHIP = /^(?=[A-Z]*\d)[A-Z0-9]{9,10}$/

/**
 * Scanners and vet papers print chip numbers in groups ('985 141 000 123 456', '985-141-…'),
 * so spaces and hyphens are removed, and letters are upper-cased, before checking or saving.
 */
export function normalizeMicrochipId(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase()
}

export function isValidMicrochipId(raw: string): boolean {
  const id = normalizeMicrochipId(raw)
  return ISO_CHIP.test(id) || OLDER_CHIP.test(id)
}

/**
 * The pet's microchip_id. Parses to the normalised number. Callers make it
 * `.nullable().optional()` where the pet is not chipped.
 */
export const microchipIdSchema = textSchema({ error: MICROCHIP_ID_MESSAGE })
  .overwrite(normalizeMicrochipId)
  .refine(isValidMicrochipId, MICROCHIP_ID_MESSAGE)
