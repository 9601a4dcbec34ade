import { useEffect } from 'react'
import { type Params, type UIMatch, useLocation, useMatches } from 'react-router'
import { usePageTitleStore } from '../lib/page-title'

export const APP_NAME = 'Pawpulse'

/** What a page route keeps in its `handle`: the name of the page, fixed or from its parameters. */
export interface TitleHandle {
  title: string | ((params: Params) => string)
}

/** `handle: titled('Breath Monitor')` in routes.tsx. */
export const titled = (title: TitleHandle['title']): TitleHandle => ({ title })

function hasTitle(handle: unknown): handle is TitleHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle
}

/** 'Breath Monitor · Pawpulse'; the product name alone where no route names the page (the landing page). */
export function documentTitle(matches: readonly UIMatch[]): string {
  const match = matches.findLast((candidate) => hasTitle(candidate.handle))
  if (!match || !hasTitle(match.handle)) return APP_NAME
  const { title } = match.handle
  return `${typeof title === 'function' ? title(match.params) : title} · ${APP_NAME}`
}

/**
 * Each page says what it is in the tab and to screen readers before its content (WCAG 2.4.2
 * "Page Titled"): a single-page app keeps one document, so the title changes with the route.
 */
export function useDocumentTitle() {
  const { pathname } = useLocation()
  const named = usePageTitleStore((state) => (state.path === pathname ? state.title : null))
  const fromRoute = documentTitle(useMatches())
  const title = named ? `${named} · ${APP_NAME}` : fromRoute
  useEffect(() => {
    document.title = title
  }, [title])
}
