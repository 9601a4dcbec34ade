import { composeMail } from '#server/lib/mail-format.ts'
import type { users } from '#server/db/schema.ts'

interface AlertRow {
  notification: { title: string; body: string }
  user: Pick<typeof users.$inferSelect, 'email' | 'name' | 'preferredName'>
}

/**
 * The urgent alert's e-mail (docs/product/reminders.md#urgent-breathing-alerts): the subject names
 * the pet and the rate, the body says who to call. There is nothing to mark done and no category
 * to unsubscribe from — an emergency is not a reminder — so neither link is in it, and mail
 * programs are asked to show it as important.
 */
export function breathingAlertMail(publicUrl: string, row: AlertRow) {
  const mail = composeMail({
    to: row.user.email,
    subject: `Urgent: ${row.notification.title}`,
    name: row.user.preferredName || row.user.name,
    intro: [row.notification.body],
    action: { label: 'Open Pawpulse', url: `${publicUrl}/notifications` },
    outro: ['You get this because you look after this pet in Pawpulse. Urgent alerts are sent at once, even during quiet hours.'],
  })
  return { ...mail, headers: { Importance: 'high', 'X-Priority': '1' } }
}
