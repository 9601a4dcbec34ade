import type { Invitation } from '@pawpulse/domain/household'
import { and, eq, gt } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { householdMemberPets, householdMembers } from '#server/db/schema.ts'
import type { SessionUser } from '#server/http/env.ts'
import { AppError } from '#server/lib/app-error.ts'
import { findInvitationDetails } from './invitation-details'
import { hashInvitationToken } from './tokens'

/** Unknown, used, expired and revoked links all read the same: nothing to learn by probing. */
const INVALID_INVITATION = 'This invitation is not valid or has expired.'

function isPendingInvitation(token: string) {
  return and(
    eq(householdMembers.inviteTokenHash, hashInvitationToken(token)),
    eq(householdMembers.status, 'invited'),
    gt(householdMembers.inviteExpiresAt, new Date()),
  )
}

/** What the invitee sees before accepting; the token in the link is the only credential. */
export async function getInvitation({ db, token }: { db: Database; token: string }): Promise<Invitation> {
  const details = await findInvitationDetails({ db, where: isPendingInvitation(token) })
  if (!details?.expiresAt) throw AppError.notFound(INVALID_INVITATION)
  return {
    ownerName: details.ownerName,
    memberName: details.memberName,
    email: details.email,
    petNames: details.petNames,
    accessLevel: details.accessLevel,
    expiresAt: details.expiresAt.toISOString(),
  }
}

/**
 * Joins the signed-in account to the household. The link alone is not enough: the account must
 * have the invited e-mail, so a forwarded link cannot hand the pets to someone else. Clearing the
 * hash in the same transaction makes the link single-use.
 */
export async function acceptInvitation({ db, user, token }: { db: Database; user: Pick<SessionUser, 'id' | 'email'>; token: string }) {
  return db.transaction(async (tx) => {
    const [member] = await tx.select().from(householdMembers).where(isPendingInvitation(token)).for('update')
    if (!member) throw AppError.notFound(INVALID_INVITATION)
    if (member.userId === user.id) {
      throw new AppError('VALIDATION', 'This is your own invitation: the pets are already yours.')
    }
    if (member.email?.toLowerCase() !== user.email.toLowerCase()) {
      throw AppError.forbidden('This invitation was sent to another e-mail address.')
    }
    await tx
      .update(householdMembers)
      .set({ memberUserId: user.id, status: 'active', inviteTokenHash: null, inviteExpiresAt: null })
      .where(eq(householdMembers.id, member.id))
    const shared = await tx
      .select({ petId: householdMemberPets.petId })
      .from(householdMemberPets)
      .where(eq(householdMemberPets.memberId, member.id))
    return { petIds: shared.map((s) => s.petId) }
  })
}
