import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * Where the server finds its files on disk. The code runs from `src/` (tsx: `npm run dev`, the
 * tests) and from the bundle in `dist/` (`npm start`, docs/decisions/032), so no path is taken
 * relative to the running file: the server's folder (`apps/server`) is found once, by its
 * package.json, and every path starts there.
 */
export const serverDir = findServerDir(import.meta.dirname)

/**
 * This code is the TypeScript source (tsx, Vitest) or the bundle (dist/, which build.mjs writes as
 * JavaScript): a process of ours that runs an entry of its own starts it the same way.
 */
const fromSource = /\.[cm]?ts$/.test(import.meta.filename)

export const serverPaths = {
  /** Drizzle's committed migrations, read at start (never bundled: they are SQL files). */
  migrations: join(serverDir, 'src/db/migrations'),
  /** The built web app the server serves. */
  webDist: join(serverDir, '../web/dist'),
  /** The repository's package.json, for the app's version. */
  rootPackageJson: join(serverDir, '../../package.json'),
  /**
   * The process that reads an uploaded vet record (docs/decisions/058): its own entry in the build,
   * `dist/document-worker.js`; from the source, its TypeScript file, run through tsx.
   */
  documentWorker: fromSource
    ? { file: join(serverDir, 'src/features/vet-records/document-worker.ts'), execArgv: ['--import', 'tsx'] }
    : { file: join(serverDir, 'dist/document-worker.js'), execArgv: [] },
}

const requireFromServer = createRequire(join(serverDir, 'package.json'))

/** An installed package's folder (its fonts, models, assets), resolved from the server's node_modules. */
export function packageDir(name: string): string {
  return dirname(requireFromServer.resolve(`${name}/package.json`))
}

function findServerDir(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@pawpulse/server') return dir
    if (dirname(dir) === dir) throw new Error(`No @pawpulse/server package.json above ${from}`)
  }
}
