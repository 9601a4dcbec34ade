/**
 * First-party page-view analytics (docs/product/feedback-and-admin.md#page-view-counts).
 * Dependency-free on purpose: the landing entry imports it and must stay within its 80 KB budget.
 */

/**
 * Every route of the app (docs/product/app-shell.md#routes) as the web router declares it (a web
 * test compares the two, so they cannot drift). A `:param` segment stands for any one segment.
 */
export const APP_ROUTE_PATTERNS = [
  '/',
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/reminders/done/:token',
  '/reminders/unsubscribe/:token',
  '/useronboarding',
  '/petonboarding',
  '/onboarding',
  '/onboarding/ai',
  '/dashboard',
  '/pet',
  '/symptoms',
  '/symptoms/:conditionId',
  '/breathing',
  '/medications',
  '/notifications',
  '/reports',
  '/reports/:reportId',
  '/report/live',
  '/shared-report/:token',
  '/marketplace',
  '/more',
  '/profile',
  '/my-shared-report-preview/:token',
  '/admin',
  '/admin/feedback',
  '/admin/other-responses',
  '/admin/marketplace',
] as const

/** What an address that is no route of the app (the not-found page) is counted as. */
export const UNKNOWN_ROUTE = '*'

/** Longer than any real address of the app; anything longer is not worth parsing. */
const MAX_PATH_LENGTH = 2048

export interface RouteMatch {
  pattern: string
  /** The concrete segments, one per pattern segment (without the leading empty one). */
  segments: string[]
  patternSegments: string[]
}

/** The path without query string and fragment, and without a trailing slash (but '/' stays '/'). */
function pathOnly(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? ''
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare
}

function segmentsOf(path: string): string[] {
  return path === '/' ? [] : path.slice(1).split('/')
}

/**
 * The route a concrete path belongs to, static routes first ('/report/live' is never a param).
 * Static segments compare case-insensitively, as React Router matches them.
 */
export function matchRoute(path: string): RouteMatch | null {
  if (path.length > MAX_PATH_LENGTH || !path.startsWith('/')) return null
  const segments = segmentsOf(pathOnly(path))
  let best: RouteMatch | null = null
  let bestStatic = -1
  for (const pattern of APP_ROUTE_PATTERNS) {
    const patternSegments = segmentsOf(pattern)
    if (patternSegments.length !== segments.length) continue
    let staticCount = 0
    const isMatch = patternSegments.every((part, index) => {
      const segment = segments[index] ?? ''
      if (part.startsWith(':')) return segment.length > 0
      staticCount++
      return part === segment.toLowerCase()
    })
    if (isMatch && staticCount > bestStatic) {
      best = { pattern, segments, patternSegments }
      bestStatic = staticCount
    }
  }
  return best
}

/**
 * The route pattern of a path ('/symptoms/mvd' → '/symptoms/:conditionId'), or '*'. Page views
 * are counted per pattern only, so no pet id, condition or share token is ever stored.
 * A pattern maps to itself, so the server can apply it again to whatever a client sends.
 */
export function routePattern(path: string): string {
  return matchRoute(path)?.pattern ?? UNKNOWN_ROUTE
}

/**
 * Whether the browser lets us count a page view: not when it sends Do Not Track
 * (`navigator.doNotTrack` '1', old Firefox 'yes'; header `DNT: 1`) or Global Privacy Control
 * (`navigator.globalPrivacyControl`; header `Sec-GPC: 1`).
 */
export function shouldSendBeacon({
  doNotTrack,
  globalPrivacyControl,
}: {
  doNotTrack?: string | null | undefined
  globalPrivacyControl?: boolean | string | null | undefined
}): boolean {
  if (doNotTrack === '1' || doNotTrack === 'yes') return false
  if (globalPrivacyControl === true || globalPrivacyControl === '1') return false
  return true
}
