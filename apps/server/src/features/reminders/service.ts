// Reminders: the owner's own rows. A reminder about a pet needs the right to change that pet
// (an owner or an editing co-parent); another user's reminder is "not found".
import { recurrenceOf, reminderRulesSchema, type Reminder, type NewReminder, type ReminderPatch } from '@pawpulse/domain/reminder-api'
import { occurrencesFrom } from '@pawpulse/domain/recurrence'
import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { pets, reminders } from '#server/db/schema.ts'
import { assertPetAccess } from '#server/core/pet-access.ts'
import { patchRow } from '#server/core/patch.ts'
import { AppError } from '#server/lib/app-error.ts'
import { recurrenceOfRow, toReminder, type ReminderRow } from './rows'
import { ownerSettings, ruleColumns } from '#server/core/reminder-rules.ts'

export const NEVER_FIRES_MESSAGE = 'This reminder would never go off: choose a later start date or time.'

/** What a reminder that follows a record says when asked to change its rule or to go (decision 023). */
export function followsRecordMessage(row: Pick<ReminderRow, 'sourceKind' | 'title'>, change: 'edit' | 'delete'): string {
  const record = row.sourceKind === 'medication' ? 'medication' : row.sourceKind === 'vaccination' ? 'vaccination' : 'treatment'
  return change === 'edit'
    ? `This reminder follows the ${record} “${row.title}”: change the ${record} instead (pausing works here).`
    : `This reminder follows the ${record} “${row.title}”: it ends when the ${record} is stopped or deleted (pausing works here).`
}

/** A reminder that follows a record takes only pause/resume and its channels; its rule comes from the record. */
const EDITABLE_WHEN_FOLLOWING: readonly string[] = ['paused', 'notificationMethods']

async function petNameOf(db: Database, petId: string | null): Promise<string | null> {
  if (!petId) return null
  const [row] = await db.select({ name: pets.name }).from(pets).where(eq(pets.id, petId))
  return row?.name ?? null
}

export async function listReminders(db: Database, userId: string): Promise<Reminder[]> {
  const rows = await db
    .select({ reminder: reminders, petName: pets.name })
    .from(reminders)
    .leftJoin(pets, eq(pets.id, reminders.petId))
    .where(eq(reminders.userId, userId))
    .orderBy(desc(reminders.createdAt), desc(reminders.id))
  return rows.map((r) => toReminder(r.reminder, r.petName))
}

export async function ownReminder(db: Database, userId: string, reminderId: string): Promise<ReminderRow> {
  const [row] = await db
    .select()
    .from(reminders)
    .where(and(eq(reminders.id, reminderId), eq(reminders.userId, userId)))
  if (!row) throw AppError.notFound('Reminder not found')
  return row
}

/** The first occurrence at or after `now`, or a clear refusal when the rule has none. */
function firstDue(rule: Parameters<typeof occurrencesFrom>[0], timeZone: string, now: Date): Date {
  const [first] = occurrencesFrom(rule, timeZone, now, 1)
  if (!first) throw new AppError('VALIDATION', NEVER_FIRES_MESSAGE, { startDate: NEVER_FIRES_MESSAGE })
  return first
}

export async function createReminder(db: Database, userId: string, input: NewReminder, now = new Date()): Promise<Reminder> {
  if (input.petId) await assertPetAccess({ db, userId, petId: input.petId, need: 'write' })
  const settings = await ownerSettings(db, userId)
  const rule = recurrenceOf(input)
  const first = firstDue(rule, settings.timeZone, now)
  const methods = input.notificationMethods ?? settings.methods
  const [row] = await db
    .insert(reminders)
    .values({
      userId,
      petId: input.petId,
      reminderType: input.category,
      title: input.title,
      notes: input.notes,
      ...ruleColumns(rule),
      reminderDate: first,
      nextDueAt: first,
      notificationMethods: methods,
      notificationMethod: methods[0] ?? 'email',
    })
    .returning()
  return toReminder(row!, await petNameOf(db, input.petId))
}

/**
 * An edit. A changed rule, or a reminder resumed, starts again from now: what fell due while it
 * was paused is not delivered late.
 */
export async function updateReminder(
  db: Database,
  userId: string,
  reminderId: string,
  patch: ReminderPatch,
  now = new Date(),
): Promise<Reminder> {
  const row = await ownReminder(db, userId, reminderId)
  const current = toReminder(row, null)
  if (row.sourceKind) {
    const changes = Object.entries(patch).filter(
      ([key, value]) => !EDITABLE_WHEN_FOLLOWING.includes(key) && JSON.stringify(value) !== JSON.stringify(current[key as keyof Reminder]),
    )
    if (changes.length > 0) throw new AppError('CONFLICT', followsRecordMessage(row, 'edit'))
  }
  const merged = reminderRulesSchema.safeParse({ ...current, ...patch })
  if (!merged.success) throw AppError.fromZod(merged.error)
  const next = merged.data
  if (patch.petId && patch.petId !== row.petId) await assertPetAccess({ db, userId, petId: patch.petId, need: 'write' })
  const settings = await ownerSettings(db, userId)
  const rule = recurrenceOf(next)
  const ruleChanged = JSON.stringify(recurrenceOfRow(row)) !== JSON.stringify(rule)
  const resumed = patch.paused === false && row.paused
  const values: Partial<ReminderRow> = {
    petId: next.petId,
    reminderType: next.category,
    title: next.title,
    notes: next.notes,
    ...ruleColumns(rule),
    notificationMethods: next.notificationMethods,
    notificationMethod: next.notificationMethods[0] ?? 'email',
    paused: patch.paused ?? row.paused,
  }
  if (ruleChanged || resumed) values.nextDueAt = firstDue(rule, settings.timeZone, now)
  const { row: updated } = await patchRow(db, reminders, row, values)
  return toReminder(updated, await petNameOf(db, updated.petId))
}

export async function deleteReminder(db: Database, userId: string, reminderId: string): Promise<void> {
  const row = await ownReminder(db, userId, reminderId)
  if (row.sourceKind) throw new AppError('CONFLICT', followsRecordMessage(row, 'delete'))
  await db.delete(reminders).where(and(eq(reminders.id, reminderId), eq(reminders.userId, userId)))
}
