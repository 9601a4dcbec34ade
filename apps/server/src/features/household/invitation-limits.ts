import type { AppConfig } from '#server/config.ts'
import type { Database } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import { consumeRateLimit } from '#server/lib/rate-limit.ts'

export const TOO_MANY_INVITATIONS = 'You have sent too many invitations. Please wait an hour and try again.'
export const TOO_MANY_TO_ADDRESS = 'This address has received too many invitations today. Please try again tomorrow.'

/**
 * Counts one invitation e-mail (a new invitation or one sent again) before it is made: per
 * inviting account, so nobody uses the app to send mail in bulk, and per recipient, whoever
 * invites them, so nobody is flooded — as the account mails are (auth/account-mail-delivery.ts).
 * Counted in the database, like every limit, so all instances share the count.
 */
export async function countInvitationMail({
  db,
  limits,
  ownerId,
  email,
}: {
  db: Database
  limits: AppConfig['invitationLimits']
  ownerId: string
  email: string
}) {
  await limited(() => consumeRateLimit({ db, key: `invitations:${ownerId}`, rule: limits.perAccount }), TOO_MANY_INVITATIONS)
  await limited(
    () => consumeRateLimit({ db, key: `invitations-to:${email.toLowerCase()}`, rule: limits.perRecipient }),
    TOO_MANY_TO_ADDRESS,
    'email',
  )
}

async function limited(count: () => Promise<void>, message: string, field?: string) {
  try {
    await count()
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'RATE_LIMITED')) throw err
    const refusal = new AppError('RATE_LIMITED', message, field ? { [field]: message } : undefined)
    refusal.retryAfterSeconds = err.retryAfterSeconds
    throw refusal
  }
}
