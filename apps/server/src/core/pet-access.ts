import type { PetAccessLevel } from '@pawpulse/domain/pets'
import type { UnitSystem } from '@pawpulse/domain/profile'
import { and, eq, or, sql, type Placeholder } from 'drizzle-orm'
import type { Database, Tx } from '../db/client'
import { preparedPerDatabase } from '../db/prepared'
import { householdMemberPets, householdMembers, pets, users } from '../db/schema'
import { AppError } from '../lib/app-error'

/** What the access check learns in its one read: the level, and the user's calendar and units. */
export interface PetAccess {
  access: PetAccessLevel
  /** The signed-in user's time zone (profile, else UTC): their calendar days (decision 009). */
  timeZone: string
  unitSystem: UnitSystem | null
}

type Value = string | Placeholder

/** The household rows that share a pet with the user: their active memberships only (joined after household_member_pets). */
const activeMembershipOf = (userId: Value) =>
  and(
    eq(householdMembers.id, householdMemberPets.memberId),
    eq(householdMembers.memberUserId, userId),
    eq(householdMembers.status, 'active'),
  )

/** The rule itself, over those joins: the owner, or an active member the pet is shared with. */
const isReadableBy = (userId: Value) => or(eq(pets.userId, userId), eq(householdMembers.memberUserId, userId))

/** Every pet route runs the check first: prepared (decision 065). */
const statementsFor = preparedPerDatabase((db) => {
  const userId = sql.placeholder('userId')
  return {
    access: db
      .select({ ownerId: pets.userId, memberAccess: householdMembers.accessLevel, timeZone: users.timezone, unitSystem: users.unitSystem })
      .from(pets)
      .innerJoin(users, eq(users.id, userId))
      .leftJoin(householdMemberPets, eq(householdMemberPets.petId, pets.id))
      .leftJoin(householdMembers, activeMembershipOf(userId))
      .where(and(eq(pets.id, sql.placeholder('petId')), isReadableBy(userId)))
      .prepare('pawpulse_pet_access'),
  }
})

/**
 * The one access rule for everything pet-scoped: the owner, or an active household member the
 * pet is shared with. Anyone else gets nothing, so a pet's existence never leaks. The user's
 * time zone and unit system come with it (the user's row by primary key, in the same query),
 * because nearly every pet page shows days or weights.
 */
async function readPetAccess({ db, userId, petId }: { db: Tx; userId: string; petId: string }): Promise<PetAccess | null> {
  const rows = await statementsFor(db).access.execute({ userId, petId })
  const access: PetAccessLevel | null = rows.some((r) => r.ownerId === userId)
    ? 'owner'
    : rows.some((r) => r.memberAccess === 'editor')
      ? 'editor'
      : rows.some((r) => r.memberAccess === 'viewer')
        ? 'viewer'
        : null
  const [first] = rows
  if (!access || !first) return null
  const unitSystem = first.unitSystem === 'metric' || first.unitSystem === 'imperial' ? first.unitSystem : null
  return { access, timeZone: first.timeZone ?? 'UTC', unitSystem }
}

/**
 * Every pet the user may read, by the same rule and joins as the one-pet check, oldest first: for
 * pages about all of a user's pets at once (the marketplace) rather than one pet's routes.
 */
export async function listReadablePets({ db, userId }: { db: Database; userId: string }) {
  return db
    .selectDistinct({ id: pets.id, name: pets.name, species: pets.species, createdAt: pets.createdAt })
    .from(pets)
    .leftJoin(householdMemberPets, eq(householdMemberPets.petId, pets.id))
    .leftJoin(householdMembers, activeMembershipOf(userId))
    .where(isReadableBy(userId))
    .orderBy(pets.createdAt, pets.id)
}

/** The user's access to the pet, or null: for callers that answer "not found" in their own words. */
export async function findPetAccess(args: { db: Database; userId: string; petId: string }): Promise<PetAccessLevel | null> {
  return (await readPetAccess(args))?.access ?? null
}

const rank: Record<PetAccessLevel, number> = { viewer: 1, editor: 2, owner: 3 }

/** Throws NOT_FOUND without access, FORBIDDEN when a viewer tries to change something. */
export async function assertPetAccess(args: {
  db: Database
  userId: string
  petId: string
  need: 'read' | 'write' | 'own'
}): Promise<PetAccess> {
  const found = await readPetAccess(args)
  if (!found) throw AppError.notFound('Pet not found')
  assertLevel(found.access, args.need)
  return found
}

/** FORBIDDEN unless `access` is enough for `need`. */
export function assertLevel(access: PetAccessLevel, need: 'read' | 'write' | 'own'): void {
  const needed: PetAccessLevel = need === 'read' ? 'viewer' : need === 'write' ? 'editor' : 'owner'
  if (rank[access] < rank[needed]) {
    throw AppError.forbidden(need === 'own' ? 'Only the pet’s owner can do that.' : 'You can view this pet but not change it.')
  }
}
