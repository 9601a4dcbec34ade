import { BASE_URL } from '../env'
import {
  completeOwnerOnboardingViaApi,
  createPetViaApi,
  expect,
  linkInMailTo,
  newAccount,
  seriousViolations,
  signUpViaApi,
  test,
} from './fixtures'

/** Where the walk-through's screenshots go (looked at by whoever changes this page). */
const SHOTS = process.env.E2E_SHOTS_DIR

test.describe('urgent breathing alerts', () => {
  test('a count of 40 a minute puts an urgent alert with the vet’s number in the inbox and the mailbox at once', async ({ page }) => {
    const account = await signUpViaApi(page, newAccount())
    await completeOwnerOnboardingViaApi(page)
    const headers = { origin: BASE_URL }
    // Quiet hours all day long: an urgent alert ignores them.
    const prefs = await page.request.put('/api/notification-preferences', {
      data: { methods: ['email'], quietHours: { start: '00:00', end: '23:59' }, emailMutedCategories: [] },
      headers,
    })
    expect(prefs.status(), await prefs.text()).toBe(200)
    const petId = await createPetViaApi(page, { name: 'Pepper', species: 'dog' })
    const vet = await page.request.put(`/api/pets/${petId}/care-team/primary-veterinarian`, {
      data: { name: 'Dr Ana Vega', phoneNumber: '+49 30 1234 5678' },
      headers,
    })
    expect(vet.status(), await vet.text()).toBe(200)
    const count = await page.request.post(`/api/pets/${petId}/breathing-logs`, {
      data: { measuredAt: new Date().toISOString(), breathCount: 20, durationSeconds: 30, method: 'counter', context: 'sleeping' },
      headers,
    })
    expect(count.status(), await count.text()).toBe(201)

    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/notifications')
    const inbox = page.getByRole('region', { name: /Inbox/ })
    const alert = inbox.getByRole('listitem').filter({ hasText: 'Urgent breathing alert' })
    await expect(alert).toContainText('Pepper: 40 breaths per minute — contact your vet')
    await expect(alert.getByRole('link', { name: 'Call Dr Ana Vega: +49 30 1234 5678' })).toHaveAttribute('href', 'tel:+493012345678')
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Notifications 1 unread' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/alert-1280.png`, fullPage: true })

    // The e-mail went at once, quiet hours or not, with the vet's name and number.
    await linkInMailTo(account.email, /Call Dr Ana Vega on \+49 30 1234 5678\./)

    await page.setViewportSize({ width: 375, height: 740 })
    await page.reload()
    await expect(alert.getByRole('link', { name: /Call Dr Ana Vega/ })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/alert-375.png`, fullPage: true })
  })
})
