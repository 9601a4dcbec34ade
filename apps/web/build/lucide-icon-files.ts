/**
 * Where each lucide-react icon lives. Its ES module index re-exports every icon from a module of
 * its own; a module of ours that imports from the index uses a few. The chunk groups walk the
 * graph through it (chunk-groups.ts), and the landing page's prerender imports the icons one by
 * one (prerender-landing.ts).
 */

/** lucide-react's ES module index. */
export const ICON_INDEX = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/

/** `import { Bell, X as Close } from 'lucide-react'`: group 1 is the list between the braces. */
export const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g

/** An import list's names: `Bell, X as Close` → Bell (as Bell), X (as Close). */
export function namesImported(list: string): Array<{ imported: string; local: string }> {
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => {
      const [imported = '', local = imported] = name.split(/\s+as\s+/)
      return { imported, local }
    })
}

/** `export { default as Bell, default as BellIcon } from './icons/bell.mjs'` → Bell, BellIcon → …/icons/bell.mjs */
export function iconFilesByName(index: string, code: string) {
  const files = new Map<string, string>()
  const folder = index.replace(/[^\\/]+$/, '')
  for (const [, names = '', relative = ''] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["'](\.\/icons\/[^"']+)["']/g)) {
    for (const { local: exported, imported } of namesImported(names)) {
      if (imported === 'default') files.set(exported, folder + relative.slice(2))
    }
  }
  return files
}
