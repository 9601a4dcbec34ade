/** Shared by the Playwright config and the specs. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const BASE_URL = `http://localhost:${E2E_PORT}`
/** Listed in PAWPULSE_ADMIN_EMAILS for the e2e server: an admin once its confirmation link is opened (signInAsAdminViaApi). */
export const ADMIN_EMAIL = 'admin-e2e@example.com'
/** The e2e server's data folder (playwright.config.ts `webServer.env`), and its mail outbox. */
// E2E_DATA_DIR: another folder, so that two runs on one machine (E2E_PORT apart) do not wipe each other's.
export const DATA_DIR = process.env.E2E_DATA_DIR?.replace(/\/?$/, '/') ?? new URL('./.data-e2e/', import.meta.url).pathname
export const OUTBOX_DIR = `${DATA_DIR}outbox`
