// `npm run build -w @pawpulse/server`: the server as one ES module for Node 20, `dist/main.js`
// (with its source map), which `npm start` runs (docs/decisions/032). Our TypeScript — the
// server's and the @pawpulse/domain files it imports — is bundled; every installed package stays
// external and is loaded from node_modules as it is (native code, WebAssembly, workers, data files).
import { readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { build } from 'esbuild'

const serverDir = import.meta.dirname
const manifest = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
const server = manifest(serverDir)
const domain = manifest(join(serverDir, '../../packages/domain'))
const ours = new Set(['@pawpulse/domain'])
// A package name marks its subpaths external too (`drizzle-orm/pglite`, `pdfjs-dist/legacy/…`).
const external = [...new Set([...Object.keys(server.dependencies), ...Object.keys(domain.dependencies)])].filter((name) => !ours.has(name))

rmSync(join(serverDir, 'dist'), { recursive: true, force: true })
const result = await build({
  entryPoints: [join(serverDir, 'src/main.ts')],
  outdir: join(serverDir, 'dist'),
  bundle: true,
  // What the server imports with import() (the report PDF with pdfkit) is a chunk of its own, loaded
  // with its packages on first use rather than at start.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external,
  metafile: true,
  logLevel: 'warning',
})

// Anything bundled from node_modules means a package the server imports is missing from its
// dependencies: it would be copied into the bundle, away from its own files.
const bundledPackages = Object.keys(result.metafile.inputs).filter((input) => input.includes('node_modules/'))
if (bundledPackages.length) {
  console.error(`Not in apps/server/package.json dependencies, so bundled (add them):\n  ${bundledPackages.join('\n  ')}`)
  process.exit(1)
}
const out = result.metafile.outputs[relative(process.cwd(), join(serverDir, 'dist/main.js'))]
console.log(
  `Built apps/server/dist/main.js: ${Object.keys(result.metafile.inputs).length} files, ${((out?.bytes ?? 0) / 1024).toFixed(0)} KB`,
)
