import './index.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

/**
 * Two entries behind one index.html: the landing page (`/`) loads only React and itself (budget
 * ≤ 80 KB gzipped); every other path loads the app. No inline script is needed (CSP
 * `script-src 'self'`).
 */
const entry =
  window.location.pathname === '/'
    ? import('./app/landing-entry').then(({ mountLanding }) => mountLanding(container))
    : import('./app/app-entry').then(({ mountApp }) => mountApp(container))

entry.catch((error: unknown) => {
  // A failure of the whole app shows 'Unable to load application' with the message.
  container.innerHTML =
    '<main id="main" class="mx-auto max-w-md px-4 py-16 text-center"><h1 class="text-2xl font-bold">Unable to load application</h1><p class="mt-2"></p></main>'
  const message = container.querySelector('p')
  if (message) message.textContent = error instanceof Error ? error.message : String(error)
})
