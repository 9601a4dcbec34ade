import type { Page } from '@playwright/test'
import { BASE_URL } from '../env'
import { completeOwnerOnboardingViaApi, createPetViaApi, expect, seriousViolations, signUpViaApi, test } from './fixtures'

/** A signed-in owner with one pet, seeded through the API. */
async function ownerWithPet(page: Page, pet: Record<string, unknown> = { name: 'Biscuit', species: 'dog' }) {
  await signUpViaApi(page)
  await completeOwnerOnboardingViaApi(page)
  return createPetViaApi(page, pet)
}

async function addConditionViaApi(page: Page, petId: string, condition: string) {
  const response = await page.request.post(`/api/pets/${petId}/conditions`, { data: { condition }, headers: { origin: BASE_URL } })
  expect(response.status(), await response.text()).toBe(201)
}

const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })

test.describe('health tracking', () => {
  test('15 taps of the counter in 30 s are 30 per minute, on the chart and on the dashboard', async ({ page }) => {
    await ownerWithPet(page)
    await page.clock.install()
    await page.goto('/breathing')
    await expect(page.getByRole('heading', { level: 1, name: 'Breath Monitor' })).toBeVisible()
    await page.getByRole('group', { name: 'Count for' }).getByRole('radio', { name: '30 seconds' }).check()

    // From here the page's clock moves only when told: one breath a second for 15 s, then the rest.
    await page.clock.pauseAt(Date.now() + 5_000)
    await page.getByRole('button', { name: 'Start counting' }).click()
    const target = page.getByRole('button', { name: 'Tap for each breath' })
    await expect(target).toBeFocused()
    for (let breath = 0; breath < 15; breath++) {
      await target.click()
      await page.clock.runFor(1_000)
    }
    await expect(page.getByText('15 s left')).toBeVisible()
    await page.clock.runFor(15_000)
    await page.clock.resume()

    await expect(page.getByText('30 breaths per minute')).toBeVisible()
    await expect(page.getByText('15 breaths in 30 seconds')).toBeVisible()
    await page.getByRole('button', { name: 'Save count' }).click()
    await expect(page.getByRole('region', { name: 'Normal' })).toContainText('30 breaths per minute is within the normal range')

    const chart = page.getByRole('figure', { name: 'Sleeping breathing rate' })
    await expect(chart).toContainText('1 count in the last 30 days. Latest 30 per minute')
    // The chart's code arrives on first use and draws the count and its day's average as dots.
    await expect(chart.locator('svg [data-line] circle')).toHaveCount(2)
    await expect(chart.locator('svg [data-line] circle').first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await chart.getByText('Show the daily averages').click()
    await expect(
      chart.getByRole('table', { name: 'Daily averages, last 30 days' }).getByRole('cell', { name: '30', exact: true }),
    ).toBeVisible()

    await page.goto('/dashboard')
    const breathing = page.getByRole('region', { name: 'Breathing rate' })
    await expect(breathing).toContainText('30 breaths per minute')
    await expect(breathing).toContainText('Normal.')
  })

  test('an IBD entry shows its CIBDAI total and what it means', async ({ page }) => {
    const petId = await ownerWithPet(page, { name: 'Mochi', species: 'cat' })
    await addConditionViaApi(page, petId, 'ibd')
    await page.goto('/symptoms')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'IBD', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'IBD' })).toBeVisible()
    await expect(page.getByText('No IBD entries in the last 30 days')).toBeVisible()

    const form = page.getByRole('form', { name: 'Log IBD symptoms' })
    const score = (item: string, value: number) =>
      form
        .getByRole('group', { name: item, exact: true })
        .getByRole('radio', { name: new RegExp(`^${value} –`) })
        .check()
    await score('Attitude and activity', 1)
    await score('Appetite', 2)
    await score('Stool consistency', 2)
    await score('Stool frequency', 1)
    await expect(form.getByText(/^CIBDAI total:/)).toHaveText('CIBDAI total: 6 of 18')
    await expect(form.getByText('At least mild disease activity (5 or more)')).toBeVisible()
    await form.getByRole('group', { name: 'Faecal score (Purina scale)' }).getByRole('radio', { name: /^5/ }).check()
    await form.getByLabel('Stools today').fill('4')
    await form.getByLabel('Vomiting today').fill('0')
    await form.getByRole('button', { name: 'Save entry' }).click()

    await expect(page.getByText('CIBDAI total 6: At least mild disease activity (5 or more)')).toBeVisible()
    await expect(page.getByText('Faecal score 5: Very moist, in piles')).toBeVisible()
  })

  test('a parasite treatment shows its next due date', async ({ page }) => {
    await ownerWithPet(page, { name: 'Pepper', species: 'dog' })
    // The 10th of last month: given in the past, next due a month later (monthly).
    const now = new Date()
    const given = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10))
    const due = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 10))

    // The dashboard's quick action opens the form, brought into view below the medications.
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/medications?add=treatment')
    await expect(page.getByText('No treatments recorded for Pepper')).toBeVisible()
    const form = page.getByRole('form', { name: 'Record a treatment' })
    await expect(form.getByLabel('Type')).toBeInViewport()
    await form.getByLabel('Type').selectOption({ label: 'Flea and tick' })
    await form.getByLabel('Product').selectOption({ label: 'NexGard (Boehringer Ingelheim)' })
    await expect(form.getByLabel('How often')).toHaveValue('monthly')
    await form.getByLabel('Given on').fill(given.toISOString().slice(0, 10))
    await form.getByRole('button', { name: 'Record treatment' }).click()

    const treatment = page.getByRole('article', { name: 'NexGard' })
    await expect(treatment).toContainText(`Given${longDate.format(given)}`)
    await expect(treatment).toContainText(`Next due${longDate.format(due)}`)
  })

  test('a medication onboarding wrote in words gets how often through Edit, then Stop keeps its doses', async ({ page }) => {
    const petId = await ownerWithPet(page, { name: 'Pepper', species: 'dog' })
    // As onboarding saves it: the frequency in the owner's words, no schedule.
    const created = await page.request.post(`/api/pets/${petId}/medications`, {
      data: { name: 'Enalapril', dosage: '2.5 mg', frequency: 'twice a day with food' },
      headers: { origin: BASE_URL },
    })
    expect(created.status(), await created.text()).toBe(201)

    await page.goto('/medications')
    const item = page.getByRole('article', { name: 'Enalapril' })
    await expect(item).toContainText('Next dose dueSet how often to see it')
    await item.getByRole('button', { name: 'Edit Enalapril' }).click()
    const form = page.getByRole('form', { name: 'Edit Enalapril' })
    await expect(form).toContainText('Written as “twice a day with food”.')
    await form.getByLabel('How often').selectOption({ label: 'Every … hours' })
    await form.getByLabel('Hours between doses').fill('0')
    await form.getByRole('button', { name: 'Save changes' }).click()
    await expect(form.getByText('Doses are at least 1 hour apart')).toBeVisible()
    await form.getByLabel('How often').selectOption({ label: 'Twice a day' })
    await form.getByLabel('Dosage').fill('5 mg')
    await form.getByRole('button', { name: 'Save changes' }).click()

    // The schedule is chosen; the owner's own words stay what the card shows.
    await expect(item).toContainText('5 mg · twice a day with food')
    // No dose recorded yet: the next dose is when its reminder rings, 08:00 or 20:00 on the owner's clock.
    await expect(item).toContainText(/Next dose due\d{1,2} \w{3} \d{4}, (08|20):00/)
    await item.getByRole('button', { name: 'Dose given of Enalapril' }).click()
    await expect(item).not.toContainText('None recorded yet')

    await item.getByRole('button', { name: 'Stop Enalapril' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Stop medication' }).click()
    await expect(item).toContainText(/until \d/)
    await expect(item.getByRole('button', { name: 'Stop Enalapril' })).toHaveCount(0)
    await expect(item).toContainText('Last dose given')
    await expect(item).not.toContainText('None recorded yet')
  })

  for (const width of [375, 1440]) {
    test(`the health pages have one h1 and no serious axe violations at ${width} px`, async ({ page }) => {
      // Six pages, each with a full axe pass: more than the default 30 s on a busy machine.
      test.slow()
      await page.setViewportSize({ width, height: 800 })
      const petId = await ownerWithPet(page)
      await addConditionViaApi(page, petId, 'mvd')
      for (const path of ['/dashboard', '/symptoms', '/symptoms/mvd', '/breathing', '/medications', '/pet']) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
        await expect(page.getByRole('status')).toHaveCount(0)
        expect({ path, serious: await seriousViolations(page) }).toEqual({ path, serious: [] })
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      }
    })
  }
})
