import { eq } from 'drizzle-orm'
import { findPetAccess } from '../../core/pet-access'
import type { PetImageVariant } from '../../core/pet-photos'
import type { Database } from '../../db/client'
import { petImages } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { FileStore, StoredFile } from '../../lib/file-store'

/**
 * The bytes behind `url` / `thumbnailUrl`, for anyone who may read the image's pet. The path names
 * the image, not the pet, so the pet router cannot check it: the access rule is applied here, and
 * every other caller gets the same 404 as for an id that does not exist, so nothing leaks.
 */
export async function readPetImageFile(args: { db: Database; fileStore: FileStore; userId: string; imageId: string; variant: PetImageVariant }): Promise<StoredFile> {
  const { db, fileStore, userId, imageId, variant } = args
  const [image] = await db.select().from(petImages).where(eq(petImages.id, imageId))
  const hasAccess = image ? (await findPetAccess({ db, userId, petId: image.petId })) !== null : false
  const file = image && hasAccess ? await fileStore.get(variant === 'original' ? image.storageKey : image.thumbnailKey) : null
  if (!file) throw AppError.notFound('Image not found')
  return file
}

