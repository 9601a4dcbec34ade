import { vetRecordFileListSchema, vetRecordFileSchema, type VetRecordFile } from '@pawpulse/domain/vet-record-api'
import { MAX_VET_RECORD_BYTES, VET_RECORD_FILE_MESSAGES } from '@pawpulse/domain/vet-record-files'
import { eq, inArray, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, describe, expect, it, vi } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { runVetRecordJobs, storableText, VET_RECORD_GENERIC_ERROR } from '#server/features/vet-records/jobs.ts'
import { VET_RECORD_UPLOAD_RATE_LIMIT } from '#server/features/vet-records/routes.ts'
import { closeOcr } from '#server/features/vet-records/ocr.ts'
import { createLogger } from '#server/lib/logger.ts'
import type { FileStore } from '#server/lib/file-store.ts'
import { recordPhoto, textPdf } from './fixtures/vet-records'
import { createTestApp, createTestUser, TestClient } from './test-app'

// Uploads in the AI wizard (docs/product/vet-records.md#uploads) and the background job that reads
// them (docs/decisions/027). The files are generated (fixtures/vet-records.ts); the text PDF keeps
// these tests fast, one photo goes through OCR.

// Each record is read in a process of its own (decision 058): on a busy machine, starting it through
// tsx takes seconds of a test's time.
vi.setConfig({ testTimeout: 120_000 })

const { app, db, fileStore } = await createTestApp()
const owner = await createTestUser(app)
const stranger = await createTestUser(app)
const log = createLogger('silent')
const jobs = (deps: Partial<Parameters<typeof runVetRecordJobs>[0]> = {}) => runVetRecordJobs({ db, fileStore, log, ...deps })
const pdfBytes = await textPdf()

afterAll(() => closeOcr())
afterAll(() => vi.resetConfig())

function form(bytes: Uint8Array, name = 'Biscuit-2024.pdf', type = 'application/pdf') {
  const body = new FormData()
  body.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }))
  return body
}

async function upload(client: TestClient, bytes: Uint8Array = pdfBytes, name?: string, type?: string): Promise<VetRecordFile> {
  const response = await client.request('POST', '/api/vet-records', form(bytes, name, type))
  expect(response.status, await response.clone().text()).toBe(202)
  return vetRecordFileSchema.parse(await response.json())
}

async function fetchRecord(client: TestClient, id: string) {
  const response = await client.get(`/api/vet-records/${id}`)
  expect(response.status).toBe(200)
  return vetRecordFileSchema.parse(await response.json())
}

const rowCount = async (userId: string) => (await db.select().from(schema.vetRecords).where(eq(schema.vetRecords.userId, userId))).length

describe('uploading a record', () => {
  it('answers 202 with the queued record, then the job reads it: the pet, vaccinations and medications', async () => {
    const queued = await upload(owner.client)
    expect(queued).toMatchObject({
      fileName: 'Biscuit-2024.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdfBytes.byteLength,
      status: 'queued',
      progress: null,
      record: null,
      petId: null,
      fileUrl: `/api/vet-records/${queued.id}/file`,
    })
    expect(await jobs()).toMatchObject({ done: 1, failed: 0 })
    const done = await fetchRecord(owner.client, queued.id)
    expect(done).toMatchObject({ status: 'done', progress: null, error: null, pages: 1, ocrPages: 0 })
    expect(done.record?.pet.name?.value).toBe('Biscuit')
    expect(done.record?.vaccinations.map((v) => v.value.vaccineKey)).toEqual(['dapp', 'rabies', 'leptospirosis', 'bordetella'])
    expect(done.record?.medications.map((m) => m.value.name)).toContain('Pimobendan')
    // The text is kept, so the record can be parsed again later without reading the file.
    const [row] = await db.select().from(schema.vetRecords).where(eq(schema.vetRecords.id, queued.id))
    expect(row?.text).toContain('Patient: Biscuit')
  })

  it('reads ambiguous dates in the uploader’s country (US: month first; GB: day first)', async () => {
    const british = await createTestUser(app)
    expect((await british.client.request('PATCH', '/api/me', { country: 'GB' })).status).toBe(200)
    const record = await upload(british.client)
    await jobs()
    const read = await fetchRecord(british.client, record.id)
    // 11/02/2024 is 11 February in Britain, 2 November in the US (the first test).
    expect(read.record?.vaccinations[0]?.value.givenOn).toBe('2024-02-11')
  })

  it('writes the page being read to the row as it goes', async () => {
    const record = await upload(owner.client, await textPdf(3))
    const seen: unknown[] = []
    const result = await jobs({
      afterProgress: async ({ recordId }) => {
        const [row] = await db.select().from(schema.vetRecords).where(eq(schema.vetRecords.id, recordId))
        seen.push({ status: row?.status, page: row?.progressPage, pages: row?.progressPages })
      },
    })
    expect(result).toMatchObject({ done: 1 })
    expect(seen).toEqual([1, 2, 3].map((page) => ({ status: 'reading', page, pages: 3 })))
    expect(await fetchRecord(owner.client, record.id)).toMatchObject({ status: 'done', progress: null, pages: 3 })
  })

  it('shows a reading record’s page and count while it is read', async () => {
    const record = await upload(owner.client)
    await db
      .update(schema.vetRecords)
      .set({ status: 'reading', progressPage: 2, progressPages: 4, lockedUntil: new Date(Date.now() + 60_000), claimedBy: 'elsewhere' })
      .where(eq(schema.vetRecords.id, record.id))
    expect((await fetchRecord(owner.client, record.id)).progress).toEqual({ page: 2, pages: 4 })
    // Held by another instance: not read here, not twice.
    expect(await jobs()).toMatchObject({ done: 0 })
    // Its reader died: once the lease has run out, the record is read again here.
    await db
      .update(schema.vetRecords)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(schema.vetRecords.id, record.id))
    expect(await jobs()).toMatchObject({ done: 1 })
    expect(await fetchRecord(owner.client, record.id)).toMatchObject({ status: 'done', progress: null })
  })

  it('two instances reading at once never read one file twice', async () => {
    const records = [await upload(owner.client), await upload(owner.client), await upload(owner.client)]
    const [a, b] = await Promise.all([jobs({ instanceId: 'instance-a' }), jobs({ instanceId: 'instance-b' })])
    expect(a!.done + b!.done).toBe(3)
    const rows = await db
      .select()
      .from(schema.vetRecords)
      .where(
        inArray(
          schema.vetRecords.id,
          records.map((r) => r.id),
        ),
      )
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['done', 1],
      ['done', 1],
      ['done', 1],
    ])
  })

  it('a photo is read by OCR', { timeout: 120_000 }, async () => {
    const record = await upload(owner.client, await recordPhoto(), 'page1.jpg', 'image/jpeg')
    expect(record.contentType).toBe('image/jpeg')
    await jobs()
    const read = await fetchRecord(owner.client, record.id)
    expect(read).toMatchObject({ status: 'done', pages: 1, ocrPages: 1 })
    expect(read.record?.pet.name?.value).toBe('Biscuit')
  })

  it('guests can upload and read their own records', async () => {
    const guest = new TestClient(app)
    expect((await guest.post('/api/auth/sign-in/anonymous')).status).toBe(200)
    const record = await upload(guest)
    await jobs()
    expect((await fetchRecord(guest, record.id)).status).toBe('done')
  })

  it('a visitor without a session is asked to sign in', async () => {
    const response = await new TestClient(app).request('POST', '/api/vet-records', form(pdfBytes))
    expect(response.status).toBe(401)
  })
})

describe('refused uploads store nothing', () => {
  const refused = async (body: FormData | string, status: number, message: string, headers?: Record<string, string>) => {
    const user = await createTestUser(app)
    const keysBefore = (fileStore as FileStore & { keys(): string[] }).keys().length
    const response = await user.client.request('POST', '/api/vet-records', body, headers)
    expect(response.status).toBe(status)
    expect(await response.json()).toMatchObject({ error: { message } })
    expect(await rowCount(user.user.id)).toBe(0)
    expect((fileStore as FileStore & { keys(): string[] }).keys().length).toBe(keysBefore)
  }

  it('a file of another kind, whatever its name says', async () => {
    const exe = new TextEncoder().encode('MZ\x90\x00 this is not a PDF at all, whatever the name says')
    await refused(form(exe, 'record.pdf'), 400, VET_RECORD_FILE_MESSAGES.unsupportedType)
  })

  it('an empty file, and a form without a file', async () => {
    await refused(form(new Uint8Array()), 400, VET_RECORD_FILE_MESSAGES.empty)
    const noFile = new FormData()
    noFile.append('file', 'text')
    await refused(noFile, 400, VET_RECORD_FILE_MESSAGES.noFile)
    await refused('{}', 400, VET_RECORD_FILE_MESSAGES.noFile, { 'content-type': 'application/json' })
  })

  it('a HEIC photo, with how to send JPEG', async () => {
    // The ftyp box of an iPhone's HEIC is all the type detection reads.
    const heic = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0, ...new TextEncoder().encode('mif1heic')])
    await refused(form(heic, 'IMG_0001.HEIC', 'image/heic'), 400, VET_RECORD_FILE_MESSAGES.heic)
  })

  it('over 10 MB: 413', async () => {
    const big = new Uint8Array(MAX_VET_RECORD_BYTES + 1)
    big.set(pdfBytes)
    await refused(form(big), 413, VET_RECORD_FILE_MESSAGES.tooLarge)
    // Far over: refused by the body limit before the form is read.
    await refused(form(new Uint8Array(MAX_VET_RECORD_BYTES + 200 * 1024)), 413, VET_RECORD_FILE_MESSAGES.tooLarge)
  })
})

describe('a record that cannot be read', () => {
  it('fails with the reader’s own message (a damaged PDF), and is not tried again', async () => {
    const broken = new TextEncoder().encode('%PDF-1.7\n%broken beyond repair\n')
    const record = await upload(owner.client, broken, 'broken.pdf')
    expect(await jobs()).toMatchObject({ failed: 1, retried: 0 })
    expect(await fetchRecord(owner.client, record.id)).toMatchObject({
      status: 'failed',
      error: VET_RECORD_FILE_MESSAGES.unreadablePdf,
      progress: null,
    })
  })

  it('an unexpected error is logged and tried once more, then fails with a plain sentence', async () => {
    const record = await upload(owner.client)
    const errors: unknown[] = []
    const failingStore: FileStore = {
      ...fileStore,
      get: async () => {
        throw new Error('disk on fire')
      },
    }
    const logged = createLogger('silent')
    logged.error = ((obj: unknown) => void errors.push(obj)) as typeof logged.error
    expect(await jobs({ fileStore: failingStore, log: logged })).toMatchObject({ retried: 1, failed: 1 })
    expect(errors).toHaveLength(2)
    const [row] = await db.select().from(schema.vetRecords).where(eq(schema.vetRecords.id, record.id))
    expect(row).toMatchObject({ status: 'failed', error: VET_RECORD_GENERIC_ERROR, attempts: 2 })
  })

  it('a record deleted while it is read is let go quietly', async () => {
    const record = await upload(owner.client, await textPdf(2))
    const errors: unknown[] = []
    const logged = createLogger('silent')
    logged.error = ((obj: unknown) => void errors.push(obj)) as typeof logged.error
    const result = await jobs({
      log: logged,
      afterProgress: async ({ recordId, page }) => {
        if (recordId === record.id && page === 1)
          expect((await owner.client.request('DELETE', `/api/vet-records/${record.id}`)).status).toBe(204)
      },
    })
    expect(result).toMatchObject({ done: 0, retried: 0, gone: 1 })
    expect(errors).toEqual([])
    expect(await db.select().from(schema.vetRecords).where(eq(schema.vetRecords.id, record.id))).toEqual([])
  })

  it('a record whose reader died on its last try is failed, not read a third time', async () => {
    const record = await upload(owner.client)
    await db
      .update(schema.vetRecords)
      .set({ status: 'reading', attempts: 2, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(schema.vetRecords.id, record.id))
    expect(await jobs()).toMatchObject({ done: 0 })
    expect(await fetchRecord(owner.client, record.id)).toMatchObject({ status: 'failed', error: VET_RECORD_GENERIC_ERROR })
  })
})

describe('whose records', () => {
  it('lists the user’s records not attached to a pet, newest first', async () => {
    const user = await createTestUser(app)
    const first = await upload(user.client)
    const second = await upload(user.client)
    await db
      .update(schema.vetRecords)
      .set({ createdAt: sql`created_at - interval '1 minute'` })
      .where(eq(schema.vetRecords.id, first.id))
    const response = await user.client.get('/api/vet-records')
    const { records } = vetRecordFileListSchema.parse(await response.json())
    expect(records.map((r) => r.id)).toEqual([second.id, first.id])
  })

  it('another user’s record is not found: GET, DELETE and its file', async () => {
    const record = await upload(owner.client)
    for (const [method, path] of [
      ['GET', `/api/vet-records/${record.id}`],
      ['DELETE', `/api/vet-records/${record.id}`],
      ['GET', `/api/vet-records/${record.id}/file`],
    ] as const) {
      const response = await stranger.client.request(method, path)
      expect(response.status, `${method} ${path}`).toBe(404)
      expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
    }
    expect((await fetchRecord(owner.client, record.id)).id).toBe(record.id)
    const { records } = vetRecordFileListSchema.parse(await (await stranger.client.get('/api/vet-records')).json())
    expect(records.map((r) => r.id)).not.toContain(record.id)
  })

  it('serves the original file privately, as a download, with a safe file name', async () => {
    const record = await upload(owner.client, pdfBytes, '../../etc/Bíscuit "record"\r\n.pdf')
    const response = await owner.client.get(`/api/vet-records/${record.id}/file`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="B_scuit _record_.pdf"; filename*=UTF-8''${encodeURIComponent('Bíscuit "record".pdf')}`,
    )
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array(pdfBytes))
  })

  it('DELETE removes the row and the file', async () => {
    const record = await upload(owner.client)
    const [row] = await db.select().from(schema.vetRecords).where(eq(schema.vetRecords.id, record.id))
    expect(await fileStore.get(row!.fileKey)).not.toBeNull()
    expect((await owner.client.request('DELETE', `/api/vet-records/${record.id}`)).status).toBe(204)
    expect((await owner.client.get(`/api/vet-records/${record.id}`)).status).toBe(404)
    expect(await fileStore.get(row!.fileKey)).toBeNull()
  })

  it('a guest’s records move to the account at sign-up', async () => {
    const guest = new TestClient(app)
    await guest.post('/api/auth/sign-in/anonymous')
    const record = await upload(guest)
    const email = `guest-${record.id.slice(0, 8)}@example.com`
    const signUp = await guest.post('/api/auth/sign-up/email', { name: 'Was Guest', email, password: 'correct horse' })
    expect(signUp.status).toBe(200)
    expect((await fetchRecord(guest, record.id)).id).toBe(record.id)
  })
})

// A photo of a few megapixels is accepted by its bytes (sharp reads the header only at upload).
it('accepts a PNG photo by its bytes', async () => {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
    .png()
    .toBuffer()
  const record = await upload(owner.client, png, 'scan.png', 'image/png')
  expect(record.contentType).toBe('image/png')
  // A photo opens in the browser (a PDF is a download: 'serves the original file privately').
  const served = await owner.client.get(`/api/vet-records/${record.id}/file`)
  expect(served.headers.get('content-disposition')).toMatch(/^inline; filename="scan.png"/)
  expect(served.headers.get('x-content-type-options')).toBe('nosniff')
})

it('keeps a text layer’s NUL characters and broken surrogates out of what is stored', () => {
  expect(storableText('Pat\u0000ient: Bis\ud800cuit 🐶')).toBe('Patient: Bis\ufffdcuit 🐶')
})

// Last: it uses up the address's uploads for this file's app.
it('counts uploads per address: the 61st in ten minutes is refused (429) before the body is read', async () => {
  await db.execute(sql`update rate_limits set count = ${VET_RECORD_UPLOAD_RATE_LIMIT.max} where key = 'app:vet-records|unknown'`)
  const response = await owner.client.request('POST', '/api/vet-records', form(pdfBytes))
  expect(response.status).toBe(429)
  expect(await response.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } })
})
