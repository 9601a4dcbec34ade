import './index.css'
import { sendEarlyPageRequests } from './app/early-page-requests'
import { preloadPage } from './app/preload-page'
import { afterFirstPaint } from './lib/after-first-paint'
import { warmUpIntl } from './lib/intl-warm-up'
import { sendAppLayoutRequests } from './lib/app-layout-requests'
import { sendSessionCheck } from './lib/auth/session-check'
import { buildSchemasWithoutEval } from './lib/zod-without-eval'

// Before any of the app's modules builds a schema: the CSP forbids eval (lib/zod-without-eval.ts).
buildSchemasWithoutEval()

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

/**
 * Three entries behind one index.html: the landing page (`/`) loads only React and itself (budget
 * ≤ 80 KB gzipped); a shared report (`/shared-report/{token}`) loads only its own small page, with
 * no session and nothing kept on the device (decision 064); every other path loads the app. No
 * inline script is needed (CSP `script-src 'self'`).
 */
const { pathname } = window.location
const entry =
  pathname === '/' ? startLanding(container) : pathname.startsWith('/shared-report/') ? startSharedReport(container) : startApp(container)

/**
 * The landing page arrives drawn (prerendered, decision 065): its code, which only hydrates it, is
 * asked for once that page is on screen, so that on a slow line React's download does not share
 * the first paint's bandwidth (decision 065).
 */
function startLanding(root: HTMLElement) {
  return afterFirstPaint()
    .then(() => import('./app/landing-entry'))
    .then(({ mountLanding }) => mountLanding(root))
}

/** The vet's page: none of the app's start-up requests (no session check, no pet list). */
function startSharedReport(root: HTMLElement) {
  warmUpIntl()
  return import('./app/shared-report-entry').then(({ mountSharedReport, sharedReportToken }) =>
    mountSharedReport(root, sharedReportToken(pathname) ?? ''),
  )
}

/**
 * The app's first requests all start now, side by side (decision 065): the app entry, the page's
 * own files and its layout's, and the session check the guards wait for. Left to the app, each
 * would wait for the one before it.
 */
function startApp(root: HTMLElement) {
  // First, so that it is done before the app's first date label (lib/intl-warm-up.ts).
  warmUpIntl()
  const sessionCheck = sendSessionCheck()
  // Offline it fails: the viewer's load reads that failure when the app asks (lib/auth/viewer.ts).
  sessionCheck.catch(() => {})
  // The entry first: on HTTP/1.1 the browser sends requests of one priority in the order asked.
  const app = import('./app/app-entry')
  const page = preloadPage(window.location.pathname)
  // A page in the app layout draws from the pet list and the profile: asked for now on a device
  // that had a session, else as soon as the session check answers (decision 065).
  const layoutRequests = page.inAppLayout ? sendAppLayoutRequests(sessionCheck) : undefined
  // And the selected pet's page asks for its own first answers now too (decision 065).
  sendEarlyPageRequests(page.path)
  return app.then(({ mountApp }) => mountApp(root, { sessionCheck, layoutRequests }))
}

entry.catch((error: unknown) => {
  // A failure of the whole app shows 'Unable to load application' with the message.
  container.innerHTML =
    '<main id="main" class="mx-auto max-w-md px-4 py-16 text-center"><h1 class="text-2xl font-bold">Unable to load application</h1><p class="mt-2"></p></main>'
  const message = container.querySelector('p')
  if (message) message.textContent = error instanceof Error ? error.message : String(error)
})
