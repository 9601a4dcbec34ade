import { createHash } from 'node:crypto'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'

/**
 * Writes the release's file list and version into the built `sw.js` (docs/decisions/031): the
 * service worker stays a plain hand-written file (public/sw.js), and the build fills its two
 * constants, `VERSION` and `PRECACHE`. Source maps stay out (the app never needs them to run).
 */
export function serviceWorkerPrecache(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'pawpulse:service-worker-precache',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      const outDir = config.build.outDir
      const files = (await listFiles(outDir))
        .map((file) => `/${relative(outDir, file).split(sep).join('/')}`)
        // Not the source maps, nor the compressed copies of the assets (precompress.ts): the browser
        // decodes what it downloads, and the worker caches the files themselves.
        .filter((url) => url !== '/sw.js' && !/\.(map|br|gz)$/.test(url))
        .sort()
      const hash = createHash('sha256')
      for (const url of files) hash.update(url).update(await readFile(join(outDir, url)))
      const version = hash.digest('hex').slice(0, 12)
      const swPath = join(outDir, 'sw.js')
      const source = await readFile(swPath, 'utf8')
      const written = source
        .replace("const VERSION = 'development'", `const VERSION = '${version}'`)
        .replace('const PRECACHE = []', `const PRECACHE = ${JSON.stringify(files)}`)
      if (written === source) throw new Error('sw.js no longer has the VERSION and PRECACHE constants the build fills')
      await writeFile(swPath, written)
      const bytes = await totalSize(outDir, files)
      config.logger.info(`service worker: ${files.length} files precached, ${(bytes / 1024).toFixed(0)} KB, version ${version}`)
    },
  }
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)])),
  )
  return nested.flat()
}

async function totalSize(dir: string, urls: string[]): Promise<number> {
  let bytes = 0
  for (const url of urls) bytes += (await readFile(join(dir, url))).byteLength
  return bytes
}
