import type { PetCreate, PetUpdate } from '@pawpulse/domain/pet-input'
import { eq } from 'drizzle-orm'
import { listPetFileKeys } from '#server/core/pet-photos.ts'
import type { PetScope } from '#server/core/pet-router.ts'
import { removeFiles } from '#server/core/uploads/stored-files.ts'
import type { Database } from '#server/db/client.ts'
import { pets } from '#server/db/schema.ts'
import type { FileStore } from '#server/lib/file-store.ts'
import type { Logger } from '#server/lib/logger.ts'
import { loadPetDetail } from './pet-detail'
import { applyPetUpdate, insertPet } from './pet-writes'

export async function getPet(pet: PetScope) {
  return loadPetDetail(pet)
}

/** The pet belongs to the session's user, never to a user named in the request. */
export async function createPet({ db, userId, input }: { db: Database; userId: string; input: PetCreate }) {
  const petId = await db.transaction((tx) => insertPet(tx, { ownerId: userId, input, completed: true }))
  return loadPetDetail({ db, petId, access: 'owner' })
}

/** Owner and editors may change a pet (the pet router refuses viewers and strangers first). */
export async function updatePet(pet: PetScope, input: PetUpdate) {
  await pet.db.transaction(async (tx) => {
    const [row] = await tx.select().from(pets).where(eq(pets.id, pet.petId)).for('update')
    if (row) await applyPetUpdate(tx, { pet: row, editorId: pet.user.id, input })
  })
  return loadPetDetail(pet)
}

/**
 * Only the owner deletes a pet (the route declares it). Rows go by cascade in one statement; the
 * files go after the commit, so a failed delete never leaves rows pointing at missing files.
 */
export async function deletePet(pet: PetScope, { fileStore, log }: { fileStore: FileStore; log: Logger }) {
  const keys = await listPetFileKeys({ db: pet.db, petIds: [pet.petId] })
  await pet.db.delete(pets).where(eq(pets.id, pet.petId))
  await removeFiles({ fileStore, log, keys })
}
