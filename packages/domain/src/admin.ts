import { z } from 'zod'
import { feedbackSeverities } from './feedback'
import { roles } from './profile'

export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(roles),
  onboardingCompleted: z.boolean(),
  createdAt: z.string(),
})
export const adminUserListSchema = z.object({ users: z.array(adminUserSchema), total: z.number().int() })
export type AdminUser = z.infer<typeof adminUserSchema>

/** Counted per severity, most severe first; `open` is everything not resolved. */
export const severityCountSchema = z.object({
  severity: z.enum(feedbackSeverities),
  total: z.number().int(),
  open: z.number().int(),
})

/** `GET /api/admin/overview` (docs/product/feedback-and-admin.md#the-admin-overview): the numbers at the top of /admin. */
export const adminOverviewSchema = z.object({
  /** Accounts; guests are not counted. */
  users: z.number().int(),
  pets: z.number().int(),
  /** Symptom, breathing-rate and weight logs written in the last 7 days. */
  logsThisWeek: z.number().int(),
  feedbackBySeverity: z.array(severityCountSchema),
  /** Page views per route pattern over the last `days` days (UTC), most viewed first. */
  pageViews: z.object({ days: z.number().int(), pages: z.array(z.object({ path: z.string(), views: z.number().int() })) }),
})
export type AdminOverview = z.infer<typeof adminOverviewSchema>

/**
 * The lists that offer "other" with a free-text answer
 * (docs/product/feedback-and-admin.md#other-responses), so the team can see what is missing and add
 * options.
 */
export const otherResponseFields = [
  'condition',
  'dogBreed',
  'catBreed',
  'acquisitionSource',
  'treatmentBrand',
  'treatmentManufacturer',
] as const
export type OtherResponseField = (typeof otherResponseFields)[number]

export const otherResponseFieldLabels: Record<OtherResponseField, string> = {
  condition: 'Health conditions',
  dogBreed: 'Dog breeds',
  catBreed: 'Cat breeds',
  acquisitionSource: 'Where the pet came from',
  treatmentBrand: 'Treatment brands',
  treatmentManufacturer: 'Treatment manufacturers',
}

/** At most this many answers per field are sent, the most frequent ones. */
export const OTHER_RESPONSES_PER_FIELD = 100

export const otherResponseGroupSchema = z.object({
  field: z.enum(otherResponseFields),
  /** Answers compared without case or surrounding spaces; the commonest spelling is shown. */
  answers: z.array(z.object({ answer: z.string(), count: z.number().int() })),
  /** How many different answers there are (more than `answers` when the list was cut). */
  distinctAnswers: z.number().int(),
})
export type OtherResponseGroup = z.infer<typeof otherResponseGroupSchema>

/** `GET /api/admin/other-responses`: one group per field, in `otherResponseFields` order. */
export const otherResponsesSchema = z.object({ groups: z.array(otherResponseGroupSchema) })
export type OtherResponses = z.infer<typeof otherResponsesSchema>
