import { conditionPageOf } from '@pawpulse/domain/condition-id'
import { normalizeConditionKey } from '@pawpulse/domain/conditions'
import { isResolved } from '@pawpulse/domain/health-condition'
import type { PetSummary } from '@pawpulse/domain/pets'
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { householdMemberPets, householdMembers, petHealthConditions, pets } from '#server/db/schema.ts'
import { petImageUrl } from '#server/core/pet-photos.ts'

/** The user's own pets and the pets shared with them, newest first, in two queries. */
export async function listPets({ db, userId }: { db: Database; userId: string }): Promise<PetSummary[]> {
  const owned = await db
    .select({ id: pets.id, name: pets.name, species: pets.species, createdAt: pets.createdAt, profileImageId: pets.profileImageId })
    .from(pets)
    .where(eq(pets.userId, userId))
  const shared = await db
    .select({
      id: pets.id,
      name: pets.name,
      species: pets.species,
      createdAt: pets.createdAt,
      profileImageId: pets.profileImageId,
      accessLevel: householdMembers.accessLevel,
    })
    .from(householdMembers)
    .innerJoin(householdMemberPets, eq(householdMemberPets.memberId, householdMembers.id))
    .innerJoin(pets, eq(pets.id, householdMemberPets.petId))
    .where(and(eq(householdMembers.memberUserId, userId), eq(householdMembers.status, 'active')))

  const byId = new Map<string, Omit<PetSummary, 'currentConditions' | 'currentConditionPages'>>()
  for (const pet of shared) {
    const existing = byId.get(pet.id)
    if (existing?.access === 'editor') continue
    byId.set(pet.id, { ...toSummary(pet), access: pet.accessLevel === 'editor' ? 'editor' : 'viewer' })
  }
  for (const pet of owned) byId.set(pet.id, { ...toSummary(pet), access: 'owner' })
  if (byId.size === 0) return []

  const conditions = await db
    .select({
      id: petHealthConditions.id,
      petId: petHealthConditions.petId,
      condition: petHealthConditions.condition,
      otherName: petHealthConditions.otherName,
      ongoing: petHealthConditions.ongoing,
      resolutionDate: petHealthConditions.resolutionDate,
    })
    .from(petHealthConditions)
    .where(inArray(petHealthConditions.petId, [...byId.keys()]))
    .orderBy(desc(petHealthConditions.createdAt))

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
