import { z } from 'zod'
import type { CareTeamContactInput } from './care-team-input'

// What the server answers, and helpers; what clients send is in care-team-input.ts (decision 065).

/** One of each per pet. */
export const careTeamRoles = ['Primary Veterinarian', 'Emergency Contact'] as const
export type CareTeamRole = (typeof careTeamRoles)[number]

export const careTeamContactSchema = z.object({
  id: z.uuid(),
  petId: z.uuid(),
  role: z.enum(careTeamRoles),
  name: z.string().nullable(),
  clinic: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  street: z.string().nullable(),
  streetNumber: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  fullAddress: z.string().nullable(),
  updatedAt: z.string(),
})
export type CareTeamContact = z.infer<typeof careTeamContactSchema>

/** The care team is saved only when some field has a value. */
export function hasAnyCareTeamField(contact: CareTeamContactInput | null | undefined): boolean {
  if (!contact) return false
  return Object.values(contact).some((value) => typeof value === 'string' && value.trim() !== '')
}

/** Blank strings become null before saving. */
export function blanksToNull<T extends Record<string, unknown>>(record: T): { [K in keyof T]: T[K] | null } {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, typeof value === 'string' && value.trim() === '' ? null : value]),
  ) as { [K in keyof T]: T[K] | null }
}

/** `tel:` link target: digits and a leading +, nothing else. */
export function telHref(phone: string): string {
  const trimmed = phone.trim()
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`
}
