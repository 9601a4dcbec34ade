import { z } from 'zod'
import { textSchema } from './text'
import { careTeamContactFields } from './care-team-input'
import { conditionInputSchema } from './conditions'
import { behaviorInputSchema, dietInputSchema, funFactsInputSchema, medicationInputSchema } from './pet-details'
import { crossFieldRules, petFields } from './pet-input'
import { notificationMethods } from './profile'
import { profileUpdateSchema } from './profile-input'
import { reminderPreferenceSchema } from './reminders'
import { trackers } from './trackers'

export { ONBOARDING_DRAFT_KEY, type OnboardingSection, onboardingSections } from './onboarding-sections'

/** Onboarding's messages (docs/product/onboarding.md#messages). */
export const onboardingMessages = {
  missingPet: 'Missing general information or pet name',
  missingUser: 'User ID is required to save a pet',
  missingUserId: 'Missing user_id',
} as const

const generalInfoSchema = z
  .object(
    {
      ...petFields.shape,
      name: textSchema({ error: onboardingMessages.missingPet })
        .trim()
        .min(1, onboardingMessages.missingPet)
        .max(60, 'Pet name must be at most 60 characters'),
    },
    { error: onboardingMessages.missingPet },
  )
  .superRefine(crossFieldRules)

const householdMemberDraftSchema = z.object({
  name: textSchema().trim().max(120, 'Name must be at most 120 characters').default(''),
  email: textSchema()
    .trim()
    .toLowerCase()
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Enter a valid e-mail address')
    .nullable()
    .optional(),
  relationship: textSchema().trim().max(60).nullable().optional(),
  phone: textSchema().trim().max(40).nullable().optional(),
})

/**
 * `POST /api/onboarding/complete`: everything pet onboarding collected, saved in ONE transaction
 * (docs/product/onboarding.md#what-is-saved-and-when). Household members are saved only when
 * named; the care team only when some field has a value.
 */
export const onboardingCompletionSchema = z.object({
  userProfile: profileUpdateSchema.optional(),
  generalInfo: generalInfoSchema,
  careTeam: z.object({ primaryVet: careTeamContactFields.optional(), emergencyContact: careTeamContactFields.optional() }).default({}),
  healthHistory: z
    .object({
      conditions: z.array(conditionInputSchema).max(20, 'List at most 20 conditions').default([]),
      medications: z.array(medicationInputSchema).max(30, 'List at most 30 medications').default([]),
    })
    .default({ conditions: [], medications: [] }),
  diet: dietInputSchema.optional(),
  behavior: behaviorInputSchema.optional(),
  funFacts: funFactsInputSchema.optional(),
  householdMembers: z.array(householdMemberDraftSchema).max(10, 'Invite at most 10 people at once').default([]),
  reminderPreferences: z.array(reminderPreferenceSchema).max(20).default([]),
  notificationTokens: z
    .array(z.object({ channel: z.enum(notificationMethods), token: textSchema().trim().min(1).max(500) }))
    .max(10)
    .default([]),
  symptomTracking: z.object({ enabledVitals: z.array(z.enum(trackers)) }).optional(),
})
export type OnboardingCompletion = z.input<typeof onboardingCompletionSchema>
export type OnboardingCompletionParsed = z.output<typeof onboardingCompletionSchema>

export const onboardingResultSchema = z.object({ petId: z.uuid() })
