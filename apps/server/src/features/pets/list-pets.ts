import { conditionPageOf } from '@pawpulse/domain/condition-id'
import { normalizeConditionKey } from '@pawpulse/domain/conditions'
import { isResolved } from '@pawpulse/domain/health-condition'
import type { PetSummary } from '@pawpulse/domain/pets'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { preparedPerDatabase } from '#server/db/prepared.ts'
import { householdMemberPets, householdMembers, petHealthConditions, pets } from '#server/db/schema.ts'
import { petImageUrl } from '#server/core/pet-photos.ts'

/**
 * The three queries, prepared once per database: the pet list is read on nearly every page, and
 * building a query costs more than running it (decision 033).
 */
const queriesFor = preparedPerDatabase((db) => {
  const petColumns = { id: pets.id, name: pets.name, species: pets.species, createdAt: pets.createdAt, profileImageId: pets.profileImageId }
  return {
    owned: db
      .select(petColumns)
      .from(pets)
      .where(eq(pets.userId, sql.placeholder('userId')))
      .prepare('pawpulse_owned_pets'),
    shared: db
      .select({ ...petColumns, accessLevel: householdMembers.accessLevel })
      .from(householdMembers)
      .innerJoin(householdMemberPets, eq(householdMemberPets.memberId, householdMembers.id))
      .innerJoin(pets, eq(pets.id, householdMemberPets.petId))
      .where(and(eq(householdMembers.memberUserId, sql.placeholder('userId')), eq(householdMembers.status, 'active')))
      .prepare('pawpulse_shared_pets'),
    conditions: db
      .select({
        id: petHealthConditions.id,
        petId: petHealthConditions.petId,
        condition: petHealthConditions.condition,
        otherName: petHealthConditions.otherName,
        ongoing: petHealthConditions.ongoing,
        resolutionDate: petHealthConditions.resolutionDate,
      })
      .from(petHealthConditions)
      .where(sql`${petHealthConditions.petId} = any(${sql.placeholder('petIds')}::uuid[])`)
      .orderBy(desc(petHealthConditions.createdAt))
      .prepare('pawpulse_pet_conditions'),
  }
})

/** The user's own pets and the pets shared with them, newest first, in three prepared queries. */
export async function listPets({ db, userId }: { db: Database; userId: string }): Promise<PetSummary[]> {
  const queries = queriesFor(db)
  const [owned, shared] = await Promise.all([queries.owned.execute({ userId }), queries.shared.execute({ userId })])

  const byId = new Map<string, Omit<PetSummary, 'currentConditions' | 'currentConditionPages'>>()
  for (const pet of shared) {
    const existing = byId.get(pet.id)
    if (existing?.access === 'editor') continue
    byId.set(pet.id, { ...toSummary(pet), access: pet.accessLevel === 'editor' ? 'editor' : 'viewer' })
  }
  for (const pet of owned) byId.set(pet.id, { ...toSummary(pet), access: 'owner' })
  if (byId.size === 0) return []

  const conditions = await queries.conditions.execute({ petIds: [...byId.keys()] })

  return [...byId.values()]
    .map((pet) => {
      const current = conditions.filter((c) => c.petId === pet.id && !isResolved(c))
      return { ...pet, ...currentConditionFields(current) }
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

function toSummary(pet: { id: string; name: string; species: string; createdAt: Date; profileImageId: string | null }) {
  return {
    id: pet.id,
    name: pet.name,
    species: pet.species === 'cat' ? ('cat' as const) : ('dog' as const),
    photoUrl: pet.profileImageId ? petImageUrl(pet.profileImageId, 'thumbnail') : null,
    createdAt: pet.createdAt.toISOString(),
  }
}

/**
 * The current conditions as keys (once each) and as pages, newest first: each custom condition has
 * its own page (docs/product/health-tracking.md#the-condition-list).
 */
export function currentConditionFields(current: { id: string; condition: string; otherName: string | null }[]) {
  const pages = current.map(conditionPageOf)
  return {
    currentConditions: [...new Set(current.map((c) => normalizeConditionKey(c.condition)))],
    currentConditionPages: pages.filter((page, i) => pages.findIndex((p) => p.conditionId === page.conditionId) === i),
  }
}
