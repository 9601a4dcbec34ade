import type { PetTreatmentInput } from '@pawpulse/domain/treatment-input'
import { treatmentTypeLabels } from '@pawpulse/domain/parasite-products'
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { treatmentBrands, treatmentDetails, treatmentTypes, userTreatmentBrands } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'

/**
 * Which product a treatment is and how often it is given: a seeded brand (its name at the time,
 * its default interval unless the owner chose one), an own brand of the recorder or the pet's
 * owner, or only a name. A seeded brand must be listed under the chosen type.
 */
export async function resolveSource(db: Database, input: PetTreatmentInput, userIds: string[]) {
  if (input.brandId) {
    const details = await db
      .select({
        brand: treatmentBrands.name,
        type: treatmentTypes.name,
        species: treatmentTypes.species,
        frequency: treatmentDetails.defaultFrequency,
      })
      .from(treatmentBrands)
      .innerJoin(treatmentDetails, eq(treatmentDetails.brandId, treatmentBrands.id))
      .innerJoin(treatmentTypes, eq(treatmentTypes.id, treatmentDetails.typeId))
      .where(eq(treatmentBrands.id, input.brandId))
    if (details.length === 0) throw new AppError('VALIDATION', 'Some fields are not valid.', { brandId: 'Choose a product from the list' })
    const forType = details.find((d) => d.type === input.treatmentType)
    if (!forType) {
      const listed = [...new Set(details.map((d) => treatmentTypeLabels[d.type as keyof typeof treatmentTypeLabels] ?? d.type))].join(', ')
      throw new AppError('VALIDATION', 'Some fields are not valid.', { treatmentType: `${details[0]!.brand} is listed as: ${listed}` })
    }
    return {
      brandId: input.brandId,
      userBrandId: null,
      productName: forType.brand,
      frequency: input.frequency ?? (forType.frequency as NonNullable<PetTreatmentInput['frequency']>),
    }
  }
  if (input.userBrandId) {
    const [own] = await db
      .select({ name: userTreatmentBrands.name })
      .from(userTreatmentBrands)
      .where(and(eq(userTreatmentBrands.id, input.userBrandId), inArray(userTreatmentBrands.userId, userIds)))
    if (!own) throw new AppError('VALIDATION', 'Some fields are not valid.', { userBrandId: 'Choose a product from the list' })
    return { brandId: null, userBrandId: input.userBrandId, productName: own.name, frequency: input.frequency! }
  }
  return { brandId: null, userBrandId: null, productName: input.productName!.trim(), frequency: input.frequency! }
}
