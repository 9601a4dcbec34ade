import { z } from 'zod'

// What the server answers about symptom entries; what clients send is in symptom-input.ts (decision 065).

const cibdaiSummarySchema = z.object({
  total: z.number().int(),
  band: z.enum(['remission', 'between', 'active']),
  text: z.string(),
})

export const symptomLogSchema = z.object({
  id: z.uuid(),
  petId: z.uuid(),
  conditionId: z.string(),
  loggedAt: z.string(),
  symptoms: z.record(z.string(), z.unknown()),
  notes: z.string().nullable(),
  /** IBD logs: the CIBDAI running total and what it means (interpretCibdai); null otherwise. */
  cibdai: cibdaiSummarySchema.nullable(),
  /** IBD logs: the Purina description of the faecal score; null otherwise. */
  faecalScoreText: z.string().nullable(),
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type SymptomLogView = z.infer<typeof symptomLogSchema>

export const symptomLogListSchema = z.object({ from: z.string(), to: z.string(), logs: z.array(symptomLogSchema) })

export const symptomTrendSchema = z.object({
  conditionId: z.string(),
  from: z.string(),
  to: z.string(),
  measures: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      /** The highest value the measure can take, for the chart's axis. */
      max: z.number(),
      /** Lines the chart draws at values the measure's source publishes (CIBDAI: 4). */
      references: z.array(z.object({ y: z.number(), label: z.string() })),
      points: z.array(z.object({ loggedAt: z.string(), value: z.number(), note: z.string().nullable() })),
    }),
  ),
})
export type SymptomTrend = z.infer<typeof symptomTrendSchema>
