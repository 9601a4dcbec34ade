import { z } from 'zod'
import { isCountryCode, isCurrencyCode, isTimeZone, notificationMethods, unitSystems } from './profile'
import { optionalTextSchema, textSchema } from './text'

// What clients send about the owner's profile; the answer is in profile.ts. Apart, so that every
// page, which shows the profile, does not build this schema as it loads (decision 065).

/** `PATCH /api/me`: the owner's own profile (owner onboarding and /profile). Every field optional. */
export const profileUpdateSchema = z
  .object({
    fullName: textSchema().trim().min(1, 'Full name is required').max(120, 'Full name must be at most 120 characters').optional(),
    preferredName: optionalTextSchema('Preferred name', 60),
    country: textSchema().refine(isCountryCode, 'Choose a country from the list').nullable().optional(),
    currency: textSchema().refine(isCurrencyCode, 'Choose a currency from the list').nullable().optional(),
    unitSystem: z.enum(unitSystems, { error: 'Choose metric or imperial' }).nullable().optional(),
    timezone: textSchema().refine(isTimeZone, 'Choose a time zone from the list').nullable().optional(),
    preferredNotificationMethods: z
      .array(z.enum(notificationMethods, { error: 'Unknown notification method' }))
      .min(1, 'Choose at least one way to be notified')
      .optional(),
    onboardingCompleted: z.boolean().optional(),
  })
  .strict()
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>
