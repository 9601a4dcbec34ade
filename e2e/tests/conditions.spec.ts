import { completeOwnerOnboardingViaApi, createPetViaApi, expect, signUpViaApi, test } from './fixtures'

test.describe('condition labels', () => {
  test('chronic kidney disease and two custom conditions each have a sidebar link by name and a page of their own', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    await createPetViaApi(page, { name: 'Biscuit', species: 'dog' })

    await page.goto('/symptoms')
    await expect(page.getByRole('heading', { level: 1, name: 'Health Management' })).toBeVisible()
    const add = async (choice: string, name?: string) => {
      await page.getByRole('button', { name: 'Add a condition' }).click()
      const form = page.getByRole('form', { name: 'Add a condition' })
      await form.getByRole('combobox', { name: 'Condition' }).selectOption({ label: choice })
      if (name) await form.getByLabel('Name of the condition').fill(name)
      await form.getByRole('button', { name: 'Add condition' }).click()
      await expect(form).toBeHidden()
      await expect(page.getByRole('heading', { level: 3, name: name ?? 'Chronic kidney disease' })).toBeVisible()
    }
    await add('Chronic kidney disease (CKD)')
    await add('Other', 'Heart murmur')
    await add('Other', 'Luxating patella')

    const nav = page.getByRole('navigation', { name: 'Main' }).first()
    const links = ['Chronic kidney disease', 'Heart murmur', 'Luxating patella'].map((name) => nav.getByRole('link', { name, exact: true }))
    for (const link of links) await expect(link).toBeVisible()
    const hrefs = await Promise.all(links.map((link) => link.getAttribute('href')))
    expect(hrefs[0]).toBe('/symptoms/chronic_kidney_disease')
    expect(hrefs[1]).toMatch(/^\/symptoms\/other-[0-9a-f-]{36}$/)
    expect(hrefs[2]).toMatch(/^\/symptoms\/other-[0-9a-f-]{36}$/)
    expect(new Set(hrefs).size).toBe(3)
    await expect(nav).not.toContainText(/Ckd|Other/)
    await page.screenshot({ path: test.info().outputPath('sidebar-1280.png'), fullPage: false })

    // Heart murmur's own page: its name in the heading, the form and the tab; an entry logged here…
    await links[1]!.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Heart murmur' })).toBeVisible()
    const form = page.getByRole('form', { name: 'Log Heart murmur symptoms' })
    await expect(form).toBeVisible()
    await expect(page).toHaveTitle('Heart murmur · Pawpulse')
    await form.getByLabel('Symptom').fill('Coughing after walks')
    await form.getByRole('radio', { name: /^2 –/ }).check()
    await form.getByRole('button', { name: 'Save entry' }).click()
    await expect(page.getByText('Symptoms logged')).toBeVisible()
    await expect(page.getByRole('article', { name: /^Entry of / }).filter({ hasText: 'Coughing after walks' })).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('heart-murmur-page.png'), fullPage: true })

    // …is not Luxating patella's, which has its own page and log.
    await links[2]!.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Luxating patella' })).toBeVisible()
    await expect(page.getByRole('form', { name: 'Log Luxating patella symptoms' })).toBeVisible()
    await expect(page.getByText('No Luxating patella entries in the last 30 days')).toBeVisible()
    await expect(page).toHaveTitle('Luxating patella · Pawpulse')

    await links[0]!.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Chronic kidney disease' })).toBeVisible()
    await expect(page.getByRole('form', { name: 'Log Chronic kidney disease symptoms' })).toBeVisible()

    // The dashboard's shortcuts and conditions say the same.
    await page.goto('/dashboard')
    for (const name of ['Chronic kidney disease', 'Heart murmur', 'Luxating patella']) {
      await expect(page.getByRole('link', { name: `Log ${name} symptoms` })).toBeVisible()
    }
    await expect(page.getByRole('main')).not.toContainText(/\bCkd\b|\bOther\b/)
  })
})
