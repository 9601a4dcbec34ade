import { findParasiteProductByBrand, safetyNotes, treatmentTypes, type TreatmentType } from '@pawpulse/domain/parasite-products'
import type { Species } from '@pawpulse/domain/pets'
import { daysUntil, dueStatus, nextDueDate, treatmentFrequencies, type TreatmentFrequency } from '@pawpulse/domain/schedule'
import type { PetTreatmentView } from '@pawpulse/domain/treatment-api'
import { coversOf } from '@pawpulse/domain/treatment-covers'
import type { parasiteTreatments } from '#server/db/schema.ts'

export type TreatmentRow = {
  treatment: typeof parasiteTreatments.$inferSelect
  manufacturer: string | null
  /** The species of an own brand (user_treatment_brands); null for the others. */
  ownSpecies: string | null
}

/** Stored text back to its enumeration (the CHECKs and the seed keep it inside). */
export const asType = (value: string): TreatmentType =>
  (treatmentTypes as readonly string[]).includes(value) ? (value as TreatmentType) : 'flea_tick'
export const asFrequency = (value: string): TreatmentFrequency =>
  (treatmentFrequencies as readonly string[]).includes(value) ? (value as TreatmentFrequency) : 'monthly'

/**
 * Rows newest first → views. The first row of each product and type is the latest dose: its next
 * due date (from the date given; docs/product/medications-and-treatments.md#next-due-date) is the
 * one that counts; earlier doses carry no status.
 */
export function toTreatments(rows: readonly TreatmentRow[], species: Species, today: string): PetTreatmentView[] {
  const seen = new Set<string>()
  return rows.map(({ treatment: t, manufacturer, ownSpecies }) => {
    const key = `${t.productName.trim().toLowerCase()}|${t.treatmentType}`
    const isLatest = !seen.has(key)
    seen.add(key)
    const type = asType(t.treatmentType)
    const nextDue = nextDueDate(t.givenOn, asFrequency(t.frequency))
    // A seeded product is judged by its entry in the domain's product list; another by its name and type, for its own species if known.
    const product = (t.brandId && findParasiteProductByBrand(t.productName)) || {
      brand: t.productName,
      species: ownSpecies === 'dog' || ownSpecies === 'cat' ? [ownSpecies] : [species],
      covers: coversOf([type]),
    }
    return {
      id: t.id,
      petId: t.petId,
      brandId: t.brandId,
      userBrandId: t.userBrandId,
      productName: t.productName,
      manufacturer,
      treatmentType: type,
      variant: t.variant,
      frequency: asFrequency(t.frequency),
      givenOn: t.givenOn,
      notes: t.notes,
      nextDue,
      isLatest,
      dueStatus: isLatest ? dueStatus(nextDue, today) : null,
      daysUntilDue: isLatest ? daysUntil(nextDue, today) : null,
      safetyNotes: safetyNotes(product, species),
      recordedBy: t.recordedBy,
      createdAt: t.createdAt.toISOString(),
      updatedAt: t.updatedAt.toISOString(),
    }
  })
}
