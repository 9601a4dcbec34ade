import { z } from 'zod'
import { isKnownTimeZone } from './time-zone'

// The profile as the server answers it, and its rules; what clients send is in profile-input.ts
// (decision 065).

export const notificationMethods = ['email', 'push', 'sms'] as const
export type NotificationMethod = (typeof notificationMethods)[number]
export const DEFAULT_NOTIFICATION_METHODS: NotificationMethod[] = ['email']

export const unitSystems = ['metric', 'imperial'] as const
export type UnitSystem = (typeof unitSystems)[number]

export const roles = ['user', 'admin'] as const
export type Role = (typeof roles)[number]

/** The signed-in user's profile as `GET /api/me` returns it (docs/product/accounts-and-guests.md#the-owner-profile). */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  /** Confirmed through the link mailed at sign-up (or after an e-mail change); false for guests. */
  emailVerified: z.boolean(),
  fullName: z.string(),
  preferredName: z.string().nullable(),
  isAnonymous: z.boolean(),
  role: z.enum(roles),
  onboardingCompleted: z.boolean(),
  preferredNotificationMethods: z.array(z.enum(notificationMethods)),
  country: z.string().nullable(),
  currency: z.string().nullable(),
  unitSystem: z.enum(unitSystems).nullable(),
  timezone: z.string().nullable(),
  createdAt: z.string(),
})
export type Profile = z.infer<typeof profileSchema>

/** ISO 3166-1 alpha-2 codes this runtime can name (Intl.DisplayNames, full ICU in Node and browsers). */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code)) return false
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code)
    return Boolean(name) && name !== code
  } catch {
    return false
  }
}

export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code)
}

/** A zone the profile may hold: UTC or an IANA 'Area/City' name (not an alias such as 'EST'). */
export function isTimeZone(zone: string): boolean {
  return zone === 'UTC' || (zone.includes('/') && isKnownTimeZone(zone))
}
