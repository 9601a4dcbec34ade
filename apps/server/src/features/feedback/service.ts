import { randomUUID } from 'node:crypto'
import type { FeedbackInput, FeedbackReceipt } from '@pawpulse/domain/feedback'
import { isStorableText } from '@pawpulse/domain/text'
import { processImageUpload } from '#server/core/uploads/image-pipeline.ts'
import { removeFiles } from '#server/core/uploads/stored-files.ts'
import type { Database } from '#server/db/client.ts'
import { type FeedbackMetadata, userFeedback } from '#server/db/schema.ts'
import type { FileStore } from '#server/lib/file-store.ts'
import type { Logger } from '#server/lib/logger.ts'

/**
 * A file name is only a hint for admins; control characters (NUL among them), halves of emoji
 * (jsonb refuses them) and length are not kept.
 */
function cleanFileName(name: string): string | null {
  const cleaned = [...name]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && isStorableText(ch))
    .join('')
    .trim()
  return cleaned ? [...cleaned].slice(0, 255).join('') : null
}

/**
 * Stores one feedback (docs/product/feedback-and-admin.md#what-is-stored). The screenshot goes
 * through the one image pipeline (size, type by bytes, metadata stripped) before anything is
 * stored, so a refused file leaves nothing behind; the file is written before the row and removed
 * again if the row fails. Guests (no session, or an anonymous one) are recorded without a user.
 */
export async function createFeedback({
  db,
  fileStore,
  log,
  userId,
  input,
  screenshot,
}: {
  db: Database
  fileStore: FileStore
  log: Logger
  userId: string | null
  input: FeedbackInput
  screenshot: File | undefined
}): Promise<FeedbackReceipt> {
  const id = randomUUID()
  let metadata: FeedbackMetadata | null = null
  if (screenshot) {
    const image = await processImageUpload(new Uint8Array(await screenshot.arrayBuffer()))
    metadata = {
      fileName: cleanFileName(screenshot.name),
      screenshotKey: screenshotKey(id, image.original.extension),
      contentType: image.original.contentType,
    }
    await fileStore.put(metadata.screenshotKey, image.original.body, image.original.contentType)
  }
  try {
    const [row] = await db
      .insert(userFeedback)
      .values({ id, ...input, userId, metadata: metadata ? { ...metadata } : null })
      .returning({ id: userFeedback.id, createdAt: userFeedback.createdAt })
    return { id: row!.id, createdAt: row!.createdAt.toISOString() }
  } catch (error) {
    if (metadata) await removeFiles({ fileStore, log, keys: [metadata.screenshotKey] })
    throw error
  }
}

/** Server-made, unguessable keys (the feedback id is a random UUID), never the file's name. */
function screenshotKey(feedbackId: string, extension: string) {
  return `feedback/${feedbackId}.${extension}`
}
