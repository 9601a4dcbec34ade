import { conditionLabel } from '@pawpulse/domain/condition-label'
import { conditionKeys, normalizeConditionKey } from '@pawpulse/domain/conditions'
import { isResolved } from '@pawpulse/domain/health-condition'
import { matchEntry, type PetForMatching } from '@pawpulse/domain/marketplace'
import type { MarketplaceEntry, MarketplaceList, MarketplaceQuery } from '@pawpulse/domain/marketplace-api'
import type { Species } from '@pawpulse/domain/pets'
import { and, arrayContains, arrayOverlaps, eq, inArray, type SQL } from 'drizzle-orm'
import { assertPetAccess, listReadablePets } from '#server/core/pet-access.ts'
import type { Database } from '#server/db/client.ts'
import { marketplaceEntries, petHealthConditions, pets } from '#server/db/schema.ts'
import { byCategoryThenName, entryFields } from './view'

/** Conditions an entry can be for, in the list's order: custom ('other') conditions never match. */
const listedConditions: readonly string[] = conditionKeys.filter((key) => key !== 'other')

/**
 * The catalogue as one owner sees it (docs/product/marketplace.md#what-an-owner-sees): the
 * visible entries for their pets' species (all of them without pets), each with the pets it
 * suits and why, entries for a pet's condition first. The pets are the user's own and those shared
 * with them (the pet access rule), or the one pet asked for. Three or four queries, whatever the
 * number of entries.
 */
export async function listMarketplace({
  db,
  userId,
  query,
}: {
  db: Database
  userId: string
  query: MarketplaceQuery
}): Promise<MarketplaceList> {
  const petRows = query.petId ? await onePet({ db, userId, petId: query.petId }) : await listReadablePets({ db, userId })
  const petsForMatching = await withCurrentConditions(db, petRows)

  const filters: SQL[] = [eq(marketplaceEntries.hidden, false)]
  if (query.category) filters.push(eq(marketplaceEntries.category, query.category))
  if (query.condition) filters.push(arrayContains(marketplaceEntries.conditions, [query.condition]))
  if (query.species) filters.push(arrayContains(marketplaceEntries.species, [query.species]))
  else if (petsForMatching.length)
    filters.push(arrayOverlaps(marketplaceEntries.species, [...new Set(petsForMatching.map((p) => p.species))]))
  const rows = await db
    .select()
    .from(marketplaceEntries)
    .where(and(...filters))

  const entries = rows
    .map((row) => ({ row, match: matchEntry({ species: row.species as Species[], conditions: row.conditions }, petsForMatching) }))
    .sort((a, b) => Number(b.match.forCondition) - Number(a.match.forCondition) || byCategoryThenName(a.row, b.row))
    .map(({ row, match }): MarketplaceEntry => ({
      ...entryFields(row),
      forCondition: match.forCondition,
      reason: match.reason,
      petIds: match.pets.map((pet) => pet.petId),
    }))
  return { entries, conditions: conditionsOf(petsForMatching) }
}

/** The pet asked for, if the user may read it: otherwise the pet routes' own 404. */
async function onePet({ db, userId, petId }: { db: Database; userId: string; petId: string }) {
  await assertPetAccess({ db, userId, petId, need: 'read' })
  return db.select({ id: pets.id, name: pets.name, species: pets.species }).from(pets).where(eq(pets.id, petId))
}

/** Each pet with its current listed conditions (resolved ones and custom ones left out), in one query. */
async function withCurrentConditions(db: Database, petRows: { id: string; name: string; species: string }[]): Promise<PetForMatching[]> {
  if (!petRows.length) return []
  const conditionRows = await db
    .select({
      petId: petHealthConditions.petId,
      condition: petHealthConditions.condition,
      ongoing: petHealthConditions.ongoing,
      resolutionDate: petHealthConditions.resolutionDate,
    })
    .from(petHealthConditions)
    .where(
      inArray(
        petHealthConditions.petId,
        petRows.map((pet) => pet.id),
      ),
    )
  return petRows.map((pet) => {
    const current = conditionRows
      .filter((row) => row.petId === pet.id && !isResolved(row))
      .map((row) => normalizeConditionKey(row.condition))
      .filter((key) => listedConditions.includes(key))
    return {
      id: pet.id,
      name: pet.name,
      species: pet.species === 'cat' ? 'cat' : 'dog',
      conditions: listedConditions.filter((key) => current.includes(key)),
    }
  })
}

/** The pets' conditions for the page's condition filter, in the list's order, each with the pets that have it. */
function conditionsOf(petsForMatching: PetForMatching[]): MarketplaceList['conditions'] {
  return listedConditions
    .map((key) => ({
      key,
      label: conditionLabel(key),
      petNames: petsForMatching.filter((pet) => pet.conditions.includes(key)).map((pet) => pet.name),
    }))
    .filter((condition) => condition.petNames.length > 0)
}
