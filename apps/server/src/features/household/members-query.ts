import type { HouseholdMember } from '@pawpulse/domain/household'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { householdMemberPets, householdMembers, pets } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'

type MemberRow = typeof householdMembers.$inferSelect

/** The owner's members with the pets each shares, newest first; two queries whatever the count. */
export async function loadMembers({ db, ownerId, memberId }: { db: Database; ownerId: string; memberId?: string }) {
  const rows = await db
    .select()
    .from(householdMembers)
    .where(and(eq(householdMembers.userId, ownerId), memberId ? eq(householdMembers.id, memberId) : undefined))
    .orderBy(desc(householdMembers.createdAt), desc(householdMembers.id))
  if (rows.length === 0) return []
  const links = await db
    .select({ memberId: householdMemberPets.memberId, petId: householdMemberPets.petId })
    .from(householdMemberPets)
    .where(
      inArray(
        householdMemberPets.memberId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(householdMemberPets.createdAt, householdMemberPets.petId)
  return rows.map((row) =>
    toHouseholdMember(
      row,
      links.filter((l) => l.memberId === row.id).map((l) => l.petId),
    ),
  )
}

export async function loadMember({ db, ownerId, memberId }: { db: Database; ownerId: string; memberId: string }) {
  const [member] = await loadMembers({ db, ownerId, memberId })
  if (!member) throw AppError.notFound('Member not found')
  return member
}

/** The owner's own member row; another owner's id answers 404 as if it did not exist. */
export async function findOwnedMember({ db, ownerId, memberId }: { db: Database; ownerId: string; memberId: string }) {
  const [row] = await db
    .select()
    .from(householdMembers)
    .where(and(eq(householdMembers.id, memberId), eq(householdMembers.userId, ownerId)))
    .for('update')
  if (!row) throw AppError.notFound('Member not found')
  return row
}

/**
 * Only pets the owner owns can be shared; a co-parent cannot pass on access. A pet that is not
 * the owner's answers 404, the same as one that does not exist (no existence leak).
 */
export async function assertOwnsPets({ db, ownerId, petIds }: { db: Database; ownerId: string; petIds: string[] }) {
  const unique = [...new Set(petIds)]
  const owned = await db
    .select({ id: pets.id })
    .from(pets)
    .where(and(eq(pets.userId, ownerId), inArray(pets.id, unique)))
  if (owned.length !== unique.length) throw AppError.notFound('Pet not found')
  return unique
}

function toHouseholdMember(row: MemberRow, petIds: string[]): HouseholdMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    relationship: row.relationship,
    phone: row.phone,
    petIds,
    accessLevel: row.accessLevel === 'viewer' ? 'viewer' : 'editor',
    status: row.status === 'active' || row.status === 'revoked' ? row.status : 'invited',
    inviteSent: row.inviteSent,
    inviteSentAt: row.inviteSentAt?.toISOString() ?? null,
    inviteExpiresAt: row.inviteExpiresAt?.toISOString() ?? null,
    hasAccepted: row.memberUserId !== null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The owner's pending or active membership for an e-mail (one per owner and e-mail: migration 0001). */
export async function findActiveMemberId({ db, ownerId, email }: { db: Database; ownerId: string; email: string }) {
  const [row] = await db
    .select({ id: householdMembers.id })
    .from(householdMembers)
    .where(
      and(
        eq(householdMembers.userId, ownerId),
        eq(sql`lower(${householdMembers.email})`, email.toLowerCase()),
        inArray(householdMembers.status, ['invited', 'active']),
      ),
    )
  return row?.id
}

/** Inviting yourself is refused with the same words wherever it is tried (`field` names the input). */
export function assertNotSelf({ ownerEmail, email, field }: { ownerEmail: string; email: string | null | undefined; field: string }) {
  if (email && email.toLowerCase() === ownerEmail.toLowerCase()) {
    throw new AppError('VALIDATION', 'You cannot invite yourself: your pets are already yours.', {
      [field]: 'This is your own e-mail address',
    })
  }
}
