import { eq } from 'drizzle-orm'
import { findPetAccess } from '#server/core/pet-access.ts'
import type { PetImageVariant } from '#server/core/pet-photos.ts'
import type { Database } from '#server/db/client.ts'
import { petImages } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { FileStore, StoredFile } from '#server/lib/file-store.ts'

/**
 * The bytes behind `url` / `thumbnailUrl`, for anyone who may read the image's pet. The path names
 * the image, not the pet, so the pet router cannot check it: the access rule is applied here, and
 * every other caller gets the same 404 as for an id that does not exist, so nothing leaks.
 */
export async function readPetImageFile(args: {
  db: Database
  fileStore: FileStore
  userId: string
  imageId: string
  variant: PetImageVariant
}): Promise<StoredFile> {
  const { db, fileStore, userId, imageId, variant } = args
  const [image] = await db.select().from(petImages).where(eq(petImages.id, imageId))
  const hasAccess = image ? (await findPetAccess({ db, userId, petId: image.petId })) !== null : false
  const file = image && hasAccess ? await fileStore.get(variant === 'original' ? image.storageKey : image.thumbnailKey) : null
  if (!file) throw AppError.notFound('Image not found')
  return file
}
