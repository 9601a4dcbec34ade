import { BASE_URL } from '../env'
import { completeOwnerOnboardingViaApi, expect, newAccount, signOutViaApi, signUpViaApi, test } from './fixtures'

test.describe('accounts', () => {
  test('a visitor signs up and lands on owner onboarding with a welcome', async ({ page }) => {
    const account = newAccount({ name: 'Nora Signup' })
    await page.goto('/auth?mode=sign-up')
    const form = page.getByRole('form', { name: 'Sign up' })
    await form.getByLabel('Full name').fill(account.name)
    await form.getByLabel('E-mail').fill(account.email)
    await form.getByLabel('Password').fill(account.password)
    await form.getByRole('button', { name: 'Create account' }).click()

    await expect(page).toHaveURL(/\/useronboarding$/)
    await expect(page.getByText('Signed in successfully')).toBeVisible()
    await expect(page.getByText(`Welcome ${account.email}`)).toBeVisible()
  })

  test('a guarded page sends a visitor to sign in and back again', async ({ page }) => {
    const account = await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    await signOutViaApi(page)

    await page.goto('/profile')
    await expect(page).toHaveURL(`${BASE_URL}/auth?redirectTo=%2Fprofile`)
    const form = page.getByRole('form', { name: 'Sign in' })
    await form.getByLabel('E-mail').fill(account.email)
    await form.getByLabel('Password').fill(account.password)
    await form.getByRole('button', { name: 'Sign in' }).click()

    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
    await expect(page.getByText(account.email).first()).toBeVisible()
  })

  test('a wrong password says so; a taken e-mail only says to check the inbox', async ({ page }) => {
    const account = await signUpViaApi(page)
    await signOutViaApi(page)

    await page.goto('/auth')
    const signIn = page.getByRole('form', { name: 'Sign in' })
    await signIn.getByLabel('E-mail').fill(account.email)
    await signIn.getByLabel('Password').fill('not the password')
    await signIn.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Incorrect e-mail or password.')).toBeVisible()
    await expect(page).toHaveURL(/\/auth/)

    await page.getByRole('tab', { name: 'Sign up' }).click()
    const signUp = page.getByRole('form', { name: 'Sign up' })
    await signUp.getByLabel('Full name').fill('Someone Else')
    await signUp.getByLabel('E-mail').fill(account.email)
    await signUp.getByLabel('Password').fill('another password')
    await signUp.getByRole('button', { name: 'Create account' }).click()
    // No more than sign-in reveals: no "already exists", no session; the owner gets a mail.
    await expect(page.getByRole('status', { name: 'Check your inbox' })).toContainText(`We sent a message to ${account.email}.`)
    await expect(page).toHaveURL(/\/auth/)
  })

  test('logout goes to owner onboarding as a guest and clears what the device kept', async ({ page }) => {
    await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await page.evaluate(() => localStorage.setItem('pet-image-storage', '{"state":{}}'))

    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/useronboarding$/)
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible()
    const keys = await page.evaluate(() => Object.keys(localStorage))
    expect(keys).not.toContain('pet-image-storage')
    const me = await page.request.get('/api/me')
    expect(await me.json()).toMatchObject({ isAnonymous: true })
  })
})
