import { eq } from 'drizzle-orm'
import type { AppConfig } from '#server/config.ts'
import type { Database } from '#server/db/client.ts'
import { householdMembers } from '#server/db/schema.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { Mailer } from '#server/lib/mailer.ts'
import { findInvitationDetails } from './invitation-details'
import { invitationLink, invitationMail } from './invitation-mail'

/** What sending an invitation needs beyond the database. */
export interface MailContext {
  db: Database
  mailer: Mailer
  log: Logger
  publicUrl: string
  /** config.invitationLimits: how many invitation mails an account may send, and an address get. */
  limits: AppConfig['invitationLimits']
}

/**
 * Sends the invitation for `token` and records it in `invite_sent`. A mail failure is
 * logged, not thrown: the member is kept with `inviteSent` false and the owner can resend.
 */
export async function deliverInvitation({
  db,
  mailer,
  log,
  publicUrl,
  memberId,
  token,
}: MailContext & { memberId: string; token: string }) {
  const details = await findInvitationDetails({ db, where: eq(householdMembers.id, memberId) })
  if (!details) return false
  try {
    await mailer.send(invitationMail({ ...details, to: details.email, link: invitationLink(publicUrl, token) }))
  } catch (err) {
    log.error({ err, memberId }, 'invitation e-mail could not be sent')
    return false
  }
  await db.update(householdMembers).set({ inviteSent: true, inviteSentAt: new Date() }).where(eq(householdMembers.id, memberId))
  return true
}
