// `npm run build -w @pawpulse/server`: the server as one ES module for Node 20, `dist/main.js`
// (with its source map), which `npm start` runs (docs/decisions/032). Our TypeScript — the
// server's and the @pawpulse/domain files it imports — is bundled, and so are the plain-JavaScript
// packages it loads at start (Hono, Better Auth, Drizzle, pg, zod, pino…): Node then reads and
// compiles one file instead of resolving and loading about a thousand, which was most of a start's
// CPU (docs/decisions/032, "Start-up"). Packages that carry their own files (native code,
// WebAssembly, workers, fonts, data) stay external and load from node_modules as they are.
import { readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { build } from 'esbuild'
import { banner, external } from './build-options.mjs'

const serverDir = import.meta.dirname
const manifest = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
const server = manifest(serverDir)
const domain = manifest(join(serverDir, '../../packages/domain'))
// Packages that stay external, and the banner, are in build-options.mjs.
const ours = new Set(['@pawpulse/domain'])
const dependencies = new Set([...Object.keys(server.dependencies), ...Object.keys(domain.dependencies)])
for (const name of external) {
  if (!dependencies.has(name) && name !== 'pg-native') throw new Error(`build.mjs lists ${name} as external, but it is no dependency`)
}

rmSync(join(serverDir, 'dist'), { recursive: true, force: true })
const result = await build({
  // The server, and the process that reads an uploaded vet record (docs/decisions/058), which the
  // server starts from dist/document-worker.js (src/paths.ts `documentWorker`); code both use is
  // a shared chunk.
  entryPoints: {
    main: join(serverDir, 'src/main.ts'),
    'document-worker': join(serverDir, 'src/features/vet-records/document-worker.ts'),
  },
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
  // Node reads a module's map when it loads it (source maps are on in production, for stack traces
  // that name our files): without the sources' text in it, the map is a third of the size. A stack
  // trace needs only the positions; Node reads a source from its file when it shows a line of it.
  sourcesContent: false,
  external,
  metafile: true,
  banner,
  logLevel: 'warning',
})

// Our own files may import only declared packages: one the server uses without declaring it would
// work here by chance (hoisted for another package) and break elsewhere.
const packageOf = (path) => path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1]
const undeclared = new Set()
for (const [input, { imports }] of Object.entries(result.metafile.inputs)) {
  if (input.includes('node_modules/')) continue
  for (const { path, external: isExternal } of imports) {
    const name = isExternal ? path.replace(/^((?:@[^/]+\/)?[^/]+).*$/, '$1') : packageOf(path)
    if (name && !name.startsWith('node:') && !dependencies.has(name) && !ours.has(name)) undeclared.add(`${name} (from ${input})`)
  }
}
if (undeclared.size) {
  console.error(`Imported by the server but not in its dependencies (add them):\n  ${[...undeclared].join('\n  ')}`)
  process.exit(1)
}
const out = result.metafile.outputs[relative(process.cwd(), join(serverDir, 'dist/main.js'))]
console.log(
  `Built apps/server/dist/main.js: ${Object.keys(result.metafile.inputs).length} files, ${((out?.bytes ?? 0) / 1024).toFixed(0)} KB`,
)
