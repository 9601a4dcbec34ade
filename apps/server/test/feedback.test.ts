import { feedbackReceiptSchema, feedbackSchema } from '@pawpulse/domain/feedback'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import * as schema from '#server/db/schema.ts'
import { createMemoryFileStore, type FileStore } from '#server/lib/file-store.ts'
import { createLogger } from '#server/lib/logger.ts'
import { createMemoryMailer } from '#server/lib/mailer.ts'
import { hundredMegapixelPng, imageAs, paddedTo, phonePhotoWithGps } from './fixtures/images'
import { createTestAdmin, createTestApp, createTestUser, testConfig, TestClient, uniqueEmail } from './test-app'

const adminEmail = uniqueEmail('admin')
const { app, database, db, fileStore } = await createTestApp({ adminEmails: [adminEmail] })
const admin = await createTestAdmin(app, { email: adminEmail })
const owner = await createTestUser(app)

interface Screenshot {
  bytes: Uint8Array
  name: string
  type: string
}

/** The dialog's multipart form (its fields and page_url), as the browser sends it. */
function feedbackForm(fields: Record<string, string> = {}, ...screenshots: Screenshot[]) {
  const form = new FormData()
  const all = {
    type: 'bug',
    severity: 'minor',
    heading: 'Chart is empty',
    description: 'Nothing on the breathing chart.',
    pageUrl: '/breathing',
    ...fields,
  }
  for (const [name, value] of Object.entries(all)) form.append(name, value)
  for (const file of screenshots)
    form.append('screenshot', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }))
  return form
}

const send = (client: TestClient, form: FormData) => client.request('POST', '/api/feedback', form)
/** A visitor without any session (the browser keeps a local guest id when even anonymous sign-in failed). */
const guest = new TestClient(app)

async function sent(client: TestClient, form: FormData) {
  const response = await send(client, form)
  expect(response.status, await response.clone().text()).toBe(201)
  return feedbackReceiptSchema.parse(await response.json())
}

async function rowOf(id: string) {
  const [row] = await db.select().from(schema.userFeedback).where(eq(schema.userFeedback.id, id))
  return row
}

async function asAdmin(id: string) {
  const response = await admin.client.get(`/api/admin/feedback/${id}`)
  expect(response.status).toBe(200)
  return feedbackSchema.parse(await response.json())
}

const rowCount = async () => (await db.select().from(schema.userFeedback)).length
const screenshotKeys = () => fileStore.keys().filter((key) => key.startsWith('feedback/'))

describe('POST /api/feedback', () => {
  it('stores a signed-in user’s feedback with the user and the page', async () => {
    const receipt = await sent(
      owner.client,
      feedbackForm({ type: 'idea', severity: 'moderate', heading: 'Dark mode', description: 'Please.', pageUrl: '/dashboard' }),
    )
    expect(await rowOf(receipt.id)).toMatchObject({
      userId: owner.user.id,
      type: 'idea',
      severity: 'moderate',
      heading: 'Dark mode',
      description: 'Please.',
      pageUrl: '/dashboard',
      status: 'new',
      metadata: null,
    })
    expect(await asAdmin(receipt.id)).toMatchObject({ userEmail: owner.email, screenshotUrl: null, pageUrl: '/dashboard' })
  })

  it('stores a guest’s feedback without a user, with no session or an anonymous one', async () => {
    const anonymous = new TestClient(app)
    expect((await anonymous.post('/api/auth/sign-in/anonymous')).status).toBe(200)
    for (const client of [guest, anonymous]) {
      const receipt = await sent(client, feedbackForm({ heading: 'From a guest' }))
      expect(await rowOf(receipt.id)).toMatchObject({ userId: null, heading: 'From a guest' })
      expect((await asAdmin(receipt.id)).userEmail).toBeNull()
    }
  })

  it('defaults to a minor bug when type and severity are left out', async () => {
    const form = new FormData()
    form.append('heading', 'Defaults')
    form.append('description', 'No type or severity sent.')
    const receipt = await sent(owner.client, form)
    expect(await rowOf(receipt.id)).toMatchObject({ type: 'bug', severity: 'minor', pageUrl: null })
  })

  it('stores a heading with <script> as given and returns it as JSON text', async () => {
    const heading = '<script>alert("pwned")</script><img src=x onerror=alert(1)>'
    const description = '<b>bold?</b> & "quotes" \'single\''
    const receipt = await sent(owner.client, feedbackForm({ heading, description }))
    expect(await rowOf(receipt.id)).toMatchObject({ heading, description })
    const response = await admin.client.get(`/api/admin/feedback/${receipt.id}`)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toMatchObject({ heading, description })
  })

  it('takes 5,000 characters with line breaks, which multipart sends as CRLF', async () => {
    const description = `${'Step\n'.repeat(999)}Done.`
    expect(description.length).toBe(5000)
    const receipt = await sent(owner.client, feedbackForm({ description }))
    expect((await rowOf(receipt.id))?.description).toBe(description)
  })

  it('keeps only the path of the page, without query, fragment or share token', async () => {
    const receipt = await sent(owner.client, feedbackForm({ pageUrl: '/shared-report/s3cr3t-share-token?utm=x#top' }))
    expect((await rowOf(receipt.id))?.pageUrl).toBe('/shared-report/:token')
    const external = await sent(owner.client, feedbackForm({ pageUrl: 'https://evil.example/phish' }))
    expect((await rowOf(external.id))?.pageUrl).toBeNull()
  })

  it.each([
    [{ heading: '' }, { heading: 'Heading is required' }],
    [{ heading: 'x'.repeat(201) }, { heading: 'Heading must be at most 200 characters' }],
    [{ description: ' ' }, { description: 'Description is required' }],
    [{ description: 'x'.repeat(5001) }, { description: 'Description must be at most 5,000 characters' }],
    [
      { type: 'complaint', severity: 'critical' },
      { type: 'Choose a type', severity: 'Choose a severity' },
    ],
  ])('refuses %j with the field messages and stores nothing', async (fields, messages) => {
    const before = await rowCount()
    const response = await send(owner.client, feedbackForm(fields))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { code: 'VALIDATION', message: 'Some fields are not valid.', fields: messages } })
    expect(await rowCount()).toBe(before)
  })

  it('refuses a JSON body: feedback is multipart', async () => {
    const response = await owner.client.request('POST', '/api/feedback', { heading: 'JSON', description: 'Not multipart' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION', message: 'Send feedback as multipart/form-data.' } })
  })
})

describe('the screenshot', () => {
  it('is re-encoded without metadata, stored privately and shown to admins only', async () => {
    const receipt = await sent(
      owner.client,
      feedbackForm({}, { bytes: await phonePhotoWithGps(), name: 'IMG_0001.JPG', type: 'image/jpeg' }),
    )
    const row = await rowOf(receipt.id)
    expect(row?.metadata).toEqual({ fileName: 'IMG_0001.JPG', screenshotKey: `feedback/${receipt.id}.jpg`, contentType: 'image/jpeg' })
    expect(screenshotKeys()).toContain(`feedback/${receipt.id}.jpg`)

    const feedback = await asAdmin(receipt.id)
    expect(feedback.screenshotUrl).toBe(`/api/admin/feedback/${receipt.id}/screenshot`)
    const file = await admin.client.get(feedback.screenshotUrl!)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/jpeg')
    expect(file.headers.get('cache-control')).toBe('private, max-age=3600')
    const stored = await sharp(new Uint8Array(await file.arrayBuffer())).metadata()
    expect(stored).toMatchObject({ format: 'jpeg', width: 200, height: 300 })
    expect(stored.exif).toBeUndefined()

    // Not even its author may fetch it again: screenshots are for admins.
    expect((await owner.client.get(feedback.screenshotUrl!)).status).toBe(403)
    expect((await app.request(feedback.screenshotUrl!)).status).toBe(401)
  })

  it('takes a guest’s screenshot over the 1 MB JSON limit', async () => {
    const receipt = await sent(
      guest,
      feedbackForm({}, { bytes: paddedTo(await imageAs('png'), 3 * 1024 * 1024), name: 'big.png', type: 'image/png' }),
    )
    expect((await rowOf(receipt.id))?.metadata).toMatchObject({ contentType: 'image/png', screenshotKey: `feedback/${receipt.id}.png` })
  })

  it.each([
    ['a text file named .png', new TextEncoder().encode('just words, not pixels'), 'shot.png', 'image/png', 400, 'File type not supported'],
    ['a PDF', new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), 'shot.pdf', 'application/pdf', 400, 'File type not supported'],
    ['an empty file', new Uint8Array(0), 'empty.png', 'image/png', 400, 'Invalid file object provided'],
  ])('refuses %s and stores neither row nor file', async (_what, bytes, name, type, status, message) => {
    const [rowsBefore, filesBefore] = [await rowCount(), screenshotKeys().length]
    const response = await send(owner.client, feedbackForm({ heading: 'Refused screenshot' }, { bytes, name, type }))
    expect(response.status).toBe(status)
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION', message } })
    expect([await rowCount(), screenshotKeys().length]).toEqual([rowsBefore, filesBefore])
  })

  it('refuses a 100-megapixel screenshot from its header and stores nothing', async () => {
    const [rowsBefore, filesBefore] = [await rowCount(), screenshotKeys().length]
    const response = await send(owner.client, feedbackForm({}, { bytes: await hundredMegapixelPng(), name: 'huge.png', type: 'image/png' }))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION', message: 'Image exceeds 40 megapixel limit' } })
    expect([await rowCount(), screenshotKeys().length]).toEqual([rowsBefore, filesBefore])
  })

  it('refuses more than 5 MB with "File size exceeds 5MB limit" and stores nothing', async () => {
    const before = await rowCount()
    const response = await send(
      owner.client,
      feedbackForm({}, { bytes: paddedTo(await imageAs('png'), 5_242_881), name: 'big.png', type: 'image/png' }),
    )
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'File size exceeds 5MB limit' } })
    expect(await rowCount()).toBe(before)
  })

  it('is one image only', async () => {
    const png = { bytes: await imageAs('png'), name: 'a.png', type: 'image/png' }
    const before = await rowCount()
    const response = await send(owner.client, feedbackForm({}, png, { ...png, name: 'b.png' }))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { fields: { screenshot: 'Invalid file object provided' } } })
    expect(await rowCount()).toBe(before)
  })

  it('is removed again when the row cannot be written', async () => {
    const store = createMemoryFileStore()
    const written: string[] = []
    const recordingStore: FileStore = {
      ...store,
      put: async (key, body, type) => {
        written.push(key)
        await store.put(key, body, type)
      },
    }
    const brokenDb = new Proxy(db, {
      get: (target, key, receiver) =>
        key === 'insert'
          ? () => ({ values: () => ({ returning: () => Promise.reject(new Error('database down')) }) })
          : Reflect.get(target, key, receiver),
    })
    const flaky = createApp({
      config: testConfig(),
      database: { ...database, db: brokenDb },
      log: createLogger('silent'),
      fileStore: recordingStore,
      mailer: createMemoryMailer(),
      version: 'test',
    })
    const response = await flaky.request('/api/feedback', {
      method: 'POST',
      body: feedbackForm({}, { bytes: await imageAs('png'), name: 'a.png', type: 'image/png' }),
    })
    expect(response.status).toBe(500)
    expect(written).toEqual([expect.stringMatching(/^feedback\/[0-9a-f-]{36}\.png$/)])
    expect(store.keys()).toEqual([])
  })
})

describe('feedback from one address', async () => {
  const limited = await createTestApp({ feedbackRateLimit: { window: 600, max: 2 } })

  it('is refused after the limit, before the body is read, and nothing more is stored', async () => {
    const visitor = new TestClient(limited.app)
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) statuses.push((await send(visitor, feedbackForm({ heading: `Spam ${i}` }))).status)
    expect(statuses).toEqual([201, 201, 429])
    const refused = await send(visitor, feedbackForm({ heading: 'Spam 3' }))
    expect(await refused.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a minute and try again.' },
    })
    expect(await limited.db.select().from(schema.userFeedback)).toHaveLength(2)
  })
})
