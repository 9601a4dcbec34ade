import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { petImageSchema } from '@pawpulse/domain/pets'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import { backupToken } from '#server/features/backup/backup-token.ts'
import { createLogger } from '#server/lib/logger.ts'
import { createMemoryMailer } from '#server/lib/mailer.ts'
import { createS3FileStore } from '#server/lib/s3-file-store.ts'
import { phonePhotoWithGps } from './fixtures/images'
import { createPet, createUploader, upload } from './fixtures/pet-image-calls'
import { startS3Server } from './fixtures/s3-server'
import { runCli } from './fixtures/server-process'
import { testConfig, cheapPasswordHasher } from './test-app'
import { createTestDatabase } from './test-database'

// The pet photo journey with the files in a real S3-compatible bucket instead of memory: what
// server.ts builds when S3_BUCKET is set.
const s3 = await startS3Server()
const database = await createTestDatabase()
const config = testConfig({ s3: s3.config })
const app = createApp({
  config,
  database,
  log: createLogger('silent'),
  fileStore: createS3FileStore(s3.config),
  mailer: createMemoryMailer(),
  version: 'test',
  passwordHasher: cheapPasswordHasher,
})
const bucket = new S3Client({ ...s3.config, credentials: s3.config.credentials! })
afterAll(async () => {
  bucket.destroy()
  await database.close()
  await s3.close()
})

const objectsOf = async (petId: string) =>
  ((await bucket.send(new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: `pets/${petId}/` }))).Contents ?? [])
    .map((object) => object.Key!)
    .sort()

const owner = await createUploader(app)
const stranger = await createUploader(app)

describe('pet photos in an S3 bucket', () => {
  it('stores the upload as objects, serves them to the owner through the API, and to no one else', async () => {
    const pet = await createPet(database.db, owner.user.id)
    const response = await upload(app, owner, pet.id, { bytes: await phonePhotoWithGps(), name: 'IMG_0001.JPG', type: 'image/jpeg' })
    expect(response.status).toBe(201)
    const image = petImageSchema.parse(await response.json())
    expect(await objectsOf(pet.id)).toEqual([`pets/${pet.id}/${image.id}-thumb.webp`, `pets/${pet.id}/${image.id}.jpg`])

    const original = await app.request(image.url, { headers: { cookie: owner.cookie } })
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/jpeg')
    const served = new Uint8Array(await original.arrayBuffer())
    // The bytes the API sends are the object's, and still the re-encoded photo without its GPS.
    const object = await bucket.send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: `pets/${pet.id}/${image.id}.jpg` }))
    expect(object.ContentType).toBe('image/jpeg')
    expect(Buffer.from(served).equals(Buffer.from(await object.Body!.transformToByteArray()))).toBe(true)
    const stored = await sharp(served).metadata()
    expect(stored).toMatchObject({ format: 'jpeg', width: 200, height: 300 })
    expect(stored.exif).toBeUndefined()

    const thumbnail = await app.request(image.thumbnailUrl, { headers: { cookie: owner.cookie } })
    expect(thumbnail.status).toBe(200)
    expect(thumbnail.headers.get('content-type')).toBe('image/webp')

    expect((await app.request(image.url, { headers: { cookie: stranger.cookie } })).status).toBe(404)
    expect((await app.request(image.url)).status).toBe(401)
  })

  it('removes the objects when the photo is deleted', async () => {
    const pet = await createPet(database.db, owner.user.id)
    const response = await upload(app, owner, pet.id, { bytes: await phonePhotoWithGps(), name: 'pet.jpg', type: 'image/jpeg' })
    const image = petImageSchema.parse(await response.json())
    expect(await objectsOf(pet.id)).toHaveLength(2)
    const deleted = await owner.client.request('DELETE', `/api/pets/${pet.id}/images/${image.id}`)
    expect(deleted.status).toBe(204)
    expect(await objectsOf(pet.id)).toEqual([])
    expect((await app.request(image.url, { headers: { cookie: owner.cookie } })).status).toBe(404)
  })
})

describe('backups with the files in a bucket', () => {
  it('the server refuses to make an archive that would leave the bucket’s files out', async () => {
    const response = await app.request('/api/system/backup', {
      method: 'POST',
      headers: { authorization: `Bearer ${backupToken(config.authSecret)}` },
    })
    expect(response.status).toBe(409)
    // On PostgreSQL the server refuses first for the database (pg_dump); on PGlite for the bucket.
    const { error } = (await response.json()) as { error: { message: string } }
    expect(error.message).toMatch(database.snapshot ? /S3 bucket pawpulse-test/ : /PostgreSQL/)
  })

  // One command process (about as long as the rest of this file); restore's refusal is the same check.
  it('npm run backup says the files are in the bucket and stops', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pawpulse-s3-backup-'))
    const result = await runCli('backup', [], {
      env: { PAWPULSE_DATA_DIR: dataDir, S3_BUCKET: 'pawpulse-files' },
      invokedIn: dataDir,
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('keeps its files in the S3 bucket pawpulse-files')
  })
})
