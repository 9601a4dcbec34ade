/**
 * ESLint import resolver for the workspaces' package.json `imports` (`#server/…`, `#web/…`), which
 * eslint-import-resolver-node does not read. eslint-plugin-boundaries needs every import resolved to
 * a file to know its layer. Other specifiers go to the node resolver unchanged.
 */
const path = require('node:path')
const fs = require('node:fs')
const nodeResolver = require('eslint-import-resolver-node')

const root = path.resolve(__dirname, '../..')
/** One entry per workspace that declares `imports`: its prefix and the folder it maps to. */
const aliases = ['apps/server', 'apps/web'].flatMap((workspace) => {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, workspace, 'package.json'), 'utf8'))
  return Object.entries(pkg.imports ?? {}).map(([key, target]) => ({
    prefix: key.replace(/\*$/, ''),
    folder: path.join(root, workspace, String(target).replace(/\*$/, '')),
  }))
})

exports.interfaceVersion = 2
exports.resolve = (source, file, config) => {
  const alias = aliases.find((a) => source.startsWith(a.prefix))
  if (!alias) return nodeResolver.resolve(source, file, config)
  const target = path.join(alias.folder, source.slice(alias.prefix.length))
  return fs.existsSync(target) ? { found: true, path: target } : { found: false }
}
