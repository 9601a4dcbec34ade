import { z } from 'zod'
import { textSchema } from './text'

/** One of each per pet. */
export const careTeamRoles = ['Primary Veterinarian', 'Emergency Contact'] as const
export type CareTeamRole = (typeof careTeamRoles)[number]

const text = (label: string, max: number) =>
  textSchema().trim().max(max, `${label} must be at most ${max} characters`).nullable().optional()

/** The contact fields of a care-team entry; blanks are stored as null. */
export const careTeamContactFields = z.object({
  name: text('Name', 120),
  clinic: text('Clinic', 120),
  phoneNumber: textSchema()
    .trim()
    .max(40, 'Phone number must be at most 40 characters')
    .refine((v) => v === '' || /^[+()\d][\d\s().\-/]{3,}$/.test(v), 'Enter a phone number with digits, spaces, +, ( ) or -')
    .nullable()
    .optional(),
  email: textSchema()
    .trim()
    .max(254)
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Enter a valid e-mail address')
    .nullable()
    .optional(),
  street: text('Street', 120),
  streetNumber: text('Number', 20),
  city: text('City', 80),
  postalCode: text('Postal code', 20),
  country: text('Country', 80),
})
export type CareTeamContactInput = z.infer<typeof careTeamContactFields>

/** `PUT /api/pets/{petId}/care-team/{role}`: upsert on (pet, role). */
export const careTeamUpsertSchema = careTeamContactFields.strict()

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
