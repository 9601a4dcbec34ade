// Reading uploaded vet records in the background (docs/decisions/027): the `vet_records` rows are
// the queue. A row is claimed in one statement (queued → reading, FOR UPDATE SKIP LOCKED, a lease
// in `locked_until` that every page extends), so several instances never read one file at once,
// and a restart picks up what was queued or left half-read once its lease has run out. Each
// instance reads one file at a time: OCR is CPU-bound and text-extraction already queues its pages.
import { randomUUID } from 'node:crypto'
import { parseVetRecord } from '@pawpulse/domain/vet-record-parser'
import { and, eq, sql } from 'drizzle-orm'
import { resultRows, type Database } from '#server/db/client.ts'
import { users, vetRecords } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { FileStore } from '#server/lib/file-store.ts'
import type { Logger } from '#server/lib/logger.ts'
import { readDocument, type ReadingLimits } from './document-reader'
import { startPeriodicTask, type PeriodicTask } from '#server/lib/periodic-task.ts'

/** How long a claim holds without a sign of life; each page read extends it. */
export const VET_RECORD_LEASE_MS = 5 * 60_000
/** An unexpected failure is tried once more; a refusal (AppError: damaged PDF, too many pages…) never is. */
export const MAX_VET_RECORD_ATTEMPTS = 2
export const VET_RECORD_GENERIC_ERROR = 'The file could not be read. Please try again, or send it as another file.'

export interface VetRecordJobDeps {
  db: Database
  fileStore: FileStore
  log: Logger
  /** Names the claims of this process (for the log and the lease). */
  instanceId?: string
  now?: () => Date
  /** Checked between files: a stopping server finishes the file it reads, then stops. */
  isStopping?: () => boolean
  /** Called once a page's progress is on the row (tests look at the row there). */
  afterProgress?: (progress: { recordId: string; page: number; pages: number }) => Promise<void>
  /** The reading process's bounds (document-reader.ts); tests make them small. */
  readingLimits?: ReadingLimits
}

export interface VetRecordJobResult {
  done: number
  failed: number
  retried: number
  /** Deleted by the owner (or taken over) while being read: nothing written. */
  gone: number
}

const defaultInstance = randomUUID()

/** Reads every queued record, one after another, until none is left; the timer calls it, and tests do. */
export async function runVetRecordJobs(deps: VetRecordJobDeps): Promise<VetRecordJobResult> {
  const result: VetRecordJobResult = { done: 0, failed: 0, retried: 0, gone: 0 }
  await failAbandoned(deps)
  while (!deps.isStopping?.()) {
    const claimed = await claimNext(deps)
    if (!claimed) break
    result[await readRecord(deps, claimed)]++
  }
  return result
}

type Claimed = {
  id: string
  user_id: string
  file_key: string
  content_type: string
  attempts: number
}

async function claimNext(deps: VetRecordJobDeps): Promise<Claimed | null> {
  const now = deps.now?.() ?? new Date()
  const rows = await deps.db.execute<Claimed>(sql`
    update ${vetRecords}
    set status = 'reading', attempts = attempts + 1, locked_until = ${new Date(now.getTime() + VET_RECORD_LEASE_MS)},
        claimed_by = ${deps.instanceId ?? defaultInstance}, progress_page = null, progress_pages = null, error = null,
        updated_at = ${now}
    where id = (
      select id from ${vetRecords}
      where (status = 'queued' or (status = 'reading' and locked_until < ${now}))
        and attempts < ${MAX_VET_RECORD_ATTEMPTS}
      order by created_at, id
      limit 1
      for update skip locked
    )
    returning id, user_id, file_key, content_type, attempts`)
  return resultRows<Claimed>(rows)[0] ?? null
}

/** A record whose reader died on its last attempt (its lease ran out): failed, not read a third time. */
async function failAbandoned(deps: VetRecordJobDeps) {
  const now = deps.now?.() ?? new Date()
  await deps.db.execute(sql`
    update ${vetRecords}
    set status = 'failed', error = ${VET_RECORD_GENERIC_ERROR}, locked_until = null, progress_page = null, progress_pages = null,
        updated_at = ${now}
    where status = 'reading' and locked_until < ${now} and attempts >= ${MAX_VET_RECORD_ATTEMPTS}`)
}

/** Writes to the row only while this claim holds it (a deleted row, or one taken over, is left alone). */
const claimedRow = (deps: VetRecordJobDeps, id: string) =>
  and(eq(vetRecords.id, id), eq(vetRecords.status, 'reading'), eq(vetRecords.claimedBy, deps.instanceId ?? defaultInstance))

async function readRecord(deps: VetRecordJobDeps, claimed: Claimed): Promise<keyof VetRecordJobResult> {
  const { db, fileStore, log } = deps
  try {
    const file = await fileStore.get(claimed.file_key)
    if (!file) throw new Error('the stored file is missing')
    // Progress is written in order, one write at a time; the wizard polls the row about once a second.
    let progressWrites = Promise.resolve()
    // In a child process with memory and time limits, never on the thread that answers requests (decision 058).
    const { pages } = await readDocument(
      { bytes: file.body, contentType: claimed.content_type },
      {
        log,
        limits: deps.readingLimits,
        onProgress: ({ page, pages }) => {
          progressWrites = progressWrites
            .then(async () => {
              const leaseUntil = new Date((deps.now?.() ?? new Date()).getTime() + VET_RECORD_LEASE_MS)
              await db
                .update(vetRecords)
                .set({ progressPage: page, progressPages: pages, lockedUntil: leaseUntil })
                .where(claimedRow(deps, claimed.id))
              await deps.afterProgress?.({ recordId: claimed.id, page, pages })
            })
            .catch((err: unknown) => log.warn({ err, vetRecordId: claimed.id }, 'vet record progress not written'))
        },
      },
    )
    await progressWrites
    const [owner] = await db.select({ country: users.country }).from(users).where(eq(users.id, claimed.user_id))
    const text = storableText(pages.map((page) => page.text).join('\n\n'))
    const record = parseVetRecord(text, { country: owner?.country ?? undefined })
    const written = await db
      .update(vetRecords)
      .set({
        status: 'done',
        progressPage: null,
        progressPages: null,
        error: null,
        pages: pages.length,
        ocrPages: pages.filter((page) => page.source === 'ocr').length,
        text,
        record,
        lockedUntil: null,
      })
      .where(claimedRow(deps, claimed.id))
      .returning({ id: vetRecords.id })
    if (written.length === 0) {
      log.info({ vetRecordId: claimed.id }, 'vet record deleted while it was read')
      return 'gone'
    }
    return 'done'
  } catch (error) {
    // Deleted by its owner (its file gone) or taken over meanwhile: nothing to report to anyone.
    const [stillClaimed] = await db.select({ id: vetRecords.id }).from(vetRecords).where(claimedRow(deps, claimed.id))
    if (!stillClaimed) {
      log.info({ vetRecordId: claimed.id }, 'vet record deleted while it was read')
      return 'gone'
    }
    const isRefusal = error instanceof AppError
    const retry = !isRefusal && claimed.attempts < MAX_VET_RECORD_ATTEMPTS
    if (!isRefusal) log.error({ err: error, vetRecordId: claimed.id, attempt: claimed.attempts }, 'vet record could not be read')
    await db
      .update(vetRecords)
      .set({
        status: retry ? 'queued' : 'failed',
        error: retry ? null : isRefusal ? error.message : VET_RECORD_GENERIC_ERROR,
        progressPage: null,
        progressPages: null,
        lockedUntil: null,
      })
      .where(claimedRow(deps, claimed.id))
    return retry ? 'retried' : 'failed'
  }
}

/**
 * PostgreSQL stores no NUL in text and no lone surrogate in jsonb; a PDF's text layer may hold
 * either. Dropped (NUL) or replaced (U+FFFD) before the text is parsed and kept.
 */
export function storableText(text: string): string {
  return text.replace(/\0/g, '').replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
}

/** Runs the jobs now (start-up, tests; resolves when the queue is empty), and stops the loop. */
export type VetRecordReader = PeriodicTask

/** The timer of one instance, like the reminder scheduler's (lib/periodic-task.ts). */
export function startVetRecordReader(
  deps: Omit<VetRecordJobDeps, 'isStopping'> & { intervalMs: number; firstRunAfterMs?: number },
): VetRecordReader {
  return startPeriodicTask({
    intervalMs: deps.intervalMs,
    firstRunAfterMs: deps.firstRunAfterMs,
    log: deps.log,
    failureMessage: 'reading vet records failed; the next tick tries again',
    run: async (isStopping) => {
      const result = await runVetRecordJobs({ ...deps, isStopping })
      if (result.done + result.failed + result.retried + result.gone > 0) deps.log.info(result, 'vet records read')
    },
  })
}
