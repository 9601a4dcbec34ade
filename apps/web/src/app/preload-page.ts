import { matchPagePath } from './match-page-path'

/** What the build writes into index.html (build/page-preloads.ts): file names, each page's, and the app layout's pages. */
interface PagePreloads {
  files: string[]
  pages: Record<string, number[]>
  inAppLayout?: string[]
}

/** What main.tsx learns of the page it opens. */
export interface OpenedPage {
  /** The page is drawn in the app layout, which shows the pet list and the profile. */
  inAppLayout: boolean
  /** The page's route path, as page-modules.ts names it ('pet', 'symptoms/:conditionId'); undefined without the list. */
  path?: string
}

/**
 * Starts downloading the files the page at `pathname` needs besides the app entry (decision 065).
 * They are only fetched here; the router's `import()` of the page runs them. Without the list (the
 * development server has none) the router fetches them when it gets there, as before.
 */
export function preloadPage(pathname: string): OpenedPage {
  const text = document.getElementById('page-preloads')?.textContent
  if (!text) return { inAppLayout: false }
  let preloads: PagePreloads
  try {
    preloads = JSON.parse(text) as PagePreloads
  } catch {
    return { inAppLayout: false }
  }
  const path = matchPagePath(pathname, Object.keys(preloads.pages))
  const links = (path ? (preloads.pages[path] ?? []) : []).map((index) => {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = `/${preloads.files[index]}`
    return link
  })
  // One insertion rather than one per file: less work on a phone's CPU before anything is drawn.
  document.head.append(...links)
  return { inAppLayout: path !== undefined && (preloads.inAppLayout ?? []).includes(path), path }
}
