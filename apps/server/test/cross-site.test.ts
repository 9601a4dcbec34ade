import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { appOrigins, loadConfig } from '#server/config.ts'
import * as schema from '#server/db/schema.ts'
import { CROSS_SITE_MESSAGE } from '#server/http/same-origin.ts'
import { imageAs } from './fixtures/images'
import { createPet, createUploader } from './fixtures/pet-image-calls'
import { createTestApp, TEST_ORIGIN, type TestApp, uniqueEmail } from './test-app'

// A page on another site must not write with the victim's cookie (cross-site request forgery).

const { app, db, fileStore } = await createTestApp()
const victim = await createUploader(app)

interface Send {
  cookie?: string
  /** Omitted: no Origin header at all (curl, another server). */
  origin?: string
  fetchSite?: string
  body?: unknown
}

function send(target: TestApp, method: string, path: string, { cookie, origin, fetchSite, body }: Send = {}) {
  const isForm = body instanceof FormData
  return target.request(path, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(origin !== undefined ? { origin } : {}),
      ...(fetchSite ? { 'sec-fetch-site': fetchSite } : {}),
      ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: isForm ? body : JSON.stringify(body) } : {}),
  })
}

const petCount = async () => (await db.select({ n: count() }).from(schema.pets).where(eq(schema.pets.userId, victim.user.id)))[0]!.n

async function expectRefused(response: Response) {
  expect(response.status).toBe(403)
  expect(await response.json()).toEqual({ error: { code: 'FORBIDDEN', message: CROSS_SITE_MESSAGE } })
}

describe('writes from another site', () => {
  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['the literal null origin (sandboxed frame, opaque redirect)', { origin: 'null' }],
    ['the right host on another port', { origin: 'http://localhost:3001' }],
    ['the right host over another scheme', { origin: 'https://localhost:3000' }],
    ['no Origin, but Sec-Fetch-Site: cross-site', { fetchSite: 'cross-site' }],
    ['no Origin, but Sec-Fetch-Site: same-site (a sibling subdomain)', { fetchSite: 'same-site' }],
  ])('are refused: %s', async (_name, headers) => {
    const before = await petCount()
    await expectRefused(
      await send(app, 'POST', '/api/pets', { cookie: victim.cookie, body: { name: 'Forged', species: 'dog' }, ...headers }),
    )
    expect(await petCount()).toBe(before)
  })

  it.each([
    ['PATCH /api/me', 'PATCH', '/api/me', { fullName: 'Hacked' }],
    ['POST /api/household/members', 'POST', '/api/household/members', { name: 'Mallory', email: 'mallory@example.com', petIds: [] }],
    ['DELETE /api/me', 'DELETE', '/api/me', { confirmEmail: 'x', currentPassword: 'x' }],
    ['PUT …/care-team', 'PUT', `/api/pets/00000000-0000-4000-8000-000000000000/care-team/primary-veterinarian`, { name: 'X' }],
    ['Better Auth sign-out', 'POST', '/api/auth/sign-out', {}],
  ])('are refused on every kind of route: %s', async (_name, method, path, body) => {
    await expectRefused(await send(app, method, path, { cookie: victim.cookie, origin: 'https://evil.example', body }))
    expect(await (await send(app, 'GET', '/api/me', { cookie: victim.cookie })).json()).toMatchObject({ fullName: 'Test Owner' })
  })

  it('refuse a photo upload before reading it, and store nothing', async () => {
    const pet = await createPet(db, victim.user.id)
    const form = new FormData()
    form.append('file', new File([(await imageAs('png')) as Uint8Array<ArrayBuffer>], 'x.png', { type: 'image/png' }))
    await expectRefused(
      await send(app, 'POST', `/api/pets/${pet.id}/images`, { cookie: victim.cookie, origin: 'https://evil.example', body: form }),
    )
    expect(await db.select().from(schema.petImages).where(eq(schema.petImages.petId, pet.id))).toEqual([])
    expect(fileStore.keys().filter((key) => key.includes(pet.id))).toEqual([])
  })

  it('refuse a feedback upload', async () => {
    const form = new FormData()
    form.append('heading', 'Forged')
    form.append('description', 'From another site')
    await expectRefused(await send(app, 'POST', '/api/feedback', { cookie: victim.cookie, fetchSite: 'cross-site', body: form }))
    expect((await db.select({ n: count() }).from(schema.userFeedback))[0]!.n).toBe(0)
  })

  it('refuse a sign-up from another site', async () => {
    const response = await send(app, 'POST', '/api/auth/sign-up/email', {
      origin: 'https://evil.example',
      body: { name: 'X', email: uniqueEmail(), password: 'long enough' },
    })
    await expectRefused(response)
  })
})

describe('what still passes', () => {
  it('a write from the app itself', async () => {
    const response = await send(app, 'POST', '/api/pets', {
      cookie: victim.cookie,
      origin: TEST_ORIGIN,
      fetchSite: 'same-origin',
      body: { name: 'Own', species: 'cat' },
    })
    expect(response.status).toBe(201)
  })

  it('a write with neither header (curl, another server)', async () => {
    const response = await send(app, 'POST', '/api/pets', { cookie: victim.cookie, body: { name: 'Scripted', species: 'dog' } })
    expect(response.status).toBe(201)
  })

  it('a write with only Sec-Fetch-Site: same-origin or none (typed address)', async () => {
    for (const fetchSite of ['same-origin', 'none']) {
      expect(
        (await send(app, 'POST', '/api/pets', { cookie: victim.cookie, fetchSite, body: { name: 'Rex', species: 'dog' } })).status,
      ).toBe(201)
    }
  })

  it('reads from anywhere (GET is never refused)', async () => {
    const response = await send(app, 'GET', '/api/pets', { cookie: victim.cookie, origin: 'https://evil.example', fetchSite: 'cross-site' })
    expect(response.status).toBe(200)
  })
})

describe("the app's own origins", () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'pawpulse-origins-'))

  it('without PUBLIC_URL: localhost and 127.0.0.1 on the port', () => {
    expect(loadConfig({ PAWPULSE_DATA_DIR: dataDir(), PORT: '4000' }).trustedOrigins).toEqual([
      'http://localhost:4000',
      'http://127.0.0.1:4000',
    ])
  })

  it("with PUBLIC_URL: that URL's origin only", () => {
    expect(loadConfig({ PAWPULSE_DATA_DIR: dataDir(), PUBLIC_URL: 'https://Pets.Example.com/app/' }).trustedOrigins).toEqual([
      'https://pets.example.com',
    ])
  })

  it('in npm run dev (NODE_ENV=development): the Vite dev server too', () => {
    expect(appOrigins({ publicUrl: undefined, port: 3000, isDev: true })).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ])
    expect(loadConfig({ PAWPULSE_DATA_DIR: dataDir(), NODE_ENV: 'production' }).trustedOrigins).not.toContain('http://localhost:5173')
  })

  it('a newcomer who opens http://127.0.0.1:3000 can sign up and add a pet', async () => {
    const config = loadConfig({ PAWPULSE_DATA_DIR: dataDir(), PORT: '3000' })
    const local = await createTestApp({ publicUrl: config.publicUrl, trustedOrigins: config.trustedOrigins })
    const origin = 'http://127.0.0.1:3000'
    const signUp = await send(local.app, 'POST', '/api/auth/sign-up/email', {
      origin,
      body: { name: 'New Owner', email: uniqueEmail(), password: 'long enough' },
    })
    expect(signUp.status, await signUp.clone().text()).toBe(200)
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    expect((await send(local.app, 'POST', '/api/pets', { cookie, origin, body: { name: 'Rex', species: 'dog' } })).status).toBe(201)
  })
})
