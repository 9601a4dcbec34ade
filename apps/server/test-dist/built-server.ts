// The built server (`apps/server/dist/main.js`, what `npm start` runs) as a real process: for
// tests of what only the bundle can get wrong — a named export the bundler's interop dropped, a
// lazily loaded file left behind (docs/decisions/060). Generic on purpose: any suite that must run
// against dist/ starts it here with its own environment.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freePort, startServer } from '../test/fixtures/server-process'

const serverDir = resolve(import.meta.dirname, '..')
export const BUILT_SERVER = join(serverDir, 'dist/main.js')

export interface BuiltServer {
  /** `http://127.0.0.1:PORT`, also the server's PUBLIC_URL (the origin its writes must come from). */
  url: string
  dataDir: string
  /** What the process wrote so far (its log lines), for assertions and failure messages. */
  output(): string
  /** SIGTERM, waits for the exit, and removes the data folder. */
  stop(): Promise<void>
}

/** Builds the server unless dist/main.js exists (CI builds it before: `npm run build`). */
export function buildIfNeeded() {
  if (existsSync(BUILT_SERVER)) return
  const built = spawnSync('npm', ['run', 'build', '-w', '@pawpulse/server'], { cwd: resolve(serverDir, '../..'), encoding: 'utf8' })
  if (built.status !== 0) throw new Error(`the server did not build:\n${built.stdout}\n${built.stderr}`)
}

/**
 * Starts `node dist/main.js` (startServer's `built`) on a free port with a fresh data folder
 * (embedded PGlite unless `env` says DATABASE_URL), its own address as PUBLIC_URL and `env`;
 * resolves once /api/health answers 200.
 */
export async function startBuiltServer({
  env = {},
  readyWithinMs = 420_000,
}: { env?: Record<string, string>; readyWithinMs?: number } = {}): Promise<BuiltServer> {
  buildIfNeeded()
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'pawpulse-dist-'))
  const url = `http://127.0.0.1:${port}`
  const removeData = () => rmSync(dataDir, { recursive: true, force: true })
  try {
    const server = await startServer({ dataDir, port, built: true, readyWithinMs, env: { PUBLIC_URL: url, ...env } })
    return {
      url,
      dataDir,
      output: server.output,
      async stop() {
        await server.stop()
        removeData()
      },
    }
  } catch (error) {
    removeData()
    throw error
  }
}
