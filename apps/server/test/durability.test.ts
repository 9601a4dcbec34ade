import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { call, freePort, signUp, startServer, type ServerProcess } from './fixtures/server-process'
import { uniqueEmail } from './test-app'
import { createPostgresDatabase } from './postgres-database'

/**
 * What the server acknowledged survives the process being killed: a writer sends breathing
 * counts to the real server process, the process gets SIGKILL (no shutdown, no flush) while
 * requests are in flight, a new process starts on the same data folder (or database), and every
 * count that was answered 2xx is there. PGlite by default; PostgreSQL with TEST_DATABASE_URL.
 */
const WRITERS = 3
/** The kill comes after this many acknowledged counts, or after this long, whichever is first. */
const KILL_AFTER_ACKS = 45
const KILL_AFTER_MS = 20_000

const cleanup: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const step of cleanup.reverse()) await step()
})

describe('durability', () => {
  it('keeps every acknowledged write when the server is killed mid-stream', { timeout: 400_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'pawpulse-durability-'))
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }))
    const env: Record<string, string> = {}
    if (process.env.TEST_DATABASE_URL) {
      const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL)
      cleanup.push(database.drop)
      env.DATABASE_URL = database.url
    }
    const port = await freePort()
    const servers: ServerProcess[] = []
    cleanup.push(async () => {
      for (const server of servers) await server.stop('SIGKILL')
    })

    const first = await startServer({ dataDir, port, env })
    servers.push(first)
    const owner = await signUp(first, uniqueEmail('durable'))
    const pet = (await (await call(first, owner.cookie, 'POST', '/api/pets', { name: 'Pepper', species: 'dog' })).json()) as { id: string }

    // Writers send counts one after another until the kill; each remembers what was answered 2xx.
    const acknowledged: string[] = []
    let sent = 0
    let killed = false
    const started = Date.now()
    const writer = async (w: number) => {
      for (let i = 0; !killed; i++) {
        const note = `writer ${w} count ${i}`
        sent++
        try {
          const response = await call(first, owner.cookie, 'POST', `/api/pets/${pet.id}/breathing-logs`, {
            measuredAt: new Date(Date.now() - 60_000).toISOString(),
            breathCount: 10 + (i % 10),
            durationSeconds: 30,
            method: 'counter',
            notes: note,
          })
          if (response.status === 201) acknowledged.push(note)
          else if (!killed) throw new Error(`a count was refused: ${response.status} ${await response.text()}`)
        } catch (error) {
          if (!killed) throw error
        }
        if (!killed && (acknowledged.length >= KILL_AFTER_ACKS || Date.now() - started > KILL_AFTER_MS)) {
          // Killed while the other writers' requests are still on their way.
          killed = true
          first.child.kill('SIGKILL')
        }
      }
    }
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)))
    await first.stop('SIGKILL')
    expect(first.child.signalCode).toBe('SIGKILL')
    expect(acknowledged.length).toBeGreaterThan(0)

    const second = await startServer({ dataDir, port, env })
    servers.push(second)
    // The session cookie from before the kill still works: sessions are in the database too.
    const response = await call(second, owner.cookie, 'GET', `/api/pets/${pet.id}/breathing-logs?days=2`)
    expect(response.status).toBe(200)
    const { logs } = (await response.json()) as { logs: { notes: string | null }[] }
    const stored = new Set(logs.map((log) => log.notes))
    const lost = acknowledged.filter((note) => !stored.has(note))
    console.log(
      `durability (${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${sent} counts sent, ${acknowledged.length} acknowledged before SIGKILL, ${logs.length} stored after the restart, ${lost.length} acknowledged ones lost`,
    )
    expect(lost).toEqual([])
    // Nothing that was never sent appears, and nothing is stored twice.
    expect(logs.length).toBeLessThanOrEqual(sent)
    expect(stored.size).toBe(logs.length)
    await second.stop()
  })
})
