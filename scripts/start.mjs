// `npm start`: build the web app and the server if a build is missing or older than its sources,
// then run the built server (apps/server/dist/main.js) in this very process — no child, no
// TypeScript compiled at start (docs/decisions/032). The server applies migrations, serves the
// API and the built app on one port, and drains on SIGTERM/SIGINT itself.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import module from 'node:module'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const root = resolve(import.meta.dirname, '..')
const builds = [
  {
    name: 'the web app',
    workspace: '@pawpulse/web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src'],
  },
  {
    name: 'the server',
    workspace: '@pawpulse/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', 'packages/domain/src'],
  },
]

function newestModification(path) {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newestModification(join(path, name))))
}

for (const { name, workspace, output, sources } of builds) {
  const builtAt = existsSync(join(root, output)) ? statSync(join(root, output)).mtimeMs : 0
  const changedAt = Math.max(
    ...sources
      .map((s) => join(root, s))
      .filter(existsSync)
      .map(newestModification),
  )
  if (changedAt <= builtAt) continue
  console.log(`Building ${name}…`)
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// As when the server was its own process started in the repository: `./data` is the repository's.
process.chdir(root)
process.env.NODE_ENV ??= 'production'
// Stack traces in the log name the TypeScript files and lines (dist/main.js.map).
process.setSourceMapsEnabled(true)
// Node 22 and later keep V8's compiled code of dist/main.js between starts (in the system's
// temporary folder), so a start after the first reads it instead of compiling the bundle again.
// Node 20 has no such cache; there the call is absent and the server compiles as before.
module.enableCompileCache?.()
await import(pathToFileURL(join(root, 'apps/server/dist/main.js')).href)
