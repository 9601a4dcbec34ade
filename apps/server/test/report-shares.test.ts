import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { hashShareToken } from '#server/features/reports/share-token.ts'
import { createTestApp, createTestUser, TestClient } from './test-app'

const { app, db } = await createTestApp()

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10) + 'T12:00:00Z'
type Share = {
  id: string
  url: string
  token: string
  status: string
  openCount: number
  lastOpenedAt: string | null
  expiresAt: string
  note: string | null
}

async function ownerWithLoggedPet() {
  const owner = await createTestUser(app)
  await owner.client.request('PATCH', '/api/me', { timezone: 'UTC', unitSystem: 'metric' })
  const pet = (await (
    await owner.client.post('/api/pets', { name: 'Pepper', species: 'cat', microchipped: true, microchipId: '900000000000001' })
  ).json()) as { id: string }
  await owner.client.request('PUT', `/api/pets/${pet.id}/care-team/primary-veterinarian`, {
    name: 'Dr. Vega',
    phoneNumber: '020 123 4567',
    email: 'vega@clinic.example',
  })
  for (const [day, count] of [
    [2, 11],
    [1, 12],
  ] as const) {
    const r = await owner.client.post(`/api/pets/${pet.id}/breathing-logs`, {
      measuredAt: daysAgo(day),
      breathCount: count,
      durationSeconds: 30,
      method: 'counter',
      context: 'sleeping',
    })
    expect(r.status).toBe(201)
  }
  return { ...owner, petId: pet.id }
}

async function share(client: TestClient, petId: string, body: Record<string, unknown> = {}) {
  const response = await client.post(`/api/pets/${petId}/report-shares`, {
    sections: ['breathing'],
    range: { kind: 'relative', days: 30 },
    expiresIn: '7d',
    ...body,
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as Share
}

/** A vet with no account and no cookie. */
const vet = () => new TestClient(app)

describe('share links', () => {
  it('opens without an account, shows only the chosen sections, and counts the openings', async () => {
    const { client, petId } = await ownerWithLoggedPet()
    const link = await share(client, petId, { note: 'Counts since the new dose' })
    expect(link.url).toBe(`http://localhost:3000/shared-report/${link.token}`)
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(link.status).toBe('active')

    const response = await vet().get(`/api/shared-reports/${link.token}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as {
      report: Record<string, unknown> & { breathing: { points: { breathsPerMinute: number }[] } }
      note: string
    }
    expect(body.note).toBe('Counts since the new dose')
    expect(body.report.breathing.points.map((p) => p.breathsPerMinute)).toEqual([22, 24])
    // Only breathing was chosen: no profile (microchip), no care team (the vet's e-mail), no owner.
    expect(Object.keys(body.report).sort()).toEqual(['breathing', 'generatedAt', 'pet', 'range', 'sections', 'timeZone'])
    const text = JSON.stringify(body)
    for (const secret of ['900000000000001', 'vega@clinic.example', 'Dr. Vega', '@example.com']) expect(text).not.toContain(secret)

    const [listed] = ((await (await client.get(`/api/pets/${petId}/report-shares`)).json()) as { shares: Share[] }).shares
    expect(listed).toMatchObject({ id: link.id, openCount: 1, status: 'active' })
    expect(listed!.lastOpenedAt).not.toBeNull()
    const accesses = await db.select().from(schema.reportShareAccesses).where(eq(schema.reportShareAccesses.shareId, link.id))
    expect(accesses.map((a) => a.kind)).toEqual(['view'])
  })

  it('stores only the hash and a sealed token, never the token itself', async () => {
    const { client, petId } = await ownerWithLoggedPet()
    const link = await share(client, petId)
    const [row] = await db.select().from(schema.reportShares).where(eq(schema.reportShares.id, link.id))
    expect(row!.tokenHash).toBe(hashShareToken(link.token))
    expect(JSON.stringify(row)).not.toContain(link.token)
  })

  it('answers a revoked, an expired and an unknown link alike', async () => {
    const { client, petId } = await ownerWithLoggedPet()
    const revoked = await share(client, petId)
    const revoke = await client.post(`/api/pets/${petId}/report-shares/${revoked.id}/revoke`)
    expect(((await revoke.json()) as Share).status).toBe('revoked')
    const expired = await share(client, petId, { expiresIn: '24h' })
    // The clock moves on: the row's expiry is put in the past.
    await db
      .update(schema.reportShares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.reportShares.id, expired.id))
    const unknown = 'A'.repeat(43)
    const answers = await Promise.all(
      [revoked.token, expired.token, unknown, 'not-a-token'].map(async (token) => {
        const response = await vet().get(`/api/shared-reports/${token}`)
        return [response.status, await response.json(), response.headers.get('cache-control')]
      }),
    )
    // Never kept by a cache either (decision 064): a browser must not answer a reload with the report.
    for (const answer of answers)
      expect(answer).toEqual([404, { error: { code: 'NOT_FOUND', message: 'This link is no longer valid' } }, 'no-store'])
    const statuses = ((await (await client.get(`/api/pets/${petId}/report-shares`)).json()) as { shares: Share[] }).shares
      .map((s) => s.status)
      .sort()
    expect(statuses).toEqual(['expired', 'revoked'])
  })

  it('lets the owner preview any of their links; a stranger’s link or pet is not found', async () => {
    const { client, petId } = await ownerWithLoggedPet()
    const link = await share(client, petId, { sections: ['profile', 'careTeam'] })
    const preview = (await (await client.get(`/api/my-shared-reports/${link.token}`)).json()) as {
      share: Share
      shared: { report: { profile: { microchipId: string }; careTeam: { email: string }[] } }
    }
    expect(preview.share.id).toBe(link.id)
    expect(preview.shared.report.profile.microchipId).toBe('900000000000001')
    expect(preview.shared.report.careTeam[0]!.email).toBe('vega@clinic.example')
    // The preview is not a vet's visit.
    expect(preview.share.openCount).toBe(0)

    const stranger = await createTestUser(app)
    expect((await stranger.client.get(`/api/my-shared-reports/${link.token}`)).status).toBe(404)
    expect((await stranger.client.post(`/api/pets/${petId}/report-shares/${link.id}/revoke`)).status).toBe(404)
    expect((await stranger.client.get(`/api/pets/${petId}/report-shares`)).status).toBe(404)
    expect(
      (
        await stranger.client.post(`/api/pets/${petId}/report-shares`, {
          sections: ['breathing'],
          range: { kind: 'relative', days: 30 },
          expiresIn: '7d',
        })
      ).status,
    ).toBe(404)
  })

  it.each([
    [{ expiresIn: undefined }, 'expiresIn', 'Choose 24 hours, 7 days, 30 days or a date'],
    [{ expiresIn: undefined, expiresOn: '2020-01-01' }, 'expiresOn', 'Choose a date from today on'],
    [{ sections: [] }, 'sections', 'Choose at least one section'],
    [{ note: 'x'.repeat(1001) }, 'note', 'The note must be at most 1000 characters'],
  ])('refuses a bad link (case %#, field %s)', async (override, field, message) => {
    const { client, petId } = await ownerWithLoggedPet()
    const response = await client.post(`/api/pets/${petId}/report-shares`, {
      sections: ['breathing'],
      range: { kind: 'relative', days: 30 },
      expiresIn: '7d',
      ...override,
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields[field]).toBe(message)
    expect(await db.select().from(schema.reportShares).where(eq(schema.reportShares.petId, petId))).toHaveLength(0)
  })

  it('keeps a link valid to the end of a chosen date', async () => {
    const { client, petId } = await ownerWithLoggedPet()
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    const response = await client.post(`/api/pets/${petId}/report-shares`, {
      sections: ['breathing'],
      range: { kind: 'relative', days: 30 },
      expiresOn: date,
    })
    expect(((await response.json()) as Share).expiresAt).toBe(`${new Date(Date.parse(date) + 86_400_000).toISOString()}`)
  })

  it('goes with the pet', async () => {
    const { client, petId } = await ownerWithLoggedPet()
    const link = await share(client, petId)
    expect((await client.request('DELETE', `/api/pets/${petId}`)).status).toBe(204)
    expect(await db.select().from(schema.reportShares).where(eq(schema.reportShares.id, link.id))).toHaveLength(0)
    expect((await vet().get(`/api/shared-reports/${link.token}`)).status).toBe(404)
  })

  it('stops an address that keeps guessing', async () => {
    const guesser = vet()
    let status = 0
    for (let i = 0; i < 101 && status !== 429; i++) status = (await guesser.get(`/api/shared-reports/${'B'.repeat(43)}`)).status
    expect(status).toBe(429)
  })
})
