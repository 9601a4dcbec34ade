import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin, ResolvedConfig } from 'vite'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)
/** What is worth compressing: scripts, styles and the SVGs; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json)$/

/**
 * Writes a brotli (`.br`, the highest quality) and a gzip (`.gz`) copy beside each compressible
 * file in `assets/` (decision 065). The server sends the copy the browser accepts
 * (apps/server/src/http/web-app.ts): brotli makes the scripts 10–20 % smaller than gzip, and the
 * server no longer compresses the same files again for every request. The assets' names carry their
 * hash, so a copy can never be older than its file. The service worker caches the files themselves
 * (its requests are decoded like any other), not these copies.
 */
export function precompressAssets(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'pawpulse:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async writeBundle() {
      const assets = join(config.build.outDir, 'assets')
      const names = (await readdir(assets)).filter((name) => COMPRESSIBLE.test(name))
      let gzipBytes = 0
      let brotliBytes = 0
      await Promise.all(
        names.map(async (name) => {
          const file = join(assets, name)
          const content = await readFile(file)
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
              },
            }),
            gzipped(content, { level: 9 }),
          ])
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
          gzipBytes += gz.byteLength
          brotliBytes += br.byteLength
        }),
      )
      config.logger.info(
        `precompressed ${names.length} assets: ${(gzipBytes / 1024).toFixed(0)} KB gzipped, ${(brotliBytes / 1024).toFixed(0)} KB with brotli`,
      )
    },
  }
}
