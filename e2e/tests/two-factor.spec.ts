import { Secret, TOTP } from 'otpauth'
import { completeOwnerOnboardingViaApi, expect, signOutViaApi, signUpViaApi, test } from './fixtures'

// Two-factor sign-in as an owner meets it (decision 061): set up on /profile with a code computed
// as an authenticator app would (the otpauth library, from the key the page shows), then asked for
// at sign-in; and a passkey added and used with Chromium's virtual authenticator.

test.describe('two-factor sign-in', () => {
  test('an owner turns it on with the app’s code, and the next sign-in asks for one (a wrong one is refused)', async ({ page }) => {
    const account = await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    await page.setViewportSize({ width: 375, height: 800 })

    await page.goto('/profile')
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
    await page.getByLabel('Current password').fill(account.password)
    await page.getByRole('button', { name: 'Continue' }).click()
    const confirm = page.getByRole('form', { name: 'Confirm two-factor sign-in' })
    await expect(confirm.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
    const key = (await confirm.getByTestId('totp-setup-key').innerText()).replace(/\s/g, '')
    const app = new TOTP({ secret: Secret.fromBase32(key) })

    await confirm.getByLabel('Code from the app').fill('000000')
    await confirm.getByRole('button', { name: 'Turn on' }).click()
    await expect(confirm.getByText('That code is not right. Check the time on your phone and enter the newest code.')).toBeVisible()
    await confirm.getByLabel('Code from the app').fill(app.generate())
    await confirm.getByRole('button', { name: 'Turn on' }).click()
    await page.getByRole('button', { name: 'I have saved them' }).click()
    await expect(page.getByText('On: after your password, Pawpulse asks for a code')).toBeVisible()

    await signOutViaApi(page)
    await page.goto('/auth')
    const signIn = page.getByRole('form', { name: 'Sign in' })
    await signIn.getByLabel('E-mail').fill(account.email)
    await signIn.getByLabel('Password').fill(account.password)
    await signIn.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Your password is right. Enter the code your authenticator app shows for Pawpulse.')).toBeVisible()
    await page.getByLabel('Code', { exact: true }).fill('123456')
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByText('That code is not right. Check the time on your phone and enter the newest code.')).toBeVisible()
    await page.getByLabel('Code', { exact: true }).fill(app.generate())
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('an owner adds a passkey on /profile and signs in with it alone', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('WebAuthn.enable')
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    })
    await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)

    await page.goto('/profile')
    const add = page.getByRole('form', { name: 'Add a passkey' })
    await add.getByLabel('Passkey name').fill('My laptop')
    await add.getByRole('button', { name: 'Add a passkey' }).click()
    await expect(page.getByText('Passkey added')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Remove passkey My laptop' })).toBeVisible()

    await signOutViaApi(page)
    await page.goto('/auth')
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })
})
