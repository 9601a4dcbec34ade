import { countryOptions } from '@pawpulse/domain/country-defaults'
import { isCurrencyCode } from '@pawpulse/domain/profile'

interface Option {
  value: string
  label: string
}

// Built on first use and kept: these lists come from the runtime's Intl data (a few hundred rows).
let countries: Option[] | undefined
let currencies: Option[] | undefined
let timeZones: Option[] | undefined

/** Countries by name, for the searchable country list (owner onboarding, profile). */
export function countryChoices(): Option[] {
  countries ??= countryOptions().map(({ code, name }) => ({ value: code, label: name }))
  return countries
}

/** ISO 4217 codes the runtime knows, 'EUR — Euro', the same set the API accepts. */
export function currencyChoices(): Option[] {
  if (!currencies) {
    const names = new Intl.DisplayNames(['en'], { type: 'currency' })
    currencies = Intl.supportedValuesOf('currency')
      .filter(isCurrencyCode)
      .map((code) => ({ value: code, label: `${code} — ${names.of(code) ?? code}` }))
  }
  return currencies
}

/** IANA time zones ('Europe/Amsterdam') plus UTC, the values the API accepts. */
export function timeZoneChoices(): Option[] {
  if (!timeZones) {
    const zones = Intl.supportedValuesOf('timeZone')
    timeZones = [...(zones.includes('UTC') ? [] : ['UTC']), ...zones].map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))
  }
  return timeZones
}
