import { BASE_URL } from '../env'
import { completeOwnerOnboardingViaApi, expect, linkInMailTo, newAccount, signOutViaApi, signUpViaApi, test } from './fixtures'

const RESET_LINK = /https?:\/\/[^\s"<>]+\/api\/auth\/reset-password\/[^\s"<>]+/
const CONFIRM_LINK = /https?:\/\/[^\s"<>]+\/api\/auth\/verify-email\?token=[^\s"<>]+/

test.describe('accounts that are complete', () => {
  test('forgot password → mail → reset → sign in with the new password', async ({ page }) => {
    const account = await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    await signOutViaApi(page)

    await page.goto('/auth')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
    await page.getByLabel('E-mail').fill(account.email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByRole('status', { name: 'Check your inbox' })).toContainText(`If an account uses ${account.email}`)

    await page.goto(await linkInMailTo(account.email, RESET_LINK))
    await expect(page).toHaveURL(/\/reset-password\?token=/)
    const newPassword = 'a completely new secret'
    await page.getByLabel('New password', { exact: true }).fill(newPassword)
    await page.getByLabel('Repeat the new password').fill(newPassword)
    await page.getByRole('button', { name: 'Set new password' }).click()
    const done = page.getByRole('status', { name: 'Your password has been changed' })
    await expect(done).toBeVisible()

    await done.getByRole('link', { name: 'Sign in' }).click()
    const form = page.getByRole('form', { name: 'Sign in' })
    await form.getByLabel('E-mail').fill(account.email)
    await form.getByLabel('Password').fill(account.password)
    await form.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Incorrect e-mail or password.')).toBeVisible()
    await form.getByLabel('Password').fill(newPassword)
    await form.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)

    // The link worked once.
    await page.goto(await linkInMailTo(account.email, RESET_LINK))
    await expect(page.getByRole('status', { name: 'This link no longer works' })).toBeVisible()
  })

  test('the banner offers the confirmation mail again, and its link confirms the address', async ({ page }) => {
    const account = await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    await page.goto('/dashboard')
    const banner = page.getByRole('region', { name: 'Confirm your e-mail address' })
    await expect(banner).toContainText(`We sent a link to ${account.email}. You can keep using Pawpulse meanwhile.`)

    const askedAt = Date.now()
    await banner.getByRole('button', { name: 'Resend' }).click()
    await expect(page.getByText('Confirmation e-mail sent')).toBeVisible()
    await page.goto(await linkInMailTo(account.email, CONFIRM_LINK, { newerThan: askedAt - 1000 }))
    await expect(page).toHaveURL(/\/verify-email\?result=confirmed$/)
    await expect(page.getByRole('status', { name: 'Your e-mail address is confirmed' })).toBeVisible()

    await page.getByRole('link', { name: 'Go to your dashboard' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(banner).toHaveCount(0)
  })

  test('signs the other devices out from the profile', async ({ page, browser }) => {
    const account = await signUpViaApi(page, newAccount({ name: 'Two Devices' }))
    await completeOwnerOnboardingViaApi(page)

    // The same person on a second device (its own browser context, its own cookie).
    const other = await browser.newContext({ baseURL: BASE_URL })
    const signIn = await other.request.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: account.password },
      headers: { origin: BASE_URL },
    })
    expect(signIn.status()).toBe(200)
    expect((await other.request.get('/api/me')).status()).toBe(200)

    await page.goto('/profile')
    const devices = page.getByRole('list', { name: 'Signed-in devices' })
    await expect(devices.getByRole('listitem')).toHaveCount(2)
    await expect(devices.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1)
    await page.getByRole('button', { name: 'Sign out all other devices' }).click()
    await expect(page.getByText('One other device was signed out.')).toBeVisible()
    await expect(devices.getByRole('listitem')).toHaveCount(1)

    expect((await other.request.get('/api/me')).status()).toBe(401)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
    await other.close()
  })
})
