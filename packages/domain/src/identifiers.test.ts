import { describe, expect, it } from 'vitest'
import { isGuestId, isUuid, makeGuestId } from './identifiers'

describe('isUuid (versions 1 to 5)', () => {
  it.each([
    ['6ba7b810-9dad-11d1-80b4-00c04fd430c8', true], // v1
    ['000003e8-1c6f-21ef-8000-325096b39f47', true], // v2
    ['6fa459ea-ee8a-3ca4-894e-db77e160355e', true], // v3
    ['3b241101-e2bb-4255-8caf-4136c566a962', true], // v4
    ['886313e1-3b8a-5372-9b90-0c9aee199e5d', true], // v5
    ['3B241101-E2BB-4255-8CAF-4136C566A962', true], // upper case
    ['1ec9414c-232a-6b00-b3c8-9e6bdeced846', false], // v6
    ['017f22e2-79b0-7cc3-98c4-dc0c0c07398f', false], // v7
    ['00000000-0000-0000-0000-000000000000', false], // nil
    ['3b241101-e2bb-4255-7caf-4136c566a962', false], // wrong variant
    ['3b241101e2bb42558caf4136c566a962', false],
    ['not-a-uuid', false],
    [42, false],
    [null, false],
  ])('%j → %j', (value, expected) => {
    expect(isUuid(value)).toBe(expected)
  })
})

describe('guest ids', () => {
  it('prefixes a random id with guest-', () => {
    expect(makeGuestId(() => 'abc')).toBe('guest-abc')
  })
  it.each([
    ['guest-abc', true],
    ['guest-', false],
    ['abc', false],
    [undefined, false],
  ])('isGuestId(%j) → %j', (value, expected) => {
    expect(isGuestId(value)).toBe(expected)
  })
})
