import { OTHER_RESPONSES_PER_FIELD, type OtherResponseField, otherResponseFields, type OtherResponses } from '@pawpulse/domain/admin'
import type { Species } from '@pawpulse/domain/pets'
import { and, countDistinct, desc, eq, exists, ne, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '#server/db/client.ts'
import { petBreedMix, petBreeds, petHealthConditions, pets, userTreatmentBrands, userTreatmentManufacturers } from '#server/db/schema.ts'

interface Answer {
  answer: string
  count: number
}

/** Same answer whatever the case or surrounding spaces; shown in its commonest spelling. */
const keyOf = (column: PgColumn) => sql`lower(btrim(${column}))`
const spellingOf = (column: PgColumn) => sql<string>`mode() within group (order by btrim(${column}))`

/** Free text in `column` of the rows `where` selects, grouped and counted (by distinct `countBy`). */
function freeText(db: Database, { column, countBy, where }: { column: PgColumn; countBy: PgColumn; where: SQL | undefined }) {
  const uses = countDistinct(countBy)
  return db
    .select({ answer: spellingOf(column), count: uses })
    .from(column.table)
    .where(and(where, ne(sql`btrim(${column})`, '')))
    .groupBy(keyOf(column))
    .orderBy(desc(uses), keyOf(column))
}

/**
 * Breeds typed by hand (pet_breeds.is_custom, docs/decisions/002), counted by the pets that name
 * them now, as their breed or in their mix.
 */
function customBreeds(db: Database, species: Species) {
  const uses = countDistinct(pets.id)
  const sameName = (column: PgColumn) => sql`lower(${column}) = lower(${petBreeds.name})`
  const inMix = exists(
    db
      .select({ one: sql`1` })
      .from(petBreedMix)
      .where(and(eq(petBreedMix.petId, pets.id), sameName(petBreedMix.breed))),
  )
  return db
    .select({ answer: petBreeds.name, count: uses })
    .from(petBreeds)
    .innerJoin(pets, and(eq(pets.species, petBreeds.species), or(sameName(pets.breed), inMix)))
    .where(and(eq(petBreeds.isCustom, true), eq(petBreeds.species, species)))
    .groupBy(petBreeds.id, petBreeds.name)
    .orderBy(desc(uses), sql`lower(${petBreeds.name})`)
}

function answersFor(db: Database, field: OtherResponseField): Promise<Answer[]> {
  switch (field) {
    case 'condition':
      return freeText(db, {
        column: petHealthConditions.otherName,
        countBy: petHealthConditions.id,
        where: eq(petHealthConditions.condition, 'other'),
      })
    case 'dogBreed':
      return customBreeds(db, 'dog')
    case 'catBreed':
      return customBreeds(db, 'cat')
    case 'acquisitionSource':
      return freeText(db, { column: pets.acquisitionSourceDetails, countBy: pets.id, where: eq(pets.acquisitionSource, 'other') })
    case 'treatmentBrand':
      return freeText(db, { column: userTreatmentBrands.name, countBy: userTreatmentBrands.userId, where: undefined })
    case 'treatmentManufacturer':
      return freeText(db, { column: userTreatmentManufacturers.name, countBy: userTreatmentManufacturers.userId, where: undefined })
  }
}

/**
 * Every free-text "other" answer (docs/product/feedback-and-admin.md#other-responses), grouped by
 * field and counted, most frequent first, so the team can see which options the lists are missing.
 * Counts are of what is stored now: pets, conditions and brands that were deleted no longer count.
 */
export async function otherResponses({ db }: { db: Database }): Promise<OtherResponses> {
  const groups = await Promise.all(
    otherResponseFields.map(async (field) => {
      const answers = await answersFor(db, field)
      return { field, answers: answers.slice(0, OTHER_RESPONSES_PER_FIELD), distinctAnswers: answers.length }
    }),
  )
  return { groups }
}
