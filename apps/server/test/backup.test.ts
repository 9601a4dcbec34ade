import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { readBackupArchive } from '#server/features/backup/archive.ts'
import { backupToken } from '#server/features/backup/backup-token.ts'
import { createMemoryFileStore } from '#server/lib/file-store.ts'
import { imageAs } from './fixtures/images'
import { call, freePort, runCli, signIn, signUp, startServer, type ServerProcess } from './fixtures/server-process'
import { createTestApp, createTestUser, testConfig, uniqueEmail } from './test-app'

const { app, database } = await createTestApp()
const secret = testConfig().authSecret

const cleanup: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const step of cleanup.reverse()) await step()
})
async function tempDir(name: string) {
  const dir = await mkdtemp(join(tmpdir(), `pawpulse-${name}-`))
  cleanup.push(() => rm(dir, { recursive: true, force: true }))
  return dir
}

const requestBackup = (authorization?: string) =>
  app.request('/api/system/backup', { method: 'POST', headers: authorization ? { authorization } : {} })

describe('POST /api/system/backup', () => {
  it.each([
    ['no token', undefined],
    ['a token signed with another secret', `Bearer ${backupToken('another-secret-that-is-at-least-32-characters')}`],
    ['a token from ten minutes ago', `Bearer ${backupToken(secret, Date.now() - 10 * 60_000)}`],
    ['a malformed token', 'Bearer 123.abc'],
  ])('refuses %s with 401', async (_what, authorization) => {
    const response = await requestBackup(authorization)
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } })
  })

  it('refuses a signed-in admin without the token: a session is not enough', async () => {
    const admin = await createTestUser(app)
    const response = await admin.client.request('POST', '/api/system/backup')
    expect(response.status).toBe(401)
  })

  it.runIf(database.kind === 'pglite')('answers a valid token with an archive of the database', async () => {
    const response = await requestBackup(`Bearer ${backupToken(secret)}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/gzip')
    const { manifest, database: snapshot } = readBackupArchive(gunzipSync(new Uint8Array(await response.arrayBuffer())))
    expect(manifest).toMatchObject({ format: 'pawpulse-backup', version: 1, database: 'pglite', appVersion: 'test' })
    expect(snapshot.length).toBeGreaterThan(1_000_000)
  })

  it.runIf(database.kind === 'postgres')('on PostgreSQL, points to pg_dump', async () => {
    const response = await requestBackup(`Bearer ${backupToken(secret)}`)
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ error: { code: 'CONFLICT', message: expect.stringContaining('pg_dump') } })
  })
})

describe('file deletions during a backup', () => {
  it('wait until the backup has read the files, then happen', async () => {
    const store = createMemoryFileStore()
    await store.put('pet-images/a.webp', new Uint8Array([1]), 'image/webp')
    let finishBackup = () => {}
    const backup = store.keepFilesDuring(() => new Promise<void>((done) => (finishBackup = done)))
    let deleted = false
    const deletion = store.delete(['pet-images/a.webp']).then(() => (deleted = true))
    await new Promise((done) => setTimeout(done, 50))
    expect(deleted).toBe(false)
    expect(await store.get('pet-images/a.webp')).not.toBeNull()
    finishBackup()
    await backup
    await deletion
    expect(store.keys()).toEqual([])
  })
})

describe('npm run backup / npm run restore', () => {
  it.runIf(!process.env.TEST_DATABASE_URL)(
    'round trip: a running server’s data and files, backed up, restored into a new folder, served again',
    { timeout: 400_000 },
    async () => {
      const work = await tempDir('backup-work')
      const original = join(work, 'original')
      const restored = join(work, 'restored')
      const servers: ServerProcess[] = []
      cleanup.push(() => Promise.all(servers.map((s) => s.stop('SIGKILL'))))

      // Seed through the API: a pet with a photo and two weights; mails in the outbox.
      const first = await startServer({ dataDir: original, port: await freePort() })
      servers.push(first)
      const owner = await signUp(first, uniqueEmail('backup'))
      const pet = (await (await call(first, owner.cookie, 'POST', '/api/pets', { name: 'Pepper', species: 'dog' })).json()) as {
        id: string
      }
      const form = new FormData()
      form.append('file', new File([(await imageAs('png')) as Uint8Array<ArrayBuffer>], 'pepper.png', { type: 'image/png' }))
      const uploaded = await fetch(`${first.url}/api/pets/${pet.id}/images`, {
        method: 'POST',
        headers: { origin: first.url, cookie: owner.cookie },
        body: form,
      })
      expect(uploaded.status).toBe(201)
      const photo = (await uploaded.json()) as { url: string }
      const photoBytes = new Uint8Array(await (await call(first, owner.cookie, 'GET', photo.url)).arrayBuffer())
      for (const [measuredAt, weight] of [
        ['2026-01-10', 8.4],
        ['2026-01-20', 8.2],
      ] as const) {
        expect(
          (await call(first, owner.cookie, 'POST', `/api/pets/${pet.id}/weight-logs`, { measuredAt, weight, weightUnit: 'kg' })).status,
        ).toBe(201)
      }
      expect(
        (await call(first, owner.cookie, 'POST', '/api/household/members', { name: 'Sam', email: uniqueEmail('sam'), petIds: [pet.id] }))
          .status,
      ).toBe(201)
      // Two mails: the address confirmation (sent after the sign-up's answer) and the invitation.
      // Wait for both, so the archive is taken of a settled folder.
      let outbox: string[] = []
      for (let tries = 0; tries < 200 && outbox.length < 2; tries++) {
        outbox = await readdir(join(original, 'outbox'))
        if (outbox.length < 2) await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(outbox).toHaveLength(2)

      // Backed up while the server runs: the server makes the archive.
      const backup = await runCli('backup', ['--out', 'pepper.tar.gz'], { env: { PAWPULSE_DATA_DIR: original }, invokedIn: work })
      expect(backup).toMatchObject({ code: 0, stdout: expect.stringContaining('made by the running server') })
      // What happens after the backup is not in it.
      expect(
        (
          await call(first, owner.cookie, 'POST', `/api/pets/${pet.id}/weight-logs`, {
            measuredAt: '2026-01-30',
            weight: 8.0,
            weightUnit: 'kg',
          })
        ).status,
      ).toBe(201)

      // A restore never pulls a folder from under a running server.
      const refused = await runCli('restore', ['pepper.tar.gz', '--force'], { env: { PAWPULSE_DATA_DIR: original }, invokedIn: work })
      expect(refused.code).toBe(1)
      expect(refused.stderr).toContain(`A Pawpulse server (process ${first.child.pid}`)
      await first.stop()

      // With the server stopped, the command opens the folder itself.
      const offline = await runCli('backup', ['--out', 'offline.tar.gz'], { env: { PAWPULSE_DATA_DIR: original }, invokedIn: work })
      expect(offline).toMatchObject({ code: 0, stdout: expect.stringContaining('Backup written to') })
      // The photo and its thumbnail (each with its content-type file), and the two mails.
      expect(readBackupArchive(gunzipSync(await readFile(join(work, 'offline.tar.gz')))).manifest.files).toBe(4 + outbox.length)

      const restore = await runCli('restore', ['pepper.tar.gz'], { env: { PAWPULSE_DATA_DIR: restored }, invokedIn: work })
      expect(restore).toMatchObject({ code: 0, stdout: expect.stringContaining(`into ${restored}`) })
      const again = await runCli('restore', ['pepper.tar.gz'], { env: { PAWPULSE_DATA_DIR: restored }, invokedIn: work })
      expect(again.code).toBe(1)
      expect(again.stderr).toContain('already holds data')
      expect(existsSync(join(restored, 'auth-secret'))).toBe(false)
      expect(await readdir(join(restored, 'outbox'))).toEqual(outbox)

      // The restored folder serves the data as it was at the backup, photo bytes included.
      const second = await startServer({ dataDir: restored, port: await freePort() })
      servers.push(second)
      const cookie = await signIn(second, owner.email, owner.password)
      const pets = (await (await call(second, cookie, 'GET', '/api/pets')).json()) as { pets: { id: string; name: string }[] }
      expect(pets.pets.map((p) => [p.id, p.name])).toEqual([[pet.id, 'Pepper']])
      const weights = (await (
        await call(second, cookie, 'GET', `/api/pets/${pet.id}/weight-logs?from=2026-01-01&to=2026-02-28`)
      ).json()) as { logs: { weight: number }[] }
      expect(weights.logs.map((log) => log.weight).sort()).toEqual([8.2, 8.4])
      const served = await call(second, cookie, 'GET', photo.url)
      expect(served.status).toBe(200)
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(photoBytes)
      await second.stop()
    },
  )

  it.runIf(!!process.env.TEST_DATABASE_URL)('on PostgreSQL, point to pg_dump and pg_restore', async () => {
    const work = await tempDir('backup-pg')
    const env = { PAWPULSE_DATA_DIR: join(work, 'data'), DATABASE_URL: process.env.TEST_DATABASE_URL! }
    const backup = await runCli('backup', [], { env, invokedIn: work })
    expect(backup.code).toBe(1)
    expect(backup.stderr).toContain('pg_dump')
    const restore = await runCli('restore', ['x.tar.gz'], { env, invokedIn: work })
    expect(restore.code).toBe(1)
    expect(restore.stderr).toContain('pg_restore')
  })

  it('explain what is wrong with the file or the arguments', async () => {
    const work = await tempDir('backup-args')
    const env = { PAWPULSE_DATA_DIR: join(work, 'data') }
    expect(await runCli('restore', [], { env, invokedIn: work })).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Usage: npm run restore -- FILE [--force]'),
    })
    expect(await runCli('restore', ['missing.tar.gz'], { env, invokedIn: work })).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`No such file: ${join(work, 'missing.tar.gz')}`),
    })
    expect(await runCli('backup', [], { env, invokedIn: work })).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('There is no Pawpulse database in'),
    })
  })
})
