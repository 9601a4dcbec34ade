import { ADMIN_EMAIL, BASE_URL } from '../env'
import { completeOwnerOnboardingViaApi, createPetViaApi, expect, newAccount, signInAdminViaApi, signUpViaApi, test } from './fixtures'

test.describe('the app shell', () => {
  test('shows the sidebar on a desktop and no bottom bar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    await page.goto('/dashboard')

    const sidebar = page.getByRole('navigation', { name: 'Main' })
    await expect(sidebar).toBeVisible()
    for (const name of ['Dashboard', 'Pet Profile', 'Health Management', 'Breath Monitor', 'Reports', 'Marketplace', 'Settings']) {
      await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(sidebar.getByRole('link', { name: 'Admin' })).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Bottom bar' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Add Your First Pet' })).toBeVisible()

    await sidebar.getByRole('link', { name: 'Breath Monitor' }).click()
    await expect(page).toHaveURL(/\/breathing$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  })

  test('runs within its own Content-Security-Policy: no violation while a pet’s pages load', async ({ page }) => {
    // An operator collecting CSP reports would see every load of the app otherwise (decision 052).
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { cspViolations: seen })
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
    })
    await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    await createPetViaApi(page, { name: 'Biscuit', species: 'dog' })
    const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)

    await page.goto('/dashboard')
    await expect(page.getByText('Biscuit').first()).toBeVisible()
    expect(await violations()).toEqual([])
    await page.goto('/breathing')
    await expect(page.getByRole('heading', { level: 1, name: 'Breath Monitor' })).toBeVisible()
    await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0)
    expect(await violations()).toEqual([])
  })

  test('has a worker build the first date formats as the app starts, and the worker then ends', async ({ page }) => {
    // The browser's first Intl format reads ICU's data in; a worker pays for that, not the page (decision 054).
    await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    await createPetViaApi(page, { name: 'Biscuit', species: 'dog' })
    // Its end is listened for as it starts: it may end before the test's next step.
    const ended = new Promise<string>((done) => {
      page.on('worker', (worker) => {
        if (/intl-warm-up\.worker-[\w-]+\.js$/.test(worker.url())) worker.on('close', () => done(worker.url()))
      })
    })
    await page.goto('/dashboard')
    expect(await ended).toMatch(/^http.*\/assets\/intl-warm-up/)
    await expect(page.getByText('Biscuit').first()).toBeVisible()
  })

  test('shows the bottom bar on a 375 px phone, with More holding the rest', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    await page.goto('/dashboard')

    const bottomBar = page.getByRole('navigation', { name: 'Bottom bar' })
    await expect(bottomBar).toBeVisible()
    for (const name of ['Dashboard', 'Pets', 'Symptoms', 'Breathing', 'Meds', 'More']) {
      await expect(bottomBar.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    // With no pet yet the header has no room for 'Add Your First Pet' beside Logout: the page's own button offers it.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Add Your First Pet' })).toBeHidden()
    await expect(page.getByRole('link', { name: 'Add Your First Pet' })).toBeVisible()
    // Nothing sticks out sideways at this width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

    await bottomBar.getByRole('link', { name: 'More' }).click()
    const more = page.getByRole('navigation', { name: 'More' })
    for (const name of ['Notifications', 'Reports', 'Marketplace', 'Profile']) {
      await expect(more.getByRole('link', { name })).toBeVisible()
    }
    await expect(more.getByRole('link', { name: 'Admin' })).toHaveCount(0)

    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
  })

  test('sends a non-admin away from /admin to the landing page', async ({ page }) => {
    await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    await page.goto('/admin')
    await expect(page).toHaveURL(`${BASE_URL}/`)
  })

  test('lets an admin from PAWPULSE_ADMIN_EMAILS into /admin', async ({ page }) => {
    // The admin may exist already (another spec, or a retry of this one).
    await signInAdminViaApi(page, newAccount({ email: ADMIN_EMAIL, name: 'Ada Admin' }))
    await completeOwnerOnboardingViaApi(page)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/dashboard')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible()
    await expect(page.getByRole('cell', { name: ADMIN_EMAIL })).toBeVisible()
  })

  test('shows the not-found page for an unknown address', async ({ page }) => {
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Go to the home page' }).click()
    await expect(page).toHaveURL(`${BASE_URL}/`)
  })
})
