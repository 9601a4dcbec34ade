import { BASE_URL } from '../env'
import { completeOwnerOnboardingViaApi, createPetViaApi, expect, scrollTo, seriousViolations, signUpViaApi, test } from './fixtures'

const SHOTS = process.env.E2E_SHOTS_DIR

/** Today plus `months` calendar months (negative goes back), as 'YYYY-MM-DD'; day 28 keeps every month valid. */
function monthsFromNow(months: number): string {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, Math.min(now.getUTCDate(), 28))).toISOString().slice(0, 10)
}

test.describe('vaccinations', () => {
  test('an owner records a rabies vaccination that is overdue, the dashboard says so, and the page fits a phone', async ({ page }) => {
    await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    await createPetViaApi(page, { name: 'Biscuit', species: 'dog' })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/medications')

    const section = page.getByRole('region', { name: 'Vaccinations' })
    await expect(section.getByText('No vaccinations recorded for Biscuit')).toBeVisible()
    await section.getByRole('button', { name: 'Record a vaccination' }).click()
    const form = section.getByRole('form', { name: 'Record a vaccination' })
    const given = monthsFromNow(-13)
    const due = monthsFromNow(-1)
    await form.getByLabel('Given on').fill(given)
    await form.getByLabel('Vaccine').selectOption({ label: 'Rabies' })
    // Rabies is yearly (the shorter end of 1–3 years): the suggestion is a year after the dose.
    await expect(form.getByLabel('Next due')).toHaveValue(monthsFromNow(-1))
    await form.getByLabel('Next due').fill(due)
    await form.getByLabel('Clinic').fill('Elm Street Veterinary Clinic')
    await form.getByLabel('Batch / lot number').fill('RB-2291-X')
    await form.getByRole('button', { name: 'Record vaccination' }).click()

    const item = section.getByRole('article', { name: 'Rabies' })
    await expect(item.getByText('Overdue', { exact: true })).toBeVisible()
    await expect(item).toContainText('Core · Elm Street Veterinary Clinic · Batch RB-2291-X')
    expect(await seriousViolations(page)).toEqual([])
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/vaccinations-1280.png`, fullPage: true })

    await page.goto('/dashboard')
    const card = page.getByRole('region', { name: 'Vaccinations' })
    const dueText = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${due}T00:00:00Z`))
    await expect(card).toContainText(`Rabies overdue since ${dueText}`)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/vaccinations-dashboard-1280.png`, fullPage: true })

    await page.setViewportSize({ width: 375, height: 740 })
    await page.reload()
    await expect(page.getByRole('region', { name: 'Vaccinations' })).toContainText('Rabies overdue since')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/vaccinations-dashboard-375.png`, fullPage: true })

    await page.goto('/medications')
    await expect(page.getByRole('region', { name: 'Vaccinations' }).getByRole('article', { name: 'Rabies' })).toBeVisible()
    await page.getByRole('region', { name: 'Vaccinations' }).getByRole('button', { name: 'Record a vaccination' }).click()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/vaccinations-375.png`, fullPage: true })
  })

  test('from the pet page’s empty state to a recorded dose, its status on the pet page and in the live report', async ({ page }) => {
    await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    const petId = await createPetViaApi(page, { name: 'Pepper', species: 'dog' })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/pet')

    // Nothing yet: the section says what to record and links to the form on the medications page.
    const onPet = page.getByRole('region', { name: 'Vaccinations' })
    await expect(onPet.getByText('No vaccinations recorded for Pepper')).toBeVisible()
    if (SHOTS) await onPet.screenshot({ path: `${SHOTS}/pet-vaccinations-empty-1280.png` })
    await onPet.getByRole('link', { name: 'Record a vaccination' }).click()
    await expect(page).toHaveURL(/\/medications\?add=vaccination$/)

    // The form is open and in view (the section is the page's third): record this year's rabies dose.
    const section = page.getByRole('region', { name: 'Vaccinations' })
    const form = section.getByRole('form', { name: 'Record a vaccination' })
    await expect(form.getByLabel('Vaccine')).toBeInViewport()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/medications-add-vaccination-1280.png` })
    const given = monthsFromNow(-1)
    await form.getByLabel('Given on').fill(given)
    await form.getByLabel('Vaccine').selectOption({ label: 'Rabies' })
    await form.getByLabel('Clinic').fill('Harbour Vets')
    await form.getByRole('button', { name: 'Record vaccination' }).click()
    await expect(section.getByRole('article', { name: 'Rabies' })).toBeVisible()

    // A DAPP dose three years ago, due again a month ago: overdue, given long before the report's range.
    const seeded = await page.request.post(`/api/pets/${petId}/vaccinations`, {
      data: { vaccineKey: 'dapp', givenOn: monthsFromNow(-37), nextDueOn: monthsFromNow(-1) },
      headers: { origin: BASE_URL },
    })
    expect(seeded.status(), await seeded.text()).toBe(201)

    await page.goto('/pet')
    const rows = onPet.getByRole('list', { name: 'Pepper’s vaccines' }).getByRole('listitem')
    await expect(rows).toHaveCount(2)
    // Soonest due first: the overdue DAPP, then rabies, up to date for eleven more months.
    await expect(rows.nth(0)).toContainText('DAPP')
    await expect(rows.nth(0).getByText('Overdue', { exact: true })).toBeVisible()
    await expect(rows.nth(1)).toContainText('Rabies')
    await expect(rows.nth(1).getByText('Up to date', { exact: true })).toBeVisible()
    await expect(onPet.getByRole('link', { name: 'Record or edit vaccinations' })).toHaveAttribute('href', '/medications')
    expect(await seriousViolations(page)).toEqual([])
    if (SHOTS) await onPet.screenshot({ path: `${SHOTS}/pet-vaccinations-1280.png` })

    await page.goto('/report/live')
    const inReport = page.getByRole('region', { name: 'Vaccinations' })
    const table = inReport.getByRole('table', { name: 'Vaccinations' })
    await expect(table.getByRole('row')).toHaveCount(3)
    await expect(table.getByRole('row').nth(1)).toContainText('Overdue')
    await expect(table.getByRole('row').nth(2)).toContainText('Rabies')
    await expect(table.getByRole('row').nth(2)).toContainText('Up to date')
    await expect(table.getByRole('row').nth(2)).toContainText('Harbour Vets')
    await expect(page.getByRole('checkbox', { name: 'Vaccinations' })).toBeChecked()
    expect(await seriousViolations(page)).toEqual([])
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/report-vaccinations-1280.png`, fullPage: true })

    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/pet')
    // On a phone the section is below the first screens: drawn as the owner scrolls to it.
    await scrollTo(page, onPet)
    await expect(rows).toHaveCount(2)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    if (SHOTS) {
      await page.waitForLoadState('networkidle')
      await onPet.scrollIntoViewIfNeeded()
      await onPet.screenshot({ path: `${SHOTS}/pet-vaccinations-375.png` })
    }
    await page.goto('/report/live')
    await expect(table.getByRole('row')).toHaveCount(3)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/report-vaccinations-375.png`, fullPage: true })
    if (SHOTS) await inReport.screenshot({ path: `${SHOTS}/report-vaccinations-section-375.png` })
    if (SHOTS) {
      const pdf = await page.request.get(`/api/pets/${petId}/report.pdf?days=90&sections=profile,vaccinations`)
      expect(pdf.status()).toBe(200)
      const { writeFileSync } = await import('node:fs')
      writeFileSync(`${SHOTS}/report-vaccinations.pdf`, await pdf.body())
    }
  })
})
