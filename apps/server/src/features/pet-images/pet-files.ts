import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { petImages } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { FileStore, StoredFile } from '../../lib/file-store'
import type { Logger } from '../../lib/logger'
import { findPetAccess } from '../pets/access'

export type PetImageVariant = 'original' | 'thumbnail'

/** Server-made keys (never a file name): the image id is a random UUID, so keys cannot collide or be guessed. */
export function petImageKeys(petId: string, imageId: string, extension: string) {
  return { storageKey: `pets/${petId}/${imageId}.${extension}`, thumbnailKey: `pets/${petId}/${imageId}-thumb.webp` }
}

/**
 * The bytes behind `url` / `thumbnailUrl`, for anyone who may read the image's pet. Every other
 * caller gets the same 404 as for an id that does not exist, so nothing leaks.
 */
export async function readPetImageFile({
  db,
  fileStore,
  userId,
  imageId,
  variant,
}: {
  db: Database
  fileStore: FileStore
  userId: string
  imageId: string
  variant: PetImageVariant
}): Promise<StoredFile> {
  const [image] = await db.select().from(petImages).where(eq(petImages.id, imageId))
  const hasAccess = image ? (await findPetAccess({ db, userId, petId: image.petId })) !== null : false
  const file = image && hasAccess ? await fileStore.get(variant === 'original' ? image.storageKey : image.thumbnailKey) : null
  if (!file) throw AppError.notFound('Image not found')
  return file
}

/** Both files of every image of these pets, for callers that delete the pets themselves (rows go by cascade). */
export async function listPetFileKeys({ db, petIds }: { db: Database; petIds: string[] }): Promise<string[]> {
  if (!petIds.length) return []
  const rows = await db
    .select({ storageKey: petImages.storageKey, thumbnailKey: petImages.thumbnailKey })
    .from(petImages)
    .where(inArray(petImages.petId, petIds))
  return rows.flatMap((row) => [row.storageKey, row.thumbnailKey])
}

/** Stores all files or none: if one put fails, the others are removed again and the error is thrown. */
export async function storeFiles({
  fileStore,
  log,
  files,
}: {
  fileStore: FileStore
  log: Logger
  files: { key: string; body: Uint8Array; contentType: string }[]
}): Promise<void> {
  const results = await Promise.allSettled(files.map((file) => fileStore.put(file.key, file.body, file.contentType)))
  const failure = results.find((result) => result.status === 'rejected')
  if (!failure) return
  await removeFiles({ fileStore, log, keys: files.map((file) => file.key) })
  throw failure.reason
}

/** Spec §8: "Storage deletion failure is only warned" — the rows are already gone, the user is done. */
export async function removeFiles({ fileStore, log, keys }: { fileStore: FileStore; log: Logger; keys: string[] }) {
  if (!keys.length) return
  try {
    await fileStore.delete(keys)
  } catch (err) {
    log.warn({ err, keys }, 'could not delete stored files')
  }
}
