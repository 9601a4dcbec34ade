import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { BASE_URL } from '../env'
import {
  completeOwnerOnboardingViaApi,
  createPetViaApi,
  expect,
  invitationLinkFor,
  newAccount,
  seriousViolations,
  signUpViaApi,
  test,
} from './fixtures'

/** An owner with Biscuit and a medication, seeded through the API. */
async function ownerWithMedication(page: Page) {
  await signUpViaApi(page)
  await completeOwnerOnboardingViaApi(page)
  const petId = await createPetViaApi(page, { name: 'Biscuit', species: 'dog' })
  const created = await page.request.post(`/api/pets/${petId}/medications`, {
    data: { name: 'Pimobendan', dosage: '5 mg', schedule: { frequency: 'twice_daily' } },
    headers: { origin: BASE_URL },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id: medicationId } = (await created.json()) as { id: string }
  return { petId, medicationId }
}

async function countOf(page: Page, path: string, key: 'logs' | 'doses') {
  const response = await page.request.get(path)
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as Record<string, unknown[]>)[key]!.length
}

test.describe('offline', () => {
  // The service worker is what these tests are about (the other specs block it: playwright.config.ts).
  test.use({ serviceWorkers: 'allow' })

  test('the app is installable: Chromium finds no reason it could not be', async ({}, testInfo) => {
    // A browser profile on disk: Chromium never offers to install from a private window.
    const profile = await mkdtemp(join(tmpdir(), 'pawpulse-install-'))
    const browser = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
      baseURL: BASE_URL,
    })
    try {
      const page = browser.pages()[0] ?? (await browser.newPage())
      await page.goto('/dashboard')
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
      // What Lighthouse's installable-manifest audit asks Chromium: the manifest (name, icons,
      // start URL, standalone), served over a secure origin (localhost), and a worker that answers fetches.
      const cdp = await browser.newCDPSession(page)
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
      expect(installabilityErrors).toEqual([])
      const manifest = await cdp.send('Page.getAppManifest')
      expect(manifest.errors).toEqual([])
      testInfo.annotations.push({ type: 'manifest', description: manifest.url })
    } finally {
      await browser.close()
      await rm(profile, { recursive: true, force: true })
    }
  })

  test('a count and a dose made offline wait on the device, the app reopens offline, and both arrive once', async ({ page, context }) => {
    const { petId, medicationId } = await ownerWithMedication(page)
    await page.goto('/dashboard')
    // The service worker stores the release's files, then takes charge of the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })

    // Seen online once, so the device has the pages' data.
    await page.goto('/medications')
    const item = page.getByRole('article', { name: 'Pimobendan' })
    await expect(item).toBeVisible()
    await page.locator('aside').getByRole('link', { name: 'Breath Monitor' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Breath Monitor' })).toBeVisible()

    await context.setOffline(true)
    const banner = page.getByRole('status').filter({ hasText: "You're offline" })
    await expect(banner).toContainText(/You're offline, showing data as of \d\d:\d\d\./)

    // A count typed in at night, with no connection.
    await page.getByRole('button', { name: 'Enter a count you took yourself' }).click()
    const form = page.getByRole('form', { name: 'Enter a count' })
    await form.getByLabel('Breaths').fill('11')
    await form.getByLabel('Seconds counted').fill('30')
    await form.getByRole('button', { name: 'Save count' }).click()
    await expect(page.getByText('Saved on this device, waiting to sync: 22 breaths per minute (11 breaths in 30 s)')).toBeVisible()
    const outbox = page.getByRole('region', { name: /waiting to sync/ })
    await expect(outbox).toContainText('Breathing count for Biscuit: 22 breaths/min')

    // The app opens with no network: the stored release and the device's copy of the data.
    await page.goto('/medications')
    await expect(page.getByRole('heading', { level: 1, name: 'Medications' })).toBeVisible()
    await page.getByRole('article', { name: 'Pimobendan' }).getByRole('button', { name: 'Dose given of Pimobendan' }).click()
    await expect(outbox).toContainText('Pimobendan given to Biscuit')
    await expect(outbox.getByRole('heading')).toHaveText('2 waiting to sync')
    await page.reload()
    await expect(page.getByRole('article', { name: 'Pimobendan' })).toBeVisible()
    await expect(outbox.getByRole('heading')).toHaveText('2 waiting to sync')
    expect(await seriousViolations(page)).toEqual([])
    // Nothing reached the server yet.
    await context.setOffline(false)
    await expect(page.getByText('2 entries synced')).toBeVisible()
    await expect(outbox).toHaveCount(0)
    await expect(banner).toHaveCount(0)
    expect(await countOf(page, `/api/pets/${petId}/breathing-logs?days=7`, 'logs')).toBe(1)
    expect(await countOf(page, `/api/pets/${petId}/medications/${medicationId}/doses`, 'doses')).toBe(1)
    await expect(page.getByRole('article', { name: 'Pimobendan' })).toContainText('Last dose given')

    // The same write sent twice (a retry after a lost answer) is stored once.
    const id = randomUUID()
    const count = { id, measuredAt: new Date().toISOString(), breathCount: 10, durationSeconds: 30, method: 'manual', context: 'resting' }
    const first = await page.request.post(`/api/pets/${petId}/breathing-logs`, { data: count, headers: { origin: BASE_URL } })
    expect(first.status()).toBe(201)
    const again = await page.request.post(`/api/pets/${petId}/breathing-logs`, { data: count, headers: { origin: BASE_URL } })
    expect(again.status()).toBe(200)
    expect(((await again.json()) as { log: { id: string } }).log.id).toBe(id)
    expect(await countOf(page, `/api/pets/${petId}/breathing-logs?days=7`, 'logs')).toBe(2)
  })

  test("a weight recorded offline for a pet that stops being shared meanwhile is refused in the server's words, and can be discarded", async ({
    page,
    browser,
  }) => {
    // Owner A shares Juniper with B, who accepts the invitation.
    await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    const petId = await createPetViaApi(page, { name: 'Juniper', species: 'cat' })
    const member = newAccount({ name: 'Casey Coparent' })
    const invited = await page.request.post('/api/household/members', {
      data: { name: member.name, email: member.email, petIds: [petId], accessLevel: 'editor' },
      headers: { origin: BASE_URL },
    })
    expect(invited.status(), await invited.text()).toBe(201)
    const { id: memberId } = (await invited.json()) as { id: string }
    const token = new URL(await invitationLinkFor(member.email)).searchParams.get('invite')

    const context = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { 'x-forwarded-for': '10.200.3.4' } })
    try {
      const other = await context.newPage()
      await signUpViaApi(other, member)
      await completeOwnerOnboardingViaApi(other)
      const accepted = await other.request.post(`/api/invitations/${token}/accept`, { data: {}, headers: { origin: BASE_URL } })
      expect(accepted.status(), await accepted.text()).toBe(200)

      // B opens Juniper's page with a connection, then loses it and records a weight.
      await other.goto('/pet')
      await expect(other.getByRole('heading', { level: 1, name: 'Juniper' })).toBeVisible()
      const weight = other.getByRole('region', { name: 'Weight' })
      await expect(weight.getByText('No weights in the last 12 months')).toBeVisible()
      await context.setOffline(true)
      await weight.getByRole('button', { name: 'Add a weight' }).click()
      const form = weight.getByRole('form', { name: 'Add a weight' })
      await form.getByLabel('Weight', { exact: true }).fill('4.2')
      await form.getByLabel('Unit').selectOption('kg')
      await form.getByRole('button', { name: 'Save weight' }).click()
      const outbox = other.getByRole('region', { name: /waiting to sync|not saved/ })
      await expect(outbox).toContainText('Weight for Juniper: 4.2 kg')
      await expect(outbox).toContainText('Waiting to sync')

      // Meanwhile A removes B from the household: Juniper is no longer B's to change.
      const removed = await page.request.delete(`/api/household/members/${memberId}`, { headers: { origin: BASE_URL } })
      expect(removed.status(), await removed.text()).toBe(204)

      await context.setOffline(false)
      await expect(other.getByText('1 entry was not saved')).toBeVisible()
      const entry = outbox.getByRole('listitem').filter({ hasText: 'Weight for Juniper: 4.2 kg' })
      await expect(entry).toContainText('Not saved: Pet not found')
      await expect(outbox.getByRole('heading')).toHaveText('1 not saved')

      // Discard asks first; only the confirmation removes it.
      await entry.getByRole('button', { name: /^Discard / }).click()
      const dialog = other.getByRole('alertdialog', { name: 'Discard this entry?' })
      await expect(dialog).toContainText('It has not reached Pawpulse, and it will be gone from this device too.')
      await dialog.getByRole('button', { name: 'Discard' }).click()
      await expect(outbox).toHaveCount(0)
      // Still gone after a reload: the device's list no longer has it.
      await other.reload()
      await expect(other.getByRole('region', { name: /waiting to sync|not saved/ })).toHaveCount(0)
    } finally {
      await context.close()
    }

    // Nothing reached Juniper's records.
    const logs = await page.request.get(`/api/pets/${petId}/weight-logs`)
    expect(logs.status(), await logs.text()).toBe(200)
    expect(((await logs.json()) as { logs: unknown[] }).logs).toEqual([])
  })
})
