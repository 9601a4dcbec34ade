import type { ConsoleMessage, Page } from '@playwright/test'
import { expect, signUpViaApi, test } from './fixtures'

const HEADLINE = 'Your pet’s health, kept together.'

/**
 * Every error the page logs, and every uncaught exception: a hydration mismatch is reported as one
 * (React's production build reports a recoverable error through reportError).
 */
function problems(page: Page): string[] {
  const seen: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') seen.push(message.text())
  })
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`))
  return seen
}

test.describe('the landing page', () => {
  test('is in the HTML the server sends, readable before any script runs', async ({ page }) => {
    const html = await (await page.request.get('/')).text()
    expect(html).toContain(HEADLINE)
    expect(html).toContain('href="/auth?mode=sign-up"')

    await page.route('**/*.js', (route) => route.abort())
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/auth?mode=sign-up')
    await expect(page.getByRole('link', { name: 'Try it as a guest' })).toHaveAttribute('href', '/dashboard')
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(7)
  })

  test('hydrates signed out without an error, and its links load the app', async ({ page }) => {
    const logged = problems(page)
    const sessionChecked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/get-session')
    await page.goto('/')
    await sessionChecked
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
    expect(logged).toEqual([])

    await page.getByRole('link', { name: 'Get started' }).click()
    await expect(page).toHaveURL(/\/auth\?mode=sign-up$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    expect(logged).toEqual([])
  })

  test('hydrates for an owner signed in, then offers their dashboard', async ({ page }) => {
    const logged = problems(page)
    await signUpViaApi(page)
    await page.goto('/')
    // Prerendered signed out; the session check after hydration swaps the calls to action.
    await expect(page.getByRole('link', { name: 'Open your dashboard' })).toHaveCount(2)
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0)
    expect(logged).toEqual([])
  })
})

test.describe('the landing page offline', () => {
  // The service worker is what this test is about (the other specs block it: playwright.config.ts).
  test.use({ serviceWorkers: 'allow' })

  test('is kept on the device with the app and opens with no network', async ({ page, context }) => {
    // The app registers the service worker (the landing entry stays small and does not).
    await page.goto('/auth')
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
    expect(await page.evaluate(async () => Boolean(await caches.match('/landing.html')))).toBe(true)

    await context.setOffline(true)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Get started' })).toBeVisible()
  })
})
