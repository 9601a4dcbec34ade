import type { HouseholdAccessLevel } from '@pawpulse/domain/household'
import { and, asc, eq, isNotNull, type SQL } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { householdMemberPets, householdMembers, pets, users } from '#server/db/schema.ts'

export interface InvitationDetails {
  memberId: string
  ownerName: string
  memberName: string
  email: string
  petNames: string[]
  accessLevel: HouseholdAccessLevel
  expiresAt: Date | null
}

/** What the invitation e-mail and the invitation page show, for the member matching `where`. */
export async function findInvitationDetails({ db, where }: { db: Database; where: SQL | undefined }): Promise<InvitationDetails | null> {
  const [row] = await db
    .select({
      memberId: householdMembers.id,
      ownerName: users.name,
      memberName: householdMembers.name,
      email: householdMembers.email,
      accessLevel: householdMembers.accessLevel,
      expiresAt: householdMembers.inviteExpiresAt,
    })
    .from(householdMembers)
    .innerJoin(users, eq(users.id, householdMembers.userId))
    .where(and(where, isNotNull(householdMembers.email)))
  if (!row?.email) return null
  const shared = await db
    .select({ name: pets.name })
    .from(householdMemberPets)
    .innerJoin(pets, eq(pets.id, householdMemberPets.petId))
    .where(eq(householdMemberPets.memberId, row.memberId))
    .orderBy(asc(pets.name))
  return {
    ...row,
    email: row.email,
    accessLevel: row.accessLevel === 'viewer' ? 'viewer' : 'editor',
    petNames: shared.map((p) => p.name),
  }
}
