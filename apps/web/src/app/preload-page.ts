import { matchPagePath } from './match-page-path'

/** What the build writes into index.html (build/page-preloads.ts): file names, and each page's. */
interface PagePreloads {
  files: string[]
  pages: Record<string, number[]>
}

/**
 * Starts downloading the files the page at `pathname` needs besides the app entry (decision 040).
 * They are only fetched here; the router's `import()` of the page runs them. Without the list (the
 * development server has none) the router fetches them when it gets there, as before.
 */
export function preloadPage(pathname: string): void {
  const text = document.getElementById('page-preloads')?.textContent
  if (!text) return
  let preloads: PagePreloads
  try {
    preloads = JSON.parse(text) as PagePreloads
  } catch {
    return
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
}
