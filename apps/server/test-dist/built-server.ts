// The built server (`apps/server/dist/main.js`, what `npm start` runs) as a real process: for
// tests of what only the bundle can get wrong — a named export the bundler's interop dropped, a
// lazily loaded file left behind (docs/decisions/060). Generic on purpose: any suite that must run
// against dist/ starts it here with its own environment.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freePort } from '../test/fixtures/server-process'

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
 * Starts `node dist/main.js` on a free port with a fresh data folder (embedded PGlite unless `env`
 * says DATABASE_URL), NODE_ENV=test and `env`; resolves once /api/health answers 200.
 */
export async function startBuiltServer({
  env = {},
  readyWithinMs = 420_000,
}: { env?: Record<string, string>; readyWithinMs?: number } = {}) {
  buildIfNeeded()
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'pawpulse-dist-'))
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [BUILT_SERVER], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: url,
      PAWPULSE_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const server: BuiltServer = {
    url,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  const deadline = Date.now() + readyWithinMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      rmSync(dataDir, { recursive: true, force: true })
      throw new Error(`the built server exited before it was ready:\n${output}`)
    }
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return server
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250))
  }
  child.kill('SIGKILL')
  await exited
  rmSync(dataDir, { recursive: true, force: true })
  throw new Error(`the built server was not ready within ${readyWithinMs} ms:\n${output}`)
}

/** A browser-like caller of a running server: keeps its cookies, sends the Origin it trusts. */
export class BuiltServerClient {
  private readonly cookies = new Map<string, string>()
  constructor(private readonly server: Pick<BuiltServer, 'url'>) {}

  async request(method: string, path: string, body?: unknown) {
    const isForm = body instanceof FormData
    const response = await fetch(`${this.server.url}${path}`, {
      method,
      headers: {
        origin: this.server.url,
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: isForm ? body : JSON.stringify(body) } : {}),
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const [name = '', value = ''] = pair.split('=')
      if (/Max-Age=0/i.test(line) || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return response
  }

  get = (path: string) => this.request('GET', path)
  post = (path: string, body?: unknown) => this.request('POST', path, body ?? {})
}
