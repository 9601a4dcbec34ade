import { describe, expect, it } from 'vitest'
import { isCountryCode, isCurrencyCode, isTimeZone } from './profile'
import { profileUpdateSchema } from './profile-input'

describe('isCountryCode', () => {
  it.each([
    ['US', true],
    ['NL', true],
    ['LR', true],
    ['MM', true],
    ['us', false],
    ['XX', false],
    ['USA', false],
    ['', false],
  ])('%j → %j', (code, expected) => expect(isCountryCode(code)).toBe(expected))
})

describe('isCurrencyCode', () => {
  it.each([
    ['USD', true],
    ['EUR', true],
    ['usd', false],
    ['ZZZ', false],
    ['US', false],
  ])('%j → %j', (code, expected) => expect(isCurrencyCode(code)).toBe(expected))
})

describe('isTimeZone', () => {
  it.each([
    ['Europe/Amsterdam', true],
    ['America/New_York', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['EST', false],
    ['', false],
  ])('%j → %j', (zone, expected) => expect(isTimeZone(zone)).toBe(expected))
})

describe('profileUpdateSchema', () => {
  it('accepts a full owner profile', () => {
    const input = {
      fullName: 'Ana Ruiz',
      preferredName: 'Ana',
      country: 'NL',
      currency: 'EUR',
      unitSystem: 'metric',
      timezone: 'Europe/Amsterdam',
      preferredNotificationMethods: ['email', 'push'],
      onboardingCompleted: true,
    }
    expect(profileUpdateSchema.parse(input)).toEqual(input)
  })

  it.each([
    [{ fullName: '' }, 'fullName', 'Full name is required'],
    [{ country: 'Narnia' }, 'country', 'Choose a country from the list'],
    [{ unitSystem: 'furlongs' }, 'unitSystem', 'Choose metric or imperial'],
    [{ preferredNotificationMethods: [] }, 'preferredNotificationMethods', 'Choose at least one way to be notified'],
    [{ role: 'admin' }, '', expect.stringContaining('role')],
  ])('refuses %j', (input, path, message) => {
    const result = profileUpdateSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({ path: path ? [path] : [], message })
  })
})
