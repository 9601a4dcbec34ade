import { z } from 'zod'
import { baselineSchema, breathingAssessmentSchema, breathingLogSchema, primaryVetSchema } from './breathing-api'
import { conditionSchema } from './condition-api'
import { medicationSchema } from './medication-api'
import { petAccessLevels, species } from './pets'
import { quickActionSchema } from './quick-actions'
import { symptomLogSchema } from './symptom-api'
import { petTreatmentSchema } from './treatment-api'
import { vaccinationDueSchema } from './vaccination-api'
import { weightSeriesSchema } from './weight-api'

/** Days in the dashboard's breathing sparkline. */
export const SPARKLINE_DAYS = 7
/** Symptom entries and weights the dashboard shows. */
export const DASHBOARD_SYMPTOMS = 5
export const DASHBOARD_WEIGHTS = 10

/** `GET /api/pets/{petId}/dashboard`: everything the dashboard shows for the selected pet, in one answer. */
export const dashboardSchema = z.object({
  pet: z.object({
    id: z.uuid(),
    name: z.string(),
    species: z.enum(species),
    access: z.enum(petAccessLevels),
    weight: z.number().nullable(),
    weightUnit: z.enum(['kg', 'lb']).nullable(),
    profileImageId: z.uuid().nullable(),
  }),
  /** The signed-in user's time zone and date, which "today" and the sparkline's days are in. */
  timeZone: z.string(),
  today: z.string(),
  breathing: z.object({
    latest: breathingLogSchema.nullable(),
    assessment: breathingAssessmentSchema.nullable(),
    threshold: z.number().int(),
    baseline: baselineSchema,
    primaryVet: primaryVetSchema,
    sparkline: z.array(z.object({ date: z.string(), average: z.number(), count: z.number().int() })),
  }),
  conditions: z.array(conditionSchema),
  /** Doses and treatments due today or overdue. */
  due: z.object({ medications: z.array(medicationSchema), treatments: z.array(petTreatmentSchema) }),
  /** Vaccinations overdue or due within 30 days (the latest dose of each vaccine), soonest first. */
  vaccinations: z.array(vaccinationDueSchema),
  symptoms: z.array(symptomLogSchema),
  weight: weightSeriesSchema,
  quickActions: z.array(quickActionSchema),
})
export type Dashboard = z.infer<typeof dashboardSchema>
