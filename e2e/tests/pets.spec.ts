import { BASE_URL } from '../env'
import {
  completeOwnerOnboardingViaApi,
  createPetViaApi,
  expect,
  invitationLinkFor,
  newAccount,
  scrollTo,
  SMALL_PNG,
  signUpViaApi,
  test,
} from './fixtures'

test.describe('pets and owners', () => {
  test('a new owner signs up, onboards themselves and a pet, and sees the pet on the dashboard', async ({ page }) => {
    const account = newAccount({ name: 'Olivia Owner' })
    await page.goto('/auth?mode=sign-up')
    const signUp = page.getByRole('form', { name: 'Sign up' })
    await signUp.getByLabel('Full name').fill(account.name)
    await signUp.getByLabel('E-mail').fill(account.email)
    await signUp.getByLabel('Password').fill(account.password)
    await signUp.getByRole('button', { name: 'Create account' }).click()
    await expect(page).toHaveURL(/\/useronboarding$/)

    const aboutYou = page.getByRole('form', { name: 'About you' })
    await expect(aboutYou.getByLabel('Full name')).toHaveValue(account.name)
    await aboutYou.getByLabel('Preferred name').fill('Liv')
    await aboutYou.getByRole('combobox', { name: 'Country' }).fill('Netherlands')
    await page.getByRole('option', { name: 'Netherlands', exact: true }).click()
    // The country's defaults arrive on their own.
    await expect(aboutYou.getByRole('combobox', { name: 'Currency' })).toHaveValue(/EUR/)
    await expect(aboutYou.getByRole('radio', { name: 'Metric (kg)' })).toBeChecked()
    await aboutYou.getByRole('button', { name: 'Continue' }).click()

    await expect(page).toHaveURL(/\/petonboarding$/)
    await expect(page.getByRole('heading', { level: 2, name: 'General information' })).toBeVisible()
    await page.getByLabel('Name', { exact: true }).fill('Biscuit')
    await page.getByRole('radio', { name: 'Dog' }).check()
    for (const section of ['Care team', 'Health history', 'Diet', 'Behaviour', 'Fun facts', 'Notifications', 'Symptom tracking']) {
      await page.getByRole('button', { name: 'Next' }).click()
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible()
    }
    await page.getByRole('button', { name: 'Complete' }).click()

    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByText('Biscuit').first()).toBeVisible()
    const me = await (await page.request.get('/api/me')).json()
    expect(me).toMatchObject({ preferredName: 'Liv', country: 'NL', currency: 'EUR', onboardingCompleted: true })
  })

  test('a reload in the middle of pet onboarding keeps what was typed', async ({ page }) => {
    await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    await page.goto('/petonboarding')
    await page.getByLabel('Name', { exact: true }).fill('Mochi')
    await page.getByRole('radio', { name: 'Cat' }).check()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Care team' })).toBeVisible()

    await page.reload()
    await expect(page.getByRole('heading', { level: 2, name: 'Care team' })).toBeVisible()
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Mochi')
    await expect(page.getByRole('radio', { name: 'Cat' })).toBeChecked()
  })

  test('an owner uploads a photo and sees it on the pet page', async ({ page }) => {
    await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    await createPetViaApi(page, { name: 'Pepper', species: 'dog' })
    await page.goto('/pet')
    await expect(page.getByRole('heading', { level: 1, name: 'Pepper' })).toBeVisible()

    await scrollTo(page, page.getByLabel('Add photos'))
    await page.getByLabel('Add photos').setInputFiles({ name: 'pepper.png', mimeType: 'image/png', buffer: SMALL_PNG })
    await expect(page.getByText('The pet image has been uploaded successfully.')).toBeVisible()
    const photo = page.getByRole('img', { name: 'Photo 1 of Pepper' })
    await expect(photo).toBeVisible()
    // The picture really loaded from the access-checked file route.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  })

  test('on a phone the pet page loads its lower sections as the owner scrolls, and all at once for the keyboard', async ({ page }) => {
    await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    await createPetViaApi(page, { name: 'Pepper', species: 'dog' })
    await page.setViewportSize({ width: 375, height: 740 })
    const sectionCode = [] as string[]
    page.on('request', (request) => {
      if (/\/assets\/pet-page-last-sections-/.test(request.url())) sectionCode.push(request.url())
    })
    await page.goto('/pet')
    await expect(page.getByRole('region', { name: 'Details' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    // Far below the first screen: neither drawn nor its code fetched.
    await expect(page.getByRole('region', { name: 'Care team' })).toHaveCount(0)
    expect(sectionCode).toEqual([])

    await scrollTo(page, page.getByRole('region', { name: 'Care team' }))
    await expect(page.getByRole('region', { name: 'Care team' })).toContainText('No primary veterinarian yet.')

    // A keyboard user does not scroll: the first Tab draws every section, so focus can reach them.
    // From the top of the page: a reload keeps the scroll position, and the sections there draw.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.reload()
    await expect(page.getByRole('region', { name: 'Details' })).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page.getByRole('region', { name: 'Fun facts' })).toHaveCount(0)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('region', { name: 'Fun facts' }).getByText('No fun facts recorded yet.')).toBeAttached()
  })

  test('an owner invites a co-parent, who accepts from the e-mail link and sees the pet', async ({ page, browser }) => {
    await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    await createPetViaApi(page, { name: 'Juniper', species: 'cat' })
    const coParent = newAccount({ name: 'Casey Coparent' })

    await page.goto('/profile')
    const invite = page.getByRole('form', { name: 'Invite someone' })
    await invite.getByLabel('Name', { exact: true }).fill(coParent.name)
    await invite.getByLabel('E-mail').fill(coParent.email)
    await invite.getByLabel('Relationship').fill('partner')
    await invite.getByRole('checkbox', { name: 'Juniper' }).check()
    await invite.getByRole('radio', { name: /Co-parent/ }).check()
    await invite.getByRole('button', { name: 'Send invitation' }).click()
    await expect(page.getByRole('article', { name: coParent.name }).getByText('Invited: invitation sent')).toBeVisible()

    const link = await invitationLinkFor(coParent.email)
    const context = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { 'x-forwarded-for': '10.200.1.2' } })
    const other = await context.newPage()
    await other.goto(link)
    await expect(other.getByRole('heading', { name: /invited you/ })).toBeVisible()
    const signUp = other.getByRole('form', { name: 'Sign up' })
    await expect(signUp.getByLabel('E-mail')).toHaveValue(coParent.email)
    await expect(signUp.getByLabel('Full name')).toHaveValue(coParent.name)
    await signUp.getByLabel('Password').fill(coParent.password)
    await signUp.getByRole('button', { name: 'Create account' }).click()

    await expect(other.getByRole('button', { name: 'Selected pet: Juniper' })).toBeVisible()
    const pets = await (await other.request.get('/api/pets')).json()
    expect(pets.pets).toEqual([expect.objectContaining({ name: 'Juniper', access: 'editor' })])
    await context.close()

    await page.reload()
    await expect(page.getByRole('article', { name: coParent.name }).getByText('Active')).toBeVisible()
  })
})

test.describe('long pet names', () => {
  test('a 57-character name never makes a page wider than a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    const name = 'Sir Reginald Bartholomew Fluffington the Third of Woofshi'
    expect(name).toHaveLength(57)
    await createPetViaApi(page, { name, species: 'dog' })
    for (const path of ['/dashboard', '/pet', '/breathing', '/reports']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.getByText(name).filter({ visible: true }).first()).toBeVisible()
      expect({ path, width: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({ path, width: 375 })
    }
  })

  test('a phone has the pet selector in its header', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    await createPetViaApi(page, { name: 'Pepper', species: 'dog' })
    await createPetViaApi(page, { name: 'Juniper', species: 'cat' })
    await page.goto('/pet')
    const selector = page.getByRole('button', { name: /^Selected pet: / })
    await expect(selector).toBeVisible()
    const other = (await selector.textContent())?.includes('Pepper') ? 'Juniper' : 'Pepper'
    await selector.click()
    await page.getByRole('menuitemradio', { name: new RegExp(other) }).click()
    await expect(page.getByRole('heading', { level: 1, name: other })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375)
  })
})
