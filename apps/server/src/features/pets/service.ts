import type { PetCreate, PetUpdate } from '@pawpulse/domain/pet-input'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { pets } from '../../db/schema'
import type { FileStore } from '../../lib/file-store'
import type { Logger } from '../../lib/logger'
import { listPetFileKeys, removeFiles } from '../pet-images/pet-files'
import { assertPetAccess } from './access'
import { loadPetDetail } from './pet-detail'
import { applyPetUpdate, insertPet } from './pet-writes'

export async function getPet({ db, userId, petId }: { db: Database; userId: string; petId: string }) {
  const access = await assertPetAccess({ db, userId, petId, need: 'read' })
  return loadPetDetail({ db, petId, access })
}

/** The pet belongs to the session's user (spec §3: user id forced to the authenticated id). */
export async function createPet({ db, userId, input }: { db: Database; userId: string; input: PetCreate }) {
  const petId = await db.transaction((tx) => insertPet(tx, { ownerId: userId, input, completed: true }))
  return loadPetDetail({ db, petId, access: 'owner' })
}

/** Owner and editors may change a pet; viewers get 403, strangers 404 (spec §5: "updating a pet not in the list fails"). */
export async function updatePet({ db, userId, petId, input }: { db: Database; userId: string; petId: string; input: PetUpdate }) {
  const access = await assertPetAccess({ db, userId, petId, need: 'write' })
  await db.transaction(async (tx) => {
    const [pet] = await tx.select({ species: pets.species }).from(pets).where(eq(pets.id, petId)).for('update')
    await applyPetUpdate(tx, { petId, species: pet?.species === 'cat' ? 'cat' : 'dog', editorId: userId, input })
  })
  return loadPetDetail({ db, petId, access })
}

/**
 * Only the owner deletes a pet (spec §6). Rows go by cascade in one statement; the files go
 * after the commit, so a failed delete never leaves rows pointing at missing files.
 */
export async function deletePet({ db, fileStore, log, userId, petId }: { db: Database; fileStore: FileStore; log: Logger; userId: string; petId: string }) {
  await assertPetAccess({ db, userId, petId, need: 'own' })
  const keys = await listPetFileKeys({ db, petIds: [petId] })
  await db.delete(pets).where(eq(pets.id, petId))
  await removeFiles({ fileStore, log, keys })
}
