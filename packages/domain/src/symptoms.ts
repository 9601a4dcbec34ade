import { z } from 'zod'
import { textSchema } from './text'

// Daily symptom logs per condition (docs/product/health-tracking.md#symptom-logs). Scores are
// recorded and explained; the app does not diagnose.

/** CIBDAI (Jergens 2003): six items, each 0 = normal, 1 = mild, 2 = moderate, 3 = severe change. */
export const cibdaiKeys = ['attitudeActivity', 'appetite', 'vomiting', 'stoolConsistency', 'stoolFrequency', 'weightLoss'] as const
export type CibdaiKey = (typeof cibdaiKeys)[number]
export type CibdaiScores = Record<CibdaiKey, number>

export const cibdaiItems: readonly { key: CibdaiKey; label: string; scores: readonly [string, string, string, string] }[] = [
  {
    key: 'attitudeActivity',
    label: 'Attitude and activity',
    scores: ['Normal', 'Slightly less lively than usual', 'Moderately less lively than usual', 'Severely less lively than usual'],
  },
  { key: 'appetite', label: 'Appetite', scores: ['Normal', 'Slightly reduced', 'Moderately reduced', 'Severely reduced'] },
  { key: 'vomiting', label: 'Vomiting', scores: ['None', 'Mild', 'Moderate', 'Severe'] },
  { key: 'stoolConsistency', label: 'Stool consistency', scores: ['Normal', 'Slightly soft', 'Very soft', 'Watery'] },
  {
    key: 'stoolFrequency',
    label: 'Stool frequency',
    scores: ['Normal', 'Slightly more often', 'Moderately more often', 'Much more often'],
  },
  { key: 'weightLoss', label: 'Weight loss', scores: ['None', 'Mild', 'Moderate', 'Severe'] },
]

export const CIBDAI_MAX_TOTAL = 18

/** Sum of the six items (0–18). */
export function cibdaiTotal(scores: CibdaiScores): number {
  return cibdaiKeys.reduce((total, key) => total + scores[key], 0)
}

export type CibdaiBand = 'remission' | 'between' | 'active'

/**
 * Only the published cut-offs (Jergens 2003): ≥ 5 is at least mild activity, < 4 is remission. A
 * total of 4 is in neither band and says so. No "moderate" or "severe" bands: bands beyond these
 * are not confirmed (docs/product/veterinary.md#what-is-not-claimed), so none are shown.
 */
export function interpretCibdai(total: number): { band: CibdaiBand; text: string } {
  if (total < 4) return { band: 'remission', text: 'In remission range (under 4)' }
  if (total >= 5) return { band: 'active', text: 'At least mild disease activity (5 or more)' }
  return { band: 'between', text: 'Between remission and activity (4): keep logging and tell your vet' }
}

/** Purina faecal scoring chart, 1–7, with its descriptions; 2 is ideal (docs/product/veterinary.md#faecal-score). */
export const faecalScores = [
  { score: 1, description: 'Very hard, dry pellets', isIdeal: false },
  { score: 2, description: 'Firm, segmented — ideal', isIdeal: true },
  { score: 3, description: 'Log-shaped, moist, holds its form', isIdeal: false },
  { score: 4, description: 'Very moist, loses its form when picked up', isIdeal: false },
  { score: 5, description: 'Very moist, in piles', isIdeal: false },
  { score: 6, description: 'Has texture but no shape', isIdeal: false },
  { score: 7, description: 'Watery, in puddles', isIdeal: false },
] as const
export type FaecalScore = (typeof faecalScores)[number]['score']
export const IDEAL_FAECAL_SCORE = 2

export function faecalScoreDescription(score: number): string | null {
  return faecalScores.find((f) => f.score === score)?.description ?? null
}

const choice = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `Choose the ${label}` })
/** A whole number in [min, max] with one message for every way it can be wrong. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message)
const yesNo = z.boolean({ error: 'Choose yes or no' })
const count = (label: string) =>
  z
    .number({ error: `Enter the ${label}` })
    .int(`Enter the ${label} as a whole number`)
    .min(0, 'The count cannot be negative')
    .max(20, `The ${label} is at most 20 a day`)

/** The MVD log: coughing (and at night), breathing effort, exercise tolerance, fainting, appetite, restlessness. */
export const mvdSymptomsSchema = z.object(
  {
    coughing: choice(['none', 'occasional', 'frequent'], 'amount of coughing'),
    coughingAtNight: yesNo,
    breathingEffort: choice(['normal', 'increased', 'laboured'], 'breathing effort'),
    exerciseTolerance: choice(['normal', 'reduced', 'poor'], 'exercise tolerance'),
    faintingOrCollapse: yesNo,
    appetite: choice(['normal', 'reduced', 'none'], 'appetite'),
    restlessAtNight: yesNo,
  },
  { error: 'Fill in the symptoms' },
)
export type MvdSymptoms = z.infer<typeof mvdSymptomsSchema>

const cibdaiScore = wholeNumber(0, 3, 'Each CIBDAI score is 0 to 3')

/** The IBD log: the CIBDAI items, faecal score, stool and vomiting counts, appetite, energy. */
export const ibdSymptomsSchema = z.object(
  {
    cibdai: z.object(
      {
        attitudeActivity: cibdaiScore,
        appetite: cibdaiScore,
        vomiting: cibdaiScore,
        stoolConsistency: cibdaiScore,
        stoolFrequency: cibdaiScore,
        weightLoss: cibdaiScore,
      } satisfies Record<CibdaiKey, typeof cibdaiScore>,
      { error: 'Score the six CIBDAI items' },
    ),
    faecalScore: wholeNumber(1, 7, 'Choose a faecal score from 1 to 7'),
    stoolCount: count('stool count'),
    vomitingCount: count('vomiting count'),
    appetite: choice(['normal', 'reduced', 'none'], 'appetite'),
    energy: choice(['normal', 'reduced', 'low'], 'energy level'),
  },
  { error: 'Fill in the symptoms' },
)
export type IbdSymptoms = z.infer<typeof ibdSymptomsSchema>

/** Any other condition: the owner's words and a severity 1 (mild) to 5 (severe). */
export const genericSymptomsSchema = z.object(
  {
    symptom: textSchema({ error: 'Describe the symptom' })
      .trim()
      .min(1, 'Describe the symptom')
      .max(120, 'Symptom must be at most 120 characters'),
    severity: wholeNumber(1, 5, 'Choose a severity from 1 to 5'),
  },
  { error: 'Fill in the symptoms' },
)
export type GenericSymptoms = z.infer<typeof genericSymptomsSchema>

export type Symptoms = MvdSymptoms | IbdSymptoms | GenericSymptoms

/** The symptom form of a condition key (`conditions.ts`): MVD and IBD have their own, others the generic one. */
export function symptomSchemaFor(conditionId: string): typeof mvdSymptomsSchema | typeof ibdSymptomsSchema | typeof genericSymptomsSchema {
  if (conditionId === 'mvd') return mvdSymptomsSchema
  if (conditionId === 'ibd') return ibdSymptomsSchema
  return genericSymptomsSchema
}
