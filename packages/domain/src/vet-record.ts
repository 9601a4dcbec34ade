// What the wizard reads out of a vet's records (docs/product/vet-records.md): every value comes
// with the snippet of the record it was read from and a confidence, so the owner can check it
// before anything is saved. One schema for the offline parser and for an optional language
// model's answer, which is validated by it like any input.
import { z } from 'zod'
import { conditionKeys } from './conditions'
import { species } from './pets'
import { medicationScheduleSchema } from './schedule'
import { textSchema } from './text'
import { vaccineKeys } from './vaccines'

/** A value read from the record: the line it came from, and how sure the reader is (0–1). */
export const extracted = <T extends z.ZodType>(value: T) =>
  z.object({
    value,
    snippet: textSchema().max(500),
    confidence: z.number().min(0).max(1),
  })
export type Extracted<T> = { value: T; snippet: string; confidence: number }

const isoDate = z.iso.date()
const shortText = textSchema().trim().min(1).max(200)

export const extractedWeightSchema = z.object({
  value: z.number().positive(),
  unit: z.enum(['kg', 'lb']),
  date: isoDate.nullable(),
})
export type ExtractedWeight = z.infer<typeof extractedWeightSchema>

export const extractedVaccinationSchema = z.object({
  /** A vaccine of the catalogue (vaccines.ts), or null when only the printed name is known. */
  vaccineKey: z.enum(vaccineKeys).nullable(),
  name: shortText,
  givenOn: isoDate.nullable(),
  nextDueOn: isoDate.nullable(),
  batchNumber: textSchema().trim().max(60).nullable(),
})
export type ExtractedVaccination = z.infer<typeof extractedVaccinationSchema>

export const medicationRoutes = ['oral', 'subcutaneous', 'intramuscular', 'intravenous', 'topical', 'ear', 'eye', 'inhaled'] as const
export type MedicationRoute = (typeof medicationRoutes)[number]

export const extractedMedicationSchema = z.object({
  name: shortText,
  /** As printed: '5 mg', '1/2 tablet', '0.5 mL'. */
  dose: textSchema().trim().max(60).nullable(),
  route: z.enum(medicationRoutes).nullable(),
  /** The structured schedule when the record says how often (SID, BID, q8h, EOD, PRN…). */
  schedule: medicationScheduleSchema.nullable(),
  /** The printed instruction, e.g. 'BID PO with food'. */
  instructions: textSchema().trim().max(300).nullable(),
})
export type ExtractedMedication = z.infer<typeof extractedMedicationSchema>

export const extractedConditionSchema = z.object({
  condition: z.enum(conditionKeys),
  /** The diagnosis as printed ('Myxomatous mitral valve disease, ACVIM B2'). */
  text: shortText,
})
export type ExtractedCondition = z.infer<typeof extractedConditionSchema>

export const extractedVetRecordSchema = z.object({
  pet: z.object({
    name: extracted(shortText).nullable(),
    species: extracted(z.enum(species)).nullable(),
    breed: extracted(shortText).nullable(),
    sex: extracted(z.enum(['male', 'female'])).nullable(),
    neutered: extracted(z.boolean()).nullable(),
    dateOfBirth: extracted(isoDate).nullable(),
    ageYears: extracted(z.number().min(0).max(40)).nullable(),
    colour: extracted(shortText).nullable(),
    microchip: extracted(textSchema().max(20)).nullable(),
  }),
  weights: z.array(extracted(extractedWeightSchema)).max(200),
  vaccinations: z.array(extracted(extractedVaccinationSchema)).max(200),
  medications: z.array(extracted(extractedMedicationSchema)).max(100),
  conditions: z.array(extracted(extractedConditionSchema)).max(50),
  allergies: z.array(extracted(shortText)).max(50),
  clinic: z.object({
    name: extracted(shortText).nullable(),
    vet: extracted(shortText).nullable(),
    phone: extracted(textSchema().max(40)).nullable(),
    email: extracted(textSchema().max(254)).nullable(),
    address: extracted(textSchema().max(300)).nullable(),
  }),
})
export type ExtractedVetRecord = z.infer<typeof extractedVetRecordSchema>
