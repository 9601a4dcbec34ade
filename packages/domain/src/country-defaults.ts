import { countryTable } from './country-table'
import type { UnitSystem } from './profile'

// Fall-backs for a country the table does not know.
const FALLBACK_CURRENCY = 'USD'
const FALLBACK_TIMEZONE = 'UTC'

// The US, Liberia and Myanmar use imperial units.
const IMPERIAL_COUNTRIES: ReadonlySet<string> = new Set(['US', 'LR', 'MM'])

/**
 * Country defaults (docs/product/onboarding.md#country-defaults), pre-filled in owner onboarding
 * and the profile, where the owner can change them: currency from the country-to-currency table
 * (else USD), imperial for US, LR and MM (else metric), and the country's first time zone (else
 * UTC). country-table.ts is generated; its script says which table the zones come from and how to
 * regenerate it.
 */
export function countryDefaults(countryCode: string): { currency: string; unitSystem: UnitSystem; timezone: string } {
  const code = countryCode.trim().toUpperCase()
  const row = countryTable[code]
  return {
    currency: row?.[0] ?? FALLBACK_CURRENCY,
    unitSystem: IMPERIAL_COUNTRIES.has(code) ? 'imperial' : 'metric',
    timezone: row?.[1] ?? FALLBACK_TIMEZONE,
  }
}

/**
 * Every ISO 3166-1 alpha-2 code of the table with its name in `locale` (Intl.DisplayNames), sorted
 * by that name the way the locale sorts, for a searchable country list.
 */
export function countryOptions(locale = 'en'): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  const collator = new Intl.Collator(locale)
  return Object.keys(countryTable)
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name))
}
