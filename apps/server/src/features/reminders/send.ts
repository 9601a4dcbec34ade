// The dispatcher's second half: send what is pending (docs/decisions/022). A delivery is claimed
// in one statement (pending → sending, FOR UPDATE SKIP LOCKED) before anything is sent, so two
// senders never send the same one; a sender that died mid-send leaves it 'sending', and it is
// claimed again after CLAIM_EXPIRES_MS (at least once, never twice at the same time).
import { reminderCategoryLabels } from '@pawpulse/domain/reminder-api'
import { cachedDateTimeFormat, safeTimeZone } from '@pawpulse/domain/time-zone'
import { eq, inArray, sql } from 'drizzle-orm'
import { resultRows, type Database } from '#server/db/client.ts'
import { notificationDeliveries, notifications, pets, reminderOccurrences, reminders, users } from '#server/db/schema.ts'
import type { Logger } from '#server/lib/logger.ts'
import { composeMail } from '#server/lib/mail-format.ts'
import type { Mailer } from '#server/lib/mailer.ts'
import type { PushSender } from '#server/lib/push-sender.ts'
import { breathingAlertMail } from './alert-mail'
import { signEmailAction } from './email-action-token'
import { sendPushDelivery, UndeliverableError } from './push-delivery'
import { categoryOf } from './rows'

const CLAIM_EXPIRES_MS = 10 * 60_000
/** A failing delivery is retried after 1, 4, 9, 16 minutes, then given up. */
export const MAX_ATTEMPTS = 5
/** Mails sent at once within a claimed batch. */
const SEND_CONCURRENCY = 10

export interface SendDeps {
  db: Database
  mailer: Mailer
  publicUrl: string
  secret: string
  log?: Logger
  /** Web push; unset, push deliveries end with a plain error (the server has no VAPID keys). */
  push?: PushSender
}

/** Claims up to `limit` deliveries that may go now and sends them; returns how many were sent. */
export async function sendPending(
  deps: SendDeps,
  options: { now?: Date; limit?: number } = {},
): Promise<{ sent: number; failed: number; cancelled: number }> {
  const now = options.now ?? new Date()
  const limit = options.limit ?? 200
  const claimed = await deps.db.execute<{ id: string }>(sql`
    update ${notificationDeliveries} set status = 'sending', claimed_at = ${now}, attempts = attempts + 1
    where id in (
      select id from ${notificationDeliveries}
      where (status = 'pending' and deliver_after <= ${now})
         or (status = 'sending' and claimed_at < ${new Date(now.getTime() - CLAIM_EXPIRES_MS)})
      order by deliver_after
      limit ${limit}
      for update skip locked
    )
    returning id`)
  const ids = resultRows<{ id: string }>(claimed).map((r) => r.id)
  const result = { sent: 0, failed: 0, cancelled: 0 }
  if (ids.length === 0) return result
  const rows = await deps.db
    .select({
      delivery: notificationDeliveries,
      notification: notifications,
      occurrence: reminderOccurrences,
      reminder: reminders,
      user: users,
      petName: pets.name,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .innerJoin(users, eq(users.id, notificationDeliveries.userId))
    .leftJoin(reminderOccurrences, eq(reminderOccurrences.id, notifications.occurrenceId))
    .leftJoin(reminders, eq(reminders.id, reminderOccurrences.reminderId))
    .leftJoin(pets, eq(pets.id, notifications.petId))
    .where(inArray(notificationDeliveries.id, ids))
  const cancelled: string[] = []
  const sent: string[] = []
  const send = async (row: (typeof rows)[number]) => {
    const { delivery } = row
    // Done, skipped or snoozed since it was queued: nothing to remind of any more.
    if (row.occurrence && (row.occurrence.status !== 'due' || row.occurrence.round !== delivery.round)) {
      cancelled.push(delivery.id)
      return
    }
    try {
      const isAlert = row.notification.kind === 'breathing_alert'
      if (delivery.channel === 'push') await sendPushDelivery(deps, { notification: row.notification, userId: delivery.userId })
      else await deps.mailer.send(isAlert ? breathingAlertMail(deps.publicUrl, row) : reminderMail(deps, row))
      sent.push(delivery.id)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      deps.log?.warn({ err: error, deliveryId: delivery.id, attempt: delivery.attempts }, `reminder ${delivery.channel} failed`)
      // No device to push to: nothing a retry would change.
      const gaveUp = delivery.attempts >= MAX_ATTEMPTS || error instanceof UndeliverableError
      await setStatus(deps.db, [delivery.id], {
        status: gaveUp ? 'failed' : 'pending',
        lastError: message.slice(0, 500),
        deliverAfter: new Date(now.getTime() + delivery.attempts ** 2 * 60_000),
      })
      result.failed++
    }
  }
  // A few mails at a time: SMTP servers take several connections, and the outbox several files.
  for (let i = 0; i < rows.length; i += SEND_CONCURRENCY) await Promise.all(rows.slice(i, i + SEND_CONCURRENCY).map(send))
  await setStatus(deps.db, sent, { status: 'sent', sentAt: new Date(), lastError: null })
  await setStatus(deps.db, cancelled, { status: 'cancelled' })
  result.sent = sent.length
  result.cancelled = cancelled.length
  return result
}

async function setStatus(db: Database, ids: string[], values: Partial<typeof notificationDeliveries.$inferInsert>) {
  if (ids.length > 0) await db.update(notificationDeliveries).set(values).where(inArray(notificationDeliveries.id, ids))
}

interface MailRow {
  notification: typeof notifications.$inferSelect
  occurrence: typeof reminderOccurrences.$inferSelect | null
  reminder: typeof reminders.$inferSelect | null
  user: typeof users.$inferSelect
  petName: string | null
}

/** The reminder e-mail: what to do, for which pet, when; a "Mark done" link and a way to stop them. */
export function reminderMail(deps: Pick<SendDeps, 'publicUrl' | 'secret'>, row: MailRow) {
  const timeZone = safeTimeZone(row.user.timezone)
  const category = row.reminder ? categoryOf(row.reminder) : 'custom'
  const when = row.occurrence
    ? // One formatter per zone, kept: building one is slow (decision 014) and a burst sends thousands.
      cachedDateTimeFormat('en-GB', {
        timeZone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        hour: '2-digit',
        minute: '2-digit',
      }).format(row.occurrence.dueAt)
    : null
  const unsubscribeToken = signEmailAction(deps.secret, { kind: 'unsubscribe', userId: row.user.id, category })
  // The header's address takes the mail program's one-click POST (RFC 8058); the body's link opens a
  // page that says what stops and asks, since a click is a GET (and mail scanners follow links).
  const unsubscribe = `${deps.publicUrl}/api/email-actions/${unsubscribeToken}/unsubscribe`
  const unsubscribePage = `${deps.publicUrl}/reminders/unsubscribe/${unsubscribeToken}`
  const mail = composeMail({
    to: row.user.email,
    subject: row.petName ? `Reminder for ${row.petName}: ${row.notification.title}` : `Reminder: ${row.notification.title}`,
    name: row.user.preferredName || row.user.name,
    intro: [`${row.notification.title}${when ? ` — due ${when}` : ''}.`, ...(row.reminder?.notes ? [row.reminder.notes] : [])],
    action: row.occurrence
      ? {
          label: 'Mark done',
          url: `${deps.publicUrl}/reminders/done/${signEmailAction(deps.secret, { kind: 'done', occurrenceId: row.occurrence.id })}`,
        }
      : undefined,
    outro: [
      `You can snooze or change this reminder in Pawpulse: ${deps.publicUrl}/notifications`,
      // The category by its name in the app, quoted: 'Other' is a category, not "other reminders".
      `To stop e-mails for your reminders in the category “${reminderCategoryLabels[category]}”: ${unsubscribePage}`,
    ],
  })
  // RFC 8058 one-click unsubscribe: mail programs show their own button and POST to the link.
  return { ...mail, headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
}
