import type { ConsoleMessage, Page } from '@playwright/test'
import { completeOwnerOnboardingViaApi, createPetViaApi, expect, newAccount, scrollTo, signOutViaApi, signUpViaApi, test } from './fixtures'

/**
 * A refusal the page explains (wrong password, a file that is not an image, an address invited
 * twice) is not an error of the app: the app's logger stays quiet, so the console, and the
 * client-error log that follows it, hold only what went wrong unexpectedly. (The browser's own
 * "Failed to load resource" line for a 4xx is not the app's and is not counted.)
 */
function appConsole(page: Page): string[] {
  const messages: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if ((message.type() === 'error' || message.type() === 'warning') && message.text().startsWith('[pawpulse]')) {
      messages.push(message.text())
    }
  })
  return messages
}

test.describe('expected refusals', () => {
  test('a wrong password, a file that is not an image and a second invitation are explained, not logged', async ({ page }) => {
    const logged = appConsole(page)
    const account = await signUpViaApi(page, newAccount())
    await completeOwnerOnboardingViaApi(page)
    await createPetViaApi(page, { name: 'Pepper', species: 'dog' })

    // 400: a file called .png that is not a picture.
    await page.goto('/pet')
    await expect(page.getByRole('heading', { level: 1, name: 'Pepper' })).toBeVisible()
    await scrollTo(page, page.getByLabel('Add photos'))
    await page
      .getByLabel('Add photos')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are notes, not a picture') })
    await expect(page.getByText('File type not supported')).toBeVisible()

    // 409: the same address invited twice.
    await page.goto('/profile')
    const invite = page.getByRole('form', { name: 'Invite someone' })
    const inviteOnce = async () => {
      await invite.getByLabel('Name', { exact: true }).fill('Casey Coparent')
      await invite.getByLabel('E-mail').fill('casey-twice@example.com')
      await invite.getByLabel('Relationship').fill('partner')
      await invite.getByRole('checkbox', { name: 'Pepper' }).check()
      await invite.getByRole('radio', { name: /Co-parent/ }).check()
      await invite.getByRole('button', { name: 'Send invitation' }).click()
    }
    await inviteOnce()
    await expect(page.getByRole('article', { name: 'Casey Coparent' })).toBeVisible()
    await inviteOnce()
    await expect(invite.getByText('Already invited')).toBeVisible()

    // 401: a wrong password.
    await signOutViaApi(page)
    await page.goto('/auth')
    const signIn = page.getByRole('form', { name: 'Sign in' })
    await signIn.getByLabel('E-mail').fill(account.email)
    await signIn.getByLabel('Password').fill('not the password')
    await signIn.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Incorrect e-mail or password.')).toBeVisible()

    expect(logged).toEqual([])
  })

  test('an unexpected failure is still logged', async ({ page }) => {
    const logged = appConsole(page)
    await signUpViaApi(page, newAccount())
    await completeOwnerOnboardingViaApi(page)
    await createPetViaApi(page, { name: 'Pepper', species: 'dog' })
    await page.route('**/api/pets/*/images', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"INTERNAL","message":"Something went wrong"}}',
      }),
    )
    await page.goto('/pet')
    await expect(page.getByRole('heading', { level: 1, name: 'Pepper' })).toBeVisible()
    // The photos, whose request fails, are drawn as the owner scrolls to them.
    await scrollTo(page, page.getByRole('region', { name: 'Photos' }))
    await expect.poll(() => logged.some((line) => line.includes('Query failed'))).toBe(true)
  })
})
