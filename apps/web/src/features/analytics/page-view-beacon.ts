import { routePattern, shouldSendBeacon } from '@pawpulse/domain/analytics'

export const PAGE_VIEW_ENDPOINT = '/api/analytics/page-views'

interface PrivacySignals {
  doNotTrack?: string | null
  globalPrivacyControl?: boolean
}

/** What the browser says about tracking: DNT (navigator, or window in old Safari/IE) and GPC. */
function browserSignals(): PrivacySignals {
  const nav = navigator as Navigator & PrivacySignals
  const legacy = window as Window & { doNotTrack?: string | null }
  return { doNotTrack: nav.doNotTrack ?? legacy.doNotTrack, globalPrivacyControl: nav.globalPrivacyControl }
}

/**
 * The page-view count, first party (docs/product/feedback-and-admin.md#page-view-counts): one
 * anonymous count per page. Only the route pattern leaves the browser, never an id, token or query;
 * no cookie is sent (`credentials: 'omit'`), and nothing at all when the browser asks not to be
 * tracked. `keepalive` lets the count finish when the page is left at once. Dependency-free,
 * because the landing page (80 KB budget) sends it too; a failure is nobody's problem, so it is
 * ignored.
 */
export function sendPageView(path: string, signals: PrivacySignals = browserSignals()): void {
  if (!shouldSendBeacon(signals)) return
  fetch(PAGE_VIEW_ENDPOINT, {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: routePattern(path) }),
  }).catch(() => {})
}
