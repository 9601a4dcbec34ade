import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { createTestApp, createTestUser, TestClient, uniqueEmail } from './test-app'

const { app, db } = await createTestApp()

type Saved = {
  id: string
  petId: string
  name: string
  sections: string[]
  range: Record<string, unknown>
  createdAt: string
  updatedAt: string
}
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

async function ownerWithPet(client?: TestClient) {
  const owner: { client: TestClient; user?: { id: string } } = client ? { client } : await createTestUser(app)
  await owner.client.request('PATCH', '/api/me', { timezone: 'UTC', unitSystem: 'metric' })
  const pet = (await (await owner.client.post('/api/pets', { name: 'Pepper', species: 'cat' })).json()) as { id: string }
  for (const [day, count] of [
    [3, 11],
    [1, 13],
  ] as const) {
    const r = await owner.client.post(`/api/pets/${pet.id}/breathing-logs`, {
      measuredAt: `${daysAgo(day)}T12:00:00Z`,
      breathCount: count,
      durationSeconds: 30,
      method: 'counter',
      context: 'sleeping',
    })
    expect(r.status).toBe(201)
  }
  const w = await owner.client.post(`/api/pets/${pet.id}/weight-logs`, { measuredAt: daysAgo(2), weight: 4.2, weightUnit: 'kg' })
  expect(w.status).toBe(201)
  return { ...owner, petId: pet.id, base: `/api/pets/${pet.id}/saved-reports` }
}

async function save(client: TestClient, base: string, body: Record<string, unknown> = {}) {
  const response = await client.post(base, {
    name: 'Heart recheck',
    sections: ['breathing', 'weight'],
    range: { kind: 'relative', days: 90 },
    ...body,
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as Saved
}

const list = async (client: TestClient, base: string) => ((await (await client.get(base)).json()) as { reports: Saved[] }).reports

/** A member the owner's pet is shared with, active, at the given level. */
async function member(ownerId: string, petId: string, accessLevel: 'editor' | 'viewer') {
  const user = await createTestUser(app)
  const [row] = await db
    .insert(schema.householdMembers)
    .values({ userId: ownerId, memberUserId: user.user.id, name: 'Co-parent', accessLevel, status: 'active' })
    .returning()
  await db.insert(schema.householdMemberPets).values({ memberId: row!.id, petId })
  return user
}

describe('saved reports', () => {
  it('are created, listed newest first, read, renamed, re-ranged, duplicated and deleted', async () => {
    const { client, base, petId } = await ownerWithPet()
    expect(await list(client, base)).toEqual([])
    const first = await save(client, base)
    expect(first).toMatchObject({ petId, name: 'Heart recheck', sections: ['breathing', 'weight'], range: { kind: 'relative', days: 90 } })
    const fixed = await save(client, base, {
      name: '  Spring visit ',
      sections: ['profile'],
      range: { kind: 'fixed', from: '2026-03-01', to: '2026-05-31' },
    })
    expect(fixed).toMatchObject({ name: 'Spring visit', range: { kind: 'fixed', from: '2026-03-01', to: '2026-05-31' } })
    expect((await list(client, base)).map((r) => r.name)).toEqual(['Spring visit', 'Heart recheck'])

    const updated = await client.request('PATCH', `${base}/${first.id}`, {
      name: 'Cardio',
      range: { kind: 'fixed', from: daysAgo(10), to: daysAgo(0) },
    })
    expect(updated.status).toBe(200)
    expect(await updated.json()).toMatchObject({
      name: 'Cardio',
      sections: ['breathing', 'weight'],
      range: { kind: 'fixed', from: daysAgo(10), to: daysAgo(0) },
    })
    expect(await (await client.get(`${base}/${first.id}`)).json()).toMatchObject({ name: 'Cardio', range: { kind: 'fixed' } })
    // Back to a relative range: the fixed dates are cleared.
    const relative = await client.request('PATCH', `${base}/${first.id}`, { range: { kind: 'relative', days: 30 } })
    expect(await relative.json()).toMatchObject({ range: { kind: 'relative', days: 30 } })

    const copy = await client.post(`${base}/${first.id}/duplicate`, {})
    expect(copy.status).toBe(201)
    const copied = (await copy.json()) as Saved
    expect(copied).toMatchObject({ name: 'Cardio (copy)', sections: ['breathing', 'weight'], range: { kind: 'relative', days: 30 } })
    expect(copied.id).not.toBe(first.id)

    const deleted = await client.request('DELETE', `${base}/${first.id}`)
    expect(deleted.status).toBe(204)
    expect((await client.get(`${base}/${first.id}`)).status).toBe(404)
    expect((await list(client, base)).map((r) => r.name).sort()).toEqual(['Cardio (copy)', 'Spring visit'])
  })

  it('a copy of a report with a long name still fits the name limit', async () => {
    const { client, base } = await ownerWithPet()
    const long = await save(client, base, { name: 'x'.repeat(120) })
    const copy = (await (await client.post(`${base}/${long.id}/duplicate`, {})).json()) as Saved
    expect(copy.name).toHaveLength(120)
    expect(copy.name.endsWith(' (copy)')).toBe(true)
  })

  it.each([
    ['no name', { name: '  ' }, 'name'],
    ['a name too long', { name: 'x'.repeat(121) }, 'name'],
    ['no section', { sections: [] }, 'sections'],
    ['an unknown section', { sections: ['horoscope'] }, 'sections'],
    ['a range of 0 days', { range: { kind: 'relative', days: 0 } }, 'range'],
    ['dates in the wrong order', { range: { kind: 'fixed', from: '2026-05-01', to: '2026-04-01' } }, 'range'],
    ['an unknown field', { petId: '00000000-0000-4000-8000-000000000000' }, ''],
  ])('refuses %s with 400 and the error shape', async (_, body, field) => {
    const { client, base } = await ownerWithPet()
    const response = await client.post(base, { name: 'Recheck', sections: ['breathing'], range: { kind: 'relative', days: 30 }, ...body })
    expect(response.status).toBe(400)
    const error = (await response.json()) as { error: { code: string; fields?: Record<string, string> } }
    expect(error.error.code).toBe('VALIDATION')
    if (field) expect(Object.keys(error.error.fields ?? {}).some((key) => key.startsWith(field))).toBe(true)
    expect(await list(client, base)).toEqual([])
  })

  it('answers 404 to a stranger and for another pet’s report, and 403 to a viewer who tries to change one', async () => {
    const owner = await ownerWithPet()
    const report = await save(owner.client, owner.base)
    const stranger = await createTestUser(app)
    for (const [method, url, body] of [
      ['GET', owner.base, null],
      ['GET', `${owner.base}/${report.id}`, null],
      ['POST', owner.base, { name: 'Mine now', sections: ['profile'], range: { kind: 'relative', days: 30 } }],
      ['PATCH', `${owner.base}/${report.id}`, { name: 'Mine now' }],
      ['POST', `${owner.base}/${report.id}/duplicate`, {}],
      ['DELETE', `${owner.base}/${report.id}`, null],
    ] as const) {
      expect((await stranger.client.request(method, url, body ?? undefined)).status, `${method} ${url}`).toBe(404)
    }
    // The stranger's own pet does not reach the owner's report either.
    const theirs = await ownerWithPet(stranger.client)
    expect((await stranger.client.get(`${theirs.base}/${report.id}`)).status).toBe(404)
    expect((await stranger.client.request('DELETE', `${theirs.base}/${report.id}`)).status).toBe(404)

    const viewer = await member(owner.user!.id, owner.petId, 'viewer')
    expect((await list(viewer.client, owner.base)).map((r) => r.id)).toEqual([report.id])
    expect(
      (await viewer.client.post(owner.base, { name: 'Viewer’s', sections: ['profile'], range: { kind: 'relative', days: 30 } })).status,
    ).toBe(403)
    expect((await viewer.client.request('PATCH', `${owner.base}/${report.id}`, { name: 'Renamed' })).status).toBe(403)
    expect((await viewer.client.post(`${owner.base}/${report.id}/duplicate`, {})).status).toBe(403)
    expect((await viewer.client.request('DELETE', `${owner.base}/${report.id}`)).status).toBe(403)
    expect(await (await owner.client.get(`${owner.base}/${report.id}`)).json()).toMatchObject({ name: 'Heart recheck' })

    const editor = await member(owner.user!.id, owner.petId, 'editor')
    const made = await save(editor.client, owner.base, { name: 'Editor’s' })
    expect((await list(owner.client, owner.base)).map((r) => r.id)).toContain(made.id)
  })

  it('a link made from a saved report shows that report’s sections and range', async () => {
    const { client, base, petId } = await ownerWithPet()
    const report = await save(client, base, { sections: ['weight'], range: { kind: 'relative', days: 30 } })
    // The body's sections are the saved report's, whatever the caller sent.
    const response = await client.post(`/api/pets/${petId}/report-shares`, {
      savedReportId: report.id,
      sections: ['profile', 'breathing'],
      range: { kind: 'relative', days: 365 },
      expiresIn: '7d',
    })
    expect(response.status).toBe(201)
    const link = (await response.json()) as { token: string; savedReportId: string; sections: string[] }
    expect(link).toMatchObject({ savedReportId: report.id, sections: ['weight'], range: { kind: 'relative', days: 30 } })
    const shared = (await (await new TestClient(app).get(`/api/shared-reports/${link.token}`)).json()) as {
      report: Record<string, unknown> & { weight: { entries?: unknown[] } }
    }
    expect(shared.report.sections).toEqual(['weight'])
    expect(shared.report).not.toHaveProperty('breathing')
    expect(shared.report).toHaveProperty('weight')
    expect(shared.report.range).toMatchObject({ label: 'Last 30 days' })

    // Another pet's saved report cannot be shared from this pet.
    const other = await ownerWithPet(client)
    expect(
      (
        await client.post(`/api/pets/${other.petId}/report-shares`, {
          savedReportId: report.id,
          sections: ['weight'],
          range: { kind: 'relative', days: 30 },
          expiresIn: '7d',
        })
      ).status,
    ).toBe(404)

    // Deleting the saved report keeps the link working, no longer tied to it.
    expect((await client.request('DELETE', `${base}/${report.id}`)).status).toBe(204)
    expect((await new TestClient(app).get(`/api/shared-reports/${link.token}`)).status).toBe(200)
    const [listed] = (
      (await (await client.get(`/api/pets/${petId}/report-shares`)).json()) as { shares: { savedReportId: string | null }[] }
    ).shares
    expect(listed!.savedReportId).toBeNull()
  })

  it('go with the pet: deleting it removes its saved reports and their links', async () => {
    const { client, base, petId } = await ownerWithPet()
    const report = await save(client, base)
    const link = (await (
      await client.post(`/api/pets/${petId}/report-shares`, {
        savedReportId: report.id,
        sections: ['weight'],
        range: { kind: 'relative', days: 30 },
        expiresIn: '7d',
      })
    ).json()) as { token: string }
    expect((await client.request('DELETE', `/api/pets/${petId}`)).status).toBe(204)
    expect(await db.select().from(schema.savedReports).where(eq(schema.savedReports.petId, petId))).toEqual([])
    expect(await db.select().from(schema.reportShares).where(eq(schema.reportShares.petId, petId))).toEqual([])
    expect((await new TestClient(app).get(`/api/shared-reports/${link.token}`)).status).toBe(404)
  })

  it('are in the data export', async () => {
    const { client, base } = await ownerWithPet()
    await save(client, base, { name: 'For the export' })
    const data = (await (await client.get('/api/me/export')).json()) as { savedReports: { name: string }[] }
    expect(data.savedReports.map((r) => r.name)).toEqual(['For the export'])
  })

  it('a guest’s saved reports move to the account they sign up for', async () => {
    const guest = new TestClient(app)
    expect((await guest.post('/api/auth/sign-in/anonymous')).status).toBe(200)
    const { base } = await ownerWithPet(guest)
    await save(guest, base, { name: 'Made as a guest' })
    expect(
      (await guest.post('/api/auth/sign-up/email', { name: 'Former Guest', email: uniqueEmail('guest-reports'), password: 'long enough' }))
        .status,
    ).toBe(200)
    const { pets } = (await (await guest.get('/api/pets')).json()) as { pets: { id: string }[] }
    expect((await list(guest, `/api/pets/${pets[0]!.id}/saved-reports`)).map((r) => r.name)).toEqual(['Made as a guest'])
  })
})
