import { z } from 'zod'
import { optionalTextSchema, textSchema } from './text'

// What clients send about a care-team contact; the answers are in care-team.ts. Apart, so that a
// page that only shows the care team does not build these schemas as it loads (decision 065).

/** The contact fields of a care-team entry; blanks are stored as null. */
export const careTeamContactFields = z.object({
  name: optionalTextSchema('Name', 120),
  clinic: optionalTextSchema('Clinic', 120),
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
  street: optionalTextSchema('Street', 120),
  streetNumber: optionalTextSchema('Number', 20),
  city: optionalTextSchema('City', 80),
  postalCode: optionalTextSchema('Postal code', 20),
  country: optionalTextSchema('Country', 80),
})
export type CareTeamContactInput = z.infer<typeof careTeamContactFields>

/** `PUT /api/pets/{petId}/care-team/{role}`: upsert on (pet, role). */
export const careTeamUpsertSchema = careTeamContactFields.strict()
