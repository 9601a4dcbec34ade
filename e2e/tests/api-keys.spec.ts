import { completeOwnerOnboardingViaApi, createPetViaApi, expect, seriousViolations, signUpViaApi, test } from './fixtures'

/** A breathing count as a device posts it: a minute ago, counted by hand for 30 seconds. */
const breathingCount = () => ({
  measuredAt: new Date(Date.now() - 60_000).toISOString(),
  breathCount: 11,
  durationSeconds: 30,
  method: 'manual',
  context: 'sleeping',
})

test.describe('personal API keys', () => {
  test('an owner makes a key on /profile, a device posts a count with it, it opens nothing else, and revoking ends it', async ({
    page,
    request,
  }) => {
    await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    const petId = await createPetViaApi(page, { name: 'Biscuit', species: 'dog' })
    await page.goto('/profile')

    const section = page.getByRole('region', { name: 'API keys' })
    await expect(section.getByText('You have no API keys.')).toBeVisible()
    const form = section.getByRole('form', { name: 'Create an API key' })
    await form.getByLabel('Name').fill('Bedside tablet')
    // One pet: it is chosen already; read and write is the default.
    await expect(form.getByRole('checkbox', { name: 'Biscuit' })).toBeChecked()
    await expect(form.getByRole('radio', { name: /Read and write/ })).toBeChecked()
    await form.getByRole('button', { name: 'Create key' }).click()

    const field = section.getByRole('textbox', { name: 'Your new API key' })
    await expect(field).toBeFocused()
    await expect(section).toContainText('it will not be shown again')
    const secret = await field.inputValue()
    expect(secret).toMatch(/^pp_[0-9a-f]{64}$/)
    const item = section.getByRole('article', { name: 'Bedside tablet' })
    await expect(item).toContainText(`${secret.slice(0, 11)}… · Read and write`)
    await expect(item).toContainText('Never used')
    expect(await seriousViolations(page)).toEqual([])

    // The device: no cookie, no Origin, just the key (Playwright's `request` shares nothing with the page).
    const auth = { authorization: `Bearer ${secret}` }
    const posted = await request.post(`/api/pets/${petId}/breathing-logs`, { headers: auth, data: breathingCount() })
    expect(posted.status(), await posted.text()).toBe(201)
    expect(((await posted.json()) as { log: { breathsPerMinute: number } }).log.breathsPerMinute).toBe(22)
    const me = await request.get('/api/me', { headers: auth })
    expect(me.status()).toBe(401)

    await section.getByRole('button', { name: 'I have copied it' }).click()
    await expect(field).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('region', { name: 'API keys' }).getByRole('article', { name: 'Bedside tablet' })).toContainText('Last used')

    await page.getByRole('button', { name: 'Revoke Bedside tablet' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Revoke “Bedside tablet”?' })
    await dialog.getByRole('button', { name: 'Revoke key' }).click()
    await expect(page.getByRole('region', { name: 'API keys' }).getByText('You have no API keys.')).toBeVisible()

    const refused = await request.post(`/api/pets/${petId}/breathing-logs`, { headers: auth, data: breathingCount() })
    expect(refused.status()).toBe(401)
    expect(await refused.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'The API key is invalid, expired or revoked.' } })
  })
})
