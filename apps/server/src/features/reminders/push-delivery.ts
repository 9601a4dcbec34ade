// One 'push' delivery: the notification goes to every device the user turned push on for
// (docs/product/reminders.md#push-notifications).
import type { PushPayload } from '@pawpulse/domain/push-api'
import type { Database } from '#server/db/client.ts'
import type { notifications } from '#server/db/schema.ts'
import type { PushSender } from '#server/lib/push-sender.ts'
import { STILL_RELEVANT_MS } from './dispatch'
import { pushSubscriptionsOf, removePushSubscriptions } from './push-subscriptions'

/**
 * A delivery that can never succeed as things stand (no device has push on): it ends at once with
 * this message as its last error, instead of being retried.
 */
export class UndeliverableError extends Error {
  override name = 'UndeliverableError'
}

export const NO_PUSH_DEVICE = 'No device has push notifications turned on for this account'
export const PUSH_NOT_CONFIGURED = 'Web push is not set up on this server'

/** What the service worker shows; the tag keeps one notification per occurrence on a device. */
export function pushPayloadOf(notification: typeof notifications.$inferSelect): PushPayload {
  return {
    title: notification.title,
    body: notification.body,
    url: '/notifications',
    occurrenceId: notification.occurrenceId,
    tag: notification.occurrenceId ? `occurrence-${notification.occurrenceId}` : `notification-${notification.id}`,
  }
}

/**
 * Sends to each subscription; a subscription the push service no longer knows (404/410) is
 * deleted. Delivered to at least one device: done (the others are not sent to twice by a retry).
 * Delivered to none because one failed otherwise: throws, and the delivery is retried.
 */
export async function sendPushDelivery(
  deps: { db: Database; push?: PushSender },
  row: { notification: typeof notifications.$inferSelect; userId: string },
): Promise<void> {
  if (!deps.push) throw new UndeliverableError(PUSH_NOT_CONFIGURED)
  const subscriptions = await pushSubscriptionsOf(deps.db, row.userId)
  if (subscriptions.length === 0) throw new UndeliverableError(NO_PUSH_DEVICE)
  const isUrgent = row.notification.kind === 'breathing_alert'
  const message = {
    payload: JSON.stringify(pushPayloadOf(row.notification)),
    // A reminder is worth showing as long as it would still be sent after downtime.
    ttlSeconds: STILL_RELEVANT_MS / 1000,
    urgency: isUrgent ? ('high' as const) : ('normal' as const),
  }
  const push = deps.push
  const outcomes = await Promise.allSettled(subscriptions.map((s) => push.send(s, message)))
  const gone = subscriptions.filter((_, i) => {
    const outcome = outcomes[i]!
    return outcome.status === 'fulfilled' && outcome.value === 'gone'
  })
  await removePushSubscriptions(
    deps.db,
    gone.map((s) => s.id),
  )
  if (outcomes.some((o) => o.status === 'fulfilled' && o.value === 'delivered')) return
  const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected')
  if (failure) throw failure.reason instanceof Error ? failure.reason : new Error(String(failure.reason))
  throw new UndeliverableError(`${NO_PUSH_DEVICE} (the push service no longer knew this device)`)
}
