import { existsSync, readdirSync, statSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { vetRecordFileSchema, type VetRecordFile } from '@pawpulse/domain/vet-record-api'
import { VET_RECORD_FILE_MESSAGES } from '@pawpulse/domain/vet-record-files'
import { afterAll, describe, expect, it } from 'vitest'
import { serverDir } from '#server/paths.ts'
import { hostileDocuments } from './fixtures/hostile-documents'
import { freePort, signUp, startServer, type ServerProcess } from './fixtures/server-process'
import { textPdf } from './fixtures/vet-records'
import { uniqueEmail } from './test-app'
import { createPostgresDatabase } from './postgres-database'

/**
 * The finding as filed (docs/decisions/058), against the BUILT server — `node apps/server/dist/main.js`,
 * as `npm start` runs it — so that the reading process's own entry (dist/document-worker.js) is proven
 * to be in the build: a guest's decompression bomb is read while /api/health is asked every 200 ms,
 * each answer within 2 s; the record ends refused with the owner's sentence; the server's memory
 * comes back; an ordinary record is then read as before.
 *
 * It needs `npm run build -w @pawpulse/server` first, and is skipped, saying so, when the build is
 * missing or older than the sources. `.ci/run` builds before the Node 22 and 24 lanes, which run the
 * server suite again (on PostgreSQL): it runs there.
 */
const HEALTH_WITHIN_MS = 2_000
const BOMB_MIB = 512

const newest = (path: string): number =>
  statSync(path).isDirectory() ? Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name)))) : statSync(path).mtimeMs
const built = join(serverDir, 'dist/main.js')
const sources = ['src', 'build.mjs', 'package.json', '../../packages/domain/src'].map((path) => join(serverDir, path))
const notBuilt = !existsSync(built)
  ? 'apps/server/dist is missing: run `npm run build -w @pawpulse/server` first'
  : newest(built) < Math.max(...sources.map(newest))
    ? 'apps/server/dist is older than the sources: run `npm run build -w @pawpulse/server` first'
    : undefined

const cleanup: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const step of cleanup.reverse()) await step()
})

async function residentMb(pid: number | undefined): Promise<number | undefined> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => undefined)
  const kb = status?.match(/^VmRSS:\s+(\d+) kB/m)?.[1]
  return kb === undefined ? undefined : Number(kb) / 1024
}

describe.skipIf(notBuilt)(`the built server reads hostile documents aside${notBuilt ? ` (skipped: ${notBuilt})` : ''}`, () => {
  it(
    'keeps answering /api/health within 2 s while a decompression bomb is read, refuses it, and reads an ordinary record after',
    { timeout: 400_000 },
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'pawpulse-built-documents-'))
      cleanup.push(() => rm(dataDir, { recursive: true, force: true }))
      const env: Record<string, string> = {}
      if (process.env.TEST_DATABASE_URL) {
        const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL)
        cleanup.push(database.drop)
        env.DATABASE_URL = database.url
      }
      const server: ServerProcess = await startServer({ dataDir, port: await freePort(), env, built: true })
      cleanup.push(() => server.stop('SIGKILL'))
      const owner = await signUp(server, uniqueEmail('bomb'))

      const uploadAndWatch = async (bytes: Uint8Array, name: string) => {
        const body = new FormData()
        body.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' }))
        const response = await fetch(`${server.url}/api/vet-records`, {
          method: 'POST',
          headers: { origin: server.url, cookie: owner.cookie },
          body,
        })
        expect(response.status, await response.clone().text()).toBe(202)
        const { id } = vetRecordFileSchema.parse(await response.json())
        let slowestHealthMs = 0
        const deadline = Date.now() + 300_000
        for (;;) {
          const started = performance.now()
          const health = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(HEALTH_WITHIN_MS) }).catch(() => undefined)
          const tookMs = performance.now() - started
          expect(health?.status, `/api/health did not answer within ${HEALTH_WITHIN_MS} ms`).toBe(200)
          slowestHealthMs = Math.max(slowestHealthMs, tookMs)
          const record: VetRecordFile = vetRecordFileSchema.parse(
            await (await fetch(`${server.url}/api/vet-records/${id}`, { headers: { cookie: owner.cookie } })).json(),
          )
          if (record.status === 'done' || record.status === 'failed') return { record, slowestHealthMs }
          expect(Date.now(), `the record was still ${record.status}`).toBeLessThan(deadline)
          await new Promise((done) => setTimeout(done, 200))
        }
      }

      const rssBefore = await residentMb(server.child.pid)
      const bomb = await uploadAndWatch(hostileDocuments.bomb(BOMB_MIB), 'bomb.pdf')
      expect(bomb.record).toMatchObject({ status: 'failed', error: VET_RECORD_FILE_MESSAGES.unsafe, record: null, pages: null })
      expect(bomb.slowestHealthMs).toBeLessThan(HEALTH_WITHIN_MS)
      const rssAfter = await residentMb(server.child.pid)
      // The bomb never came into the server's process: its memory is where it was, give or take.
      if (rssBefore !== undefined && rssAfter !== undefined) expect(rssAfter - rssBefore).toBeLessThan(150)

      const ordinary = await uploadAndWatch(await textPdf(), 'Biscuit-2024.pdf')
      expect(ordinary.record).toMatchObject({ status: 'done', error: null, pages: 1, ocrPages: 0 })
      expect(ordinary.record.record?.pet.name?.value).toBe('Biscuit')
    },
  )
})
