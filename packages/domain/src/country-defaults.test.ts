import { describe, expect, it } from 'vitest'
import { countryDefaults, countryOptions } from './country-defaults'
import { countryTable } from './country-table'
import { isCountryCode, isCurrencyCode, isTimeZone } from './profile'

describe('countryDefaults', () => {
  it.each([
    ['US', { currency: 'USD', unitSystem: 'imperial', timezone: 'America/New_York' }],
    ['NL', { currency: 'EUR', unitSystem: 'metric', timezone: 'Europe/Amsterdam' }],
    ['LR', { currency: 'LRD', unitSystem: 'imperial', timezone: 'Africa/Monrovia' }],
    ['MM', { currency: 'MMK', unitSystem: 'imperial', timezone: 'Asia/Yangon' }],
    ['GB', { currency: 'GBP', unitSystem: 'metric', timezone: 'Europe/London' }],
    ['JP', { currency: 'JPY', unitSystem: 'metric', timezone: 'Asia/Tokyo' }],
    ['SE', { currency: 'SEK', unitSystem: 'metric', timezone: 'Europe/Stockholm' }],
    // zone.tab lists these east to west; the table corrects them to the most populous zone.
    ['CA', { currency: 'CAD', unitSystem: 'metric', timezone: 'America/Toronto' }],
    ['AU', { currency: 'AUD', unitSystem: 'metric', timezone: 'Australia/Sydney' }],
    ['nl', { currency: 'EUR', unitSystem: 'metric', timezone: 'Europe/Amsterdam' }],
    ['XX', { currency: 'USD', unitSystem: 'metric', timezone: 'UTC' }],
    ['', { currency: 'USD', unitSystem: 'metric', timezone: 'UTC' }],
    ['toString', { currency: 'USD', unitSystem: 'metric', timezone: 'UTC' }],
  ] as const)('%j → %j', (code, expected) => {
    expect(countryDefaults(code)).toEqual(expected)
  })

  it('gives every country of the table a valid currency and IANA time zone', () => {
    const codes = Object.keys(countryTable)
    expect(codes.length).toBeGreaterThanOrEqual(240)
    const invalid = codes.filter((code) => {
      const { currency, timezone } = countryDefaults(code)
      return !isCurrencyCode(currency) || !isTimeZone(timezone)
    })
    expect(invalid).toEqual([])
  })
})

describe('countryOptions', () => {
  const options = countryOptions()

  it('lists every country of the table once, each a code the profile accepts', () => {
    expect(options.map((option) => option.code).sort()).toEqual(Object.keys(countryTable).sort())
    expect(options.length).toBeGreaterThanOrEqual(240)
    expect(options.every((option) => isCountryCode(option.code))).toBe(true)
  })

  it('names countries in English by default, sorted by name', () => {
    expect(options).toContainEqual({ code: 'NL', name: 'Netherlands' })
    expect(options).toContainEqual({ code: 'US', name: 'United States' })
    const names = options.map((option) => option.name)
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare))
    expect(names[0]).toBe('Afghanistan')
  })

  it('names and sorts in the given locale', () => {
    const dutch = countryOptions('nl')
    expect(dutch).toContainEqual({ code: 'DE', name: 'Duitsland' })
    const names = dutch.map((option) => option.name)
    expect(names).toEqual([...names].sort(new Intl.Collator('nl').compare))
  })
})
