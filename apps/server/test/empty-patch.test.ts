import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { createTestAdmin, createTestApp, createTestUser, TEST_ORIGIN, type TestClient, uniqueEmail } from './test-app'

const adminEmail = uniqueEmail('admin')
const { app, db } = await createTestApp({ adminEmails: [adminEmail] })
const owner = await createTestUser(app)
const admin = await createTestAdmin(app, { email: adminEmail })

/** Each fixture call makes a new resource; names that must be unique among the current ones count up. */
let made = 0
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString()

async function json(response: Response, status = 200) {
  expect(response.status, await response.clone().text()).toBe(status)
  return (await response.json()) as Record<string, unknown> & { id: string }
}

/** A resource behind a PATCH route: its address and the resource as the API answers it now. */
interface Fixture {
  client: TestClient
  url: string
  current: () => Promise<unknown>
}

const pet = await json(
  await owner.client.post('/api/pets', {
    name: 'Pepper',
    species: 'dog',
    color: 'brown',
    nickNames: ['Pep'],
    breedMix: [{ breed: 'Beagle', percentage: 60, isDominant: true }],
  }),
  201,
)
const petUrl = `/api/pets/${pet.id}`

/** One way to make each kind of resource that has a PATCH route, keyed by its documented path. */
const fixtures: Record<string, () => Promise<Fixture>> = {
  '/api/me': async () => {
    await owner.client.request('PATCH', '/api/me', {
      preferredName: 'Sam',
      timezone: 'Europe/Paris',
      preferredNotificationMethods: ['email'],
    })
    return { client: owner.client, url: '/api/me', current: async () => json(await owner.client.get('/api/me')) }
  },
  '/api/pets/{petId}': async () => ({ client: owner.client, url: petUrl, current: async () => json(await owner.client.get(petUrl)) }),
  '/api/pets/{petId}/conditions/{conditionId}': async () => {
    const condition = await json(
      await owner.client.post(`${petUrl}/conditions`, { condition: 'other', otherName: `Itchy ears ${++made}`, notes: 'Left ear' }),
      201,
    )
    return fromCreation(`${petUrl}/conditions/${condition.id}`, condition)
  },
  '/api/pets/{petId}/symptom-logs/{logId}': async () => {
    const body = {
      conditionId: 'arthritis',
      loggedAt: hoursAgo(2),
      symptoms: { symptom: 'Stiff after rest', severity: 3 },
      notes: 'Morning',
    }
    const log = await json(await owner.client.post(`${petUrl}/symptom-logs`, body), 201)
    return fromCreation(`${petUrl}/symptom-logs/${log.id}`, log)
  },
  '/api/pets/{petId}/breathing-logs/{logId}': async () => {
    const body = {
      measuredAt: hoursAgo(1),
      breathCount: 11,
      durationSeconds: 30,
      method: 'counter',
      context: 'sleeping',
      notes: 'Deep sleep',
    }
    const result = (await json(await owner.client.post(`${petUrl}/breathing-logs`, body), 201)) as unknown as { log: { id: string } }
    return fromCreation(`${petUrl}/breathing-logs/${result.log.id}`, result)
  },
  '/api/pets/{petId}/weight-logs/{logId}': async () => {
    const entry = await json(
      await owner.client.post(`${petUrl}/weight-logs`, { measuredAt: '2026-01-10', weight: 12.5, weightUnit: 'kg', bodyConditionScore: 5 }),
      201,
    )
    return fromCreation(`${petUrl}/weight-logs/${entry.id}`, entry)
  },
  '/api/pets/{petId}/medications/{medicationId}': async () => {
    const body = {
      name: 'Pimobendan',
      dosage: '5 mg',
      frequency: 'Twice a day',
      schedule: { frequency: 'twice_daily' },
      startDate: '2026-01-01',
    }
    const medication = await json(await owner.client.post(`${petUrl}/medications`, body), 201)
    return fromCreation(`${petUrl}/medications/${medication.id}`, medication)
  },
  '/api/pets/{petId}/treatments/{treatmentId}': async () => {
    const body = { productName: 'Drontal', treatmentType: 'dewormer', frequency: 'monthly', givenOn: '2026-01-15', notes: 'With food' }
    const treatment = await json(await owner.client.post(`${petUrl}/treatments`, body), 201)
    return fromCreation(`${petUrl}/treatments/${treatment.id}`, treatment)
  },
  '/api/pets/{petId}/vaccinations/{vaccinationId}': async () => {
    const body = { vaccineKey: 'dapp', givenOn: '2026-01-15', clinic: 'Elm Street Vets', batchNumber: 'A12', notes: 'Booster' }
    const vaccination = await json(await owner.client.post(`${petUrl}/vaccinations`, body), 201)
    return fromCreation(`${petUrl}/vaccinations/${vaccination.id}`, vaccination)
  },
  '/api/pets/{petId}/saved-reports/{reportId}': async () => {
    const report = await json(
      await owner.client.post(`${petUrl}/saved-reports`, {
        name: `Recheck ${++made}`,
        sections: ['breathing'],
        range: { kind: 'relative', days: 90 },
      }),
      201,
    )
    const url = `${petUrl}/saved-reports/${report.id}`
    return { client: owner.client, url, current: async () => json(await owner.client.get(url)) }
  },
  '/api/reminders/{reminderId}': async () => {
    const reminder = await json(
      await owner.client.post('/api/reminders', {
        petId: pet.id,
        category: 'medication',
        title: `Give Vetmedin ${++made}`,
        startDate: '2031-01-01',
        times: ['08:00', '20:00'],
        repeat: 'times_per_day',
      }),
      201,
    )
    return fromCreation(`/api/reminders/${reminder.id}`, reminder)
  },
  '/api/household/members/{id}': async () => {
    const member = await json(
      await owner.client.post('/api/household/members', {
        name: 'Sam Sitter',
        email: uniqueEmail('member'),
        petIds: [pet.id],
        accessLevel: 'viewer',
      }),
      201,
    )
    return fromCreation(`/api/household/members/${member.id}`, member)
  },
  '/api/admin/feedback/{id}': async () => {
    const [row] = await db
      .insert(schema.userFeedback)
      .values({ heading: 'Chart is empty', description: 'Nothing shows', severity: 'major', status: 'in_progress' })
      .returning()
    const url = `/api/admin/feedback/${row!.id}`
    return { client: admin.client, url, current: async () => json(await admin.client.get(url)) }
  },
  '/api/admin/marketplace/{entryId}': async () => {
    const entry = await json(
      await admin.client.post('/api/admin/marketplace', {
        name: `Cardiac kibble ${++made}`,
        maker: 'Example Foods',
        category: 'food',
        species: ['dog'],
        conditions: ['mvd'],
        description: 'A diet for dogs with heart disease.',
        vetFirst: true,
        url: 'https://www.example.com/cardiac',
      }),
      201,
    )
    const url = `/api/admin/marketplace/${entry.id}`
    const current = async () => {
      const { entries } = (await json(await admin.client.get('/api/admin/marketplace'))) as unknown as { entries: { id: string }[] }
      return entries.find((e) => e.id === entry.id)
    }
    return { client: admin.client, url, current }
  },
}

/** For resources without a GET of their own: the creation answer is the current resource. */
function fromCreation(url: string, created: unknown): Fixture {
  return { client: owner.client, url, current: async () => created }
}

/** Every PATCH the API documents: a new one fails here until it has a fixture above. */
async function patchPaths(): Promise<string[]> {
  const doc = (await (await app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> }
  return Object.entries(doc.paths)
    .filter(([, methods]) => 'patch' in methods)
    .map(([path]) => path)
}

const documented = await patchPaths()

describe('an empty PATCH', () => {
  it('is covered for every documented PATCH route', () => {
    expect(documented.length).toBeGreaterThanOrEqual(10)
    expect(documented.filter((path) => !(path in fixtures))).toEqual([])
  })

  it.each(documented)('%s: `{}` changes nothing and answers 200 with the current resource', async (path) => {
    const { client, url, current } = await fixtures[path]!()
    const before = await current()
    await new Promise((resolve) => setTimeout(resolve, 5))
    const response = await client.request('PATCH', url, {})
    expect(response.status, await response.clone().text()).toBe(200)
    expect(await response.json()).toEqual(before)
    expect(await current()).toEqual(before)
  })

  it.each(documented)('%s: a JSON body after a UTF-8 byte order mark is read like any other', async (path) => {
    const { client, url, current } = await fixtures[path]!()
    const before = await current()
    const response = await client.request('PATCH', url, '\uFEFF{}', { 'content-type': 'application/json' })
    expect(response.status, await response.clone().text()).toBe(200)
    expect(await response.json()).toEqual(before)
  })
})

describe('a PATCH that sends only what the resource already has', () => {
  it('writes nothing either, whatever the order of the keys of a nested object', async () => {
    const { url, current } = await fixtures['/api/pets/{petId}/symptom-logs/{logId}']!()
    const before = (await current()) as { symptoms: Record<string, unknown>; notes: string }
    const reordered = Object.fromEntries(Object.entries(before.symptoms).reverse())
    const response = await owner.client.request('PATCH', url, { symptoms: reordered, notes: before.notes })
    expect(await json(response)).toEqual(before)
  })
})

describe('PATCH /api/me', () => {
  it('writes nothing for `{}`: the row keeps its updated_at', async () => {
    const [before] = await db.select({ updatedAt: schema.users.updatedAt }).from(schema.users).where(eq(schema.users.id, owner.user.id))
    expect((await owner.client.request('PATCH', '/api/me', {})).status).toBe(200)
    const [after] = await db.select({ updatedAt: schema.users.updatedAt }).from(schema.users).where(eq(schema.users.id, owner.user.id))
    expect(after!.updatedAt).toEqual(before!.updatedAt)
  })

  it('applies the fields of a body that starts with a byte order mark', async () => {
    const response = await owner.client.request('PATCH', '/api/me', '\uFEFF{"preferredName":"Robin"}', {
      'content-type': 'application/json',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ preferredName: 'Robin' })
  })

  it('still refuses a body that is not JSON, BOM or not', async () => {
    for (const body of ['\uFEFF{"preferredName":', 'not json']) {
      const response = await app.request('/api/me', {
        method: 'PATCH',
        body,
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie: owner.client.cookieHeader() },
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION' } })
    }
  })
})

describe('sign-in', () => {
  it('reads a JSON body after a byte order mark too', async () => {
    const response = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: `\uFEFF${JSON.stringify({ email: owner.email, password: owner.password })}`,
    })
    expect(response.status).toBe(200)
  })
})
