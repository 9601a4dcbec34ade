import type { PetAccessLevel } from '@pawpulse/domain/pets'
import { and, eq, or } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { householdMemberPets, householdMembers, pets } from '../../db/schema'
import { AppError } from '../../lib/app-error'

/**
 * The one access rule for everything pet-scoped (architecture "How a request flows"): the
 * owner, or an active household member the pet is shared with. Anyone else gets NOT_FOUND,
 * so a pet's existence never leaks.
 */
export async function findPetAccess({ db, userId, petId }: { db: Database; userId: string; petId: string }): Promise<PetAccessLevel | null> {
  const rows = await db
    .select({ ownerId: pets.userId, memberAccess: householdMembers.accessLevel })
    .from(pets)
    .leftJoin(householdMemberPets, eq(householdMemberPets.petId, pets.id))
    .leftJoin(
      householdMembers,
      and(
        eq(householdMembers.id, householdMemberPets.memberId),
        eq(householdMembers.memberUserId, userId),
        eq(householdMembers.status, 'active'),
      ),
    )
    .where(and(eq(pets.id, petId), or(eq(pets.userId, userId), eq(householdMembers.memberUserId, userId))))
  if (rows.some((r) => r.ownerId === userId)) return 'owner'
  if (rows.some((r) => r.memberAccess === 'editor')) return 'editor'
  if (rows.some((r) => r.memberAccess === 'viewer')) return 'viewer'
  return null
}

const rank: Record<PetAccessLevel, number> = { viewer: 1, editor: 2, owner: 3 }

/** Throws NOT_FOUND without access, FORBIDDEN when a viewer tries to change something. */
export async function assertPetAccess(args: {
  db: Database
  userId: string
  petId: string
  need: 'read' | 'write' | 'own'
}): Promise<PetAccessLevel> {
  const access = await findPetAccess(args)
  if (!access) throw AppError.notFound('Pet not found')
  const needed: PetAccessLevel = args.need === 'read' ? 'viewer' : args.need === 'write' ? 'editor' : 'owner'
  if (rank[access] < rank[needed]) {
    throw AppError.forbidden(
      args.need === 'own' ? 'Only the pet’s owner can do that.' : 'You can view this pet but not change it.',
    )
  }
  return access
}
