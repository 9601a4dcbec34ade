import { vetRecordFileSchema, type VetRecordFile } from '@pawpulse/domain/vet-record-api'
import { VET_RECORD_FILE_MESSAGES } from '@pawpulse/domain/vet-record-files'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { checkDecodedSize } from '#server/features/vet-records/decoded-size.ts'
import { readDocument } from '#server/features/vet-records/document-reader.ts'
import { runVetRecordJobs } from '#server/features/vet-records/jobs.ts'
import { createLogger } from '#server/lib/logger.ts'
import { hostileDocuments, onePagePdf, spacesBomb, stream } from './fixtures/hostile-documents'
import { textPdf } from './fixtures/vet-records'
import { createTestApp, createTestUser } from './test-app'

// Files built to hurt the reader (docs/decisions/058): each is uploaded as a guest could, read by the
// background job — in its own process — while the API is asked for its health every 100 ms. The API
// answers throughout; the record ends refused with a sentence for the owner, or read; nothing
// half-saved. The files are generated (fixtures/hostile-documents.ts).

const { app, db, fileStore } = await createTestApp()
const owner = await createTestUser(app)
const log = createLogger('silent')
/** What the owner is told for a file refused by the reader's bounds. */
const UNSAFE = VET_RECORD_FILE_MESSAGES.unsafe
/** Health answers slower than this mean the server's thread was held. */
const HEALTH_WITHIN_MS = 2_000

async function upload(bytes: Uint8Array, name: string, type = 'application/pdf') {
  const body = new FormData()
  body.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }))
  return owner.client.request('POST', '/api/vet-records', body)
}

/** Runs the reader while the API is asked for its health; the slowest answer, and the record as the owner sees it. */
async function readWhileProbing(bytes: Uint8Array, name: string): Promise<{ record: VetRecordFile; slowestHealthMs: number }> {
  const response = await upload(bytes, name)
  expect(response.status, await response.clone().text()).toBe(202)
  const queued = vetRecordFileSchema.parse(await response.json())
  let reading = true
  let slowestHealthMs = 0
  const probe = (async () => {
    while (reading) {
      const started = performance.now()
      expect((await app.request('/api/health')).status).toBe(200)
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - started)
      await new Promise((done) => setTimeout(done, 100))
    }
  })()
  try {
    await runVetRecordJobs({ db, fileStore, log })
  } finally {
    reading = false
    await probe
  }
  const record = vetRecordFileSchema.parse(await (await owner.client.get(`/api/vet-records/${queued.id}`)).json())
  return { record, slowestHealthMs }
}

/** A refused record keeps nothing of what was read. */
async function expectNothingSaved(id: string) {
  const [row] = await db.select().from(schema.vetRecords).where(eq(schema.vetRecords.id, id))
  expect(row).toMatchObject({ status: 'failed', text: null, record: null, pages: null, ocrPages: null, lockedUntil: null })
}

describe('hostile documents: the API keeps answering and the record ends refused or read', () => {
  it('a decompression bomb (a 1.7 MB file whose one page opens to 256 MiB of spaces) is refused', { timeout: 120_000 }, async () => {
    const { record, slowestHealthMs } = await readWhileProbing(hostileDocuments.bomb(256), 'bomb.pdf')
    expect(record).toMatchObject({ status: 'failed', error: UNSAFE })
    await expectNothingSaved(record.id)
    expect(slowestHealthMs).toBeLessThan(HEALTH_WITHIN_MS)
  })

  it('a page a million points wide with 300,000 text operators is refused', { timeout: 120_000 }, async () => {
    const { record, slowestHealthMs } = await readWhileProbing(hostileDocuments.hugePage(), 'huge-page.pdf')
    expect(record).toMatchObject({ status: 'failed', error: UNSAFE })
    await expectNothingSaved(record.id)
    expect(slowestHealthMs).toBeLessThan(HEALTH_WITHIN_MS)
  })

  it('arrays nested 100,000 deep: the page cannot be read, refused as a damaged PDF at once', { timeout: 120_000 }, async () => {
    const { record, slowestHealthMs } = await readWhileProbing(hostileDocuments.deepNesting(), 'deep.pdf')
    expect(record).toMatchObject({ status: 'failed', error: VET_RECORD_FILE_MESSAGES.unreadablePdf })
    const [row] = await db.select().from(schema.vetRecords).where(eq(schema.vetRecords.id, record.id))
    expect(row?.attempts).toBe(1)
    await expectNothingSaved(record.id)
    expect(slowestHealthMs).toBeLessThan(HEALTH_WITHIN_MS)
  })

  it('a broken cross-reference table is rebuilt and the page read', { timeout: 120_000 }, async () => {
    const { record, slowestHealthMs } = await readWhileProbing(hostileDocuments.brokenXref(), 'broken-xref.pdf')
    expect(record).toMatchObject({ status: 'done', pages: 1 })
    expect(record.record?.pet.name?.value).toBe('Biscuit')
    expect(slowestHealthMs).toBeLessThan(HEALTH_WITHIN_MS)
  })

  it('a PDF with JavaScript is read as text; its script never runs', { timeout: 120_000 }, async () => {
    const { record, slowestHealthMs } = await readWhileProbing(hostileDocuments.javaScript(), 'script.pdf')
    expect(record).toMatchObject({ status: 'done', pages: 1 })
    expect(record.record?.pet.name?.value).toBe('Biscuit')
    expect(slowestHealthMs).toBeLessThan(HEALTH_WITHIN_MS)
  })

  it('a photo whose header claims 50,000 × 50,000 pixels is refused at upload, before anything is stored or decoded', async () => {
    const before = (await db.select().from(schema.vetRecords).where(eq(schema.vetRecords.userId, owner.user.id))).length
    const response = await upload(hostileDocuments.photoBomb(), 'huge.png', 'image/png')
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(VET_RECORD_FILE_MESSAGES.tooManyPixels)
    expect((await db.select().from(schema.vetRecords).where(eq(schema.vetRecords.userId, owner.user.id))).length).toBe(before)
  })

  it('an ordinary record still reads as before, in the same bounded process', { timeout: 120_000 }, async () => {
    const { record } = await readWhileProbing(await textPdf(), 'Biscuit-2024.pdf')
    expect(record).toMatchObject({ status: 'done', error: null, pages: 1, ocrPages: 0 })
    expect(record.record?.vaccinations.map((v) => v.value.vaccineKey)).toEqual(['dapp', 'rabies', 'leptospirosis', 'bordetella'])
  })
})

describe('the reading process’s limits', () => {
  it('a file that passes the memory limit is refused, and the process is gone', { timeout: 120_000 }, async () => {
    // Under the per-stream bound, so only the memory limit can stop it: 64 MB is less than reading it takes.
    const bytes = onePagePdf(stream('/Filter /FlateDecode', spacesBomb(12 * 1024 * 1024)))
    const read = readDocument(
      { bytes, contentType: 'application/pdf' },
      { limits: { heapMb: 256, rssMb: 64, quietMs: 60_000, totalMs: 120_000 } },
    )
    await expect(read).rejects.toMatchObject({ code: 'VALIDATION', message: UNSAFE })
  })

  it('a file that takes longer than allowed is refused', { timeout: 120_000 }, async () => {
    const read = readDocument(
      { bytes: await textPdf(), contentType: 'application/pdf' },
      { limits: { heapMb: 256, rssMb: 1024, quietMs: 60_000, totalMs: 1 } },
    )
    await expect(read).rejects.toMatchObject({ code: 'VALIDATION', message: UNSAFE })
  })

  it('measures what a compressed stream opens to without keeping it: per stream and per file', () => {
    const page = (mib: number) => stream('/Filter /FlateDecode', spacesBomb(mib * 1024 * 1024))
    expect(() => checkDecodedSize(onePagePdf(page(1)), { stream: 2 * 1024 * 1024, file: 8 * 1024 * 1024 })).not.toThrow()
    expect(() => checkDecodedSize(onePagePdf(page(3)), { stream: 2 * 1024 * 1024, file: 8 * 1024 * 1024 })).toThrow(UNSAFE)
    // An image's stream is left to pdfjs, which decodes only what its size needs.
    expect(() =>
      checkDecodedSize(onePagePdf(stream('/Subtype /Image /Filter /FlateDecode', spacesBomb(3 * 1024 * 1024))), {
        stream: 2 * 1024 * 1024,
        file: 8 * 1024 * 1024,
      }),
    ).not.toThrow()
  })
})
