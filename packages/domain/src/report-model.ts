import { z } from 'zod'
import { petBehaviorSchema } from './pet-life-api'
import { baselineSchema } from './breathing-api'
import { careTeamRoles } from './care-team'
import { medicationDueStatuses } from './medication-api'
import { species } from './pets'
import { reportSections } from './report'
import { weightUnits } from './units'
import { vaccinationStatuses } from './vaccines'

// The one report model (docs/product/reports.md). Each section is present only when it was
// chosen: a shared link's JSON carries no field of a section the owner left out.

const dailyValueSchema = z.object({ date: z.string(), average: z.number(), count: z.number().int() })

const profileSectionSchema = z.object({
  species: z.enum(species),
  breed: z.string().nullable(),
  /** "Labrador mix" or "Labrador 60 %, Poodle 40 %"; null for a single breed. */
  breedMix: z.array(z.object({ breed: z.string(), percentage: z.number().int().nullable(), isDominant: z.boolean() })),
  ageLabel: z.string(),
  birthdate: z.string().nullable(),
  sex: z.string().nullable(),
  color: z.string().nullable(),
  /** The latest weight in the report's unit, rounded to one decimal; null when never weighed. */
  weight: z.number().nullable(),
  weightUnit: z.enum(weightUnits),
  microchipped: z.boolean(),
  microchipId: z.string().nullable(),
  neutered: z.boolean().nullable(),
})

const careTeamSectionSchema = z.array(
  z.object({
    role: z.enum(careTeamRoles),
    name: z.string().nullable(),
    clinic: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
  }),
)

const conditionItemSchema = z.object({
  label: z.string(),
  diagnosisDate: z.string().nullable(),
  resolutionDate: z.string().nullable(),
  notes: z.string().nullable(),
  /** E.g. "ACVIM stage B2" from the condition's metadata. */
  details: z.array(z.string()),
})

const symptomGroupSchema = z.object({
  conditionId: z.string(),
  label: z.string(),
  count: z.number().int(),
  /** IBD: CIBDAI totals and their meaning, faecal scores. */
  ibd: z
    .object({
      latestCibdai: z.object({ total: z.number().int(), band: z.string(), text: z.string() }),
      highestCibdai: z.number().int(),
      lowestCibdai: z.number().int(),
      activeLogs: z.number().int(),
      latestFaecal: z.object({ score: z.number().int(), text: z.string().nullable() }),
      averageFaecal: z.number(),
    })
    .nullable(),
  /** Each entry, newest first, as readable "measure: value" pairs. */
  entries: z.array(
    z.object({ loggedAt: z.string(), measures: z.array(z.object({ label: z.string(), value: z.string() })), notes: z.string().nullable() }),
  ),
})

const breathingSectionSchema = z.object({
  threshold: z.number().int(),
  baseline: baselineSchema,
  points: z.array(z.object({ measuredAt: z.string(), breathsPerMinute: z.number(), context: z.enum(['sleeping', 'resting']) })),
  dailyValues: z.array(dailyValueSchema),
  assessment: z.object({
    total: z.number().int(),
    aboveThreshold: z.number().int(),
    raised: z.number().int(),
    contactVet: z.number().int(),
  }),
})

const weightSectionSchema = z.object({
  unit: z.enum(weightUnits),
  points: z.array(z.object({ measuredAt: z.string(), weight: z.number(), bodyCondition: z.string().nullable() })),
  change: z.object({ change: z.number(), percent: z.number(), from: z.number(), to: z.number() }).nullable(),
  latestBodyCondition: z.object({ score: z.string(), label: z.string() }).nullable(),
})

const medicationItemSchema = z.object({
  name: z.string(),
  dosage: z.string().nullable(),
  frequency: z.string().nullable(),
  route: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isCurrent: z.boolean(),
  nextDoseDue: z.string().nullable(),
  dueStatus: z.enum(medicationDueStatuses).nullable(),
  doses: z.object({ given: z.number().int(), expected: z.number().int().nullable() }),
  /** The doses given in the range, newest first. */
  doseLog: z.array(z.object({ givenAt: z.string(), notes: z.string().nullable() })),
})

const treatmentItemSchema = z.object({
  productName: z.string(),
  treatmentType: z.string(),
  lastGiven: z.string(),
  nextDue: z.string(),
  dueStatus: z.enum(['overdue', 'due_today', 'upcoming']),
  daysUntilDue: z.number().int(),
})

/**
 * One vaccine: its latest dose (whenever it was given, for that says what protects the pet now)
 * and the doses of it given within the range, newest first (docs/product/reports.md).
 */
const vaccinationItemSchema = z.object({
  vaccineName: z.string(),
  /** Core or non-core for a listed vaccine; null for one typed by name. */
  core: z.boolean().nullable(),
  lastGiven: z.string(),
  nextDue: z.string().nullable(),
  /** On the day the report is made, in the owner's calendar. */
  status: z.enum(vaccinationStatuses),
  daysUntilDue: z.number().int().nullable(),
  clinic: z.string().nullable(),
  batchNumber: z.string().nullable(),
  dosesInRange: z.array(z.object({ givenOn: z.string(), clinic: z.string().nullable(), batchNumber: z.string().nullable() })),
})

const dietSectionSchema = z
  .object({
    foodType: z.string().nullable(),
    brand: z.string().nullable(),
    feedingSchedule: z.string().nullable(),
    portionSize: z.string().nullable(),
    treats: z.string().nullable(),
    dietaryRestrictions: z.string().nullable(),
    notes: z.string().nullable(),
  })
  .nullable()

/** The pet's behaviour as the pet page shows it (pet-life-api.ts), without its edit time. */
const behaviorSectionSchema = petBehaviorSchema.omit({ updatedAt: true }).nullable()

export const noteSources = ['breathing', 'weight', 'symptoms', 'dose', 'treatment', 'vaccination'] as const

export const reportModelSchema = z.object({
  generatedAt: z.string(),
  /** The pet owner's zone: every date of the report is a day of their calendar. */
  timeZone: z.string(),
  range: z.object({ from: z.string(), to: z.string(), label: z.string() }),
  sections: z.array(z.enum(reportSections)),
  pet: z.object({ name: z.string(), species: z.enum(species), hasPhoto: z.boolean() }),
  profile: profileSectionSchema.optional(),
  careTeam: careTeamSectionSchema.optional(),
  conditions: z.object({ current: z.array(conditionItemSchema), resolved: z.array(conditionItemSchema) }).optional(),
  symptoms: z.array(symptomGroupSchema).optional(),
  breathing: breathingSectionSchema.optional(),
  weight: weightSectionSchema.optional(),
  medications: z.array(medicationItemSchema).optional(),
  treatments: z.array(treatmentItemSchema).optional(),
  /** Soonest due first (bySoonestDue), the vaccines without a next due date last. */
  vaccinations: z.array(vaccinationItemSchema).optional(),
  diet: dietSectionSchema.optional(),
  behavior: behaviorSectionSchema.optional(),
  notes: z.array(z.object({ at: z.string(), source: z.enum(noteSources), text: z.string() })).optional(),
})
export type ReportModel = z.infer<typeof reportModelSchema>
