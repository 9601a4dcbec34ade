import type { Page } from '@playwright/test'
import { ADMIN_EMAIL, BASE_URL } from '../env'
import {
  completeOwnerOnboardingViaApi,
  expect,
  newAccount,
  seriousViolations,
  signOutViaApi,
  signInAdminViaApi,
  signUpViaApi,
  test,
} from './fixtures'

/** A real 8 × 8 PNG, so the server's image pipeline decodes and re-encodes it like any screenshot. */
const SCREENSHOT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPgL8vDihiGlgQApWE8welJnBIAAAAASUVORK5CYII=',
  'base64',
)

/** The admin of PAWPULSE_ADMIN_EMAILS; other specs use the same account, so an existing one signs in. */
async function signInAsAdmin(page: Page) {
  await signInAdminViaApi(page, newAccount({ email: ADMIN_EMAIL, name: 'Ada Admin' }))
  await completeOwnerOnboardingViaApi(page)
}

test.describe('feedback and its review', () => {
  test('a user sends blocking feedback with a screenshot; the admin sees it first, opens it and resolves it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const owner = await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    await page.goto('/dashboard')

    await page.getByRole('button', { name: 'Send feedback' }).click()
    const dialog = page.getByRole('dialog', { name: 'Send feedback' })
    await expect(dialog.getByLabel('Type')).toHaveValue('bug')
    await expect(dialog.getByLabel('Severity')).toHaveValue('minor')
    expect(await seriousViolations(page)).toEqual([])

    const heading = `Chart freezes <script>alert(1)</script> ${Date.now()}`
    await dialog.getByLabel('Severity').selectOption('Blocking')
    await dialog.getByLabel('Heading').fill(heading)
    await dialog.getByLabel('Description').fill('The breathing chart stops updating.\nIt happens every time.')
    await dialog.getByLabel('Screenshot (optional)').setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: SCREENSHOT_PNG })
    await expect(dialog.getByText(/chart\.png/)).toBeVisible()
    await dialog.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByText('Feedback sent')).toBeVisible()
    await expect(dialog).toBeHidden()

    await signOutViaApi(page)
    await signInAsAdmin(page)
    await page.goto('/admin/feedback')
    const firstRow = page.getByRole('table').getByRole('row').nth(1)
    await expect(firstRow.getByRole('link', { name: heading })).toBeVisible()
    await expect(firstRow).toContainText('Blocking')
    await expect(firstRow).toContainText(owner.email)
    expect(await page.locator('script:has-text("alert(1)")').count()).toBe(0)

    await firstRow.getByRole('link', { name: heading }).click()
    const article = page.getByRole('article', { name: heading })
    await expect(article.getByText('It happens every time.')).toBeVisible()
    await expect(article.getByText('/dashboard')).toBeVisible()
    await expect(article.getByText(owner.email)).toBeVisible()
    // The admin-only file route really serves the re-encoded image.
    const screenshot = article.getByRole('img', { name: 'Screenshot sent with this feedback' })
    await expect(screenshot).toHaveJSProperty('naturalWidth', 8)
    expect(await seriousViolations(page)).toEqual([])

    await article.getByLabel('Status', { exact: true }).selectOption('Resolved')
    await article.getByRole('button', { name: 'Save status' }).click()
    await expect(page.getByText('Status updated')).toBeVisible()
    await expect(article.locator('dd', { hasText: 'Resolved' })).toBeVisible()

    await article.getByRole('link', { name: 'Back to all feedback' }).click()
    await page.getByRole('search', { name: 'Filter feedback' }).getByLabel('Status').selectOption('Resolved')
    await expect(page.getByRole('link', { name: heading })).toBeVisible()

    // The overview counts the pages people opened (by pattern), the dashboard included.
    await page.goto('/admin')
    await expect(
      page.getByRole('table', { name: 'Page views, last 30 days' }).getByRole('rowheader', { name: '/dashboard', exact: true }),
    ).toBeVisible()
  })

  test('sends a non-admin from every admin page to /', async ({ page }) => {
    await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    for (const path of ['/admin', '/admin/feedback', '/admin/other-responses']) {
      await page.goto(path)
      await expect(page).toHaveURL(`${BASE_URL}/`)
    }
    expect((await page.request.get('/api/admin/feedback')).status()).toBe(403)
  })

  test('counts the landing page without a cookie, by pattern', async ({ page }) => {
    await signUpViaApi(page)
    const beacon = page.waitForRequest((request) => request.url() === `${BASE_URL}/api/analytics/page-views`)
    await page.goto('/')
    const request = await beacon
    expect(request.postDataJSON()).toEqual({ path: '/' })
    expect(await request.headerValue('cookie')).toBeNull()
  })
})
