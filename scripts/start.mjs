// `npm start`: build the web app if its build is missing or older than its sources, then run the
// server (which applies migrations and serves the API and the built app on one port).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const builtIndex = join(root, 'apps/web/dist/index.html')
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src']

function newestModification(path) {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newestModification(join(path, name))))
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0
const changedAt = Math.max(
  ...sources
    .map((s) => join(root, s))
    .filter(existsSync)
    .map(newestModification),
)
if (changedAt > builtAt) {
  console.log('Building the web app…')
  const build = spawnSync('npm', ['run', 'build', '-w', '@pawpulse/web'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
