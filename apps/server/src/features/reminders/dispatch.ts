// The dispatcher's first half: turn what has fallen due into occurrences, inbox entries and
// deliveries (docs/product/reminders.md#delivery, docs/decisions/022). Everything it writes is
// unique on what it stands for — (reminder, instant), (occurrence, user), (notification,
// channel, round) — and rows are claimed with FOR UPDATE SKIP LOCKED, so any number of
// dispatchers on one database create each thing once, whatever the timing.
import { afterQuietHours } from '@pawpulse/domain/notification-timing'
import { nextOccurrenceAfter } from '@pawpulse/domain/recurrence'
import { safeTimeZone } from '@pawpulse/domain/time-zone'
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm'
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

/**
 * The external channels an occurrence goes out on: the reminder's, minus what the owner muted or
 * cannot get. A guest has no e-mail address, but a guest's browser can take push.
 */
function channelsFor(methods: string[], owner: Owner, category: string): string[] {
  return methods.filter((m) => m === 'push' || (m === 'email' && !owner.isAnonymous && !owner.emailMutedCategories.includes(category)))
}

interface Delivery {
  owner: Owner
  occurrenceId: string
  petId: string | null
  title: string
  body: string
  channels: string[]
  round: number
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest row. */
const ROWS_PER_STATEMENT = 1_000
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / ROWS_PER_STATEMENT) }, (_, i) =>
    items.slice(i * ROWS_PER_STATEMENT, (i + 1) * ROWS_PER_STATEMENT),
  )

/** Inbox entries for a batch of occurrences, and their pending sends (held until quiet hours end). */
async function deliver(tx: Tx, items: Delivery[], now: Date) {
  const inboxOf = new Map<string, string>()
  for (const chunk of chunks(items)) {
    const rows = await tx
      .insert(notifications)
      .values(
        chunk.map((d) => ({
          userId: d.owner.id,
          petId: d.petId,
          occurrenceId: d.occurrenceId,
          kind: 'reminder',
          title: d.title,
          body: d.body,
        })),
      )
      .onConflictDoUpdate({
        target: [notifications.occurrenceId, notifications.userId],
        // A snooze that ends brings the entry back to the top, unread.
        set: { readAt: null, createdAt: now },
      })
      .returning({ id: notifications.id, occurrenceId: notifications.occurrenceId })
    for (const row of rows) inboxOf.set(row.occurrenceId!, row.id)
  }
  const sends = items.flatMap((d) => {
    if (d.channels.length === 0) return []
    const { owner } = d
    const quiet = owner.quietHoursStart && owner.quietHoursEnd ? { start: owner.quietHoursStart, end: owner.quietHoursEnd } : null
    const deliverAfter = afterQuietHours(now, quiet, safeTimeZone(owner.timezone))
    return d.channels.map((channel) => ({
      notificationId: inboxOf.get(d.occurrenceId)!,
      userId: owner.id,
      channel,
      round: d.round,
      deliverAfter,
    }))
  })
  for (const chunk of chunks(sends)) await tx.insert(notificationDeliveries).values(chunk).onConflictDoNothing()
}

function bodyOf(petName: string | null, notes: string | null): string {
  return [petName ? `For ${petName}.` : null, notes].filter(Boolean).join(' ')
}

const keyOf = (reminderId: string, dueAt: Date) => `${reminderId} ${dueAt.getTime()}`

/**
 * Reminders whose next occurrence has come: create it, and the ones it passed, then move on.
 * The rules are worked out in memory; the rows are written a batch at a time (a few statements
 * for hundreds of reminders), so a minute in which 100,000 reminders fall due is one pass.
 */
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
    if (due.length === 0) return { delivered: 0, missed: 0, claimed: 0 }

    const planned = new Map<string, { row: (typeof due)[number]; dueAt: Date; status: 'due' | 'missed' }>()
    const nextDue: { id: string; next: Date | null }[] = []
    for (const row of due) {
      const rule = recurrenceOfRow(row.reminder)
      const timeZone = safeTimeZone(row.owner.timezone)
      let dueAt: Date | null = row.reminder.nextDueAt
      for (let n = 0; dueAt && dueAt <= now && n < CATCH_UP_PER_PASS; n++) {
        const following = nextOccurrenceAfter(rule, timeZone, dueAt)
        const superseded = following !== null && following <= now
        const status = superseded || now.getTime() - dueAt.getTime() > STILL_RELEVANT_MS ? 'missed' : 'due'
        planned.set(keyOf(row.reminder.id, dueAt), { row, dueAt, status })
        dueAt = following
      }
      nextDue.push({ id: row.reminder.id, next: dueAt })
    }

    const created: { id: string; reminderId: string; dueAt: Date; status: string }[] = []
    for (const chunk of chunks([...planned.values()])) {
      created.push(
        ...(await tx
          .insert(reminderOccurrences)
          .values(
            chunk.map(({ row, dueAt, status }) => ({
              reminderId: row.reminder.id,
              userId: row.reminder.userId,
              petId: row.reminder.petId,
              dueAt,
              status,
            })),
          )
          .onConflictDoNothing()
          .returning({
            id: reminderOccurrences.id,
            reminderId: reminderOccurrences.reminderId,
            dueAt: reminderOccurrences.dueAt,
            status: reminderOccurrences.status,
          })),
      )
    }
    const toDeliver = created
      .filter((o) => o.status === 'due')
      .map((o): Delivery => {
        const { reminder, owner, petName } = planned.get(keyOf(o.reminderId, o.dueAt))!.row
        return {
          owner,
          occurrenceId: o.id,
          petId: reminder.petId,
          title: reminder.title,
          body: bodyOf(petName, reminder.notes),
          channels: channelsFor(reminder.notificationMethods, owner, categoryOf(reminder)),
          round: 1,
        }
      })
    await deliver(tx, toDeliver, now)
    await tx.execute(sql`
      update ${reminders} set next_due_at = v.next
      from (values ${sql.join(
        nextDue.map(({ id, next }) => sql`(${id}::uuid, ${next?.toISOString() ?? null}::timestamptz)`),
        sql`, `,
      )}) as v(id, next)
      where ${reminders.id} = v.id`)
    return { delivered: toDeliver.length, missed: created.length - toDeliver.length, claimed: due.length }
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
    const items: Delivery[] = []
    for (const { occurrence, reminder, owner, petName } of ended) {
      const round = occurrence.round + 1
      await tx.update(reminderOccurrences).set({ snoozedUntil: null, round }).where(eq(reminderOccurrences.id, occurrence.id))
      items.push({
        owner,
        occurrenceId: occurrence.id,
        petId: occurrence.petId,
        title: reminder.title,
        body: bodyOf(petName, reminder.notes),
        channels: channelsFor(reminder.notificationMethods, owner, categoryOf(reminder)),
        round,
      })
    }
    await deliver(tx, items, now)
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
