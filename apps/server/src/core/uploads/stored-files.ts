import type { ProcessedImage } from '#server/core/uploads/image-pipeline.ts'
import type { FileStore } from '#server/lib/file-store.ts'
import type { Logger } from '#server/lib/logger.ts'

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

/** A file that cannot be deleted is only logged as a warning: its rows are already gone, and for the user the deletion is done. */
export async function removeFiles({ fileStore, log, keys }: { fileStore: FileStore; log: Logger; keys: string[] }) {
  if (!keys.length) return
  try {
    await fileStore.delete(keys)
  } catch (err) {
    log.warn({ err, keys }, 'could not delete stored files')
  }
}

/** A processed upload's original and thumbnail, both or neither (see `storeFiles`). */
export async function storeProcessedImage({
  fileStore,
  log,
  image,
  originalKey,
  thumbnailKey,
}: {
  fileStore: FileStore
  log: Logger
  image: ProcessedImage
  originalKey: string
  thumbnailKey: string
}): Promise<void> {
  await storeFiles({
    fileStore,
    log,
    files: [
      { key: originalKey, body: image.original.body, contentType: image.original.contentType },
      { key: thumbnailKey, body: image.thumbnail.body, contentType: image.thumbnail.contentType },
    ],
  })
}
