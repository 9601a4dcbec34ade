import { completeOwnerOnboardingViaApi, createPetViaApi, expect, scrollTo, seriousViolations, signUpViaApi, test } from './fixtures'

const SHOTS = process.env.E2E_SHOTS_DIR

test.describe('diet, behaviour and fun facts on the pet page', () => {
  test('an owner adds behaviour and diet, sees what to mind before handling, and the page fits a phone', async ({ page }) => {
    await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    await createPetViaApi(page, { name: 'Biscuit', species: 'dog' })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/pet')

    // The owner scrolls down to the sections below the pet's details.
    const behaviour = page.getByRole('region', { name: 'Behaviour' })
    await scrollTo(page, behaviour)
    await expect(behaviour.getByText('No behaviour recorded yet.')).toBeVisible()
    await behaviour.getByRole('button', { name: 'Add behaviour' }).click()
    await behaviour.getByLabel('Dogs').selectOption({ label: 'May bite or scratch' })
    await behaviour.getByLabel('Children').selectOption({ label: 'Nervous' })
    await behaviour.getByLabel('Muzzle needed').selectOption({ label: 'Yes' })
    await behaviour.getByLabel('Temperament').fill('Gentle at home, wary of big dogs')
    await behaviour.getByRole('button', { name: 'Save behaviour' }).click()

    const note = behaviour.getByRole('note', { name: 'Before handling' })
    await expect(note).toContainText('Muzzle needed for handling')
    await expect(note).toContainText('May bite or scratch: dogs')
    await expect(behaviour).toContainText('Gentle at home, wary of big dogs')
    await expect(behaviour).toContainText('Nervous')

    const diet = page.getByRole('region', { name: 'Diet' })
    await diet.getByRole('button', { name: 'Add diet' }).click()
    await diet.getByLabel('Food type').fill('Renal wet food')
    await diet.getByLabel('Dietary restrictions').fill('No chicken')
    await diet.getByRole('button', { name: /Save/ }).click()
    await expect(diet).toContainText('No chicken')

    // What was saved is what the server keeps: a reload shows it again.
    await page.reload()
    await scrollTo(page, page.getByRole('region', { name: 'Fun facts' }))
    await expect(page.getByRole('region', { name: 'Behaviour' }).getByRole('note', { name: 'Before handling' })).toContainText(
      'Muzzle needed for handling',
    )
    await expect(page.getByRole('region', { name: 'Fun facts' }).getByText('No fun facts recorded yet.')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/pet-life-1280.png`, fullPage: true })

    await page.setViewportSize({ width: 375, height: 740 })
    await page.reload()
    await scrollTo(page, page.getByRole('region', { name: 'Behaviour' }))
    await expect(page.getByRole('region', { name: 'Behaviour' })).toContainText('May bite or scratch: dogs')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/pet-life-375.png`, fullPage: true })
  })
})
