import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { householdMembers, pets, users } from '../../db/schema'
import type { FileStore } from '../../lib/file-store'
import type { Logger } from '../../lib/logger'
import { listPetFileKeys, removeFiles } from '../pet-images/pet-files'

/**
 * Deletes the account and everything of it: the users row cascades to sessions, pets and every
 * pet-scoped row, care team, reminders, household, tokens; feedback keeps its text without the
 * author (user_id set null). Files go after the rows, so no row ever points at a missing file.
 */
export async function deleteAccount({ db, fileStore, log, userId }: { db: Database; fileStore: FileStore; log: Logger; userId: string }) {
  const ownPets = await db.select({ id: pets.id }).from(pets).where(eq(pets.userId, userId))
  const keys = await listPetFileKeys({ db, petIds: ownPets.map((p) => p.id) })
  await db.transaction(async (tx) => {
    // Other owners see the membership as ended rather than as an active member with no account.
    await tx.update(householdMembers).set({ status: 'revoked', inviteTokenHash: null }).where(eq(householdMembers.memberUserId, userId))
    await tx.delete(users).where(eq(users.id, userId))
  })
  await removeFiles({ fileStore, log, keys })
}
