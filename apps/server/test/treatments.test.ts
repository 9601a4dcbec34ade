import { localToday } from '@pawpulse/domain/time-zone'
import {
  DOG_PRODUCT_FOR_CAT_NOTE,
  HEARTWORM_TEST_NOTE,
  parasiteProducts,
  PERMETHRIN_CAT_NOTE,
  treatmentTypesOf,
} from '@pawpulse/domain/parasite-products'
import { addMonths } from '@pawpulse/domain/schedule'
import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { createTestApp, createTestUser, type TestClient } from './test-app'

const { app, db } = await createTestApp()

type Product = {
  id: string
  source: string
  brand: string
  manufacturer: string | null
  species: string[]
  types: string[]
  isCombo: boolean
  defaultFrequency: string | null
  safetyNotes: string[]
}
type Treatment = {
  id: string
  productName: string
  frequency: string
  nextDue: string
  dueStatus: string | null
  isLatest: boolean
  manufacturer: string | null
  safetyNotes: string[]
}

async function ownerWithPet(species: 'dog' | 'cat' = 'dog') {
  const owner = await createTestUser(app)
  const pet = (await (await owner.client.post('/api/pets', { name: 'Nala', species })).json()) as { id: string }
  return { ...owner, petId: pet.id }
}

const products = async (client: TestClient, query = '') =>
  ((await (await client.get(`/api/treatments/products${query}`)).json()) as { products: Product[] }).products
const brandId = async (client: TestClient, brand: string) => (await products(client)).find((p) => p.brand === brand)!.id

async function record(client: TestClient, petId: string, body: Record<string, unknown>) {
  const response = await client.post(`/api/pets/${petId}/treatments`, body)
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as Treatment
}

describe('treatment reference data', () => {
  it('has every product of the parasite product list, seeded with its maker, species, types, combo flag and interval', async () => {
    const { client } = await createTestUser(app)
    const seeded = await products(client)
    expect(seeded.map((p) => p.brand).sort()).toEqual(parasiteProducts.map((p) => p.brand).sort())
    for (const product of parasiteProducts) {
      expect(seeded.find((p) => p.brand === product.brand)).toMatchObject({
        source: 'reference',
        manufacturer: product.manufacturer,
        species: [...product.species],
        types: treatmentTypesOf(product),
        isCombo: product.isCombo,
        defaultFrequency: product.defaultFrequency,
      })
    }
  })

  it('are looked up by species, type and manufacturer, and a manufacturer by brand', async () => {
    const { client } = await createTestUser(app)
    const forCats = (await products(client, '?species=cat')).map((p) => p.brand)
    expect(forCats).toEqual(
      expect.arrayContaining(['Bravecto spot-on for cats', 'Revolution', 'Credelio', 'Frontline Plus', 'Seresto collar']),
    )
    expect(forCats).not.toContain('NexGard')
    expect((await products(client, '?species=dog&type=heartworm&manufacturer=zoetis')).map((p) => p.brand).sort()).toEqual([
      'ProHeart 12',
      'ProHeart 6',
      'Revolution',
    ])
    expect((await products(client, '?species=dog&type=heartworm')).find((p) => p.brand === 'Heartgard Plus')?.safetyNotes).toEqual([
      HEARTWORM_TEST_NOTE,
    ])
    expect((await client.get('/api/treatments/products?species=horse')).status).toBe(400)

    const maker = await (await client.get('/api/treatments/manufacturers?brand=nexgard')).json()
    expect(maker).toEqual({ manufacturers: [{ name: 'Boehringer Ingelheim', source: 'reference' }] })
    const all = (await (await client.get('/api/treatments/manufacturers')).json()) as { manufacturers: { name: string }[] }
    expect(all.manufacturers.map((m) => m.name)).toEqual(['Boehringer Ingelheim', 'Elanco', 'MSD / Merck', 'Zoetis'])
  })

  it('take the owner’s own brands and manufacturers, once each whatever the case, never a listed one', async () => {
    const { client } = await createTestUser(app)
    const added = await client.post('/api/treatments/brands', {
      name: 'PetArmor Plus',
      species: 'cat',
      type: 'flea_tick',
      manufacturer: 'PetIQ',
    })
    expect(added.status).toBe(201)
    const brand = (await added.json()) as Product
    expect(brand).toMatchObject({ source: 'own', species: ['cat'], types: ['flea_tick'], manufacturer: 'PetIQ' })
    const again = await client.post('/api/treatments/brands', { name: 'petarmor plus', species: 'cat', type: 'flea_tick' })
    expect(again.status).toBe(200)
    expect(((await again.json()) as Product).id).toBe(brand.id)
    const listed = await client.post('/api/treatments/brands', { name: 'nexgard', species: 'dog', type: 'flea_tick' })
    expect(listed.status).toBe(409)
    expect(await listed.json()).toMatchObject({ error: { message: 'NexGard is already on the list: choose it there.' } })
    expect((await client.post('/api/treatments/brands', { name: '', species: 'cat', type: 'flea_tick' })).status).toBe(400)

    expect((await products(client, '?species=cat&manufacturer=petiq')).map((p) => p.brand)).toEqual(['PetArmor Plus'])
    expect(await (await client.get('/api/treatments/manufacturers?brand=PetArmor plus')).json()).toEqual({
      manufacturers: [{ name: 'PetIQ', source: 'own' }],
    })
    expect((await client.post('/api/treatments/manufacturers', { name: 'Virbac' })).status).toBe(201)
    expect((await client.post('/api/treatments/manufacturers', { name: 'VIRBAC' })).status).toBe(200)
    expect((await client.post('/api/treatments/manufacturers', { name: 'zoetis' })).status).toBe(409)
    // Another owner does not see them.
    const other = await createTestUser(app)
    expect((await products(other.client)).some((p) => p.source === 'own')).toBe(false)
  })
})

describe('pet treatments', () => {
  it.each([
    ['monthly', '2026-02-28'],
    ['every_2_months', '2026-03-31'],
    ['every_3_months', '2026-04-30'],
    ['every_6_months', '2026-07-31'],
    ['annual', '2027-01-31'],
  ])('given on 31 January, %s, are next due on %s', async (frequency, nextDue) => {
    const { client, petId } = await ownerWithPet()
    const treatment = await record(client, petId, {
      productName: 'Vet-clinic dewormer',
      treatmentType: 'dewormer',
      frequency,
      givenOn: '2026-01-31',
    })
    expect(treatment).toMatchObject({ frequency, nextDue, isLatest: true })
  })

  it('take a listed product’s name, maker and interval, and say when the latest dose is due', async () => {
    const { client, petId } = await ownerWithPet()
    const today = localToday('UTC')
    const bravecto = await record(client, petId, {
      brandId: await brandId(client, 'Bravecto chew'),
      treatmentType: 'flea_tick',
      givenOn: addMonths(today, -4),
    })
    expect(bravecto).toMatchObject({
      productName: 'Bravecto chew',
      manufacturer: 'MSD / Merck',
      frequency: 'every_3_months',
      dueStatus: 'overdue',
    })
    const heartgard = await record(client, petId, {
      brandId: await brandId(client, 'Heartgard Plus'),
      treatmentType: 'heartworm',
      givenOn: today,
    })
    expect(heartgard).toMatchObject({ dueStatus: 'upcoming', safetyNotes: [HEARTWORM_TEST_NOTE] })

    // A new dose of the same product supersedes the old one's due date.
    await record(client, petId, { brandId: await brandId(client, 'Bravecto chew'), treatmentType: 'flea_tick', givenOn: today })
    const { treatments } = (await (await client.get(`/api/pets/${petId}/treatments`)).json()) as { treatments: Treatment[] }
    expect(treatments.find((t) => t.id === bravecto.id)).toMatchObject({ isLatest: false, dueStatus: null })

    const wrongType = await client.post(`/api/pets/${petId}/treatments`, {
      brandId: await brandId(client, 'NexGard'),
      treatmentType: 'heartworm',
      givenOn: today,
    })
    expect(await wrongType.json()).toMatchObject({ error: { fields: { treatmentType: 'NexGard is listed as: Flea and tick' } } })
    const noProduct = await client.post(`/api/pets/${petId}/treatments`, {
      treatmentType: 'dewormer',
      frequency: 'monthly',
      givenOn: today,
    })
    expect(await noProduct.json()).toMatchObject({ error: { fields: { productName: 'Choose a product or type its name' } } })
    const noFrequency = await client.post(`/api/pets/${petId}/treatments`, {
      productName: 'Drontal',
      treatmentType: 'dewormer',
      givenOn: today,
    })
    expect(await noFrequency.json()).toMatchObject({ error: { fields: { frequency: 'Choose how often it is given' } } })
    expect(
      (
        await client.post(`/api/pets/${petId}/treatments`, {
          productName: 'X',
          treatmentType: 'dewormer',
          frequency: 'weekly',
          givenOn: today,
        })
      ).status,
    ).toBe(400)
  })

  it('warn a cat owner about dog products and permethrin', async () => {
    const { client, petId } = await ownerWithPet('cat')
    const today = localToday('UTC')
    const nexgard = await record(client, petId, { brandId: await brandId(client, 'NexGard'), treatmentType: 'flea_tick', givenOn: today })
    expect(nexgard.safetyNotes).toEqual([DOG_PRODUCT_FOR_CAT_NOTE])
    const frontline = await record(client, petId, {
      brandId: await brandId(client, 'Frontline Plus'),
      treatmentType: 'flea_tick',
      givenOn: today,
    })
    expect(frontline.safetyNotes).toEqual([
      'Frontline Tri-Act, a different product for dogs, contains permethrin, which is toxic to cats: check the box.',
    ])
    const spotOn = await record(client, petId, {
      productName: 'Permethrin spot-on',
      treatmentType: 'flea_tick',
      frequency: 'monthly',
      givenOn: today,
    })
    expect(spotOn.safetyNotes).toEqual([PERMETHRIN_CAT_NOTE])
    const revolution = await record(client, petId, {
      brandId: await brandId(client, 'Revolution'),
      treatmentType: 'heartworm',
      givenOn: today,
    })
    expect(revolution.safetyNotes).toEqual([])
  })

  it('warn a cat owner about a dog product toxic to cats typed by its brand, not only the word permethrin', async () => {
    const { client, petId } = await ownerWithPet('cat')
    const today = localToday('UTC')
    const advantix =
      'K9 Advantix contains permethrin, which is toxic to cats. Never use it on a cat. If it has been put on your cat, call your vet now.'
    for (const productName of ['Advantix', 'K9 Advantix II (imidacloprid, permethrin)', 'k9 advantix® ii']) {
      const typed = await record(client, petId, { productName, treatmentType: 'flea_tick', frequency: 'monthly', givenOn: today })
      expect(typed.safetyNotes).toEqual([advantix])
    }
    const scalibor = await record(client, petId, {
      productName: 'Scalibor',
      treatmentType: 'flea_tick',
      frequency: 'every_6_months',
      givenOn: today,
    })
    expect(scalibor.safetyNotes).toEqual([
      'Scalibor contains deltamethrin, which is toxic to cats. Never use it on a cat. If it has been put on your cat, call your vet now.',
    ])
    // The list answers the same notes for the pet's treatments.
    const list = (await (await client.get(`/api/pets/${petId}/treatments`)).json()) as {
      treatments: { productName: string; safetyNotes: string[] }[]
    }
    expect(list.treatments.find((t) => t.productName === 'Advantix')?.safetyNotes).toEqual([advantix])
  })

  it('are edited (next due recomputed, product replaced) and deleted', async () => {
    const { client, petId } = await ownerWithPet()
    const own = (await (
      await client.post('/api/treatments/brands', { name: 'Local wormer', species: 'dog', type: 'dewormer' })
    ).json()) as Product
    const treatment = await record(client, petId, {
      userBrandId: own.id,
      treatmentType: 'dewormer',
      frequency: 'every_3_months',
      givenOn: '2026-01-15',
    })
    expect(treatment).toMatchObject({ productName: 'Local wormer', nextDue: '2026-04-15' })
    const path = `/api/pets/${petId}/treatments/${treatment.id}`
    expect(await (await client.request('PATCH', path, { givenOn: '2026-02-01' })).json()).toMatchObject({
      nextDue: '2026-05-01',
      productName: 'Local wormer',
    })
    const replaced = await client.request('PATCH', path, { brandId: await brandId(client, 'Simparica'), treatmentType: 'flea_tick' })
    expect(await replaced.json()).toMatchObject({
      productName: 'Simparica',
      userBrandId: null,
      frequency: 'monthly',
      nextDue: '2026-03-01',
    })
    expect((await client.request('PATCH', path, { givenOn: '2999-01-01' })).status).toBe(400)
    expect(await (await client.request('PATCH', path, { givenOn: '0000-01-01' })).json()).toMatchObject({
      error: { fields: { givenOn: 'Enter a date from 1900 on' } },
    })
    expect((await client.request('DELETE', path)).status).toBe(204)
    expect((await client.request('DELETE', path)).status).toBe(404)
  })

  it('answer 404 to a stranger, refuse another owner’s own brand, and 403 to a viewer', async () => {
    const { client, user, petId } = await ownerWithPet()
    const treatment = await record(client, petId, {
      productName: 'Drontal',
      treatmentType: 'dewormer',
      frequency: 'every_3_months',
      givenOn: '2026-01-15',
    })
    const stranger = await createTestUser(app)
    expect((await stranger.client.get(`/api/pets/${petId}/treatments`)).status).toBe(404)
    expect((await stranger.client.request('DELETE', `/api/pets/${petId}/treatments/${treatment.id}`)).status).toBe(404)
    const theirs = (await (
      await stranger.client.post('/api/treatments/brands', { name: 'Secret brand', species: 'dog', type: 'dewormer' })
    ).json()) as Product
    const borrowed = await client.post(`/api/pets/${petId}/treatments`, {
      userBrandId: theirs.id,
      treatmentType: 'dewormer',
      frequency: 'monthly',
      givenOn: '2026-01-15',
    })
    expect(await borrowed.json()).toMatchObject({ error: { fields: { userBrandId: 'Choose a product from the list' } } })

    const viewer = await createTestUser(app)
    const [member] = await db
      .insert(schema.householdMembers)
      .values({ userId: user.id, memberUserId: viewer.user.id, name: 'Sitter', accessLevel: 'viewer', status: 'active' })
      .returning()
    await db.insert(schema.householdMemberPets).values({ memberId: member!.id, petId })
    expect((await viewer.client.get(`/api/pets/${petId}/treatments`)).status).toBe(200)
    expect(
      (
        await viewer.client.post(`/api/pets/${petId}/treatments`, {
          productName: 'X',
          treatmentType: 'dewormer',
          frequency: 'monthly',
          givenOn: '2026-01-15',
        })
      ).status,
    ).toBe(403)
  })
})
