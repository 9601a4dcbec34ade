// The dispatcher's first half: turn what has fallen due into occurrences, inbox entries and
// deliveries (docs/product/reminders.md#delivery, docs/decisions/022). Everything it writes is
// unique on what it stands for — (reminder, instant), (occurrence, user), (notification,
// channel, round) — and rows are claimed with FOR UPDATE SKIP LOCKED, so any number of
// dispatchers on one database create each thing once, whatever the timing.
import { STILL_RELEVANT_HOURS } from '@pawpulse/domain/still-relevant'
import { afterQuietHours } from '@pawpulse/domain/notification-timing'
import { nextOccurrenceAfter } from '@pawpulse/domain/recurrence'
import { safeTimeZone } from '@pawpulse/domain/time-zone'
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm'
import { resultRows, type Database, type Tx } from '#server/db/client.ts'
import { notificationDeliveries, notifications, pets, reminderOccurrences, reminders, users } from '#server/db/schema.ts'
import { categoryOf, recurrenceOfRow } from './rows'

/**
 * How late an occurrence may still be delivered. A server that was down delivers on start-up
 * what fell due in the last 12 hours — unless a later occurrence of the same reminder is due too,
 * which replaces it; anything older is recorded as missed (shown, not sent).
 */
export const STILL_RELEVANT_MS = STILL_RELEVANT_HOURS * 60 * 60_000
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

/**
 * A batch of rows goes in as ONE json parameter read by `jsonb_to_recordset`: building a
 * 1,000-row INSERT through the query builder cost more CPU than PostgreSQL spent on it (a
 * profile of 20,000 due reminders: 4 of 9 CPU seconds in drizzle's query building).
 */
const json = (rows: unknown[]) => sql.param(JSON.stringify(rows))

/** Inbox entries for a batch of occurrences, and their pending sends (held until quiet hours end). */
async function deliver(tx: Tx, items: Delivery[], now: Date) {
  const inboxOf = new Map<string, string>()
  for (const chunk of chunks(items)) {
    const rows = resultRows<{ id: string; occurrence_id: string }>(
      await tx.execute(sql`insert into ${notifications} (user_id, pet_id, occurrence_id, kind, title, body)
        select user_id, pet_id, occurrence_id, 'reminder', title, body
        from jsonb_to_recordset(${json(
          chunk.map((d) => ({ user_id: d.owner.id, pet_id: d.petId, occurrence_id: d.occurrenceId, title: d.title, body: d.body })),
        )}::jsonb) as v(user_id uuid, pet_id uuid, occurrence_id uuid, title text, body text)
        -- A snooze that ends brings the entry back to the top, unread.
        on conflict (occurrence_id, user_id) do update set read_at = null, created_at = ${now.toISOString()}::timestamptz
        returning id, occurrence_id`),
    )
    for (const row of rows) inboxOf.set(row.occurrence_id, row.id)
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
  for (const chunk of chunks(sends)) {
    await tx.execute(sql`insert into ${notificationDeliveries} (notification_id, user_id, channel, round, deliver_after)
      select notification_id, user_id, channel, round, deliver_after
      from jsonb_to_recordset(${json(
        chunk.map((d) => ({
          notification_id: d.notificationId,
          user_id: d.userId,
          channel: d.channel,
          round: d.round,
          deliver_after: d.deliverAfter.toISOString(),
        })),
      )}::jsonb) as v(notification_id uuid, user_id uuid, channel text, round smallint, deliver_after timestamptz)
      on conflict do nothing`)
  }
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
      const rows = resultRows<{ id: string; reminder_id: string; due_at: Date | string; status: string }>(
        await tx.execute(sql`insert into ${reminderOccurrences} (reminder_id, user_id, pet_id, due_at, status)
          select reminder_id, user_id, pet_id, due_at, status
          from jsonb_to_recordset(${json(
            chunk.map(({ row, dueAt, status }) => ({
              reminder_id: row.reminder.id,
              user_id: row.reminder.userId,
              pet_id: row.reminder.petId,
              due_at: dueAt.toISOString(),
              status,
            })),
          )}::jsonb) as v(reminder_id uuid, user_id uuid, pet_id uuid, due_at timestamptz, status text)
          on conflict do nothing
          returning id, reminder_id, due_at, status`),
      )
      for (const r of rows) created.push({ id: r.id, reminderId: r.reminder_id, dueAt: new Date(r.due_at), status: r.status })
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
      from jsonb_to_recordset(${json(nextDue.map(({ id, next }) => ({ id, next: next?.toISOString() ?? null })))}::jsonb)
        as v(id uuid, next timestamptz)
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
