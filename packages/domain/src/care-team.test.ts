import { describe, expect, it } from 'vitest'
import { blanksToNull, hasAnyCareTeamField, telHref } from './care-team'
import { careTeamUpsertSchema } from './care-team-input'

describe('hasAnyCareTeamField (the care team is saved only when a field has a value)', () => {
  it.each([
    [undefined, false],
    [{}, false],
    [{ name: '  ', clinic: null }, false],
    [{ name: 'Dr. Vega' }, true],
    [{ phoneNumber: '+31 20 123 4567' }, true],
  ])('%j → %j', (contact, expected) => expect(hasAnyCareTeamField(contact)).toBe(expected))
})

describe('blanksToNull', () => {
  it('stores blanks as null and keeps the rest', () => {
    expect(blanksToNull({ name: 'Dr. Vega', clinic: ' ', city: '', phoneNumber: null })).toEqual({
      name: 'Dr. Vega',
      clinic: null,
      city: null,
      phoneNumber: null,
    })
  })
})

describe('careTeamUpsertSchema', () => {
  it.each([
    [{ phoneNumber: 'call me' }, 'phoneNumber'],
    [{ email: 'vet@' }, 'email'],
    [{ role: 'Groomer' }, ''],
  ])('refuses %j', (input, path) => {
    const result = careTeamUpsertSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path.join('.')).toBe(path)
  })

  it('accepts blanks (they clear the field)', () => {
    expect(careTeamUpsertSchema.safeParse({ email: '', phoneNumber: '' }).success).toBe(true)
  })
})

describe('telHref', () => {
  it.each([
    ['+31 (20) 123-4567', 'tel:+31201234567'],
    ['020 123 4567', 'tel:0201234567'],
  ])('%j → %j', (phone, href) => expect(telHref(phone)).toBe(href))
})
