// What the owner sees and does on /notifications: the inbox, overdue occurrences, the coming
// week, and done / skip / snooze (docs/product/reminders.md).
import { snoozedUntil } from '@pawpulse/domain/notification-timing'
import { occurrencesBetween } from '@pawpulse/domain/recurrence'
import type { InboxItem, NotificationsOverview, Occurrence, OccurrenceAction, Upcoming } from '@pawpulse/domain/reminder-api'
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { careTeam, notifications, pets, reminderOccurrences, reminders } from '#server/db/schema.ts'
import { cancelWaiting } from '#server/core/dose-occurrences.ts'
import { recordDoseOfOccurrence } from '#server/core/record-reminders.ts'
import { AppError } from '#server/lib/app-error.ts'
import { categoryOf, recurrenceOfRow } from './rows'
import { ownerSettings } from '#server/core/reminder-rules.ts'

const INBOX_SIZE = 50
const UPCOMING_DAYS = 7
const UPCOMING_MAX = 100

type OccurrenceRow = typeof reminderOccurrences.$inferSelect

function toOccurrence(o: OccurrenceRow, r: typeof reminders.$inferSelect, petName: string | null): Occurrence {
  return {
    id: o.id,
    reminderId: o.reminderId,
    petId: o.petId,
    petName,
    title: r.title,
    category: categoryOf(r),
    dueAt: o.dueAt.toISOString(),
    status: o.status as Occurrence['status'],
    snoozedUntil: o.snoozedUntil?.toISOString() ?? null,
    handledAt: o.handledAt?.toISOString() ?? null,
  }
}

export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  return row?.n ?? 0
}

export async function notificationsOverview(db: Database, userId: string, now = new Date()): Promise<NotificationsOverview> {
  const { timeZone } = await ownerSettings(db, userId)
  const inboxRows = await db
    .select({
      notification: notifications,
      occurrence: reminderOccurrences,
      reminder: reminders,
      petName: pets.name,
      vet: { name: careTeam.name, phoneNumber: careTeam.phoneNumber },
    })
    .from(notifications)
    .leftJoin(reminderOccurrences, eq(reminderOccurrences.id, notifications.occurrenceId))
    .leftJoin(reminders, eq(reminders.id, reminderOccurrences.reminderId))
    .leftJoin(pets, eq(pets.id, notifications.petId))
    // An urgent alert shows the vet to call as the care team has them now.
    .leftJoin(
      careTeam,
      and(eq(notifications.kind, 'breathing_alert'), eq(careTeam.petId, notifications.petId), eq(careTeam.role, 'Primary Veterinarian')),
    )
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(INBOX_SIZE)
  const inbox: InboxItem[] = inboxRows.map(({ notification: n, occurrence, reminder, petName, vet }) => ({
    id: n.id,
    kind: n.kind as InboxItem['kind'],
    title: n.title,
    body: n.body,
    petId: n.petId,
    createdAt: n.createdAt.toISOString(),
    readAt: n.readAt?.toISOString() ?? null,
    occurrence: occurrence && reminder ? toOccurrence(occurrence, reminder, petName) : null,
    vet: vet && (vet.name || vet.phoneNumber) ? vet : null,
  }))
  const active = await db
    .select({ reminder: reminders, petName: pets.name })
    .from(reminders)
    .leftJoin(pets, eq(pets.id, reminders.petId))
    .where(and(eq(reminders.userId, userId), eq(reminders.paused, false), isNotNull(reminders.nextDueAt)))
  const until = new Date(now.getTime() + UPCOMING_DAYS * 86_400_000)
  const handled = await handledAhead(db, userId, now, until)
  const upcoming: Upcoming[] = active
    .flatMap(({ reminder, petName }) => {
      const from = reminder.nextDueAt! > now ? reminder.nextDueAt! : now
      const dueTimes = occurrencesBetween(recurrenceOfRow(reminder), timeZone, from, until, UPCOMING_MAX)
      return dueTimes
        .filter((dueAt) => !handled.has(occurrenceKey(reminder.id, dueAt)))
        .map((dueAt) => ({
          reminderId: reminder.id,
          petId: reminder.petId,
          petName,
          title: reminder.title,
          category: categoryOf(reminder),
          dueAt: dueAt.toISOString(),
        }))
    })
    .sort((a, b) => a.dueAt.localeCompare(b.dueAt))
    .slice(0, UPCOMING_MAX)
  return {
    unread: await unreadCount(db, userId),
    inbox,
    overdue: await waitingOccurrences(db, userId),
    upcoming,
  }
}

const occurrenceKey = (reminderId: string, dueAt: Date) => `${reminderId} ${dueAt.getTime()}`

/**
 * Occurrences in [from, to) already handled before their time — a dose given early completes its
 * scheduled dose (core/dose-occurrences.ts) — as reminder id and instant: they will not ring, so
 * the coming week and the calendar feed leave them out.
 */
export async function handledAhead(db: Database, userId: string, from: Date, to: Date): Promise<Set<string>> {
  const rows = await db
    .select({ reminderId: reminderOccurrences.reminderId, dueAt: reminderOccurrences.dueAt })
    .from(reminderOccurrences)
    .where(
      and(
        eq(reminderOccurrences.userId, userId),
        inArray(reminderOccurrences.status, ['done', 'skipped']),
        gte(reminderOccurrences.dueAt, from),
        lt(reminderOccurrences.dueAt, to),
        lt(reminderOccurrences.handledAt, reminderOccurrences.dueAt),
      ),
    )
  return new Set(rows.map((r) => occurrenceKey(r.reminderId, r.dueAt)))
}

/** Due and missed occurrences, oldest first: shown until the owner marks them done or skips them. */
export async function waitingOccurrences(db: Database, userId: string): Promise<Occurrence[]> {
  const rows = await db
    .select({ occurrence: reminderOccurrences, reminder: reminders, petName: pets.name })
    .from(reminderOccurrences)
    .innerJoin(reminders, eq(reminders.id, reminderOccurrences.reminderId))
    .leftJoin(pets, eq(pets.id, reminderOccurrences.petId))
    .where(and(eq(reminderOccurrences.userId, userId), inArray(reminderOccurrences.status, ['due', 'missed'])))
    .orderBy(asc(reminderOccurrences.dueAt), asc(reminderOccurrences.id))
    .limit(INBOX_SIZE)
  return rows.map((r) => toOccurrence(r.occurrence, r.reminder, r.petName))
}

export async function markRead(db: Database, userId: string, notificationId: string | 'all', now = new Date()): Promise<void> {
  if (notificationId === 'all') {
    await db
      .update(notifications)
      .set({ readAt: now })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    return
  }
  const updated = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ id: notifications.id })
  if (updated.length === 0) throw AppError.notFound('Notification not found')
}

const alreadyHandled: Record<string, string> = {
  done: 'This reminder is already marked done.',
  skipped: 'This reminder was already skipped.',
}

/** 404 unless the occurrence is one of the user's own. */
export async function assertOwnOccurrence(db: Database, userId: string, occurrenceId: string): Promise<void> {
  const [row] = await db
    .select({ id: reminderOccurrences.id })
    .from(reminderOccurrences)
    .where(and(eq(reminderOccurrences.id, occurrenceId), eq(reminderOccurrences.userId, userId)))
  if (!row) throw AppError.notFound('Reminder not found')
}

/**
 * Done, skip or snooze one occurrence. Missed ones can be marked done or skipped too (they stay
 * listed until handled). Deliveries still waiting are cancelled; the inbox entry is read.
 *
 * `action.at` is when the owner acted (default now): done and skip record it as the time handled,
 * a snooze counts from it. The app may send an action again (a queued offline write, decision 030),
 * so the same action on an occurrence already in its result (done on done, skip on skipped, a
 * snooze to the same time) answers the occurrence unchanged: no new handled time, no second dose.
 * The e-mail's Mark done link passes `repeatIsConflict`: its page says the reminder was already done.
 */
export async function actOnOccurrence(
  db: Database,
  args: { userId: string; occurrenceId: string; action: OccurrenceAction; now?: Date; byOwner?: boolean; repeatIsConflict?: boolean },
): Promise<Occurrence> {
  const { action } = args
  const at = action.at ? new Date(action.at) : (args.now ?? new Date())
  const { timeZone } = await ownerSettings(db, args.userId)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ occurrence: reminderOccurrences, reminder: reminders, petName: pets.name })
      .from(reminderOccurrences)
      .innerJoin(reminders, eq(reminders.id, reminderOccurrences.reminderId))
      .leftJoin(pets, eq(pets.id, reminderOccurrences.petId))
      .where(and(eq(reminderOccurrences.id, args.occurrenceId), eq(reminderOccurrences.userId, args.userId)))
      .for('update', { of: reminderOccurrences })
    if (!row) throw AppError.notFound('Reminder not found')
    const { occurrence } = row
    const until = action.action === 'snooze' ? snoozedUntil(action.for, at, timeZone) : null
    const repeated =
      action.action === 'snooze'
        ? occurrence.status === 'due' && occurrence.snoozedUntil?.getTime() === until!.getTime()
        : occurrence.status === (action.action === 'done' ? 'done' : 'skipped')
    if (repeated && !args.repeatIsConflict) return toOccurrence(occurrence, row.reminder, row.petName)
    const handled = alreadyHandled[occurrence.status]
    if (handled) throw new AppError('CONFLICT', handled)
    const values: Partial<OccurrenceRow> =
      action.action === 'snooze'
        ? { status: 'due', snoozedUntil: until }
        : { status: action.action === 'done' ? 'done' : 'skipped', snoozedUntil: null, handledAt: at, handledBy: args.userId }
    const [updated] = await tx.update(reminderOccurrences).set(values).where(eq(reminderOccurrences.id, occurrence.id)).returning()
    // Done on a medication's reminder is the dose given, in this same transaction, at the time the owner acted.
    if (action.action === 'done') await recordDoseOfOccurrence(tx, row.reminder, { userId: args.userId, at })
    await cancelWaiting(tx, occurrence.id)
    return toOccurrence(updated!, row.reminder, row.petName)
  })
}
