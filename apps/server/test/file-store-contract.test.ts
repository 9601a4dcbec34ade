import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createDiskFileStore, createMemoryFileStore, type FileStore } from '#server/lib/file-store.ts'
import { createS3FileStore } from '#server/lib/s3-file-store.ts'
import { startS3Server } from './fixtures/s3-server'

// One contract, three stores: what a feature may rely on whichever store server.ts picked.
const diskRoot = await mkdtemp(join(tmpdir(), 'pawpulse-files-'))
const s3 = await startS3Server()
afterAll(async () => {
  await rm(diskRoot, { recursive: true, force: true })
  await s3.close()
})

const stores: [string, () => FileStore][] = [
  ['disk', () => createDiskFileStore(diskRoot)],
  ['memory', () => createMemoryFileStore()],
  ['s3', () => createS3FileStore(s3.config)],
]

let counter = 0
/** A key like the ones the server makes, new for every call so the cases never see each other's files. */
const newKey = (ext = 'jpg') => `pets/contract-${process.pid}-${++counter}/${counter}.${ext}`
const bytes = (...values: number[]) => new Uint8Array(values)
/** The stored bytes as plain numbers (the disk store answers a Buffer, the others a Uint8Array). */
const numbersOf = (file: { body: Uint8Array } | null) => (file ? [...file.body] : null)

describe.each(stores)('the %s file store', (_name, makeStore) => {
  const store = makeStore()

  it('gives back the bytes and the content type it was given', async () => {
    const key = newKey('png')
    await store.put(key, bytes(137, 80, 78, 71, 0, 255), 'image/png')
    const file = await store.get(key)
    expect(file?.contentType).toBe('image/png')
    expect(numbersOf(file)).toEqual([137, 80, 78, 71, 0, 255])
  })

  it('keeps the last of two writes to one key, type included', async () => {
    const key = newKey()
    await store.put(key, bytes(1, 2, 3), 'image/jpeg')
    await store.put(key, bytes(9), 'image/webp')
    const file = await store.get(key)
    expect(file?.contentType).toBe('image/webp')
    expect(numbersOf(file)).toEqual([9])
  })

  it('answers null for a key that was never stored', async () => {
    expect(await store.get(newKey())).toBeNull()
  })

  it('deletes many keys at once, missing ones included, and leaves the others', async () => {
    const [gone1, gone2, kept] = [newKey(), newKey(), newKey()]
    for (const key of [gone1, gone2, kept]) await store.put(key, bytes(7), 'image/jpeg')
    await store.delete([gone1, newKey(), gone2])
    expect(await store.get(gone1)).toBeNull()
    expect(await store.get(gone2)).toBeNull()
    expect(numbersOf(await store.get(kept))).toEqual([7])
    await store.delete([])
  })

  it('deletes past the 1,000 keys one S3 request takes', async () => {
    const [first, last] = [newKey(), newKey()]
    await store.put(first, bytes(1), 'image/jpeg')
    await store.put(last, bytes(2), 'image/jpeg')
    // 1,001 keys: the last one is in a second request (missing keys cost S3 nothing to delete).
    const missing = Array.from({ length: 999 }, () => newKey())
    await store.delete([first, ...missing, last])
    expect(await store.get(first)).toBeNull()
    expect(await store.get(last)).toBeNull()
  })

  it.each(['../escape.jpg', 'pets/../../etc/passwd', '/absolute.jpg', 'Pets/Upper.jpg', 'pets/a b.jpg', ''])(
    'refuses the key %j for every operation',
    async (key) => {
      await expect(store.put(key, bytes(1), 'image/jpeg')).rejects.toThrow('invalid file key')
      await expect(store.get(key)).rejects.toThrow('invalid file key')
      await expect(store.delete([newKey(), key])).rejects.toThrow('invalid file key')
    },
  )

  it('holds deletions while a backup keeps the files, and deletes them once the last hold ends', async () => {
    const key = newKey()
    await store.put(key, bytes(5), 'image/jpeg')
    let endFirst = () => {}
    let endSecond = () => {}
    const first = store.keepFilesDuring(() => new Promise<void>((done) => (endFirst = done)))
    const second = store.keepFilesDuring(() => new Promise<void>((done) => (endSecond = done)))
    let deleted = false
    const deletion = store.delete([key]).then(() => (deleted = true))

    // A read after the deletion was asked for still finds the file: the deletion waits.
    expect(numbersOf(await store.get(key))).toEqual([5])
    endFirst()
    await first
    expect(numbersOf(await store.get(key))).toEqual([5])
    expect(deleted).toBe(false)

    endSecond()
    await second
    await deletion
    expect(await store.get(key)).toBeNull()
  })

  it('gives keepFilesDuring’s result back, and ends the hold when it throws', async () => {
    expect(await store.keepFilesDuring(async () => 42)).toBe(42)
    await expect(store.keepFilesDuring(() => Promise.reject(new Error('backup failed')))).rejects.toThrow('backup failed')
    const key = newKey()
    await store.put(key, bytes(1), 'image/jpeg')
    await store.delete([key])
    expect(await store.get(key)).toBeNull()
  })
})

describe('the S3 file store in the bucket', () => {
  const store = createS3FileStore(s3.config)
  const raw = new S3Client({ ...s3.config, credentials: s3.config.credentials! })
  afterAll(() => raw.destroy())

  it('keeps the content type on the object itself: one object per file, no sidecar', async () => {
    const key = newKey('webp')
    await store.put(key, bytes(82, 73, 70, 70), 'image/webp')
    const listed = await raw.send(
      new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: key.split('/')[0] + '/' + key.split('/')[1] }),
    )
    expect(listed.Contents?.map((object) => object.Key)).toEqual([key])
    const head = await raw.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: key }))
    expect(head.ContentType).toBe('image/webp')
    expect(head.ContentLength).toBe(4)
  })

  it('sends a deletion of 2,500 keys as DeleteObjects requests of at most 1,000 keys', async () => {
    // S3 refuses a DeleteObjects of more than 1,000 keys; s3rver does not, so a proxy counts what is sent.
    const batches: number[] = []
    const target = new URL(s3.config.endpoint!)
    const proxy = createServer((incoming, answer) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('end', () => {
        const body = Buffer.concat(chunks)
        if (incoming.method === 'POST' && incoming.url?.includes('delete')) batches.push(body.toString().split('<Key>').length - 1)
        const forward = request(
          { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
          (reply) => {
            answer.writeHead(reply.statusCode!, reply.headers)
            reply.pipe(answer)
          },
        )
        forward.end(body)
      })
    })
    await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done))
    try {
      const { port } = proxy.address() as AddressInfo
      const throughProxy = createS3FileStore({ ...s3.config, endpoint: `http://127.0.0.1:${port}` })
      const [first, last] = [newKey(), newKey()]
      await throughProxy.put(first, bytes(1), 'image/jpeg')
      await throughProxy.put(last, bytes(2), 'image/jpeg')
      await throughProxy.delete([first, ...Array.from({ length: 2498 }, () => newKey()), last])
      expect(batches).toEqual([1000, 1000, 500])
      expect(await store.get(first)).toBeNull()
      expect(await store.get(last)).toBeNull()
    } finally {
      await new Promise((done) => proxy.close(done))
    }
  })

  it('fails loudly when the bucket does not exist, rather than answering "no such file"', async () => {
    const elsewhere = createS3FileStore({ ...s3.config, bucket: 'no-such-bucket' })
    await expect(elsewhere.get(newKey())).rejects.toThrow()
    await expect(elsewhere.put(newKey(), bytes(1), 'image/jpeg')).rejects.toThrow()
  })
})
