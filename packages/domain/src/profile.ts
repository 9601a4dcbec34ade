import { z } from 'zod'

export const notificationMethods = ['email', 'push', 'sms'] as const
export type NotificationMethod = (typeof notificationMethods)[number]
export const DEFAULT_NOTIFICATION_METHODS: NotificationMethod[] = ['email']

export const unitSystems = ['metric', 'imperial'] as const
export type UnitSystem = (typeof unitSystems)[number]

export const roles = ['user', 'admin'] as const
export type Role = (typeof roles)[number]

/** The signed-in user's profile as `GET /api/me` returns it (spec §3 users). */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
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
