import { describe, expect, it } from 'vitest'
import { moduleGraph, type ModuleInfoLike } from './chunk-groups.ts'

const ICONS = '/app/node_modules/lucide-react/dist/esm/lucide-react.mjs'
const iconIndexCode = [
  "export { default as Bell, default as BellIcon } from './icons/bell.mjs';",
  "export { default as AlertTriangle, default as AlertTriangleIcon, default as TriangleAlert } from './icons/triangle-exclamation-point.mjs';",
  "export { default as X, default as XIcon } from './icons/x.mjs';",
].join('\n')

/** A build's modules as `this.getModuleInfo` gives them: id → code and imports. */
function graphOf(modules: Record<string, { code?: string; imports?: string[]; dynamic?: string[] }>) {
  const info = (id: string): ModuleInfoLike | null => {
    const module = modules[id]
    return module ? { code: module.code ?? '', importedIds: module.imports ?? [], dynamicallyImportedIds: module.dynamic ?? [] } : null
  }
  return moduleGraph(Object.keys(modules), info)
}

const modules = {
  '/app/src/main.tsx': { imports: ['/app/src/startup.ts'], dynamic: ['/app/src/landing.tsx', '/app/src/app.tsx'] },
  '/app/src/startup.ts': {},
  '/app/src/landing.tsx': {
    code: "import { BellIcon, AlertTriangleIcon as Warning } from 'lucide-react'",
    imports: [ICONS, '/app/src/logger.ts'],
  },
  '/app/src/app.tsx': {
    code: 'import { XIcon } from "lucide-react"',
    imports: [ICONS, '/app/src/logger.ts'],
    dynamic: ['/app/src/page.tsx'],
  },
  '/app/src/page.tsx': {},
  '/app/src/logger.ts': {},
  [ICONS]: {
    code: iconIndexCode,
    imports: ['bell', 'triangle-exclamation-point', 'x'].map((name) => `/app/node_modules/lucide-react/dist/esm/icons/${name}.mjs`),
  },
  '/app/node_modules/lucide-react/dist/esm/icons/bell.mjs': {},
  '/app/node_modules/lucide-react/dist/esm/icons/triangle-exclamation-point.mjs': {},
  '/app/node_modules/lucide-react/dist/esm/icons/x.mjs': {},
}

describe('the module graph the chunk groups are drawn from', () => {
  it('reaches through an import of the icon index only the icons the importing module names, aliases included', () => {
    const reached = graphOf(modules).reach('/app/src/landing.tsx', { into: new Set(), dynamic: false })
    expect([...reached].sort()).toEqual([
      '/app/node_modules/lucide-react/dist/esm/icons/bell.mjs',
      '/app/node_modules/lucide-react/dist/esm/icons/triangle-exclamation-point.mjs',
      '/app/src/landing.tsx',
      '/app/src/logger.ts',
    ])
  })

  it('follows lazy imports only when asked, and never into the module it is told to skip', () => {
    const graph = graphOf(modules)
    expect([...graph.reach('/app/src/main.tsx', { into: new Set(), dynamic: false })]).toEqual(['/app/src/main.tsx', '/app/src/startup.ts'])
    const app = graph.reach('/app/src/main.tsx', { into: new Set(), dynamic: true, skip: ['/app/src/landing.tsx'] })
    expect(app.has('/app/src/page.tsx')).toBe(true)
    expect(app.has('/app/node_modules/lucide-react/dist/esm/icons/x.mjs')).toBe(true)
    expect(app.has('/app/src/landing.tsx')).toBe(false)
    expect(app.has('/app/node_modules/lucide-react/dist/esm/icons/bell.mjs')).toBe(false)
  })
})
