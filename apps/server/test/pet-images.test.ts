import { petImageSchema } from '@pawpulse/domain/pets'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { availableParallelism } from 'node:os'
import { createApp } from '#server/app.ts'
import * as schema from '#server/db/schema.ts'
import { listPetFileKeys } from '#server/core/pet-photos.ts'
import { imageWork } from '#server/core/uploads/image-pipeline.ts'
import { createMemoryFileStore, type FileStore } from '#server/lib/file-store.ts'
import { createLogger } from '#server/lib/logger.ts'
import { createMemoryMailer } from '#server/lib/mailer.ts'
import { hasGpsInfo, hundredMegapixelPng, imageAs, paddedTo, phonePhotoWithGps } from './fixtures/images'
import { createPet, createUploader, imageRowsOf, profileImageOf, sharePet, upload, type Uploader } from './fixtures/pet-image-calls'
import { createTestApp, testConfig, cheapPasswordHasher } from './test-app'

const { app, database, db, fileStore } = await createTestApp()

const png = async () => ({ bytes: await imageAs('png'), name: 'pet.png', type: 'image/png' })
const filesOf = (petId: string) => fileStore.keys().filter((key) => key.startsWith(`pets/${petId}/`))

// Sign-up is rate limited (20 a minute), so the people are made once; every test has its own pets.
const owner = await createUploader(app)
const stranger = await createUploader(app)
const member = await createUploader(app)

const newPet = (name?: string) => createPet(db, owner.user.id, name)

async function uploaded(user: Uploader, petId: string, file?: { bytes: Uint8Array; name: string; type: string }) {
  const response = await upload(app, user, petId, file ?? (await png()))
  expect(response.status).toBe(201)
  return petImageSchema.parse(await response.json())
}

async function download(user: Uploader, url: string) {
  const response = await user.client.get(url)
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) }
}

/** Nothing of a refused upload may remain, neither a row nor a file. */
async function expectNothingStored(petId: string) {
  expect(await imageRowsOf(db, petId)).toEqual([])
  expect(filesOf(petId)).toEqual([])
}

describe('POST /api/pets/{petId}/images', () => {
  it('keeps a phone photo upright and strips its EXIF, GPS included', async () => {
    const pet = await newPet()
    const photo = await phonePhotoWithGps()
    const source = await sharp(photo).metadata()
    expect(hasGpsInfo(source.exif)).toBe(true)
    expect(source.icc).toBeDefined()

    const image = await uploaded(owner, pet.id, { bytes: photo, name: 'IMG_0001.JPG', type: 'image/jpeg' })
    expect(image).toMatchObject({ width: 200, height: 300, url: `/api/files/pet-images/${image.id}/original` })

    const { response, bytes } = await download(owner, image.url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    const stored = await sharp(bytes).metadata()
    expect(stored).toMatchObject({ format: 'jpeg', width: 200, height: 300 })
    expect(stored.exif).toBeUndefined()
    expect(stored.xmp).toBeUndefined()
    expect(stored.icc).toBeUndefined()
    expect(stored.orientation).toBeUndefined()
  })

  it('stores what the bytes are, not what the name or declared type say', async () => {
    const pet = await newPet()
    const image = await uploaded(owner, pet.id, { bytes: await imageAs('png'), name: 'photo.jpg', type: 'image/jpeg' })
    const { response, bytes } = await download(owner, image.url)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect((await sharp(bytes).metadata()).format).toBe('png')
    expect(filesOf(pet.id)).toContain(`pets/${pet.id}/${image.id}.png`)
  })

  it.each(['gif', 'webp'] as const)('takes a %s and keeps it in its own format, with a small WebP thumbnail', async (format) => {
    const pet = await newPet()
    const image = await uploaded(owner, pet.id, { bytes: await imageAs(format, 1200, 900), name: `pet.${format}`, type: `image/${format}` })
    expect(image).toMatchObject({ width: 1200, height: 900 })
    expect((await download(owner, image.url)).response.headers.get('content-type')).toBe(`image/${format}`)
    const thumbnail = await download(owner, image.thumbnailUrl)
    expect(thumbnail.response.headers.get('content-type')).toBe('image/webp')
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 })
  })

  it.each([
    ['a text file named .png', new TextEncoder().encode('not a picture, just words'), 'notes.png', 'image/png'],
    [
      'a PNG header on bytes that do not decode',
      paddedTo(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 64),
      'x.png',
      'image/png',
    ],
    ['a PDF', new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'vet.pdf', 'application/pdf'],
  ])('refuses %s with "File type not supported" and stores nothing', async (_what, bytes, name, type) => {
    const pet = await newPet()
    const response = await upload(app, owner, pet.id, { bytes, name, type })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { code: 'VALIDATION', message: 'File type not supported' } })
    await expectNothingStored(pet.id)
  })

  it('takes exactly 5,242,880 bytes and refuses one byte more with "File size exceeds 5MB limit"', async () => {
    const pet = await newPet()
    const refused = await upload(app, owner, pet.id, {
      bytes: paddedTo(await imageAs('png'), 5_242_881),
      name: 'big.png',
      type: 'image/png',
    })
    expect(refused.status).toBe(413)
    expect(await refused.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'File size exceeds 5MB limit' } })
    await expectNothingStored(pet.id)

    await uploaded(owner, pet.id, { bytes: paddedTo(await imageAs('png'), 5_242_880), name: 'max.png', type: 'image/png' })
  })

  it('refuses a body far over the limit before reading it, with the same message', async () => {
    const pet = await newPet()
    const response = await upload(app, owner, pet.id, { bytes: new Uint8Array(6 * 1024 * 1024), name: 'huge.png', type: 'image/png' })
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ error: { message: 'File size exceeds 5MB limit' } })
    await expectNothingStored(pet.id)
  })

  it('answers "Invalid file object provided" without a file, with an empty one, or with JSON', async () => {
    const pet = await newPet()
    const answers = [
      await upload(app, owner, pet.id, null),
      await upload(app, owner, pet.id, await png(), 'photo'),
      await upload(app, owner, pet.id, { bytes: new Uint8Array(0), name: 'empty.png', type: 'image/png' }),
      await owner.client.request('POST', `/api/pets/${pet.id}/images`, { file: 'pet.png' }),
    ]
    for (const response of answers) {
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION', message: 'Invalid file object provided' } })
    }
    await expectNothingStored(pet.id)
  })

  it('needs a session', async () => {
    const pet = await newPet()
    expect((await upload(app, null, pet.id, await png())).status).toBe(401)
    await expectNothingStored(pet.id)
  })

  it.each([
    ['the disk fails while storing', () => Promise.reject(new Error('disk full'))],
    ['the pet is deleted while its photo is stored', (petId: string) => db.delete(schema.pets).where(eq(schema.pets.id, petId))],
  ])('leaves neither row nor file behind when %s', async (_when, onThumbnail: (petId: string) => Promise<unknown>) => {
    const pet = await newPet()
    const store = createMemoryFileStore()
    const flakyStore: FileStore = {
      ...store,
      put: async (key, body, type) => {
        if (key.endsWith('-thumb.webp')) await onThumbnail(pet.id)
        await store.put(key, body, type)
      },
    }
    const flakyApp = createApp({
      config: testConfig(),
      database,
      log: createLogger('silent'),
      fileStore: flakyStore,
      mailer: createMemoryMailer(),
      version: 'test',
      passwordHasher: cheapPasswordHasher,
    })
    expect((await upload(flakyApp, owner, pet.id, await png())).status).toBe(500)
    expect(store.keys()).toEqual([])
    expect(await imageRowsOf(db, pet.id)).toEqual([])
  })
})

describe('profile image', () => {
  it('is the first upload; deleting it promotes the newest remaining one, then none', async () => {
    const pet = await newPet()
    const first = await uploaded(owner, pet.id)
    const second = await uploaded(owner, pet.id)
    const third = await uploaded(owner, pet.id)
    expect(await profileImageOf(db, pet.id)).toBe(first.id)

    expect((await owner.client.request('DELETE', `/api/pets/${pet.id}/images/${first.id}`)).status).toBe(204)
    expect(await profileImageOf(db, pet.id)).toBe(third.id)
    await owner.client.request('DELETE', `/api/pets/${pet.id}/images/${third.id}`)
    expect(await profileImageOf(db, pet.id)).toBe(second.id)
    await owner.client.request('DELETE', `/api/pets/${pet.id}/images/${second.id}`)
    expect(await profileImageOf(db, pet.id)).toBeNull()
  })

  it('is exactly one of several photos uploaded in parallel', async () => {
    const pet = await newPet()
    const images = await Promise.all([1, 2, 3].map(async () => uploaded(owner, pet.id)))
    expect(images.map((image) => image.id)).toContain(await profileImageOf(db, pet.id))
    expect(await imageRowsOf(db, pet.id)).toHaveLength(3)
  })

  it('can be chosen among the pet’s own photos only', async () => {
    const pet = await newPet()
    const otherPet = await newPet('Other')
    await uploaded(owner, pet.id)
    const second = await uploaded(owner, pet.id)
    const foreign = await uploaded(owner, otherPet.id)
    expect((await owner.client.request('PUT', `/api/pets/${pet.id}/profile-image`, { imageId: second.id })).status).toBe(204)
    expect(await profileImageOf(db, pet.id)).toBe(second.id)

    const response = await owner.client.request('PUT', `/api/pets/${pet.id}/profile-image`, { imageId: foreign.id })
    expect(response.status).toBe(404)
    expect(await profileImageOf(db, pet.id)).toBe(second.id)
  })

  it('keeps the 1 MB limit for JSON bodies', async () => {
    const pet = await newPet()
    const response = await owner.client.request('PUT', `/api/pets/${pet.id}/profile-image`, 'x'.repeat(1024 * 1024 + 1), {
      'content-type': 'application/json',
    })
    expect(response.status).toBe(413)
  })
})

describe('listing, downloading and deleting', () => {
  it('lists newest first and serves the files privately cached, typed and inline', async () => {
    const pet = await newPet()
    const older = await uploaded(owner, pet.id)
    const newer = await uploaded(owner, pet.id)
    const response = await owner.client.get(`/api/pets/${pet.id}/images`)
    expect(response.status).toBe(200)
    expect(((await response.json()) as { images: { id: string }[] }).images.map((image) => image.id)).toEqual([newer.id, older.id])

    const { response: file } = await download(owner, newer.thumbnailUrl)
    expect(
      Object.fromEntries(['cache-control', 'x-content-type-options', 'content-disposition'].map((h) => [h, file.headers.get(h)])),
    ).toEqual({
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    })
  })

  it('removes the row and both files; the image is gone everywhere', async () => {
    const pet = await newPet()
    const kept = await uploaded(owner, pet.id)
    const removed = await uploaded(owner, pet.id)
    expect(filesOf(pet.id)).toHaveLength(4)

    expect((await owner.client.request('DELETE', `/api/pets/${pet.id}/images/${removed.id}`)).status).toBe(204)
    expect(filesOf(pet.id).sort()).toEqual([`pets/${pet.id}/${kept.id}-thumb.webp`, `pets/${pet.id}/${kept.id}.png`])
    expect((await download(owner, removed.url)).response.status).toBe(404)
    expect((await owner.client.request('DELETE', `/api/pets/${pet.id}/images/${removed.id}`)).status).toBe(404)
  })

  it('answers 404 for an image addressed through another pet, and keeps it', async () => {
    const pet = await newPet()
    const otherPet = await newPet('Other')
    const image = await uploaded(owner, otherPet.id)
    expect((await owner.client.request('DELETE', `/api/pets/${pet.id}/images/${image.id}`)).status).toBe(404)
    expect(await imageRowsOf(db, otherPet.id)).toHaveLength(1)
  })
})

describe('access', () => {
  it('shows a stranger nothing: 404 everywhere, and changes nothing', async () => {
    const pet = await newPet()
    const image = await uploaded(owner, pet.id)
    const answers = [
      await upload(app, stranger, pet.id, await png()),
      await stranger.client.get(`/api/pets/${pet.id}/images`),
      await stranger.client.request('DELETE', `/api/pets/${pet.id}/images/${image.id}`),
      await stranger.client.request('PUT', `/api/pets/${pet.id}/profile-image`, { imageId: image.id }),
      await stranger.client.get(image.url),
      await stranger.client.get(image.thumbnailUrl),
    ]
    expect(answers.map((response) => response.status)).toEqual([404, 404, 404, 404, 404, 404])
    expect(await imageRowsOf(db, pet.id)).toHaveLength(1)
    expect(filesOf(pet.id)).toHaveLength(2)
  })

  it('lets a viewer list and download but not upload, delete or choose the profile photo', async () => {
    const pet = await newPet()
    const image = await uploaded(owner, pet.id)
    await sharePet(db, { ownerId: owner.user.id, memberId: member.user.id, petId: pet.id, accessLevel: 'viewer' })

    expect((await member.client.get(`/api/pets/${pet.id}/images`)).status).toBe(200)
    expect((await download(member, image.url)).response.status).toBe(200)
    const refused = [
      await upload(app, member, pet.id, await png()),
      await member.client.request('DELETE', `/api/pets/${pet.id}/images/${image.id}`),
      await member.client.request('PUT', `/api/pets/${pet.id}/profile-image`, { imageId: image.id }),
    ]
    expect(refused.map((response) => response.status)).toEqual([403, 403, 403])
    expect(await imageRowsOf(db, pet.id)).toHaveLength(1)
  })

  it('lets an editor upload and delete', async () => {
    const pet = await newPet()
    await sharePet(db, { ownerId: owner.user.id, memberId: member.user.id, petId: pet.id, accessLevel: 'editor' })
    const image = await uploaded(member, pet.id)
    expect(filesOf(pet.id)).toHaveLength(2)
    expect((await member.client.request('DELETE', `/api/pets/${pet.id}/images/${image.id}`)).status).toBe(204)
    await expectNothingStored(pet.id)
  })
})

describe('deleting a pet', () => {
  it('removes every image of that pet, rows and files, and no other pet’s', async () => {
    const pet = await newPet()
    const otherPet = await newPet('Other')
    await uploaded(owner, pet.id)
    await uploaded(owner, pet.id)
    await uploaded(owner, otherPet.id)
    expect(await listPetFileKeys({ db, petIds: [pet.id, otherPet.id] })).toHaveLength(6)

    expect((await owner.client.request('DELETE', `/api/pets/${pet.id}`)).status).toBe(204)
    await expectNothingStored(pet.id)
    expect(await profileImageOf(db, pet.id)).toBeNull()
    expect(filesOf(otherPet.id)).toHaveLength(2)
    expect(await profileImageOf(db, otherPet.id)).not.toBeNull()
  })
})

describe('images too big to decode safely', () => {
  it('refuses a 100-megapixel PNG (small on disk) from its header, and stores nothing', async () => {
    const pet = await newPet()
    const bytes = await hundredMegapixelPng()
    expect(bytes.byteLength).toBeLessThan(5_242_880)
    const response = await upload(app, owner, pet.id, { bytes, name: 'huge.png', type: 'image/png' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { code: 'VALIDATION', message: 'Image exceeds 40 megapixel limit' } })
    await expectNothingStored(pet.id)
  })

  it('decodes a burst of uploads at most one per core at a time, and takes them all', async () => {
    const pet = await newPet()
    const photo = { bytes: await imageAs('jpeg', 2000, 1500), name: 'pet.jpg', type: 'image/jpeg' }
    const responses = await Promise.all(Array.from({ length: 8 }, () => upload(app, owner, pet.id, photo)))
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(201))
    expect(imageWork.maxRunning).toBeGreaterThanOrEqual(1)
    expect(imageWork.maxRunning).toBeLessThanOrEqual(availableParallelism())
    expect([imageWork.running, imageWork.waiting]).toEqual([0, 0])
    expect(await imageRowsOf(db, pet.id)).toHaveLength(8)
  })
})
