import { and, eq, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client'
import * as s from '../db/schema'

/**
 * Every column that points at a user, except Better Auth's own sessions and accounts. A test
 * compares this list with the schema's foreign keys, so a new table cannot be forgotten here.
 */
export const userOwnedColumns: { table: PgTable; column: PgColumn }[] = [
  { table: s.pets, column: s.pets.userId },
  { table: s.petBreeds, column: s.petBreeds.createdBy },
  { table: s.careTeam, column: s.careTeam.userId },
  { table: s.petDiet, column: s.petDiet.userId },
  { table: s.petFunFacts, column: s.petFunFacts.userId },
  { table: s.petBehavior, column: s.petBehavior.userId },
  { table: s.petHealthConditions, column: s.petHealthConditions.userId },
  { table: s.symptomLogs, column: s.symptomLogs.recordedBy },
  { table: s.breathingRateLogs, column: s.breathingRateLogs.recordedBy },
  { table: s.weightLogs, column: s.weightLogs.recordedBy },
  { table: s.medications, column: s.medications.userId },
  { table: s.medicationDoses, column: s.medicationDoses.givenBy },
  { table: s.parasiteTreatments, column: s.parasiteTreatments.recordedBy },
  { table: s.petVaccinations, column: s.petVaccinations.recordedBy },
  { table: s.householdMembers, column: s.householdMembers.userId },
  { table: s.householdMembers, column: s.householdMembers.memberUserId },
  { table: s.reminders, column: s.reminders.userId },
  { table: s.reminderOccurrences, column: s.reminderOccurrences.userId },
  { table: s.reminderOccurrences, column: s.reminderOccurrences.handledBy },
  { table: s.notifications, column: s.notifications.userId },
  { table: s.notificationDeliveries, column: s.notificationDeliveries.userId },
  { table: s.userNotificationTokens, column: s.userNotificationTokens.userId },
  { table: s.userFeedback, column: s.userFeedback.userId },
  { table: s.userTreatmentBrands, column: s.userTreatmentBrands.userId },
  { table: s.userTreatmentManufacturers, column: s.userTreatmentManufacturers.userId },
  { table: s.savedReports, column: s.savedReports.createdBy },
  { table: s.reportShares, column: s.reportShares.createdBy },
  { table: s.vetRecords, column: s.vetRecords.userId },
  // Guests cannot make API keys (accounts only); listed so that the rule above holds without exceptions.
  { table: s.apiKeys, column: s.apiKeys.userId },
]

/**
 * When a guest signs up (or signs in), everything the guest recorded becomes the account's, in
 * one transaction (docs/product/accounts-and-guests.md#guest-data-moves-to-the-account). Profile
 * fields the account has not set yet are taken from the guest, so owner onboarding done as a
 * guest is not lost.
 */
export async function moveGuestData({ db, fromUserId, toUserId }: { db: Database; fromUserId: string; toUserId: string }) {
  if (fromUserId === toUserId) return
  await db.transaction(async (tx) => {
    // Rows that would collide with the account's own unique rows are the guest's duplicates.
    await tx.execute(sql`
      delete from user_notification_tokens g using user_notification_tokens a
      where g.user_id = ${fromUserId} and a.user_id = ${toUserId} and a.channel = g.channel and a.token = g.token`)
    await tx.execute(sql`
      delete from user_treatment_brands g using user_treatment_brands a
      where g.user_id = ${fromUserId} and a.user_id = ${toUserId}
        and a.species = g.species and a.type = g.type and lower(a.name) = lower(g.name)`)
    await tx.execute(sql`
      delete from user_treatment_manufacturers g using user_treatment_manufacturers a
      where g.user_id = ${fromUserId} and a.user_id = ${toUserId} and lower(a.name) = lower(g.name)`)

    for (const { table, column } of userOwnedColumns) {
      await tx
        .update(table)
        .set({ [columnKey(table, column)]: toUserId })
        .where(eq(column, fromUserId))
    }

    const [guest] = await tx.select().from(s.users).where(eq(s.users.id, fromUserId))
    if (!guest) return
    await tx
      .update(s.users)
      .set({
        preferredName: sql`coalesce(${s.users.preferredName}, ${guest.preferredName})`,
        country: sql`coalesce(${s.users.country}, ${guest.country})`,
        currency: sql`coalesce(${s.users.currency}, ${guest.currency})`,
        unitSystem: sql`coalesce(${s.users.unitSystem}, ${guest.unitSystem})`,
        timezone: sql`coalesce(${s.users.timezone}, ${guest.timezone})`,
        onboardingCompleted: sql`${s.users.onboardingCompleted} or ${guest.onboardingCompleted}`,
      })
      .where(and(eq(s.users.id, toUserId)))
  })
}

function columnKey(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(table).find(([, value]) => value === column)
  if (!entry) throw new Error(`column ${column.name} is not on its table`)
  return entry[0]
}
