// The code paths that load a package at run time, against the built server (dist/main.js), which
// is what ships: a bundle can drop a named export (web-push's WebPushError was undefined there, so
// a 410 subscription was never removed) or leave a lazily loaded file behind. Push send and its
// 410 handling, the report PDF (pdfkit), a record's PDF text (pdfjs) and a photo's OCR (tesseract),
// a photo upload (sharp) into S3 (the AWS SDK, on s3rver), and a mail over SMTP (nodemailer).
import { rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageAs } from '../test/fixtures/images'
import { createBrowserKeys, startPushService } from '../test/fixtures/push-service'
import { startS3Server } from '../test/fixtures/s3-server'
import { startSmtpSink } from '../test/fixtures/smtp-sink'
import { recordPhoto, textPdf } from '../test/fixtures/vet-records'
import { overHttp, TestClient } from '../test/test-app'
import { startBuiltServer, type BuiltServer } from './built-server'

const smtp = await startSmtpSink()
const received = smtp.received
const pushService = await startPushService()
const s3 = await startS3Server()
let server: BuiltServer
const caFile = join(tmpdir(), `pawpulse-dist-push-ca-${process.pid}.pem`)

beforeAll(async () => {
  writeFileSync(caFile, pushService.cert)
  server = await startBuiltServer({
    env: {
      SMTP_URL: smtp.url,
      ...s3.env,
      // The push service on loopback: only a NODE_ENV=test server lets it in (config.ts), and Node
      // trusts its certificate from this file.
      PAWPULSE_TEST_PUSH_ORIGINS: pushService.origin,
      NODE_EXTRA_CA_CERTS: caFile,
      PAWPULSE_REMINDER_TICK_MS: '500',
    },
  })
}, 480_000)
afterAll(async () => {
  await server?.stop()
  await pushService.close()
  await s3.close()
  await smtp.close()
  rmSync(caFile, { force: true })
})

async function until<T>(what: string, probe: () => Promise<T | undefined>, withinMs = 120_000): Promise<T> {
  const deadline = Date.now() + withinMs
  while (Date.now() < deadline) {
    const value = await probe()
    if (value !== undefined) return value
    await new Promise((done) => setTimeout(done, 250))
  }
  throw new Error(`${what}: not within ${withinMs} ms\n${server.output()}`)
}

async function signUp(name = 'Dana Dist') {
  const client = new TestClient(overHttp(server.url), server.url)
  const email = `dist-${Math.random().toString(36).slice(2, 10)}@example.com`
  const response = await client.post('/api/auth/sign-up/email', { name, email, password: 'correct horse battery' })
  expect(response.status, await response.clone().text()).toBe(200)
  return { client, email }
}

async function pet(client: TestClient, name: string) {
  const response = await client.post('/api/pets', { name, species: 'dog' })
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: string }).id
}

describe('the built server', () => {
  it('sends a mail over SMTP (nodemailer)', async () => {
    const { email } = await signUp()
    // The address confirmation mail of every sign-up.
    const mail = await until('the confirmation mail', async () => received.find((m) => m.to.includes(email)))
    // The link, quoted-printable: `=` is written `=3D`.
    expect(mail.raw.replace(/=\r\n/g, '')).toMatch(/verify-email\?token(=3D|=)/)
  })

  it('pushes an urgent alert, and removes a subscription the push service says is gone (410) instead of retrying it', async () => {
    const { client } = await signUp()
    expect((await client.request('PATCH', '/api/me', { timezone: 'UTC' })).status).toBe(200)
    const prefs = await client.request('PUT', '/api/notification-preferences', {
      methods: ['push'],
      quietHours: null,
      emailMutedCategories: [],
    })
    expect(prefs.status, await prefs.clone().text()).toBe(200)
    const gone = pushService.endpoint(410)
    const kept = pushService.endpoint()
    for (const endpoint of [gone, kept]) {
      const response = await client.post('/api/push/subscriptions', { endpoint, keys: createBrowserKeys().keys })
      expect(response.status, await response.clone().text()).toBe(204)
    }
    const urgent = {
      measuredAt: new Date(Date.now() - 60_000).toISOString(),
      breathCount: 20,
      durationSeconds: 30,
      method: 'counter',
      context: 'sleeping',
    }
    // Two pets, one alert each: the second goes only where the first was delivered.
    for (const [i, name] of ['Biscuit', 'Pepper'].entries()) {
      expect((await client.post(`/api/pets/${await pet(client, name)}/breathing-logs`, urgent)).status).toBe(201)
      await until(`alert ${i + 1} pushed`, async () => (pushService.receivedAt(kept).length > i ? true : undefined))
    }
    expect(pushService.receivedAt(gone)).toHaveLength(1)
    expect(server.output()).not.toContain('instanceof')
  })

  it('makes the report PDF (pdfkit)', async () => {
    const { client } = await signUp()
    const petId = await pet(client, 'Miso')
    const response = await client.get(`/api/pets/${petId}/report.pdf?days=30&sections=breathing`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/pdf')
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })

  it('reads a record’s PDF text (pdfjs) and a photographed page (tesseract OCR)', { timeout: 400_000 }, async () => {
    const { client } = await signUp()
    const upload = async (bytes: Uint8Array, name: string, type: string) => {
      const form = new FormData()
      form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }))
      const response = await client.request('POST', '/api/vet-records', form)
      expect(response.status, await response.clone().text()).toBe(202)
      return ((await response.json()) as { id: string }).id
    }
    const read = (id: string) =>
      until(
        `record ${id} read`,
        async () => {
          const record = (await (await client.get(`/api/vet-records/${id}`)).json()) as { status: string; ocrPages: number | null }
          return record.status === 'done' || record.status === 'failed' ? record : undefined
        },
        360_000,
      )
    const text = await upload(await textPdf(), 'Biscuit-2024.pdf', 'application/pdf')
    expect(await read(text)).toMatchObject({ status: 'done', ocrPages: 0 })
    const photo = await upload(await recordPhoto(), 'page1.jpg', 'image/jpeg')
    expect(await read(photo)).toMatchObject({ status: 'done', ocrPages: 1 })
  })

  it('keeps an uploaded photo (sharp) in the S3 bucket and serves it back', async () => {
    const { client } = await signUp()
    const petId = await pet(client, 'Rex')
    const form = new FormData()
    form.append('file', new File([(await imageAs('jpeg', 640, 480)) as Uint8Array<ArrayBuffer>], 'rex.jpg', { type: 'image/jpeg' }))
    const uploaded = await client.request('POST', `/api/pets/${petId}/images`, form)
    expect(uploaded.status, await uploaded.clone().text()).toBe(201)
    const { url } = (await uploaded.json()) as { url: string }
    const served = await client.get(url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toMatch(/^image\//)
  })
})
