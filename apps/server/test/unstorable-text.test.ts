import { UNSTORABLE_TEXT_MESSAGE } from '@pawpulse/domain/text'
import { count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { imageAs } from './fixtures/images'
import { createTestApp, createTestUser, uniqueEmail } from './test-app'

// A NUL character makes PostgreSQL refuse a text value ("invalid byte sequence for encoding
// UTF8: 0x00") and a lone surrogate makes jsonb refuse a document; both used to answer 500. Each
// area is represented here; test/input-schemas.test.ts checks every route's schema.

const { app, db } = await createTestApp()
const owner = await createTestUser(app)

async function created(path: string, body: unknown): Promise<string> {
  const response = await owner.client.post(path, body)
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

const petId = await created('/api/pets', { name: 'Biscuit', species: 'dog' })
const medicationId = await created(`/api/pets/${petId}/medications`, { name: 'Pimobendan' })
const now = new Date(Date.now() - 60_000).toISOString()

type Case = [name: string, method: string, path: string, body: unknown, field: string]

const cases: Case[] = [
  ['profile', 'PATCH', '/api/me', { fullName: 'Ana\u0000Ruiz' }, 'fullName'],
  ['pet create', 'POST', '/api/pets', { name: 'Rex\u0000', species: 'dog' }, 'name'],
  ['pet update', 'PATCH', `/api/pets/${petId}`, { color: 'tan\ud800' }, 'color'],
  ['pet nickname', 'PATCH', `/api/pets/${petId}`, { nickNames: ['Bis', '\u0000'] }, 'nickNames.1'],
  ['care team', 'PUT', `/api/pets/${petId}/care-team/primary-veterinarian`, { clinic: 'Vet\u0000' }, 'clinic'],
  [
    'onboarding',
    'POST',
    '/api/onboarding/complete',
    { generalInfo: { name: 'Rex', species: 'dog' }, diet: { brand: '\u0000' } },
    'diet.brand',
  ],
  ['household', 'POST', '/api/household/members', { name: 'Sam\u0000', email: uniqueEmail('member'), petIds: [petId] }, 'name'],
  ['analytics', 'POST', '/api/analytics/page-views', { path: '/pet\u0000' }, 'path'],
  ['condition', 'POST', `/api/pets/${petId}/conditions`, { condition: 'other', otherName: 'Itch\u0000' }, 'otherName'],
  ['condition metadata key', 'PUT', `/api/pets/${petId}/condition-metadata/ckd`, { data: { 'iris\u0000': '2' } }, 'data.iris\u0000'],
  ['condition metadata value (jsonb)', 'PUT', `/api/pets/${petId}/condition-metadata/ckd`, { data: { iris: '\ud800' } }, 'data.iris'],
  [
    'symptom details (jsonb)',
    'POST',
    `/api/pets/${petId}/symptom-logs`,
    { conditionId: 'ckd', loggedAt: now, symptoms: { symptom: 'thirst', severity: 2, more: { x: '\ud800' } } },
    'symptoms.more.x',
  ],
  [
    'symptom text',
    'POST',
    `/api/pets/${petId}/symptom-logs`,
    { conditionId: 'ckd', loggedAt: now, symptoms: { symptom: 'thirst\u0000', severity: 2 } },
    'symptoms.symptom',
  ],
  ['symptom log query', 'GET', `/api/pets/${petId}/symptom-logs?conditionId=%00`, undefined, 'conditionId'],
  ['symptom trend query', 'GET', `/api/pets/${petId}/symptom-trend?conditionId=%00`, undefined, 'conditionId'],
  [
    'breathing',
    'POST',
    `/api/pets/${petId}/breathing-logs`,
    { measuredAt: now, breathCount: 10, durationSeconds: 30, method: 'counter', notes: '\u0000' },
    'notes',
  ],
  ['medication', 'POST', `/api/pets/${petId}/medications`, { name: 'Vet\u0000med' }, 'name'],
  ['dose', 'POST', `/api/pets/${petId}/medications/${medicationId}/doses`, { notes: 'late\u0000' }, 'notes'],
  [
    'treatment',
    'POST',
    `/api/pets/${petId}/treatments`,
    { productName: 'Drops\u0000', treatmentType: 'dewormer', frequency: 'monthly', givenOn: now.slice(0, 10) },
    'productName',
  ],
  ['treatment query', 'GET', '/api/treatments/products?manufacturer=%00', undefined, 'manufacturer'],
  ['own brand', 'POST', '/api/treatments/brands', { name: 'Brand\u0000', species: 'dog', type: 'dewormer' }, 'name'],
  ['account deletion', 'DELETE', '/api/me', { confirmEmail: `${owner.email}\u0000`, currentPassword: 'correct horse' }, 'confirmEmail'],
  ['invitation token', 'GET', '/api/invitations/abc%00def', undefined, 'token'],
  ['sign-up', 'POST', '/api/auth/sign-up/email', { name: 'Ana\u0000', email: uniqueEmail(), password: 'long enough' }, 'name'],
  ['sign-in', 'POST', '/api/auth/sign-in/email', { email: `${owner.email}\u0000`, password: 'whatever1' }, 'email'],
  // Refused before Better Auth (which would sign the owner out) reads it.
  ['Better Auth body without a schema', 'POST', '/api/auth/sign-out', { reason: 'Bye\u0000' }, 'reason'],
  ['Better Auth query', 'GET', '/api/auth/get-session?disableCookieCache=%00', undefined, 'disableCookieCache'],
  ['AI wizard save', 'POST', '/api/onboarding/ai/complete', { pets: [{ pet: { name: 'Rex\u0000', species: 'dog' } }] }, 'pets.0.pet.name'],
  [
    'AI wizard save, an allergy',
    'POST',
    '/api/onboarding/ai/complete',
    { pets: [{ pet: { name: 'Rex', species: 'dog' }, allergies: ['chick\ud800en'] }] },
    'pets.0.allergies.0',
  ],
]

describe('text PostgreSQL cannot store', () => {
  it.each(cases)('%s: 400 naming the field', async (_name, method, path, body, field) => {
    const response = await owner.client.request(method, path, body)
    expect(response.status, await response.clone().text()).toBe(400)
    const { error } = (await response.json()) as { error: { code: string; fields?: Record<string, string> } }
    expect(error.code).toBe('VALIDATION')
    expect(error.fields?.[field]).toBe(UNSTORABLE_TEXT_MESSAGE)
  })

  it('in a feedback form field (multipart): 400 naming the field, nothing stored', async () => {
    const form = new FormData()
    form.append('heading', 'Broken\u0000chart')
    form.append('description', 'Nothing shows')
    const response = await owner.client.request('POST', '/api/feedback', form)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { heading: UNSTORABLE_TEXT_MESSAGE } } })
    expect((await db.select({ n: count() }).from(schema.userFeedback))[0]?.n).toBe(0)
  })

  it('a screenshot name cut at its length limit keeps whole emoji (jsonb refuses half of one)', async () => {
    const form = new FormData()
    form.append('heading', 'Chart')
    form.append('description', 'Empty')
    form.append(
      'screenshot',
      new File([(await imageAs('png')) as Uint8Array<ArrayBuffer>], `${'a'.repeat(254)}🐶.png`, { type: 'image/png' }),
    )
    const response = await owner.client.request('POST', '/api/feedback', form)
    expect(response.status, await response.clone().text()).toBe(201)
    const [row] = await db.select({ metadata: schema.userFeedback.metadata }).from(schema.userFeedback)
    expect(row?.metadata?.fileName).toBe(`${'a'.repeat(254)}🐶`)
  })

  it('a vet record’s file name: control characters dropped, a lone surrogate replaced, cut at 255 characters between emoji', async () => {
    for (const [name, stored] of [
      ['Bis\u0000cuit.pdf', 'Biscuit.pdf'],
      ['Bis\ud800cuit.pdf', 'Bis\ufffdcuit.pdf'],
      [`${'a'.repeat(254)}🐶🐶.pdf`, `${'a'.repeat(254)}🐶`],
    ] as const) {
      const form = new FormData()
      form.append('file', new File([(await imageAs('png')) as Uint8Array<ArrayBuffer>], name, { type: 'image/png' }))
      const response = await owner.client.request('POST', '/api/vet-records', form)
      expect(response.status, await response.clone().text()).toBe(202)
      expect(await response.json()).toMatchObject({ fileName: stored })
    }
  })

  it('in a Better Auth address: 400, not a failed query', async () => {
    const response = await owner.client.get('/api/auth/reset-password/abc%00def?callbackURL=/')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION' } })
  })

  it('changed nothing: the owner still has one pet, named as before, and no logs', async () => {
    const pets = await db.select().from(schema.pets)
    expect(pets.map((pet) => [pet.name, pet.color])).toEqual([['Biscuit', null]])
    expect((await db.select({ n: count() }).from(schema.symptomLogs))[0]?.n).toBe(0)
    expect((await db.select({ n: count() }).from(schema.conditionMetadata))[0]?.n).toBe(0)
    expect((await (await owner.client.get('/api/me')).json()) as { fullName: string }).toMatchObject({ fullName: 'Test Owner' })
  })

  it('emoji and accents are kept as typed', async () => {
    const response = await owner.client.request('PATCH', `/api/pets/${petId}`, { color: 'Café au lait 🐶' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ color: 'Café au lait 🐶' })
  })
})
