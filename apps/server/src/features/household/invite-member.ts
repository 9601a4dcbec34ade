import type { HouseholdMemberInput } from '@pawpulse/domain/household'
import { eq } from 'drizzle-orm'
import { householdMemberPets, householdMembers, users } from '#server/db/schema.ts'
import type { SessionUser } from '#server/http/env.ts'
import { AppError } from '#server/lib/app-error.ts'
import { deliverInvitation, type MailContext } from './deliver-invitation'
import { countInvitationMail } from './invitation-limits'
import { assertNotSelf, assertOwnsPets, findActiveMemberId, findOwnedMember, loadMember } from './members-query'
import { createInvitationToken } from './tokens'

/**
 * Adds a co-parent (status 'invited') with the pets they share, then e-mails the single-use link.
 * The e-mail goes out after the transaction, so a slow SMTP server never holds a lock.
 */
export async function inviteMember(ctx: MailContext & { owner: Pick<SessionUser, 'id' | 'email'>; input: HouseholdMemberInput }) {
  const { db, owner, input } = ctx
  assertNotSelf({ ownerEmail: owner.email, email: input.email, field: 'email' })
  await countInvitationMail({ db, limits: ctx.limits, ownerId: owner.id, email: input.email })
  const { token, tokenHash, expiresAt } = createInvitationToken()
  const memberId = await db.transaction(async (tx) => {
    const petIds = await assertOwnsPets({ db: tx, ownerId: owner.id, petIds: input.petIds })
    // Locking the owner's row makes two simultaneous invitations of one e-mail wait for each other.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.id)).for('update')
    if (await findActiveMemberId({ db: tx, ownerId: owner.id, email: input.email })) {
      throw new AppError('CONFLICT', 'This e-mail address is already invited to your household.', {
        email: 'Already invited',
      })
    }
    const [member] = await tx
      .insert(householdMembers)
      .values({
        userId: owner.id,
        name: input.name,
        email: input.email,
        relationship: input.relationship || null,
        phone: input.phone || null,
        accessLevel: input.accessLevel,
        status: 'invited',
        inviteTokenHash: tokenHash,
        inviteExpiresAt: expiresAt,
      })
      .returning({ id: householdMembers.id })
    if (!member) throw new Error('insert returned no row')
    await tx.insert(householdMemberPets).values(petIds.map((petId) => ({ memberId: member.id, petId })))
    return member.id
  })
  await deliverInvitation({ ...ctx, memberId, token })
  return loadMember({ db, ownerId: owner.id, memberId })
}

/**
 * Sends a new link for a pending invitation: the old link stops working, the 7 days start again.
 * Also the way to invite a member that was added without a link (e.g. during onboarding).
 */
export async function sendInvitation(ctx: MailContext & { ownerId: string; memberId: string }) {
  const { db, ownerId, memberId } = ctx
  const { token, tokenHash, expiresAt } = createInvitationToken()
  const assertSendable = (member: Awaited<ReturnType<typeof findOwnedMember>>) => {
    if (member.status !== 'invited') {
      throw new AppError('CONFLICT', 'Only a pending invitation can be sent again.')
    }
    if (!member.email) {
      throw new AppError('VALIDATION', 'This member has no e-mail address to send an invitation to.')
    }
    return member.email
  }
  // Counted only for a mail that would go out; checked again under the transaction.
  const email = assertSendable(await findOwnedMember({ db, ownerId, memberId }))
  await countInvitationMail({ db, limits: ctx.limits, ownerId, email })
  await db.transaction(async (tx) => {
    assertSendable(await findOwnedMember({ db: tx, ownerId, memberId }))
    // `inviteSent` describes the current link, which has not been sent yet.
    await tx
      .update(householdMembers)
      .set({ inviteTokenHash: tokenHash, inviteExpiresAt: expiresAt, inviteSent: false })
      .where(eq(householdMembers.id, memberId))
  })
  await deliverInvitation({ ...ctx, memberId, token })
  return loadMember({ db, ownerId, memberId })
}

/**
 * Onboarding's invitations go out after its commit: one over the invitation limits is not sent
 * (the member stays with `inviteSent` false, to be sent again from the household page) rather
 * than failing a save that has already happened.
 */
export async function sendInvitationAfterOnboarding(ctx: MailContext & { ownerId: string; memberId: string }) {
  try {
    await sendInvitation(ctx)
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'RATE_LIMITED')) throw err
    ctx.log.warn({ memberId: ctx.memberId }, 'invitation not sent: over the invitation limits')
  }
}
