import { randomUUID } from 'node:crypto'
import type { AdminMarketplaceEntry } from '@pawpulse/domain/marketplace-api'
import { eq } from 'drizzle-orm'
import { processImageUpload } from '#server/core/uploads/image-pipeline.ts'
import { removeFiles, storeProcessedImage } from '#server/core/uploads/stored-files.ts'
import type { Database } from '#server/db/client.ts'
import { marketplaceEntries } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { FileStore, StoredFile } from '#server/lib/file-store.ts'
import type { Logger } from '#server/lib/logger.ts'
import { entryNotFound } from './admin-catalogue'
import { type EntryRow, type ImageVariant, toAdminEntry } from './view'

interface FileDeps {
  db: Database
  fileStore: FileStore
  log: Logger
}

/** Server-made keys: a fresh random id per upload, never the file's name. */
const imageKeys = (entryId: string, imageId: string, extension: string) => ({
  imageKey: `marketplace/${entryId}/${imageId}.${extension}`,
  imageThumbnailKey: `marketplace/${entryId}/${imageId}-thumb.webp`,
})

const keysOf = (row: Pick<EntryRow, 'imageKey' | 'imageThumbnailKey'>) =>
  [row.imageKey, row.imageThumbnailKey].filter((key): key is string => key !== null)

/**
 * An entry's picture through the one image pipeline (docs/decisions/006: bytes checked, re-encoded,
 * metadata stripped). Files first, then the row; a picture it replaces is removed after the commit,
 * and the new files are removed again if the row cannot be written (an unknown entry included).
 */
export async function setMarketplaceImage({
  db,
  fileStore,
  log,
  entryId,
  bytes,
}: FileDeps & { entryId: string; bytes: Uint8Array }): Promise<AdminMarketplaceEntry> {
  const image = await processImageUpload(bytes)
  const imageId = randomUUID()
  const keys = imageKeys(entryId, imageId, image.original.extension)
  await storeProcessedImage({ fileStore, log, image, originalKey: keys.imageKey, thumbnailKey: keys.imageThumbnailKey })
  let replaced: string[] = []
  try {
    const row = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(marketplaceEntries).where(eq(marketplaceEntries.id, entryId)).for('update')
      if (!current) throw entryNotFound()
      replaced = keysOf(current)
      const [updated] = await tx
        .update(marketplaceEntries)
        .set({ imageId, ...keys })
        .where(eq(marketplaceEntries.id, entryId))
        .returning()
      return updated!
    })
    await removeFiles({ fileStore, log, keys: replaced })
    return toAdminEntry(row)
  } catch (error) {
    await removeFiles({ fileStore, log, keys: [keys.imageKey, keys.imageThumbnailKey] })
    throw error
  }
}

/** Removes the picture (row first, files after the commit); an entry without one stays as it is. */
export async function removeMarketplaceImage({ db, fileStore, log, entryId }: FileDeps & { entryId: string }): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(marketplaceEntries).where(eq(marketplaceEntries.id, entryId)).for('update')
    if (!current) throw entryNotFound()
    if (!current.imageId) return []
    await tx
      .update(marketplaceEntries)
      .set({ imageId: null, imageKey: null, imageThumbnailKey: null })
      .where(eq(marketplaceEntries.id, entryId))
    return keysOf(current)
  })
  await removeFiles({ fileStore, log, keys: removed })
}

/** The bytes of an entry's picture: catalogue pictures are public, like the maker's own page. */
export async function readMarketplaceImage({
  db,
  fileStore,
  entryId,
  variant,
}: {
  db: Database
  fileStore: FileStore
  entryId: string
  variant: ImageVariant
}): Promise<StoredFile> {
  const [row] = await db
    .select({ imageKey: marketplaceEntries.imageKey, imageThumbnailKey: marketplaceEntries.imageThumbnailKey })
    .from(marketplaceEntries)
    .where(eq(marketplaceEntries.id, entryId))
  const key = variant === 'original' ? row?.imageKey : row?.imageThumbnailKey
  const file = key ? await fileStore.get(key) : null
  if (!file) throw AppError.notFound('Image not found')
  return file
}
