import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { Plugin, Rolldown } from 'vite'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/** The id of index.html's data block; main.tsx reads it. */
export const PAGE_PRELOADS_ID = 'page-preloads'
/** The block itself, for the landing page, which does not need it. */
export const PAGE_PRELOADS_BLOCK = new RegExp(`<script type="application/json" id="${PAGE_PRELOADS_ID}">[^<]*</script>\\s*`)
/** The app entry's preload links, which the landing page must not carry either. */
export const APP_ENTRY_PRELOADS = /\s*<link rel="modulepreload"[^>]*data-app-entry[^>]*>/g

/**
 * Writes into index.html, as a JSON data block (not a script: the CSP allows none inline), the
 * files each page route needs beyond the app entry's own: its chunk, its lazy layout's, and what
 * they import (decision 065). main.tsx asks for them as the page opens, so they download beside
 * the app entry; the router's `import()` then finds them loaded. Done from the output rather than
 * by an `import()` in main.tsx, which would make the bundler split the app entry's modules into
 * many more files (it could no longer count on the entry being loaded before a page).
 */
export function pagePreloads({ table }: { table: string }): Plugin {
  return {
    name: 'pawpulse:page-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        const { entryFiles, ...preloads } = preloadsOf(readTable(table), bundle)
        const json = JSON.stringify(preloads).replaceAll('<', '\\u003c')
        // Preload links at the end of the body, not in the head: in the head, Chromium held the
        // first paint of the prerendered landing page back until they were fetched (LCP 0.98 s →
        // 1.8 s in Lighthouse's simulation). The browser's preload scanner finds them there as early.
        // Vite's own (main.tsx's imports) move there; the app entry's are added: index.html is served
        // for every path but `/`, and each of them runs the app entry, so its files are asked for as
        // the HTML arrives, not a round trip later when main.tsx runs (decision 065).
        const preloadLinks: string[] = []
        const withoutPreloads = html.replace(/\s*<link rel="modulepreload"[^>]*>/g, (link) => {
          preloadLinks.push(link.trim())
          return ''
        })
        for (const file of entryFiles) {
          if (!html.includes(`/${file}"`)) preloadLinks.push(`<link rel="modulepreload" href="/${file}" data-app-entry>`)
        }
        return {
          html: withoutPreloads.replace(/\s*<\/body>/, `\n${preloadLinks.map((link) => `    ${link}\n`).join('')}  </body>`),
          tags: [{ tag: 'script', attrs: { type: 'application/json', id: PAGE_PRELOADS_ID }, children: json, injectTo: 'head' }],
        }
      },
    },
  }
}

interface TableEntry {
  path: string
  modules: string[]
  /** Drawn in the app layout, which reads the pet list and the profile. */
  inAppLayout: boolean
}

const APP_LAYOUT = resolve(import.meta.dirname, '../src/app/layouts/app-layout')

/** page-modules.ts's entries, one a line: each page's module and its lazy layout's. */
function readTable(file: string): TableEntry[] {
  const source = readFileSync(file, 'utf8')
  const at = (relative: string) => resolve(dirname(file), relative)
  const layouts = new Map<string, string>([['alone', '']])
  for (const [, name = '', relative = ''] of source.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)) {
    const wrapper = source.match(new RegExp(`const (\\w+) = <M>\\(load: \\(\\) => Promise<M>\\) => \\({ load, layout: ${name} }\\)`))
    if (wrapper?.[1]) layouts.set(wrapper[1], at(relative))
  }
  const entries = [...source.matchAll(/^\s*(?:'([^']+)'|([\w-]+)):\s*(\w+)\(\(\) => import\('([^']+)'\)\),?$/gm)].map(
    ([, quoted, bare, layout = '', relative = '']) => {
      if (!layouts.has(layout)) throw new Error(`page-modules.ts: unknown layout ${layout}`)
      const layoutModule = layouts.get(layout) ?? ''
      return { path: quoted ?? bare ?? '', modules: [at(relative), layoutModule].filter(Boolean), inAppLayout: layoutModule === APP_LAYOUT }
    },
  )
  const imports = source.match(/import\(/g)?.length ?? 0
  // Every import() is a page or a layout: a line the pattern missed would go unpreloaded.
  if (entries.length + layouts.size - 1 !== imports) throw new Error(`page-modules.ts: read ${entries.length} pages of ${imports} imports`)
  return entries
}

function preloadsOf(table: TableEntry[], bundle: OutputBundle) {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk')
  const byModule = new Map(chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[withoutExtension(chunk.facadeModuleId), chunk]] : [])))
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const closure = (start: OutputChunk, into = new Set<string>()) => {
    if (into.has(start.fileName)) return into
    into.add(start.fileName)
    for (const file of start.imports) {
      const chunk = byFile.get(file)
      if (chunk) closure(chunk, into)
    }
    return into
  }
  const chunkOf = (module: string) => {
    const chunk = byModule.get(withoutExtension(module))
    if (!chunk) throw new Error(`page preloads: no chunk for ${module}`)
    return chunk
  }
  // The app entry's own files are preloaded by index.html itself (above), not listed per page.
  const entryFiles = closure(chunkOf(resolve(import.meta.dirname, '../src/app/app-entry')))
  const files: string[] = []
  const pages: Record<string, number[]> = {}
  for (const { path, modules } of table) {
    const needed = new Set(modules.flatMap((module) => [...closure(chunkOf(module))]))
    pages[path] = [...needed]
      .filter((file) => !entryFiles.has(file))
      .map((file) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1))
  }
  const inAppLayout = table.filter((entry) => entry.inAppLayout).map((entry) => entry.path)
  if (inAppLayout.length === 0) throw new Error('page preloads: no page of page-modules.ts is in the app layout')
  return { files, pages, inAppLayout, entryFiles: [...entryFiles] }
}

const withoutExtension = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, '')
