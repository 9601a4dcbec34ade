// `npm run check:bundled-imports -w @pawpulse/server`: every value the server names in an import
// from a package — `import { X } from 'pkg'`, `const { X } = await import('pkg')` — must be
// defined in the built server. A bundler's interop can drop a name that works when the code runs
// from source: `const { WebPushError } = await import('web-push')` gave undefined in dist/ and every
// failed push threw a TypeError instead of being handled (decision 060). This builds a probe that
// imports each name the way our code does, with the server's own build options (build-options.mjs),
// runs it under Node, and fails naming each import that came out undefined.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { build } from 'esbuild'
import { banner, external } from '../build-options.mjs'

const serverDir = join(import.meta.dirname, '..')
const sourceDirs = [join(serverDir, 'src'), join(serverDir, '../../packages/domain/src')]

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(path)
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path
  }
}

const isPackage = (specifier) => !/^(\.|\/|#|node:|@pawpulse\/)/.test(specifier)
/** `a`, `b as c`, `type T` → the exported names that are values: a, b. */
const valueNames = (list) =>
  list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+|\s*:\s*/)[0].trim())
    .filter((name) => name && name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name))

/** [file, specifier, name, 'static' | 'dynamic'] for every named value import of a package. */
export function namedImports(text) {
  const found = []
  for (const [, list, specifier] of text.matchAll(/^import\s+(?!type\b)(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*'([^']+)'/gm)) {
    if (isPackage(specifier)) for (const name of valueNames(list)) found.push([specifier, name, 'static'])
  }
  for (const [, list, specifier] of text.matchAll(/\{([^}]*)\}\s*=\s*await\s+import\(\s*'([^']+)'\s*\)/g)) {
    if (isPackage(specifier)) for (const name of valueNames(list)) found.push([specifier, name, 'dynamic'])
  }
  return found
}

const imports = new Map()
for (const dir of sourceDirs) {
  for (const file of sourceFiles(dir)) {
    for (const [specifier, name, kind] of namedImports(readFileSync(file, 'utf8'))) {
      const key = `${kind} ${specifier} ${name}`
      if (!imports.has(key)) imports.set(key, { specifier, name, kind, file: relative(serverDir, file) })
    }
  }
}

// One probe module per import, so that each is built as our code builds it; `typeof` of each name.
const probe = [...imports.values()].map(({ specifier, name, kind }, i) =>
  kind === 'static'
    ? `import { ${name} as p${i} } from '${specifier}'\nchecks.push([${i}, typeof p${i}])`
    : `checks.push([${i}, typeof (await import('${specifier}')).${name}])`,
)
const work = mkdtempSync(join(serverDir, '.probe-'))
try {
  writeFileSync(join(work, 'probe.ts'), `const checks: [number, string][] = []\n${probe.join('\n')}\nconsole.log(JSON.stringify(checks))\n`)
  await build({
    entryPoints: [join(work, 'probe.ts')],
    outdir: join(work, 'out'),
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external,
    banner,
    logLevel: 'error',
  })
  const output = execFileSync(process.execPath, [join(work, 'out/probe.js')], { cwd: serverDir, encoding: 'utf8' })
  const checks = JSON.parse(output.trim().split('\n').at(-1))
  const all = [...imports.values()]
  const missing = checks.filter(([, type]) => type === 'undefined').map(([i]) => all[i])
  if (missing.length) {
    console.error('Named imports that are undefined in the built server (use the default export, or import another way):')
    for (const m of missing) console.error(`  ${m.file}: { ${m.name} } from '${m.specifier}' (${m.kind} import)`)
    process.exitCode = 1
  } else console.log(`Checked ${checks.length} named imports from packages, as the server is built: all defined.`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
