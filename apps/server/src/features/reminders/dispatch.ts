// The dispatcher's first half: turn what has fallen due into occurrences, inbox entries and
// deliveries (docs/product/reminders.md#delivery, docs/decisions/022). Everything it writes is
// unique on what it stands for — (reminder, instant), (occurrence, user), (notification,
// channel, round) — and rows are claimed with FOR UPDATE SKIP LOCKED, so any number of
// dispatchers on one database create each thing once, whatever the timing.
import { afterQuietHours } from '@pawpulse/domain/notification-timing'
import { nextOccurrenceAfter } from '@pawpulse/domain/recurrence'
import { safeTimeZone } from '@pawpulse/domain/time-zone'
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm'
import type { Database, Tx } from '#server/db/client.ts'
import { notificationDeliveries, notifications, pets, reminderOccurrences, reminders, users } from '#server/db/schema.ts'
import { categoryOf, recurrenceOfRow } from './rows'

/**
 * How late an occurrence may still be delivered. A server that was down delivers on start-up
 * what fell due in the last 12 hours — unless a later occurrence of the same reminder is due too,
 * which replaces it; anything older is recorded as missed (shown, not sent).
 */
export const STILL_RELEVANT_MS = 12 * 60 * 60_000
/** Occurrences one reminder may catch up on in one pass; the next pass goes on. */
const CATCH_UP_PER_PASS = 50

export interface DispatchResult {
  delivered: number
  missed: number
  snoozesEnded: number
}

interface Owner {
  id: string
  timezone: string | null
  isAnonymous: boolean
  quietHoursStart: string | null
  quietHoursEnd: string | null
  emailMutedCategories: string[]
}

/** The external channels an occurrence goes out on: the reminder's, minus what the owner muted or cannot get. */
function channelsFor(methods: string[], owner: Owner, category: string): string[] {
  if (owner.isAnonymous) return [] // a guest has no address: the inbox only
  return methods.filter((m) => m === 'email' && !owner.emailMutedCategories.includes(category))
}

async function deliver(
  tx: Tx,
  args: {
    owner: Owner
    occurrenceId: string
    petId: string | null
    title: string
    body: string
    channels: string[]
    round: number
    now: Date
  },
) {
  const { owner, now } = args
  const [inbox] = await tx
    .insert(notifications)
    .values({ userId: owner.id, petId: args.petId, occurrenceId: args.occurrenceId, kind: 'reminder', title: args.title, body: args.body })
    .onConflictDoUpdate({
      target: [notifications.occurrenceId, notifications.userId],
      // A snooze that ends brings the entry back to the top, unread.
      set: { readAt: null, createdAt: now },
    })
    .returning({ id: notifications.id })
  if (args.channels.length === 0) return
  const quiet = owner.quietHoursStart && owner.quietHoursEnd ? { start: owner.quietHoursStart, end: owner.quietHoursEnd } : null
  const deliverAfter = afterQuietHours(now, quiet, safeTimeZone(owner.timezone))
  await tx
    .insert(notificationDeliveries)
    .values(args.channels.map((channel) => ({ notificationId: inbox!.id, userId: owner.id, channel, round: args.round, deliverAfter })))
    .onConflictDoNothing()
}

function bodyOf(petName: string | null, notes: string | null): string {
  return [petName ? `For ${petName}.` : null, notes].filter(Boolean).join(' ')
}

/** Reminders whose next occurrence has come: create it, and the ones it passed, then move on. */
async function dispatchReminders(
  db: Database,
  now: Date,
  limit: number,
): Promise<Pick<DispatchResult, 'delivered' | 'missed'> & { claimed: number }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ reminder: reminders, owner: users, petName: pets.name })
      .from(reminders)
      .innerJoin(users, eq(users.id, reminders.userId))
      .leftJoin(pets, eq(pets.id, reminders.petId))
      .where(and(isNotNull(reminders.nextDueAt), lte(reminders.nextDueAt, now), eq(reminders.paused, false)))
      .orderBy(asc(reminders.nextDueAt))
      .limit(limit)
      .for('update', { of: reminders, skipLocked: true })
    let delivered = 0
    let missed = 0
    for (const { reminder, owner, petName } of due) {
      const timeZone = safeTimeZone(owner.timezone)
      const rule = recurrenceOfRow(reminder)
      let dueAt: Date | null = reminder.nextDueAt
      for (let n = 0; dueAt && dueAt <= now && n < CATCH_UP_PER_PASS; n++) {
        const following = nextOccurrenceAfter(rule, timeZone, dueAt)
        const superseded = following !== null && following <= now
        const status = superseded || now.getTime() - dueAt.getTime() > STILL_RELEVANT_MS ? 'missed' : 'due'
        const [occurrence] = await tx
          .insert(reminderOccurrences)
          .values({ reminderId: reminder.id, userId: reminder.userId, petId: reminder.petId, dueAt, status })
          .onConflictDoNothing()
          .returning({ id: reminderOccurrences.id })
        if (occurrence && status === 'due') {
          await deliver(tx, {
            owner,
            occurrenceId: occurrence.id,
            petId: reminder.petId,
            title: reminder.title,
            body: bodyOf(petName, reminder.notes),
            channels: channelsFor(reminder.notificationMethods, owner, categoryOf(reminder)),
            round: 1,
            now,
          })
          delivered++
        } else if (occurrence) missed++
        dueAt = following
      }
      await tx.update(reminders).set({ nextDueAt: dueAt }).where(eq(reminders.id, reminder.id))
    }
    return { delivered, missed, claimed: due.length }
  })
}

/** Snoozes that have ended: the occurrence is delivered again (the next round). */
async function endSnoozes(db: Database, now: Date, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .select({ occurrence: reminderOccurrences, reminder: reminders, owner: users, petName: pets.name })
      .from(reminderOccurrences)
      .innerJoin(reminders, eq(reminders.id, reminderOccurrences.reminderId))
      .innerJoin(users, eq(users.id, reminderOccurrences.userId))
      .leftJoin(pets, eq(pets.id, reminderOccurrences.petId))
      .where(
        and(eq(reminderOccurrences.status, 'due'), isNotNull(reminderOccurrences.snoozedUntil), lte(reminderOccurrences.snoozedUntil, now)),
      )
      .limit(limit)
      .for('update', { of: reminderOccurrences, skipLocked: true })
    for (const { occurrence, reminder, owner, petName } of ended) {
      const round = occurrence.round + 1
      await tx.update(reminderOccurrences).set({ snoozedUntil: null, round }).where(eq(reminderOccurrences.id, occurrence.id))
      await deliver(tx, {
        owner,
        occurrenceId: occurrence.id,
        petId: occurrence.petId,
        title: reminder.title,
        body: bodyOf(petName, reminder.notes),
        channels: channelsFor(reminder.notificationMethods, owner, categoryOf(reminder)),
        round,
        now,
      })
    }
    return ended.length
  })
}

/** One pass of the dispatcher; `limit` bounds the rows one transaction claims. */
export async function dispatchDue(db: Database, options: { now?: Date; limit?: number } = {}): Promise<DispatchResult> {
  const now = options.now ?? new Date()
  const limit = options.limit ?? 500
  const result: DispatchResult = { delivered: 0, missed: 0, snoozesEnded: 0 }
  for (;;) {
    const pass = await dispatchReminders(db, now, limit)
    result.delivered += pass.delivered
    result.missed += pass.missed
    if (pass.claimed < limit) break
  }
  for (;;) {
    const ended = await endSnoozes(db, now, limit)
    result.snoozesEnded += ended
    if (ended < limit) break
  }
  return result
}
