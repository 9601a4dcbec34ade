import {
  type AdminMarketplaceEntry,
  MARKETPLACE_DESCRIPTION_MAX,
  MARKETPLACE_MAKER_MAX,
  MARKETPLACE_NAME_MAX,
  MARKETPLACE_URL_MAX,
  type MarketplaceEntry,
  type MarketplaceList,
} from '@pawpulse/domain/marketplace-api'
import { UNSTORABLE_TEXT_MESSAGE } from '@pawpulse/domain/text'
import { marketplaceCategories } from '@pawpulse/domain/marketplace'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { imageAs } from './fixtures/images'
import { createTestAdmin, createTestApp, createTestUser, TestClient, uniqueEmail } from './test-app'

const adminEmail = uniqueEmail('admin')
const { app, db, fileStore } = await createTestApp({ adminEmails: [adminEmail] })
const admin = await createTestAdmin(app, { email: adminEmail })

type Client = TestClient

async function marketplace(client: Client, query = ''): Promise<MarketplaceList> {
  const response = await client.get(`/api/marketplace${query}`)
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as MarketplaceList
}

async function addPet(client: Client, pet: { name: string; species: 'dog' | 'cat' }, conditions: object[] = []): Promise<string> {
  const response = await client.post('/api/pets', pet)
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: string }
  for (const condition of conditions) expect((await client.post(`/api/pets/${id}/conditions`, condition)).status).toBe(201)
  return id
}

const named = <T extends { name: string }>(list: { entries: T[] }, name: string) => list.entries.find((entry) => entry.name === name)
const validEntry = {
  name: 'Test Cardiac Kibble',
  maker: 'Test Foods',
  category: 'food',
  species: ['dog'],
  conditions: ['mvd'],
  description: 'A test diet.',
  vetFirst: true,
  url: 'https://www.example.com/cardiac',
}

describe('the seeded catalogue', () => {
  it('is there after the migrations, with real makers, https links and every category', async () => {
    const { entries } = (await (await admin.client.get('/api/admin/marketplace')).json()) as { entries: AdminMarketplaceEntry[] }
    expect(entries.length).toBeGreaterThanOrEqual(25)
    expect(named({ entries }, "Hill's Prescription Diet h/d Heart Care")).toMatchObject({
      maker: "Hill's Pet Nutrition",
      category: 'food',
      species: ['dog'],
      conditions: ['mvd'],
      vetFirst: true,
      url: 'https://www.hillspet.com',
      hidden: false,
      imageUrl: null,
    })
    expect(named({ entries }, 'Seresto')).toMatchObject({ category: 'parasite_prevention', species: ['dog', 'cat'], vetFirst: false })
    expect(new Set(entries.map((entry) => entry.category))).toEqual(new Set(marketplaceCategories))
    for (const entry of entries) expect(entry.url).toMatch(/^https:\/\//)
  })

  it('is not inserted twice when its migration runs again', async () => {
    const before = await db.select({ id: schema.marketplaceEntries.id }).from(schema.marketplaceEntries)
    const { readFile } = await import('node:fs/promises')
    const seed = await readFile(new URL('../src/db/migrations/0012_seed_marketplace.sql', import.meta.url), 'utf8')
    const { sql } = await import('drizzle-orm')
    await db.execute(sql.raw(seed))
    expect(await db.select({ id: schema.marketplaceEntries.id }).from(schema.marketplaceEntries)).toHaveLength(before.length)
  })
})

describe('what an owner sees', () => {
  it('puts the cardiac diets first for a dog with MVD, with the reason and the pet', async () => {
    const owner = await createTestUser(app)
    const biscuitId = await addPet(owner.client, { name: 'Biscuit', species: 'dog' }, [{ condition: 'mvd' }])
    const list = await marketplace(owner.client)

    const cardiac = named(list, 'Royal Canin Veterinary Diet Cardiac')!
    expect(cardiac).toMatchObject({ forCondition: true, reason: 'Because Biscuit has MVD', petIds: [biscuitId], vetFirst: true })
    const firstGeneral = list.entries.findIndex((entry) => !entry.forCondition)
    expect(list.entries.indexOf(cardiac)).toBeLessThan(firstGeneral)
    expect(list.entries.slice(0, firstGeneral).every((entry) => entry.reason?.startsWith('Because Biscuit has MVD'))).toBe(true)
    expect(named(list, 'Seresto')).toMatchObject({ forCondition: false, reason: 'For Biscuit', petIds: [biscuitId] })
    expect(list.conditions).toEqual([{ key: 'mvd', label: 'MVD', petNames: ['Biscuit'] }])
  })

  it('orders the condition entries and then the rest by category, then name', async () => {
    const owner = await createTestUser(app)
    await addPet(owner.client, { name: 'Biscuit', species: 'dog' }, [{ condition: 'mvd' }])
    const { entries } = await marketplace(owner.client)
    const rank = (entry: MarketplaceEntry) => [entry.forCondition ? 0 : 1, marketplaceCategories.indexOf(entry.category)] as const
    for (let i = 1; i < entries.length; i++) {
      const [a, b] = [rank(entries[i - 1]!), rank(entries[i]!)]
      expect(a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1])).toBe(true)
    }
    expect(entries.findIndex((e) => e.name === 'Purina Pro Plan Veterinary Diets CC CardioCare')).toBeLessThan(
      entries.findIndex((e) => e.name === 'Royal Canin Veterinary Diet Cardiac'),
    )
  })

  it('shows a cat owner no dog-only entries', async () => {
    const owner = await createTestUser(app)
    await addPet(owner.client, { name: 'Miso', species: 'cat' }, [{ condition: 'chronic_kidney_disease' }])
    const list = await marketplace(owner.client)
    expect(list.entries.length).toBeGreaterThan(0)
    expect(list.entries.every((entry) => entry.species.includes('cat'))).toBe(true)
    expect(named(list, 'NexGard')).toBeUndefined()
    expect(named(list, 'Royal Canin Veterinary Diet Renal')).toMatchObject({
      forCondition: true,
      reason: 'Because Miso has Chronic kidney disease',
    })
  })

  it('leaves out resolved and custom conditions', async () => {
    const owner = await createTestUser(app)
    await addPet(owner.client, { name: 'Rex', species: 'dog' }, [
      { condition: 'ibd', ongoing: false, resolutionDate: '2024-01-10', diagnosisDate: '2023-06-01' },
      { condition: 'other', otherName: 'Sore paw' },
    ])
    const list = await marketplace(owner.client)
    expect(list.conditions).toEqual([])
    expect(list.entries.some((entry) => entry.forCondition)).toBe(false)
    expect(named(list, "Hill's Prescription Diet z/d")).toMatchObject({ reason: 'For Rex' })
  })

  it('counts a pet shared through the household', async () => {
    const owner = await createTestUser(app)
    const member = await createTestUser(app)
    const petId = await addPet(owner.client, { name: 'Biscuit', species: 'dog' }, [{ condition: 'mvd' }])
    const [membership] = await db
      .insert(schema.householdMembers)
      .values({ userId: owner.user.id, memberUserId: member.user.id, name: 'Sam', accessLevel: 'viewer', status: 'active' })
      .returning()
    await db.insert(schema.householdMemberPets).values({ memberId: membership!.id, petId })

    const list = await marketplace(member.client)
    expect(named(list, "Hill's Prescription Diet h/d Heart Care")).toMatchObject({ reason: 'Because Biscuit has MVD', petIds: [petId] })
    expect((await member.client.get(`/api/marketplace?petId=${petId}`)).status).toBe(200)

    await db.update(schema.householdMembers).set({ status: 'revoked' }).where(eq(schema.householdMembers.id, membership!.id))
    const afterRevoke = await marketplace(member.client)
    expect(afterRevoke.conditions).toEqual([])
    expect(afterRevoke.entries.every((entry) => entry.reason === null)).toBe(true)
  })

  it('narrows to one pet with petId', async () => {
    const owner = await createTestUser(app)
    const dogId = await addPet(owner.client, { name: 'Biscuit', species: 'dog' }, [{ condition: 'mvd' }])
    const catId = await addPet(owner.client, { name: 'Miso', species: 'cat' })
    const both = await marketplace(owner.client)
    expect(named(both, 'NexGard')).toBeDefined()
    expect(named(both, 'Revolution')).toMatchObject({ reason: 'For Biscuit and Miso', petIds: [dogId, catId] })

    const catOnly = await marketplace(owner.client, `?petId=${catId}`)
    expect(named(catOnly, 'NexGard')).toBeUndefined()
    expect(named(catOnly, 'Revolution')).toMatchObject({ reason: 'For Miso', petIds: [catId] })
    expect(catOnly.conditions).toEqual([])
  })

  it("answers another user's pet with the pet routes' 404", async () => {
    const owner = await createTestUser(app)
    const stranger = await createTestUser(app)
    const petId = await addPet(owner.client, { name: 'Biscuit', species: 'dog' })
    const response = await stranger.client.get(`/api/marketplace?petId=${petId}`)
    expect(response.status).toBe(404)
    const body = await response.json()
    expect(body).toEqual(await (await stranger.client.get(`/api/pets/${petId}`)).json())
    expect(body).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Pet not found' } })
  })

  it('filters by category, species and condition', async () => {
    const owner = await createTestUser(app)
    await addPet(owner.client, { name: 'Biscuit', species: 'dog' })
    const services = await marketplace(owner.client, '?category=service')
    expect(services.entries.length).toBeGreaterThan(0)
    expect(services.entries.every((entry) => entry.category === 'service')).toBe(true)

    const cats = await marketplace(owner.client, '?species=cat')
    expect(cats.entries.every((entry) => entry.species.includes('cat'))).toBe(true)
    expect(named(cats, "Hill's Prescription Diet y/d Thyroid Care")).toMatchObject({ reason: null, petIds: [] })

    const renal = await marketplace(owner.client, '?condition=ckd')
    expect(renal.entries.length).toBeGreaterThan(0)
    expect(renal.entries.every((entry) => entry.conditions.includes('chronic_kidney_disease') && entry.species.includes('dog'))).toBe(true)

    const unknown = await owner.client.get('/api/marketplace?category=toys')
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { category: 'Unknown category' } } })
  })

  it('shows a guest without pets the whole catalogue, with no reasons', async () => {
    const guest = new TestClient(app)
    expect((await guest.post('/api/auth/sign-in/anonymous')).status).toBe(200)
    const list = await marketplace(guest)
    const all = (await (await admin.client.get('/api/admin/marketplace')).json()) as { entries: AdminMarketplaceEntry[] }
    expect(list.entries).toHaveLength(all.entries.filter((entry) => !entry.hidden).length)
    expect(list.entries.every((entry) => entry.reason === null && !entry.forCondition)).toBe(true)
    expect(list.conditions).toEqual([])
  })

  it('needs a session', async () => {
    expect((await app.request('/api/marketplace')).status).toBe(401)
  })
})

describe('managing the catalogue', () => {
  it('creates an entry owners then see, with a slug from its name', async () => {
    const response = await admin.client.post('/api/admin/marketplace', validEntry)
    expect(response.status).toBe(201)
    const created = (await response.json()) as AdminMarketplaceEntry
    expect(created).toMatchObject({ ...validEntry, hidden: false, imageUrl: null })
    const [row] = await db.select().from(schema.marketplaceEntries).where(eq(schema.marketplaceEntries.id, created.id))
    expect(row!.slug).toMatch(/^test-cardiac-kibble-[0-9a-f]{6}$/)

    const owner = await createTestUser(app)
    await addPet(owner.client, { name: 'Biscuit', species: 'dog' }, [{ condition: 'mvd' }])
    expect(named(await marketplace(owner.client), validEntry.name)).toMatchObject({ forCondition: true, reason: 'Because Biscuit has MVD' })
  })

  it('hides an entry with PATCH: gone for owners, still listed for admins', async () => {
    const { id } = (await (await admin.client.post('/api/admin/marketplace', { ...validEntry, name: 'To Hide' })).json()) as { id: string }
    const patched = await admin.client.request('PATCH', `/api/admin/marketplace/${id}`, { hidden: true })
    expect(patched.status).toBe(200)
    expect(await patched.json()).toMatchObject({ id, hidden: true, name: 'To Hide' })

    const owner = await createTestUser(app)
    await addPet(owner.client, { name: 'Biscuit', species: 'dog' }, [{ condition: 'mvd' }])
    expect(named(await marketplace(owner.client), 'To Hide')).toBeUndefined()
    const adminList = (await (await admin.client.get('/api/admin/marketplace')).json()) as { entries: AdminMarketplaceEntry[] }
    expect(named(adminList, 'To Hide')).toMatchObject({ hidden: true })
  })

  it('changes only the fields sent, and answers an unknown entry 404', async () => {
    const { id } = (await (await admin.client.post('/api/admin/marketplace', validEntry)).json()) as { id: string }
    const response = await admin.client.request('PATCH', `/api/admin/marketplace/${id}`, {
      description: 'Now for cats too.',
      species: ['dog', 'cat'],
    })
    expect(await response.json()).toMatchObject({ ...validEntry, description: 'Now for cats too.', species: ['dog', 'cat'] })
    const unknown = await admin.client.request('PATCH', '/api/admin/marketplace/00000000-0000-4000-8000-000000000000', { hidden: true })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
  })

  it.each([
    ['a plain-http link', { url: 'http://www.example.com' }, 'url', 'Enter the maker’s page as a full https:// address'],
    ['a javascript: link', { url: 'javascript:alert(1)' }, 'url', 'Enter the maker’s page as a full https:// address'],
    ["the 'other' condition", { conditions: ['other'] }, 'conditions.0', 'Choose a condition from the list'],
    ['an empty name', { name: '   ' }, 'name', 'The name is required'],
    ['no species', { species: [] }, 'species', 'Choose at least one species'],
    ['a field the schema does not know', { price: 12 }, '', ''],
  ])('refuses %s with 400 and saves nothing', async (_label, change, field, message) => {
    const count = async () => (await db.select({ id: schema.marketplaceEntries.id }).from(schema.marketplaceEntries)).length
    const before = await count()
    const response = await admin.client.post('/api/admin/marketplace', { ...validEntry, ...change })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: { code: string; fields?: Record<string, string> } }
    expect(body.error.code).toBe('VALIDATION')
    if (field) expect(body.error.fields).toMatchObject({ [field]: message })
    expect(await count()).toBe(before)
  })

  it('refuses text PostgreSQL cannot store, naming the field', async () => {
    for (const [field, value] of [
      ['name', 'Kibble\u0000'],
      ['description', 'Half an emoji \ud83d'],
    ] as const) {
      const response = await admin.client.post('/api/admin/marketplace', { ...validEntry, [field]: value })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: UNSTORABLE_TEXT_MESSAGE } } })
    }
  })

  it('stores every field at its limit (the columns hold what the schema takes)', async () => {
    const atLimit = {
      ...validEntry,
      name: 'N'.repeat(MARKETPLACE_NAME_MAX),
      maker: 'M'.repeat(MARKETPLACE_MAKER_MAX),
      description: 'é'.repeat(MARKETPLACE_DESCRIPTION_MAX),
      url: `https://www.example.com/${'u'.repeat(MARKETPLACE_URL_MAX - 24)}`,
      conditions: [
        'mvd',
        'ibd',
        'chronic_kidney_disease',
        'diabetes',
        'arthritis',
        'epilepsy',
        'allergies',
        'hypothyroidism',
        'hyperthyroidism',
        'cancer',
      ],
      species: ['dog', 'cat'],
    }
    const response = await admin.client.post('/api/admin/marketplace', atLimit)
    expect(response.status, await response.clone().text()).toBe(201)
    expect(await response.json()).toMatchObject(atLimit)
    const over = await admin.client.post('/api/admin/marketplace', { ...atLimit, name: `${atLimit.name}N` })
    expect(over.status).toBe(400)
    expect(await over.json()).toMatchObject({ error: { fields: { name: `The name must be at most ${MARKETPLACE_NAME_MAX} characters` } } })
  })

  it('refuses an invalid PATCH and leaves the entry as it was', async () => {
    const { id } = (await (await admin.client.post('/api/admin/marketplace', validEntry)).json()) as { id: string }
    const response = await admin.client.request('PATCH', `/api/admin/marketplace/${id}`, { url: 'http://insecure.example.com', name: '' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { fields: { url: expect.any(String), name: 'The name is required' } } })
    const [row] = await db.select().from(schema.marketplaceEntries).where(eq(schema.marketplaceEntries.id, id))
    expect(row).toMatchObject({ url: validEntry.url, name: validEntry.name })
  })

  it('refuses every admin route to a non-admin (403) and to no session (401)', async () => {
    const { id } = (await (await admin.client.post('/api/admin/marketplace', validEntry)).json()) as { id: string }
    const user = await createTestUser(app)
    const calls: [string, string, unknown][] = [
      ['GET', '/api/admin/marketplace', undefined],
      ['POST', '/api/admin/marketplace', validEntry],
      ['PATCH', `/api/admin/marketplace/${id}`, { hidden: true }],
      ['PUT', `/api/admin/marketplace/${id}/image`, imageForm(await imageAs('png'), 'a.png', 'image/png')],
      ['DELETE', `/api/admin/marketplace/${id}/image`, undefined],
    ]
    for (const [method, path, body] of calls) {
      expect({ method, path, status: (await user.client.request(method, path, body)).status }).toEqual({ method, path, status: 403 })
      expect({ method, path, status: (await new TestClient(app).request(method, path, body)).status }).toEqual({
        method,
        path,
        status: 401,
      })
    }
    const [row] = await db.select().from(schema.marketplaceEntries).where(eq(schema.marketplaceEntries.id, id))
    expect(row).toMatchObject({ hidden: false, imageId: null })
  })
})

function imageForm(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData()
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }))
  return form
}

describe('entry pictures', () => {
  it('are re-encoded, served publicly with their type, and replaced without leaving the old file', async () => {
    const { id } = (await (await admin.client.post('/api/admin/marketplace', validEntry)).json()) as { id: string }
    const uploaded = await admin.client.request(
      'PUT',
      `/api/admin/marketplace/${id}/image`,
      imageForm(await imageAs('png', 640, 400), 'kibble.png', 'image/png'),
    )
    expect(uploaded.status, await uploaded.clone().text()).toBe(200)
    const { imageUrl } = (await uploaded.json()) as AdminMarketplaceEntry
    expect(imageUrl).toMatch(new RegExp(`^/api/files/marketplace/${id}/thumbnail\\?v=[0-9a-f]{8}$`))

    const file = await app.request(imageUrl!)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/webp')
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(file.headers.get('cache-control')).toMatch(/max-age=\d+/)
    expect(await sharp(new Uint8Array(await file.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 480, height: 300 })
    const original = await app.request(`/api/files/marketplace/${id}/original`)
    expect(original.headers.get('content-type')).toBe('image/png')

    const owner = await createTestUser(app)
    expect((await marketplace(owner.client)).entries.find((entry) => entry.id === id)).toMatchObject({ imageUrl })

    const [first] = await db.select().from(schema.marketplaceEntries).where(eq(schema.marketplaceEntries.id, id))
    const replaced = await admin.client.request(
      'PUT',
      `/api/admin/marketplace/${id}/image`,
      imageForm(await imageAs('jpeg'), 'new.jpg', 'image/jpeg'),
    )
    const next = (await replaced.json()) as AdminMarketplaceEntry
    expect(next.imageUrl).not.toBe(imageUrl)
    expect(await fileStore.get(first!.imageKey!)).toBeNull()
    expect(await fileStore.get(first!.imageThumbnailKey!)).toBeNull()
    expect((await app.request(`/api/files/marketplace/${id}/original`)).headers.get('content-type')).toBe('image/jpeg')

    const [second] = await db.select().from(schema.marketplaceEntries).where(eq(schema.marketplaceEntries.id, id))
    expect((await admin.client.request('DELETE', `/api/admin/marketplace/${id}/image`)).status).toBe(204)
    expect(await fileStore.get(second!.imageKey!)).toBeNull()
    expect((await app.request(`/api/files/marketplace/${id}/thumbnail`)).status).toBe(404)
    const listed = (await (await admin.client.get('/api/admin/marketplace')).json()) as { entries: AdminMarketplaceEntry[] }
    expect(listed.entries.find((entry) => entry.id === id)).toMatchObject({ imageUrl: null })
  })

  it('refuse a file that is not an image, whatever its name says, and keep nothing', async () => {
    const { id } = (await (await admin.client.post('/api/admin/marketplace', validEntry)).json()) as { id: string }
    const fake = new TextEncoder().encode('MZ this is not a picture at all, just text renamed to .png')
    const response = await admin.client.request('PUT', `/api/admin/marketplace/${id}/image`, imageForm(fake, 'photo.png', 'image/png'))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION' } })
    const [row] = await db.select().from(schema.marketplaceEntries).where(eq(schema.marketplaceEntries.id, id))
    expect(row).toMatchObject({ imageId: null, imageKey: null })
    expect(fileStore.keys().filter((key) => key.startsWith(`marketplace/${id}/`))).toEqual([])
  })

  it('answer an unknown entry 404 and store nothing for it', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    const response = await admin.client.request(
      'PUT',
      `/api/admin/marketplace/${unknown}/image`,
      imageForm(await imageAs('png'), 'a.png', 'image/png'),
    )
    expect(response.status).toBe(404)
    expect(fileStore.keys().filter((key) => key.startsWith(`marketplace/${unknown}/`))).toEqual([])
    expect((await app.request(`/api/files/marketplace/${unknown}/original`)).status).toBe(404)
  })
})
