import { defineConfig, devices } from '@playwright/test'

import { ADMIN_EMAIL, BASE_URL, DATA_DIR, E2E_PORT } from './env'

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the real app:
 * `npm start` on a fresh data folder, embedded database, built web app.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // Budgets for a busy two-core machine (the server, two browsers and other work share it): a
  // page that answers in 1 s when idle took over 7 s at load 11. Generous limits cost nothing
  // when a test passes; a wrong page still fails, only later.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // CI asks for a JSON report (read by .ci/run for its totals) through PLAYWRIGHT_JSON_OUTPUT_FILE.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE
    ? [['list'], ['json']]
    : process.env.CI
      ? 'list'
      : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    // Every test has a new browser context, in which the service worker would fetch and store all
    // of the release's files (183, 1.6 MB) while the test runs. Only the specs about it
    // (offline.spec.ts, push.spec.ts) let it in; the app works without it, as in a browser that
    // has none.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf ${DATA_DIR} && node ../scripts/start.mjs`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      PAWPULSE_TRUST_PROXY: 'true',
      PAWPULSE_DATA_DIR: DATA_DIR,
      PAWPULSE_ADMIN_EMAILS: ADMIN_EMAIL,
      LOG_LEVEL: 'warn',
      // The reminder dispatcher looks for due reminders every second, so a reminder fires within
      // a second of its minute (notifications.spec.ts) instead of up to 15 s later.
      PAWPULSE_REMINDER_TICK_MS: '1000',
    },
  },
})
