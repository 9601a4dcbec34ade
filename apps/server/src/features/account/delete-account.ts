import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { pets, users } from '../../db/schema'
import type { FileStore } from '../../lib/file-store'
import { petFileKeys } from '../pets/service'

/**
 * Deletes the account and everything of it: the users row cascades to sessions, pets and every
 * pet-scoped row, care team, reminders, household, tokens; feedback keeps its text without the
 * author (user_id set null). Files go after the rows, so no row ever points at a missing file.
 */
export async function deleteAccount({ db, fileStore, userId }: { db: Database; fileStore: FileStore; userId: string }) {
  const ownPets = await db.select({ id: pets.id }).from(pets).where(eq(pets.userId, userId))
  const keys = await petFileKeys(db, ownPets.map((p) => p.id))
  await db.delete(users).where(eq(users.id, userId))
  await fileStore.delete(keys)
}
