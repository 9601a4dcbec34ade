import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { ADMIN_EMAIL, BASE_URL } from '../env'
import {
  completeOwnerOnboardingViaApi,
  createPetViaApi,
  expect,
  newAccount,
  seriousViolations,
  signInAdminViaApi,
  signUpViaApi,
  SMALL_PNG,
  test,
} from './fixtures'

const SHOTS = process.env.E2E_SHOTS_DIR

/** An owner with a dog that has MVD, made through the API. */
async function ownerWithMvdDog(page: Page, name = 'Biscuit') {
  await signUpViaApi(page)
  await completeOwnerOnboardingViaApi(page)
  const petId = await createPetViaApi(page, { name, species: 'dog' })
  const response = await page.request.post(`/api/pets/${petId}/conditions`, {
    data: { condition: 'mvd', ongoing: true },
    headers: { origin: BASE_URL },
  })
  expect(response.status(), await response.text()).toBe(201)
  return petId
}

/** The admin of PAWPULSE_ADMIN_EMAILS; other specs use the same account, so an existing one signs in. */
async function signInAsAdmin(page: Page) {
  await signInAdminViaApi(page, newAccount({ email: ADMIN_EMAIL, name: 'Ada Admin' }))
  await completeOwnerOnboardingViaApi(page)
}

async function fitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

test.describe('marketplace', () => {
  test('an owner of a dog with MVD sees cardiac diets first, filters by MVD and Food, and reaches the maker’s site in a new tab', async ({
    page,
  }) => {
    await ownerWithMvdDog(page)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/dashboard')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Marketplace' }).click()
    await expect(page).toHaveURL(/\/marketplace$/)

    // The entries for Biscuit's condition come first, under their own heading.
    const forMvd = page.getByRole('region', { name: 'For Biscuit’s MVD' })
    const first = forMvd.getByRole('article').first()
    await expect(first).toContainText('Because Biscuit has MVD')
    await expect(first).toContainText('Food')
    await expect(first).toContainText(/heart|cardi/i)
    await expect(first).toContainText('Talk to your vet first')
    // …and the first card on the page is one of them.
    await expect(page.getByRole('main').getByRole('article').first()).toContainText('Because Biscuit has MVD')
    await expect(page.getByText('Pawpulse does not sell these products')).toHaveCount(1)
    const more = page.getByRole('region', { name: 'More for your pets' })
    await expect(more.getByRole('article').first()).toBeVisible()

    const filters = page.getByRole('search', { name: 'Filter the marketplace' })
    await filters.getByRole('group', { name: 'Condition' }).getByRole('button', { name: /MVD/ }).click()
    await expect(page).toHaveURL(/condition=mvd/)
    await filters.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Food' }).click()
    await expect(page).toHaveURL(/category=food/)
    await expect(more).toHaveCount(0)
    // Every card left is a food for Biscuit's MVD (the list settles once the answer for both filters is in).
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards.first()).toBeVisible()
    await expect(cards.filter({ hasNotText: 'Because Biscuit has MVD' })).toHaveCount(0)
    await expect(cards.filter({ hasNotText: 'Food' })).toHaveCount(0)

    // A filtered view survives a reload.
    await page.reload()
    await expect(page.getByRole('search', { name: 'Filter the marketplace' }).getByRole('button', { name: 'Food' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const link = page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('link', { name: /^Visit / })
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('href', /^https:\/\//)
    expect(await seriousViolations(page)).toEqual([])
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/marketplace-filtered-1280.png`, fullPage: true })

    await page.getByRole('button', { name: 'Any condition' }).click()
    await page.getByRole('button', { name: 'All categories' }).click()
    await expect(page).toHaveURL(/\/marketplace$/)
    await expect(page.getByRole('region', { name: 'More for your pets' })).toBeVisible()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/marketplace-1280.png`, fullPage: true })

    // On a phone: from More, one column, nothing wider than the screen.
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/dashboard')
    await page.getByRole('navigation', { name: 'Bottom bar' }).getByRole('link', { name: 'More' }).click()
    await page.getByRole('navigation', { name: 'More' }).getByRole('link', { name: 'Marketplace' }).click()
    await expect(page.getByRole('region', { name: 'For Biscuit’s MVD' }).getByRole('article').first()).toContainText(
      'Because Biscuit has MVD',
    )
    await fitsWidth(page, 375)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/marketplace-375.png`, fullPage: true })
  })

  test('an admin adds an entry, the owner sees it, the admin hides it and the owner no longer does; a picture is uploaded and removed', async ({
    page,
    browser,
  }) => {
    const name = `Orthopaedic dog bed ${randomUUID().slice(0, 6)}`
    await signInAsAdmin(page)
    const created = await page.request.post('/api/admin/marketplace', {
      data: {
        name,
        maker: 'Example Beds',
        category: 'equipment',
        species: ['dog'],
        conditions: [],
        description: 'A firm foam bed.',
        url: 'https://beds.example.com/orthopaedic',
      },
      headers: { origin: BASE_URL },
    })
    expect(created.status(), await created.text()).toBe(201)

    // Its own address, as the fixture gives each test, so the sign-up rate limit is the owner's own.
    const ownerContext = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.1' } })
    const owner = await ownerContext.newPage()
    await owner.setViewportSize({ width: 1280, height: 900 })
    await ownerWithMvdDog(owner, 'Pepper')
    await owner.goto('/marketplace?category=equipment')
    const card = owner.getByRole('article', { name })
    await expect(card).toContainText('For Pepper')
    await expect(card.getByRole('link', { name: /^Visit Example Beds/ })).toHaveAttribute('href', 'https://beds.example.com/orthopaedic')

    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/admin')
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Marketplace catalogue' }).click()
    const row = page.getByRole('article', { name })
    await row.getByRole('button', { name: `Hide ${name}` }).click()
    await expect(row.getByText('Hidden', { exact: true })).toBeVisible()
    await expect(row.getByRole('button', { name: `Show ${name}` })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-marketplace-1280.png`, fullPage: true })

    await owner.reload()
    await expect(owner.getByRole('main').getByRole('article').first()).toBeVisible()
    await expect(owner.getByRole('article', { name })).toHaveCount(0)
    await ownerContext.close()

    await row.getByRole('link', { name: `Edit ${name}` }).click()
    // The picture goes through the image pipeline and is served back.
    const picture = page.getByRole('region', { name: 'Picture' })
    await picture.getByLabel('Add a picture').setInputFiles({ name: 'bed.png', mimeType: 'image/png', buffer: SMALL_PNG })
    await expect(page.getByText('Picture uploaded')).toBeVisible()
    const image = picture.locator('img')
    await expect(image).toBeVisible()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    await picture.getByRole('button', { name: 'Remove picture' }).click()
    await expect(page.getByText('Picture removed')).toBeVisible()
    await expect(image).toHaveCount(0)

    const form = page.getByRole('form', { name: `Edit ${name}` })
    await form.getByLabel('Maker’s page').fill('http://beds.example.com')
    await form.getByRole('button', { name: 'Save entry' }).click()
    await expect(form.getByText('Enter the maker’s page as a full https:// address')).toBeVisible()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-marketplace-edit-1280.png`, fullPage: true })
    await page.setViewportSize({ width: 375, height: 740 })
    await fitsWidth(page, 375)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-marketplace-edit-375.png`, fullPage: true })
    await page.goto('/admin/marketplace')
    await expect(page.getByRole('article', { name })).toBeVisible()
    await fitsWidth(page, 375)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-marketplace-375.png`, fullPage: true })
  })
})
