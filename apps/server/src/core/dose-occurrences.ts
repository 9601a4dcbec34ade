// A "dose given" and the medication's reminder (docs/product/medications-and-treatments.md#doses-and-the-next-dose):
// the dose completes the scheduled occurrence it stands for (medication-due.ts `scheduledDoseOf`,
// the same rule the card's "Next dose due" is worked out with), so that occurrence rings nowhere —
// no inbox entry, e-mail or push, not in the coming week of /notifications, not in the calendar
// feed. Deleting the dose (undo) puts a completed occurrence that is still ahead back. Called in
// the transaction that writes or deletes the dose; in core/ because the medications and
// reminders features never import each other.
import { doseRule, scheduledDoseOf } from '@pawpulse/domain/medication-due'
import { nextOccurrenceAfter } from '@pawpulse/domain/recurrence'
import { scheduleFromColumns } from '@pawpulse/domain/schedule'
import { localDate } from '@pawpulse/domain/time-zone'
import { and, between, eq, inArray } from 'drizzle-orm'
import type { Tx } from '#server/db/client.ts'
import { medicationDoses, medications, notificationDeliveries, notifications, reminderOccurrences, reminders } from '#server/db/schema.ts'
import { ownerSettings } from './reminder-rules'

/** The medication's reminder (locked), its rule and interval, and the owner's zone; null when it has none. */
async function dosingOf(tx: Tx, medicationId: string) {
  const [reminder] = await tx
    .select()
    .from(reminders)
    .where(and(eq(reminders.sourceKind, 'medication'), eq(reminders.sourceId, medicationId)))
    .for('update')
  if (!reminder) return null
  const [medication] = await tx.select().from(medications).where(eq(medications.id, medicationId))
  if (!medication) return null
  const { timeZone } = await ownerSettings(tx, reminder.userId)
  const schedule = scheduleFromColumns(medication.scheduleFrequency, medication.scheduleIntervalHours)
  // The same start as the reminder's (syncMedicationReminder): the day it was added when it has none.
  const dosing = doseRule(
    { schedule, startDate: medication.startDate, endDate: medication.endDate },
    localDate(medication.createdAt, timeZone),
  )
  return dosing ? { reminder, timeZone, ...dosing } : null
}

/** What was queued for an occurrence and not sent yet is no longer wanted; its inbox entry is read. */
export async function cancelWaiting(tx: Tx, occurrenceId: string, now = new Date()): Promise<void> {
  const entries = await tx
    .update(notifications)
    .set({ readAt: now })
    .where(eq(notifications.occurrenceId, occurrenceId))
    .returning({ id: notifications.id })
  if (entries.length === 0) return
  await tx
    .update(notificationDeliveries)
    .set({ status: 'cancelled' })
    .where(
      and(
        inArray(
          notificationDeliveries.notificationId,
          entries.map((e) => e.id),
        ),
        eq(notificationDeliveries.status, 'pending'),
      ),
    )
}

/**
 * A dose given at `givenAt` marks the scheduled occurrence it stands for done. One still ahead is
 * written done before the dispatcher reaches it (the dispatcher's insert then finds it and
 * delivers nothing) and the reminder's next time moves past it; one already delivered and waiting
 * is done like the inbox's Done (its unsent e-mail and push cancelled). One already done or
 * skipped is left as it is.
 */
export async function completeScheduledDose(
  tx: Tx,
  { medicationId, givenAt, userId }: { medicationId: string; givenAt: Date; userId: string },
): Promise<void> {
  const dosing = await dosingOf(tx, medicationId)
  if (!dosing) return
  const { reminder, rule, intervalHours, timeZone } = dosing
  const dueAt = scheduledDoseOf(rule, intervalHours, timeZone, givenAt)
  if (!dueAt) return
  const [existing] = await tx
    .select()
    .from(reminderOccurrences)
    .where(and(eq(reminderOccurrences.reminderId, reminder.id), eq(reminderOccurrences.dueAt, dueAt)))
    .for('update')
  const done = { status: 'done', snoozedUntil: null, handledAt: givenAt, handledBy: userId }
  if (!existing) {
    await tx
      .insert(reminderOccurrences)
      .values({ reminderId: reminder.id, userId: reminder.userId, petId: reminder.petId, dueAt, ...done })
      .onConflictDoNothing()
  } else if (existing.status === 'due' || existing.status === 'missed') {
    await tx.update(reminderOccurrences).set(done).where(eq(reminderOccurrences.id, existing.id))
    await cancelWaiting(tx, existing.id)
  }
  if (reminder.nextDueAt?.getTime() === dueAt.getTime()) {
    await tx
      .update(reminders)
      .set({ nextDueAt: nextOccurrenceAfter(rule, timeZone, dueAt) })
      .where(eq(reminders.id, reminder.id))
  }
}

/**
 * The dose given at `givenAt` was deleted (recorded by mistake): the occurrence it completed comes
 * back if it is still ahead and no other dose stands for it — it will ring at its time again. One
 * whose time has passed stays done (it was handled, and ringing it late would help no one).
 */
export async function reopenScheduledDose(
  tx: Tx,
  { medicationId, givenAt }: { medicationId: string; givenAt: Date },
  now = new Date(),
): Promise<void> {
  const dosing = await dosingOf(tx, medicationId)
  if (!dosing) return
  const { reminder, rule, intervalHours, timeZone } = dosing
  const dueAt = scheduledDoseOf(rule, intervalHours, timeZone, givenAt)
  if (!dueAt || dueAt.getTime() <= now.getTime()) return
  const half = (intervalHours * 3_600_000) / 2
  const others = await tx
    .select({ givenAt: medicationDoses.givenAt })
    .from(medicationDoses)
    .where(
      and(
        eq(medicationDoses.medicationId, medicationId),
        between(medicationDoses.givenAt, new Date(dueAt.getTime() - half), new Date(dueAt.getTime() + half)),
      ),
    )
  if (others.some((d) => scheduledDoseOf(rule, intervalHours, timeZone, d.givenAt)?.getTime() === dueAt.getTime())) return
  await tx
    .delete(reminderOccurrences)
    .where(
      and(eq(reminderOccurrences.reminderId, reminder.id), eq(reminderOccurrences.dueAt, dueAt), eq(reminderOccurrences.status, 'done')),
    )
  if (!reminder.nextDueAt || reminder.nextDueAt.getTime() > dueAt.getTime()) {
    await tx.update(reminders).set({ nextDueAt: dueAt }).where(eq(reminders.id, reminder.id))
  }
}
