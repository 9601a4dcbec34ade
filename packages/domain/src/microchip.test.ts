import { describe, expect, it } from 'vitest'
import { isValidMicrochipId, MICROCHIP_ID_MESSAGE, microchipIdSchema, normalizeMicrochipId } from './microchip'

describe('normalizeMicrochipId', () => {
  it.each([
    ['985141000123456', '985141000123456'],
    ['  985 141 000 123 456 ', '985141000123456'],
    ['985-141-000-123-456', '985141000123456'],
    ['985\t141-000 123456', '985141000123456'],
    ['abc123def4', 'ABC123DEF4'],
    ['', ''],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeMicrochipId(raw)).toBe(expected)
  })
})

describe('isValidMicrochipId', () => {
  it.each([
    ['985141000123456', true, '15 digits (ISO FDX-B)'],
    ['985 141 000 123 456', true, 'grouped with spaces'],
    ['985-141-000-123-456', true, 'grouped with hyphens'],
    ['98514100012345', false, '14 digits'],
    ['9851410001234567', false, '16 digits'],
    ['ABC123DEF4', true, '10 letters and digits (older chip)'],
    ['abc123def4', true, 'lower case'],
    ['012345678', true, '9 digits (AVID)'],
    ['0A1B2C3D4', true, '9 letters and digits'],
    ['12345678', false, '8 characters'],
    ['ABC123DEF45', false, '11 characters'],
    ['ABCDEFGHIJ', false, 'letters only'],
    ['98514100012345A', false, '15 characters with a letter'],
    ['985.141.000.123', false, 'dots are not separators'],
    ['', false, 'empty'],
  ])('%j → %s (%s)', (raw, expected) => {
    expect(isValidMicrochipId(raw)).toBe(expected)
  })
})

describe('microchipIdSchema', () => {
  it.each([
    [' 985 141-000 123 456 ', '985141000123456'],
    ['abc-123-def4', 'ABC123DEF4'],
  ])('parses %j to %j', (raw, expected) => {
    expect(microchipIdSchema.parse(raw)).toBe(expected)
  })

  it.each(['98514100012345', 'ABCDEFGHIJ', '', 123456789012345])('refuses %j with the chip message', (raw) => {
    const result = microchipIdSchema.safeParse(raw)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(MICROCHIP_ID_MESSAGE)
  })
})
