import type { Plugin } from 'vite'
import { ICON_IMPORT, ICON_INDEX, iconFilesByName, namesImported } from './lucide-icon-files.ts'

/**
 * Fewer, larger chunks (decision 065). Left alone, the bundler splits
 * our code along the lazy routes that share it, into a file for every set of pages that shares a
 * module: 70 to 100 small files a signed-in page, which a phone on a slow connection fetches six at a
 * time. Six groups instead, each closed under its modules' imports so that a module never runs
 * before one it needs:
 *   - `react`: React, which every page runs, the landing page too;
 *   - `startup`: what main.tsx imports itself (the page preload list, the session check);
 *   - `landing-shared`: the modules the landing page shares with the app (the logger, the error
 *     page, a few icons) — named here so that the app's group below cannot take them and pull the
 *     app into the landing page. The landing page itself, which the app also shows (at `/` after
 *     signing out), is not among them: the app reaches it only through its own route, so it and
 *     what only it uses stay out of every signed-in page's files;
 *   - `app-libraries`: the libraries every signed-in page runs (router, query cache, zod);
 *   - `forms`: react-hook-form and its zod resolver (decision 066), which only pages with a form run;
 *   - `app-common`: our own code (and what it imports) used by MIN_SHARE_COUNT lazy chunks or more.
 * What a page alone uses stays in the page's chunk.
 */
// Measured with 2, 3, 4, 5, 6 and 8 (decision 065): fewer means fewer files but more code a page does
// not run (2: every signed-in page 250 KB or more). 5 was chosen then; measured again with 5, 6 and 8
// once the pages had shed their libraries (decision 065), 6 brought six pages 1.1–1.8 KB lower for
// two or three more files a page, and 8 added eight to eleven files for less than 1 KB more.
const MIN_SHARE_COUNT = 6

const MAIN = /[\\/]src[\\/]main\.tsx$/
const LANDING_ENTRY = /[\\/]src[\\/]app[\\/]landing-entry\.tsx$/
const LANDING_PAGE = /[\\/]src[\\/]features[\\/]landing[\\/]components[\\/]landing-page\.tsx$/
const NODE_MODULES = /[\\/]node_modules[\\/]/

export function chunkGroups() {
  const startup = new Set<string>()
  const landing = new Set<string>()
  const landingShared = new Set<string>()
  const plugin: Plugin = {
    name: 'pawpulse:chunk-groups',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()]
      const graph = moduleGraph(ids, (id) => this.getModuleInfo(id))
      const main = ids.find((id) => MAIN.test(id))
      const landingEntry = ids.find((id) => LANDING_ENTRY.test(id))
      if (!main || !landingEntry) throw new Error('chunk groups: main.tsx or the landing entry is not in the build')
      graph.reach(main, { into: startup, dynamic: false })
      startup.delete(main)
      graph.reach(landingEntry, { into: landing, dynamic: false })
      const landingPage = ids.find((id) => LANDING_PAGE.test(id))
      const app = graph.reach(main, { into: new Set(), dynamic: true, skip: [landingEntry, landingPage] })
      for (const id of landing) if (app.has(id)) landingShared.add(id)
    },
  }
  const ours = (id: string) => !NODE_MODULES.test(id) && !id.endsWith('.css')
  const codeSplitting = {
    groups: [
      { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 50 },
      { name: 'startup', test: (id: string) => startup.has(id) && ours(id), priority: 40 },
      { name: 'landing-shared', test: (id: string) => landingShared.has(id), priority: 30 },
      { name: 'app-libraries', test: /node_modules[\\/](react-router|@tanstack|zod)[\\/]/, priority: 20 },
      // Libraries only: what they import is React (its own group) and each other.
      { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform|@standard-schema)[\\/]/, priority: 15 },
      {
        name: 'app-common',
        test: (id: string) => ours(id) && !landing.has(id) && !startup.has(id),
        minShareCount: MIN_SHARE_COUNT,
        priority: 10,
      },
    ],
  }
  return { plugin, codeSplitting }
}

export interface ModuleInfoLike {
  code: string | null
  importedIds: readonly string[]
  dynamicallyImportedIds: readonly string[]
}

/**
 * The build's module graph, walked as the code will run: an import of lucide-react's index reaches
 * only the icons the importing module names, not all of them.
 */
export function moduleGraph(ids: string[], info: (id: string) => ModuleInfoLike | null) {
  const iconIndex = ids.find((id) => ICON_INDEX.test(id))
  const iconFiles = iconIndex ? iconFilesByName(iconIndex, info(iconIndex)?.code ?? '') : new Map<string, string>()
  const iconsNamedIn = (code: string | null) =>
    [...(code ?? '').matchAll(ICON_IMPORT)]
      .flatMap(([, names = '']) => namesImported(names))
      .flatMap(({ imported }) => iconFiles.get(imported) ?? [])
  const reach = (
    start: string,
    { into, dynamic, skip = [] }: { into: Set<string>; dynamic: boolean; skip?: Array<string | undefined> },
  ) => {
    const stack = [start]
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (into.has(id) || skip.includes(id)) continue
      into.add(id)
      const module = info(id)
      if (!module) continue
      for (const imported of [...module.importedIds, ...(dynamic ? module.dynamicallyImportedIds : [])]) {
        if (imported === iconIndex) stack.push(...iconsNamedIn(module.code))
        else stack.push(imported)
      }
    }
    return into
  }
  return { reach }
}
