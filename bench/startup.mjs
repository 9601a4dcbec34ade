// Budget (architecture.md): `npm start` on an existing data folder is listening in ≤ 1 s.
// Starts the built server (apps/server/dist/main.js, as scripts/start.mjs runs it after its build
// check; run `npm run build` first) on a data folder that was migrated by a first (unmeasured)
// start, and measures from spawn to the first healthy answer, RUNS times.
// start-and-memory.mjs measures the same start on PostgreSQL too, and the server's memory.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const RUNS = Number(process.env.RUNS ?? 5)
const BUDGET_MS = 1000
const port = 3900 + Math.floor(Math.random() * 90)
const builtServer = join(root, 'apps/server/dist/main.js')
if (!existsSync(builtServer)) throw new Error('Build the server first: npm run build')
const dataDir = mkdtempSync(join(tmpdir(), 'pawpulse-bench-'))

async function startOnce() {
  const started = performance.now()
  const child = spawn(process.execPath, ['--enable-source-maps', builtServer], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PAWPULSE_DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: 'ignore',
  })
  const deadline = started + 30_000
  while (performance.now() < deadline) {
    try {
      const response = await fetch(`http://localhost:${port}/api/health`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20))
  }
  const elapsed = performance.now() - started
  await new Promise((done) => {
    child.once('exit', done)
    child.kill('SIGTERM')
  })
  return elapsed
}

await startOnce() // creates and migrates the data folder
const times = []
for (let i = 0; i < RUNS; i++) times.push(await startOnce())
rmSync(dataDir, { recursive: true, force: true })
times.sort((a, b) => a - b)
const median = times[Math.floor(times.length / 2)]
console.log(
  `startup on an existing data folder (PGlite), ${RUNS} runs: median ${median.toFixed(0)} ms, worst ${times.at(-1).toFixed(0)} ms — budget ${BUDGET_MS} ms: ${times.at(-1) <= BUDGET_MS ? 'within' : 'OVER'}`,
)
