import { eq, inArray } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '#server/db/client.ts'
import * as s from '#server/db/schema.ts'
import { getProfile } from './service'

/** Tables whose rows belong to a pet: exported for each of the user's own pets. */
const petTables: Record<string, { table: PgTable; petId: PgColumn }> = {
  images: { table: s.petImages, petId: s.petImages.petId },
  breedMix: { table: s.petBreedMix, petId: s.petBreedMix.petId },
  careTeam: { table: s.careTeam, petId: s.careTeam.petId },
  medications: { table: s.medications, petId: s.medications.petId },
  diet: { table: s.petDiet, petId: s.petDiet.petId },
  funFacts: { table: s.petFunFacts, petId: s.petFunFacts.petId },
  behavior: { table: s.petBehavior, petId: s.petBehavior.petId },
  healthConditions: { table: s.petHealthConditions, petId: s.petHealthConditions.petId },
  conditionMetadata: { table: s.conditionMetadata, petId: s.conditionMetadata.petId },
  symptomLogs: { table: s.symptomLogs, petId: s.symptomLogs.petId },
  breathingRateLogs: { table: s.breathingRateLogs, petId: s.breathingRateLogs.petId },
  weightLogs: { table: s.weightLogs, petId: s.weightLogs.petId },
  breathingSettings: { table: s.breathingSettings, petId: s.breathingSettings.petId },
  medicationDoses: { table: s.medicationDoses, petId: s.medicationDoses.petId },
  parasiteTreatments: { table: s.parasiteTreatments, petId: s.parasiteTreatments.petId },
  vaccinations: { table: s.petVaccinations, petId: s.petVaccinations.petId },
  sharedWith: { table: s.householdMemberPets, petId: s.householdMemberPets.petId },
}

/** Tables whose rows belong to the user directly. */
const userTables: Record<string, { table: PgTable; userId: PgColumn }> = {
  reminders: { table: s.reminders, userId: s.reminders.userId },
  reminderOccurrences: { table: s.reminderOccurrences, userId: s.reminderOccurrences.userId },
  notifications: { table: s.notifications, userId: s.notifications.userId },
  householdMembers: { table: s.householdMembers, userId: s.householdMembers.userId },
  notificationTokens: { table: s.userNotificationTokens, userId: s.userNotificationTokens.userId },
  feedback: { table: s.userFeedback, userId: s.userFeedback.userId },
  treatmentBrands: { table: s.userTreatmentBrands, userId: s.userTreatmentBrands.userId },
  treatmentManufacturers: { table: s.userTreatmentManufacturers, userId: s.userTreatmentManufacturers.userId },
  savedReports: { table: s.savedReports, userId: s.savedReports.createdBy },
  reportShares: { table: s.reportShares, userId: s.reportShares.createdBy },
  vetRecords: { table: s.vetRecords, userId: s.vetRecords.userId },
}

/** Columns that are secrets or internal, never exported. */
const OMIT = new Set(['inviteTokenHash', 'storageKey', 'thumbnailKey', 'fileKey', 'claimedBy', 'tokenHash', 'tokenSealed'])

/**
 * Everything Pawpulse holds about the user and their own pets, as one JSON document
 * (docs/product/accounts-and-guests.md#data-export). Pets shared with the user are the owner's data.
 */
export async function exportUserData({ db, userId }: { db: Database; userId: string }) {
  const profile = await getProfile({ db, userId })
  const pets = await db.select().from(s.pets).where(eq(s.pets.userId, userId))
  const petIds = pets.map((p) => p.id)

  const byPet: Record<string, Record<string, unknown>[]> = {}
  for (const [name, { table, petId }] of Object.entries(petTables)) {
    byPet[name] = petIds.length ? clean(await db.select().from(table).where(inArray(petId, petIds))) : []
  }
  const own: Record<string, Record<string, unknown>[]> = {}
  for (const [name, { table, userId: column }] of Object.entries(userTables)) {
    own[name] = clean(await db.select().from(table).where(eq(column, userId)))
  }

  return {
    format: 'pawpulse-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    profile,
    pets: clean(pets).map((pet) => ({
      ...pet,
      ...Object.fromEntries(Object.keys(petTables).map((name) => [name, byPet[name]!.filter((row) => row.petId === pet.id)])),
    })),
    ...own,
  }
}

function clean(rows: Record<string, unknown>[]) {
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !OMIT.has(key))))
}
