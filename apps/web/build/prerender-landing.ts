import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type Plugin, type ResolvedConfig, runnerImport } from 'vite'
import { ICON_IMPORT, ICON_INDEX, iconFilesByName, namesImported } from './lucide-icon-files.ts'
import { onePathIcons } from './one-path-icons.ts'
import { APP_ENTRY_PRELOADS, PAGE_PRELOADS_BLOCK } from './page-preloads.ts'

/** index.html's root with what it shows while the app loads (no <div> inside), which the app entry renders into. */
const APP_ROOT = /<div id="root">[^]*?<\/div>/

/**
 * Writes `landing.html`: the built index.html with the signed-out landing page already rendered in
 * its root (decision 065). The server answers `/` with it, so a phone
 * paints the page from the HTML alone and the landing entry hydrates it; every other path keeps
 * the empty shell. Runs when the files are written, before the service worker's file list is made
 * (`closeBundle`), so the list has landing.html too.
 */
export function prerenderLanding(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'pawpulse:prerender-landing',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async writeBundle() {
      const outDir = config.build.outDir
      // The signed-in pages' file list (page-preloads.ts) is of no use to the landing page.
      const shell = (await readFile(join(outDir, 'index.html'), 'utf8')).replace(PAGE_PRELOADS_BLOCK, '').replace(APP_ENTRY_PRELOADS, '')
      if (!APP_ROOT.test(shell)) throw new Error('index.html no longer has a <div id="root"> to prerender the landing page into')
      // Vite's own module runner loads the page's TypeScript as the browser build sees it; React
      // comes from node_modules. The icons go through the same rewrite as in the browser's build
      // (one-path-icons.ts), or the markup would not be what the page hydrates; each is imported
      // from its own module rather than lucide's index (iconImportsOneByOne).
      const { module } = await runnerImport<{ renderLandingMarkup: () => string }>(join(config.root, 'src/app/landing-prerender.tsx'), {
        configFile: false,
        root: config.root,
        logLevel: 'error',
        plugins: [iconImportsOneByOne(), onePathIcons()],
        // Its ES modules, one per icon, as the browser's build reads them (not the CommonJS
        // bundle Node's condition would pick).
        environments: { inline: { resolve: { noExternal: ['lucide-react'], conditions: ['module'] } } },
      })
      const markup = module.renderLandingMarkup()
      const { html, inlinedCss } = await inlineStylesheets(shell, outDir)
      await writeFile(
        join(outDir, 'landing.html'),
        html.replace(APP_ROOT, () => `<div id="root">${markup}</div>`),
      )
      config.logger.info(`landing page: prerendered into landing.html (${kb(markup.length)} of markup, ${kb(inlinedCss)} of CSS inlined)`)
    },
  }
}

/**
 * For the prerender only: an `import { … } from 'lucide-react'` of the app's modules becomes one
 * import per icon module. Through lucide's index the module runner loads, and one-path-icons
 * rewrites, all of its 2,000 icons: the browser's build leaves out the unused ones, the runner
 * does not, and the web build took four times as long (10 s against 2.6 s). An import that names
 * anything but icons is left as it is.
 */
export function iconImportsOneByOne(): Plugin {
  const byIndex = new Map<string, Promise<Map<string, string>>>()
  return {
    name: 'pawpulse:icon-imports-one-by-one',
    async transform(code, id) {
      if (id.includes('node_modules') || !code.includes('lucide-react')) return null
      const index = (await this.resolve('lucide-react', id))?.id
      if (!index || !ICON_INDEX.test(index)) return null
      let read = byIndex.get(index)
      if (!read) byIndex.set(index, (read = readFile(index, 'utf8').then((source) => iconFilesByName(index, source))))
      const files = await read
      const rewritten = code.replace(ICON_IMPORT, (statement, list: string) => {
        const names = namesImported(list)
        if (!names.every(({ imported }) => files.has(imported))) return statement
        return names.map(({ imported, local }) => `import ${local} from ${JSON.stringify(files.get(imported))};`).join('\n')
      })
      return rewritten === code ? null : { code: rewritten, map: null }
    },
  }
}

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g

/**
 * The stylesheet links replaced by the styles themselves: a stylesheet blocks the first paint, and
 * on a phone's connection fetching it took longer than the page (about 8 KB gzipped either way).
 * The app's pages keep the file, which the browser caches; the CSP allows inline styles
 * (`style-src 'unsafe-inline'`, apps/server/src/app.ts), never inline scripts.
 */
async function inlineStylesheets(shell: string, outDir: string) {
  let inlinedCss = 0
  const sheets = new Map<string, string>()
  for (const [, href = ''] of shell.matchAll(STYLESHEET)) {
    const css = await readFile(join(outDir, href), 'utf8')
    if (css.includes('</style')) throw new Error(`${href} cannot be inlined: it contains </style`)
    sheets.set(href, css)
    inlinedCss += css.length
  }
  if (sheets.size === 0) throw new Error('index.html links no stylesheet to inline into landing.html')
  const html = shell.replace(STYLESHEET, (_link, href: string) => `<style>${sheets.get(href)}</style>`)
  return { html, inlinedCss }
}

const kb = (chars: number) => `${(chars / 1024).toFixed(1)} KB`
