import { randomUUID } from 'node:crypto'
import type { PetImage } from '@pawpulse/domain/pets'
import { and, desc, eq, exists, isNull, sql } from 'drizzle-orm'
import { petImageKeys, toPetImage } from '#server/core/pet-photos.ts'
import type { PetScope } from '#server/core/pet-router.ts'
import { processImageUpload } from '#server/core/uploads/image-pipeline.ts'
import { removeFiles, storeProcessedImage } from '#server/core/uploads/stored-files.ts'
import { petImages, pets } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { FileStore } from '#server/lib/file-store.ts'
import type { Logger } from '#server/lib/logger.ts'

interface FileDeps {
  fileStore: FileStore
  log: Logger
}

/**
 * One photo of a pet (docs/product/pets.md#upload-rules-and-messages). Files first, then the row:
 * if storing fails there is no row; if the row fails the files are removed again, so neither side
 * dangles.
 */
export async function uploadPetImage(
  { db, petId }: PetScope,
  { fileStore, log, bytes }: FileDeps & { bytes: Uint8Array },
): Promise<PetImage> {
  const image = await processImageUpload(bytes)
  const id = randomUUID()
  const keys = petImageKeys(petId, id, image.original.extension)
  await storeProcessedImage({ fileStore, log, image, originalKey: keys.storageKey, thumbnailKey: keys.thumbnailKey })
  try {
    const row = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(petImages)
        .values({
          id,
          petId,
          ...keys,
          contentType: image.original.contentType,
          byteSize: image.original.byteSize,
          width: image.original.width,
          height: image.original.height,
        })
        .returning()
      // The first photo becomes the profile photo. `is null` in the update itself keeps this
      // right when the client uploads several photos in parallel: only one of them wins.
      await tx
        .update(pets)
        .set({ profileImageId: id })
        .where(and(eq(pets.id, petId), isNull(pets.profileImageId)))
      return row!
    })
    return toPetImage(row)
  } catch (error) {
    await removeFiles({ fileStore, log, keys: [keys.storageKey, keys.thumbnailKey] })
    throw error
  }
}

/** Newest first, the order of the pet page gallery (and of pet detail `images`). */
export async function listPetImages({ db, petId }: PetScope): Promise<PetImage[]> {
  const rows = await db.select().from(petImages).where(eq(petImages.petId, petId)).orderBy(desc(petImages.createdAt), desc(petImages.id))
  return rows.map(toPetImage)
}

/**
 * Removes the row, then both files after the commit. A removed profile photo is replaced by
 * the newest remaining one (or none) in the same transaction, so the pet never points at a
 * deleted image.
 */
export async function deletePetImage({ db, petId }: PetScope, { fileStore, log, imageId }: FileDeps & { imageId: string }) {
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(petImages)
      .where(and(eq(petImages.id, imageId), eq(petImages.petId, petId)))
      .returning({ storageKey: petImages.storageKey, thumbnailKey: petImages.thumbnailKey })
    if (!row) return null
    const newest = tx
      .select({ id: petImages.id })
      .from(petImages)
      .where(eq(petImages.petId, petId))
      .orderBy(desc(petImages.createdAt), desc(petImages.id))
      .limit(1)
    await tx
      .update(pets)
      .set({ profileImageId: sql`(${newest})` })
      .where(and(eq(pets.id, petId), eq(pets.profileImageId, imageId)))
    return row
  })
  if (!deleted) throw AppError.notFound('Image not found')
  await removeFiles({ fileStore, log, keys: [deleted.storageKey, deleted.thumbnailKey] })
}

/** The chosen profile photo must be one of this pet's images; any other id is a 404. */
export async function setProfileImage({ db, petId }: PetScope, imageId: string) {
  const ownImage = db
    .select({ id: petImages.id })
    .from(petImages)
    .where(and(eq(petImages.id, imageId), eq(petImages.petId, petId)))
  const updated = await db
    .update(pets)
    .set({ profileImageId: imageId })
    .where(and(eq(pets.id, petId), exists(ownImage)))
    .returning({ id: pets.id })
  if (!updated.length) throw AppError.notFound('Image not found')
}
