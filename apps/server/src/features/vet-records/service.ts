import { randomUUID } from 'node:crypto'
import type { ExtractedVetRecord } from '@pawpulse/domain/vet-record'
import type { VetRecordFile } from '@pawpulse/domain/vet-record-api'
import { and, count, desc, eq, isNull } from 'drizzle-orm'
import { findPetAccess } from '#server/core/pet-access.ts'
import type { PetScope } from '#server/core/pet-router.ts'
import { removeFiles } from '#server/core/uploads/stored-files.ts'
import type { Database } from '#server/db/client.ts'
import { vetRecords } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { FileStore, StoredFile } from '#server/lib/file-store.ts'
import type { Logger } from '#server/lib/logger.ts'
import { checkVetRecordFile } from './text-extraction'

/**
 * The records an owner uploads in the AI wizard (docs/product/vet-records.md#uploads): stored as
 * they came, read later by the background job (jobs.ts). Until the wizard saves, a record is its
 * uploader's alone; once attached to a pet, whoever may read the pet may read it too.
 */

/** Records waiting to be attached to a pet, per user: enough for a wizard, not a dumping ground. */
export const MAX_UNATTACHED_VET_RECORDS = 30
const NOT_FOUND = 'Vet record not found'

type VetRecordRow = typeof vetRecords.$inferSelect

export function toVetRecordFile(row: VetRecordRow): VetRecordFile {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    status: row.status as VetRecordFile['status'],
    progress:
      row.status === 'reading' && row.progressPage != null && row.progressPages != null
        ? { page: row.progressPage, pages: row.progressPages }
        : null,
    error: row.error,
    pages: row.pages,
    ocrPages: row.ocrPages,
    record: (row.record as ExtractedVetRecord | null) ?? null,
    petId: row.petId,
    fileUrl: `/api/vet-records/${row.id}/file`,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The name as shown in lists: no folders, no control characters, at most 255 characters. */
export function cleanFileName(name: string | undefined): string {
  // A lone surrogate (a broken name) cannot be stored: it becomes U+FFFD.
  const base =
    (name ?? '')
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
      .split(/[/\\]/)
      .pop() ?? ''
  // Cut by characters, not UTF-16 units, so an emoji at the limit is never split in half.
  const characters = [...base].filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
  const cleaned = [...characters.join('').trim()].slice(0, 255).join('')
  return cleaned.replace(/^[\s.]+/, '') || 'vet-record'
}

/**
 * Checks the bytes (the same refusals as reading them: size, kind, HEIC, pixels — the domain's
 * messages), stores the file, then its row as `queued`. The stored type is the one the bytes
 * proved, never the one the browser claimed.
 */
export async function uploadVetRecord(args: {
  db: Database
  fileStore: FileStore
  log: Logger
  userId: string
  file: File
}): Promise<VetRecordFile> {
  const { db, fileStore, log, userId, file } = args
  const bytes = new Uint8Array(await file.arrayBuffer())
  const contentType = await checkVetRecordFile(bytes)
  const [waiting] = await db
    .select({ n: count() })
    .from(vetRecords)
    .where(and(eq(vetRecords.userId, userId), isNull(vetRecords.petId)))
  if ((waiting?.n ?? 0) >= MAX_UNATTACHED_VET_RECORDS) {
    throw new AppError('CONFLICT', `You have ${MAX_UNATTACHED_VET_RECORDS} records waiting to be saved: delete some before adding more`)
  }
  const fileKey = `vet-records/${randomUUID()}`
  await fileStore.put(fileKey, bytes, contentType)
  try {
    const [row] = await db
      .insert(vetRecords)
      .values({ userId, fileName: cleanFileName(file.name), contentType, sizeBytes: bytes.byteLength, fileKey })
      .returning()
    return toVetRecordFile(row!)
  } catch (error) {
    await removeFiles({ fileStore, log, keys: [fileKey] })
    throw error
  }
}

/** The user's records not attached to a pet yet (the wizard's list), newest first. */
export async function listVetRecords({ db, userId }: { db: Database; userId: string }): Promise<VetRecordFile[]> {
  const rows = await db
    .select()
    .from(vetRecords)
    .where(and(eq(vetRecords.userId, userId), isNull(vetRecords.petId)))
    .orderBy(desc(vetRecords.createdAt), desc(vetRecords.id))
  return rows.map(toVetRecordFile)
}

async function findOwnRow(db: Database, userId: string, recordId: string): Promise<VetRecordRow> {
  const [row] = await db
    .select()
    .from(vetRecords)
    .where(and(eq(vetRecords.id, recordId), eq(vetRecords.userId, userId)))
  if (!row) throw AppError.notFound(NOT_FOUND)
  return row
}

/** One of the user's own uploads; anyone else's is "not found", so nothing leaks. */
export async function getVetRecord({ db, userId, recordId }: { db: Database; userId: string; recordId: string }) {
  return toVetRecordFile(await findOwnRow(db, userId, recordId))
}

/** The row first, then the file: a reader busy with it finds no row to write to and stops there. */
export async function deleteVetRecord(args: { db: Database; fileStore: FileStore; log: Logger; userId: string; recordId: string }) {
  const { db, fileStore, log, userId, recordId } = args
  const row = await findOwnRow(db, userId, recordId)
  await db.delete(vetRecords).where(eq(vetRecords.id, row.id))
  await removeFiles({ fileStore, log, keys: [row.fileKey] })
}

/**
 * The original bytes, for the uploader or — once the record is attached to a pet — anyone who may
 * read that pet (core/pet-access); everyone else gets the same 404 as for an id that does not exist.
 */
export async function readVetRecordFile(args: {
  db: Database
  fileStore: FileStore
  userId: string
  recordId: string
}): Promise<StoredFile & { fileName: string }> {
  const { db, fileStore, userId, recordId } = args
  const [row] = await db.select().from(vetRecords).where(eq(vetRecords.id, recordId))
  const mayRead =
    row !== undefined && (row.userId === userId || (row.petId !== null && (await findPetAccess({ db, userId, petId: row.petId })) !== null))
  const file = row && mayRead ? await fileStore.get(row.fileKey) : null
  if (!row || !file) throw AppError.notFound(NOT_FOUND)
  return { ...file, fileName: row.fileName }
}

/** A pet's documents: the records attached to it, newest first (the pet router has checked the reader). */
export async function listPetDocuments({ db, petId }: PetScope): Promise<VetRecordFile[]> {
  const rows = await db
    .select()
    .from(vetRecords)
    .where(eq(vetRecords.petId, petId))
    .orderBy(desc(vetRecords.createdAt), desc(vetRecords.id))
  return rows.map(toVetRecordFile)
}
