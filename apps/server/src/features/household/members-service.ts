import type { z } from 'zod'
import type { householdMemberUpdateSchema } from '@pawpulse/domain/household'
import { and, eq } from 'drizzle-orm'
import { patchRow } from '#server/core/patch.ts'
import { revokeLinksOfFormerSharer } from '#server/core/share-revocation.ts'
import type { Database } from '#server/db/client.ts'
import { householdMemberPets, householdMembers } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { assertOwnsPets, findOwnedMember, loadMember, loadMembers } from './members-query'

type MemberUpdate = z.infer<typeof householdMemberUpdateSchema>

export function listMembers({ db, ownerId }: { db: Database; ownerId: string }) {
  return loadMembers({ db, ownerId })
}

/**
 * Changes the shared pets, the access level or the status, in one transaction. Access follows at
 * once: the pet access rule reads these rows on every request and only honours 'active'; the
 * share links the member made for a pet they may no longer change are revoked with it.
 */
export async function updateMember({
  db,
  ownerId,
  memberId,
  input,
}: {
  db: Database
  ownerId: string
  memberId: string
  input: MemberUpdate
}) {
  await db.transaction(async (tx) => {
    const member = await findOwnedMember({ db: tx, ownerId, memberId })
    if (input.status === 'active' && member.status !== 'active' && !member.memberUserId) {
      throw new AppError('VALIDATION', 'This person has not accepted the invitation yet.', {
        status: 'Only a member who accepted the invitation can be given access again',
      })
    }
    if (input.petIds) {
      const petIds = await assertOwnsPets({ db: tx, ownerId, petIds: input.petIds })
      await tx.delete(householdMemberPets).where(eq(householdMemberPets.memberId, memberId))
      await tx.insert(householdMemberPets).values(petIds.map((petId) => ({ memberId, petId })))
    }
    await patchRow(tx, householdMembers, member, {
      accessLevel: input.accessLevel,
      status: input.status,
      // A revoked invitation's link must stop working too, and there is no way back to 'invited'.
      ...(input.status === 'revoked' ? { inviteTokenHash: null } : {}),
    })
    if (member.memberUserId) await revokeLinksOfFormerSharer({ db: tx, ownerId, userId: member.memberUserId })
  })
  return loadMember({ db, ownerId, memberId })
}

/**
 * The shared-pet rows go with the member (foreign key `on delete cascade`), in the same statement;
 * the share links the member made for the owner's pets are revoked in the same transaction.
 */
export async function removeMember({ db, ownerId, memberId }: { db: Database; ownerId: string; memberId: string }) {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(householdMembers)
      .where(and(eq(householdMembers.id, memberId), eq(householdMembers.userId, ownerId)))
      .returning({ id: householdMembers.id, memberUserId: householdMembers.memberUserId })
    if (!removed) throw AppError.notFound('Member not found')
    if (removed.memberUserId) await revokeLinksOfFormerSharer({ db: tx, ownerId, userId: removed.memberUserId })
  })
}
