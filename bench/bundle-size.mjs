// Budgets (architecture.md): landing page ≤ 80 KB of gzipped JavaScript; signed-in dashboard
// route ≤ 200 KB. Measured as a browser loads them: the built app served by the real server,
// Debian's Chromium, every JavaScript response of a fresh page load gzipped (level 9) and summed.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright'

const root = resolve(import.meta.dirname, '..')
if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.error('Build the web app first: npm run build')
  process.exit(1)
}
const port = 3800 + Math.floor(Math.random() * 90)
const base = `http://localhost:${port}`
const dataDir = mkdtempSync(join(tmpdir(), 'pawpulse-bundle-'))
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), PAWPULSE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
})

async function waitForServer() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('server did not start')
}

async function measure(page, path) {
  const scripts = new Map()
  const onResponse = async (response) => {
    if (response.request().resourceType() !== 'script') return
    scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length)
  }
  page.on('response', onResponse)
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
  page.off('response', onResponse)
  const bytes = [...scripts.values()].reduce((a, b) => a + b, 0)
  return { files: scripts.size, kb: bytes / 1024 }
}

try {
  await waitForServer()
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
  const landing = await measure(await (await browser.newContext()).newPage(), '/')

  const context = await browser.newContext()
  const page = await context.newPage()
  await page.request.post(`${base}/api/auth/sign-up/email`, {
    data: { name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'bench password' },
    headers: { origin: base },
  })
  await page.request.patch(`${base}/api/me`, { data: { onboardingCompleted: true }, headers: { origin: base } })
  const dashboard = await measure(page, '/dashboard')
  await browser.close()

  const line = (name, r, budget) =>
    `${name.padEnd(10)} ${r.kb.toFixed(1).padStart(6)} KB gzipped JS in ${String(r.files).padStart(2)} files — budget ${budget} KB: ${r.kb <= budget ? 'within' : 'OVER'}`
  console.log(line('landing', landing, 80))
  console.log(line('dashboard', dashboard, 200))
} finally {
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
