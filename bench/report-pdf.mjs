// Budget (docs/product/reports.md, docs/ARCHITECTURE.md#budgets): a year of daily breathing counts and weights for one
// pet renders to PDF in ≤ 2 s. Starts the real server on a fresh PGlite data folder, seeds one pet
// through the API (365 sleeping counts, 365 weights, a condition, a medication with doses), then
// times `GET /api/pets/{id}/report.pdf?days=365` (every section: the model is built and the PDF
// drawn by the app's own code) RUNS times, and the JSON model alone for comparison.
import { Buffer } from 'node:buffer'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const RUNS = Number(process.env.RUNS ?? 5)
const DAYS = 365
const BUDGET_MS = 2000
const port = 3900 + Math.floor(Math.random() * 90)
const base = `http://localhost:${port}`
const dataDir = mkdtempSync(join(tmpdir(), 'pawpulse-bench-pdf-'))

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), PAWPULSE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
})

async function waitHealthy() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('the server did not start')
}

let cookie = ''
async function api(method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    // Better Auth asks for the app's own origin on its routes, as a browser page would send it.
    headers: { cookie, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  const setCookie = response.headers.getSetCookie?.() ?? []
  if (setCookie.length) cookie = setCookie.map((c) => c.split(';')[0]).join('; ')
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return response
}

const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)

/** Sends `count` requests, `width` at a time. */
async function inBatches(count, width, send) {
  for (let start = 0; start < count; start += width)
    await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, i) => send(start + i)))
}

try {
  await waitHealthy()
  await api('POST', '/api/auth/sign-up/email', {
    name: 'Bench Owner',
    email: `bench-${Date.now()}@example.com`,
    password: 'bench password 1',
  })
  await api('PATCH', '/api/me', { timezone: 'UTC', unitSystem: 'metric' })
  const pet = await (
    await api('POST', '/api/pets', {
      name: 'Bench Pepper',
      species: 'dog',
      breed: 'Cavalier King Charles Spaniel',
      weight: 8.2,
      weightUnit: 'kg',
    })
  ).json()
  const at = (rest) => `/api/pets/${pet.id}/${rest}`
  const seeded = performance.now()
  await api('POST', at('conditions'), { condition: 'mvd', diagnosisDate: day(400) })
  const medication = await (
    await api('POST', at('medications'), {
      name: 'Pimobendan',
      dosage: '2.5 mg',
      startDate: day(DAYS),
      schedule: { frequency: 'twice_daily' },
    })
  ).json()
  await inBatches(DAYS, 8, (d) =>
    api('POST', at('breathing-logs'), {
      measuredAt: `${day(d + 1)}T22:00:00Z`,
      breathCount: 9 + (d % 7),
      durationSeconds: 30,
      method: 'counter',
      context: 'sleeping',
      ...(d % 10 === 0 ? { notes: `Quiet night ${d}` } : {}),
    }),
  )
  await inBatches(DAYS, 8, (d) =>
    api('POST', at('weight-logs'), {
      measuredAt: day(d + 1),
      weight: 8 + ((d % 20) - 10) / 50,
      weightUnit: 'kg',
      ...(d % 30 === 0 ? { bodyConditionScore: 5 } : {}),
    }),
  )
  await inBatches(60, 8, (h) =>
    api('POST', at(`medications/${medication.id}/doses`), { givenAt: new Date(Date.now() - (h + 1) * 12 * 3_600_000).toISOString() }),
  )
  console.log(
    `seeded one pet through the API: ${DAYS} sleeping counts, ${DAYS} weights, 60 doses in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  )

  const measure = async (path) => {
    await api('GET', path) // warm-up: module loading, fonts, first query plans
    const times = []
    let bytes = 0
    let pages = 0
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now()
      const response = await api('GET', path)
      const body = Buffer.from(await response.arrayBuffer())
      bytes = body.byteLength
      // pdfkit writes one uncompressed `/Type /Page` dictionary per page.
      pages = body.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    return { median: times[Math.floor(times.length / 2)], worst: times.at(-1), bytes, pages }
  }
  const model = await measure(at(`report?days=${DAYS}`))
  console.log(
    `report model, ${DAYS} days, every section (JSON), ${RUNS} runs: median ${model.median.toFixed(0)} ms, worst ${model.worst.toFixed(0)} ms, ${(model.bytes / 1024).toFixed(0)} KB`,
  )
  const pdf = await measure(at(`report.pdf?days=${DAYS}`))
  console.log(
    `report PDF, ${DAYS} days of daily counts and weights, every section, ${RUNS} runs: median ${pdf.median.toFixed(0)} ms, worst ${pdf.worst.toFixed(0)} ms, ${pdf.pages} pages, ${(pdf.bytes / 1024).toFixed(0)} KB — budget ${BUDGET_MS} ms: ${pdf.worst <= BUDGET_MS ? 'within' : 'OVER'}`,
  )
  process.exitCode = pdf.worst <= BUDGET_MS ? 0 : 1
} finally {
  await new Promise((done) => {
    child.once('exit', done)
    child.kill('SIGTERM')
  })
  rmSync(dataDir, { recursive: true, force: true })
}
