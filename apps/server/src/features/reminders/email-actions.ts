// The links in a reminder e-mail, used without signing in (email-action-token.ts).
import type { Occurrence } from '@pawpulse/domain/reminder-api'
import { reminderCategories } from '@pawpulse/domain/reminders'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { pets, reminderOccurrences, reminders, users } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { verifyEmailAction } from './email-action-token'
import { actOnOccurrence } from './occurrences'
import { categoryOf } from './rows'

export const EXPIRED_LINK_MESSAGE = 'This link is not valid. Open Pawpulse to see your reminders.'

function occurrenceIdOf(secret: string, token: string): string {
  const action = verifyEmailAction(secret, token)
  if (action?.kind !== 'done') throw AppError.notFound(EXPIRED_LINK_MESSAGE)
  return action.occurrenceId
}

/** What a "Mark done" link is about, so the page can say it before and after. */
export async function occurrenceByToken(db: Database, secret: string, token: string): Promise<Occurrence> {
  const id = occurrenceIdOf(secret, token)
  const [row] = await db
    .select({ occurrence: reminderOccurrences, reminder: reminders, petName: pets.name })
    .from(reminderOccurrences)
    .innerJoin(reminders, eq(reminders.id, reminderOccurrences.reminderId))
    .leftJoin(pets, eq(pets.id, reminderOccurrences.petId))
    .where(eq(reminderOccurrences.id, id))
  if (!row) throw AppError.notFound(EXPIRED_LINK_MESSAGE)
  const o = row.occurrence
  return {
    id: o.id,
    reminderId: o.reminderId,
    petId: o.petId,
    petName: row.petName,
    title: row.reminder.title,
    category: categoryOf(row.reminder),
    dueAt: o.dueAt.toISOString(),
    status: o.status as Occurrence['status'],
    snoozedUntil: o.snoozedUntil?.toISOString() ?? null,
    handledAt: o.handledAt?.toISOString() ?? null,
  }
}

/** "Mark done" from the e-mail: once; a second use answers 409 with what happened. */
export async function markDoneByToken(db: Database, secret: string, token: string): Promise<Occurrence> {
  const occurrence = await occurrenceByToken(db, secret, token)
  const [owner] = await db
    .select({ userId: reminderOccurrences.userId })
    .from(reminderOccurrences)
    .where(eq(reminderOccurrences.id, occurrence.id))
  return actOnOccurrence(db, { userId: owner!.userId, occurrenceId: occurrence.id, action: { action: 'done' }, repeatIsConflict: true })
}

function unsubscribeActionOf(secret: string, token: string) {
  const action = verifyEmailAction(secret, token)
  if (action?.kind !== 'unsubscribe' || !(reminderCategories as readonly string[]).includes(action.category)) {
    throw AppError.notFound(EXPIRED_LINK_MESSAGE)
  }
  return action
}

/**
 * What an unsubscribe link would stop, changing nothing (mail scanners open links): the page the
 * e-mail's link opens says it, and its button does it.
 */
export async function unsubscribeCategoryByToken(db: Database, secret: string, token: string): Promise<{ category: string }> {
  const action = unsubscribeActionOf(secret, token)
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, action.userId))
  if (!user) throw AppError.notFound(EXPIRED_LINK_MESSAGE)
  return { category: action.category }
}

/** One-click unsubscribe (RFC 8058): no more e-mails for that category; the inbox still has them. */
export async function unsubscribeByToken(db: Database, secret: string, token: string): Promise<{ category: string }> {
  const action = unsubscribeActionOf(secret, token)
  const updated = await db
    .update(users)
    .set({
      emailMutedCategories: sql`(select array_agg(distinct c) from unnest(array_append(${users.emailMutedCategories}, ${action.category})) c)`,
    })
    .where(and(eq(users.id, action.userId)))
    .returning({ id: users.id })
  if (updated.length === 0) throw AppError.notFound(EXPIRED_LINK_MESSAGE)
  return { category: action.category }
}
