// Web push subscriptions, kept in user_notification_tokens (channel 'push') with the token being
// the JSON of { endpoint, keys } (docs/product/reminders.md#push-notifications).
import {
  isPushServiceEndpoint,
  MAX_PUSH_SUBSCRIPTIONS,
  NOT_A_PUSH_SERVICE,
  pushSubscriptionSchema,
  type PushSubscriptionInput,
} from '@pawpulse/domain/push-api'
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { userNotificationTokens } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { PushTarget } from '#server/lib/push-sender.ts'

const PUSH = 'push'

/** The stored token: endpoint first, so a subscription is found by the token's beginning. */
const tokenOf = (target: PushTarget) =>
  JSON.stringify({ endpoint: target.endpoint, keys: { p256dh: target.keys.p256dh, auth: target.keys.auth } })

/**
 * The rows of one endpoint. Matched on the beginning of the token we wrote rather than by casting
 * it to jsonb: onboarding's older tokens (any text) are in the same column, and one that is not
 * JSON would make the cast fail the whole query.
 */
const sameEndpoint = (endpoint: string) => sql`starts_with(${userNotificationTokens.token}, ${`{"endpoint":${JSON.stringify(endpoint)},`})`

/**
 * Turns push on for this browser. An endpoint is one browser profile: subscribing it again
 * replaces the keys (never a second row), and a device that another account subscribed before
 * (someone else signed in on a shared computer) now gets only this user's notifications.
 * Only a browser push service's endpoint is kept (decision 060), and at most
 * MAX_PUSH_SUBSCRIPTIONS per account: a new device replaces the one subscribed longest ago, as a
 * person who changes browsers never unsubscribes the old ones.
 */
export async function subscribePush({
  db,
  userId,
  input,
  testOrigins = [],
}: {
  db: Database
  userId: string
  input: PushSubscriptionInput
  /** config.testPushServiceOrigins: tests' own push services. */
  testOrigins?: readonly string[]
}): Promise<void> {
  const { endpoint, keys } = pushSubscriptionSchema.parse(input)
  if (!isPushServiceEndpoint(endpoint, testOrigins)) throw new AppError('VALIDATION', NOT_A_PUSH_SERVICE, { endpoint: NOT_A_PUSH_SERVICE })
  await db.transaction(async (tx) => {
    await tx.delete(userNotificationTokens).where(and(eq(userNotificationTokens.channel, PUSH), sameEndpoint(endpoint)))
    await tx
      .insert(userNotificationTokens)
      .values({ userId, channel: PUSH, token: tokenOf({ endpoint, keys }) })
      .onConflictDoNothing()
    const ofUser = and(eq(userNotificationTokens.userId, userId), eq(userNotificationTokens.channel, PUSH))
    const kept = await tx
      .select({ id: userNotificationTokens.id })
      .from(userNotificationTokens)
      .where(ofUser)
      .orderBy(desc(userNotificationTokens.createdAt), desc(sameEndpoint(endpoint)))
      .limit(MAX_PUSH_SUBSCRIPTIONS)
    await tx.delete(userNotificationTokens).where(
      and(
        ofUser,
        notInArray(
          userNotificationTokens.id,
          kept.map((row) => row.id),
        ),
      ),
    )
  })
}

/** Turns push off for one of the user's devices; another user's subscription is never touched. */
export async function unsubscribePush(db: Database, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(userNotificationTokens)
    .where(and(eq(userNotificationTokens.userId, userId), eq(userNotificationTokens.channel, PUSH), sameEndpoint(endpoint)))
}

export interface StoredPushSubscription extends PushTarget {
  id: string
}

/** The user's devices with push on. Tokens that are not a valid subscription are passed over. */
export async function pushSubscriptionsOf(db: Database, userId: string): Promise<StoredPushSubscription[]> {
  const rows = await db
    .select({ id: userNotificationTokens.id, token: userNotificationTokens.token })
    .from(userNotificationTokens)
    .where(and(eq(userNotificationTokens.userId, userId), eq(userNotificationTokens.channel, PUSH)))
  return rows.flatMap(({ id, token }) => {
    const parsed = pushSubscriptionSchema.safeParse(parseJson(token))
    return parsed.success ? [{ id, endpoint: parsed.data.endpoint, keys: parsed.data.keys }] : []
  })
}

export async function removePushSubscriptions(db: Database, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(userNotificationTokens).where(inArray(userNotificationTokens.id, ids))
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
