import { isAPIError } from 'better-auth/api'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { listPetFileKeys } from '#server/core/pet-photos.ts'
import { removeFiles } from '#server/core/uploads/stored-files.ts'
import type { Database } from '#server/db/client.ts'
import { householdMembers, pets, userFeedback, users, vetRecords } from '#server/db/schema.ts'
import type { Auth } from '#server/http/env.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { FileStore } from '#server/lib/file-store.ts'
import type { Logger } from '#server/lib/logger.ts'
import { consumeRateLimit, type RateLimitRule } from '#server/lib/rate-limit.ts'

/**
 * Before anything is deleted (decision 059): the account's current password, as for an e-mail
 * change, so that a session left open on a shared computer cannot delete everything. Attempts are
 * counted per account with the sign-in limit; Better Auth checks the password of the request's
 * session. A wrong one is `fields.currentPassword`, the words of the other password forms.
 */
export async function checkDeletionPassword({
  auth,
  headers,
  db,
  userId,
  currentPassword,
  rule,
}: {
  auth: Auth
  headers: Headers
  db: Database
  userId: string
  currentPassword: string
  rule: RateLimitRule
}) {
  await consumeRateLimit({ db, key: `delete-account:${userId}`, rule })
  try {
    await auth.api.verifyPassword({ headers, body: { password: currentPassword } })
  } catch (err) {
    if (isAPIError(err) && err.body?.code === 'INVALID_PASSWORD') {
      const message = 'Your current password is not correct.'
      throw new AppError('VALIDATION', message, { currentPassword: message })
    }
    throw err
  }
}

/**
 * Deletes the account and everything of it: the users row cascades to sessions, pets and every
 * pet-scoped row, care team, reminders, household, tokens; feedback keeps its text without the
 * author (user_id set null) and without its screenshot. Files go after the rows, so no row ever points at a missing file.
 */
export async function deleteAccount({ db, fileStore, log, userId }: { db: Database; fileStore: FileStore; log: Logger; userId: string }) {
  const ownPets = await db.select({ id: pets.id }).from(pets).where(eq(pets.userId, userId))
  const petKeys = await listPetFileKeys({ db, petIds: ownPets.map((p) => p.id) })
  // Screenshots the user attached to feedback may show their data: they go too; the feedback
  // text stays for the team, without its author (user_id set null by the foreign key).
  const screenshots = await db
    .select({ key: sql<string>`${userFeedback.metadata}->>'screenshotKey'` })
    .from(userFeedback)
    .where(and(eq(userFeedback.userId, userId), isNotNull(sql`${userFeedback.metadata}->>'screenshotKey'`)))
  // The vet's records they uploaded (attached to their pets or still waiting in the wizard).
  const records = await db.select({ key: vetRecords.fileKey }).from(vetRecords).where(eq(vetRecords.userId, userId))
  const keys = [...new Set([...petKeys, ...screenshots.map((s) => s.key), ...records.map((r) => r.key)])]
  await db.transaction(async (tx) => {
    await tx.update(userFeedback).set({ metadata: null }).where(eq(userFeedback.userId, userId))
    // What a co-parent wrote on someone else's pet belongs to that pet: it passes to the pet's
    // owner instead of going with the co-parent's account (user_id cascades).
    for (const table of ['pet_health_conditions', 'medications', 'care_team', 'pet_diet', 'pet_fun_facts', 'pet_behavior']) {
      await tx.execute(sql`
        update ${sql.identifier(table)} t set user_id = p.user_id from pets p
        where t.pet_id = p.id and t.user_id = ${userId} and p.user_id <> ${userId}`)
    }
    // Other owners see the membership as ended rather than as an active member with no account.
    await tx.update(householdMembers).set({ status: 'revoked', inviteTokenHash: null }).where(eq(householdMembers.memberUserId, userId))
    await tx.delete(users).where(eq(users.id, userId))
  })
  await removeFiles({ fileStore, log, keys })
}
