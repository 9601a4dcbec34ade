import type { NotificationMethod, Profile, UnitSystem } from '@pawpulse/domain/profile'
import { type ProfileUpdate, profileUpdateSchema } from '@pawpulse/domain/profile-input'
import { z } from 'zod'

const shape = profileUpdateSchema.shape
// '' (a text field) or null (a radio group) is "not answered"; the rule and its message come from
// the shared schema (docs/ARCHITECTURE.md#one-schema-for-request-client-and-form).
const orBlank = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), z.null(), schema])

/** The owner's profile as the form holds it: strings, '' for unanswered, checked with the API's rules. */
export const ownerProfileFormSchema = z.object({
  fullName: shape.fullName.unwrap(),
  preferredName: orBlank(shape.preferredName.unwrap().unwrap()),
  country: orBlank(shape.country.unwrap().unwrap()),
  currency: orBlank(shape.currency.unwrap().unwrap()),
  unitSystem: orBlank(shape.unitSystem.unwrap().unwrap()),
  timezone: orBlank(shape.timezone.unwrap().unwrap()),
  preferredNotificationMethods: shape.preferredNotificationMethods.unwrap(),
})
export type OwnerProfileFormValues = z.input<typeof ownerProfileFormSchema>

export function formValuesFrom(profile: Profile | undefined, fallbackName = ''): OwnerProfileFormValues {
  return {
    // A guest's profile carries a placeholder name, not theirs.
    fullName: profile && !profile.isAnonymous ? profile.fullName : fallbackName,
    preferredName: profile?.preferredName ?? '',
    country: profile?.country ?? '',
    currency: profile?.currency ?? '',
    unitSystem: (profile?.unitSystem ?? null) as UnitSystem | null,
    timezone: profile?.timezone ?? '',
    preferredNotificationMethods: (profile?.preferredNotificationMethods.length
      ? profile.preferredNotificationMethods
      : ['email']) as NotificationMethod[],
  }
}

/** `PATCH /api/me` body: unanswered becomes null (a cleared value). */
export function profileUpdateFrom(values: OwnerProfileFormValues): ProfileUpdate {
  const blankToNull = <T extends string>(value: T | '' | null) => (value === '' || value === null ? null : value)
  return {
    fullName: values.fullName.trim(),
    preferredName: blankToNull(values.preferredName?.trim() ?? null),
    country: blankToNull(values.country),
    currency: blankToNull(values.currency),
    unitSystem: blankToNull(values.unitSystem),
    timezone: blankToNull(values.timezone),
    preferredNotificationMethods: values.preferredNotificationMethods,
  }
}
