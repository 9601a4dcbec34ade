// `npm run dev`: the API with reload on :3000 and Vite with hot reload on :5173 (which proxies
// /api to the API). Open http://localhost:5173.
import { spawn } from 'node:child_process'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const children = [
  // NODE_ENV=development lets the Vite origin write through the API (apps/server/src/config.ts appOrigins).
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
  spawn('npx', ['vite'], { cwd: join(root, 'apps/web'), stdio: 'inherit' }),
]
function stop() {
  for (const child of children) child.kill('SIGTERM')
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop)
for (const child of children)
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
