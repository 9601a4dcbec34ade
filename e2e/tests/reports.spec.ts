import { execFile } from 'node:child_process'
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Page } from '@playwright/test'
import { BASE_URL } from '../env'
import { completeOwnerOnboardingViaApi, createPetViaApi, expect, seriousViolations, signUpViaApi, test } from './fixtures'

const run = promisify(execFile)
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)

/** The owner's logs, seeded through the API: two sleeping counts (22 and 26 per minute) and two weights. */
async function logBreathingAndWeight(page: Page, petId: string) {
  const post = async (path: string, data: Record<string, unknown>) => {
    const response = await page.request.post(`/api/pets/${petId}/${path}`, { data, headers: { origin: BASE_URL } })
    expect(response.status(), await response.text()).toBe(201)
  }
  await page.request.patch('/api/me', { data: { timezone: 'UTC', unitSystem: 'metric' }, headers: { origin: BASE_URL } })
  await post('breathing-logs', {
    measuredAt: `${day(3)}T22:00:00Z`,
    breathCount: 11,
    durationSeconds: 30,
    method: 'counter',
    context: 'sleeping',
  })
  await post('breathing-logs', {
    measuredAt: `${day(1)}T22:00:00Z`,
    breathCount: 13,
    durationSeconds: 30,
    method: 'counter',
    context: 'sleeping',
  })
  await post('weight-logs', { measuredAt: day(10), weight: 8.4, weightUnit: 'kg' })
  await post('weight-logs', { measuredAt: day(2), weight: 8.2, weightUnit: 'kg' })
}

/** A revoked link's page: the spec's message, and nothing of the report under it. */
async function expectOnlyNoLongerValid(vet: Page) {
  await expect(vet.getByRole('heading', { level: 1, name: 'This link is no longer valid' })).toBeVisible()
  await expect(vet.getByText(/Pepper/)).toHaveCount(0)
  await expect(vet.getByText('Counts since the new dose')).toHaveCount(0)
  await expect(vet.getByRole('table')).toHaveCount(0)
}

/** Everything the page's origin keeps in IndexedDB and Cache Storage, as one text (URLs and bodies). */
async function keptOnDevice(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const texts: string[] = []
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result)
        r.onerror = () => reject(r.error)
      })
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const db = await request(indexedDB.open(name))
      texts.push(`indexedDB ${name}`)
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await request(db.transaction(store).objectStore(store).getAll())
        texts.push(JSON.stringify(all))
      }
      db.close()
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const cached of await cache.keys()) {
        texts.push(cached.url)
        const answer = await cache.match(cached)
        if (answer && /json|html/.test(answer.headers.get('content-type') ?? '')) texts.push(await answer.text())
      }
    }
    return texts.join('\n')
  })
}

test.describe('reports', () => {
  test('an owner saves a report and shares it; the vet opens it without an account until the owner revokes it', async ({
    page,
    browser,
  }) => {
    test.slow()
    await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    const petId = await createPetViaApi(page, { name: 'Pepper', species: 'dog' })
    await logBreathingAndWeight(page, petId)

    await page.goto('/reports')
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()
    await expect(page.getByText('No saved reports for Pepper yet')).toBeVisible()
    await expect(page.getByText(/coming soon/i)).toHaveCount(0)

    // A saved report: a name, the last 30 days, breathing and weight only.
    await page.getByRole('button', { name: 'New report' }).click()
    const form = page.getByRole('form', { name: 'Save report' })
    await form.getByLabel('Name').fill('Heart recheck')
    await form.getByRole('radio', { name: '30 days' }).check()
    for (const section of await form.getByRole('group', { name: 'Sections' }).getByRole('checkbox').all()) await section.uncheck()
    await form.getByRole('checkbox', { name: /breathing/i }).check()
    await form.getByRole('checkbox', { name: /weight/i }).check()
    await form.getByRole('button', { name: 'Save report' }).click()
    const item = page.getByRole('region', { name: 'Saved reports' }).getByRole('listitem').filter({ hasText: 'Heart recheck' })
    await expect(item).toContainText('Last 30 days')

    // Open it: the report is drawn like the live report, then share it.
    await item.getByRole('link', { name: 'Open Heart recheck' }).click()
    await expect(page.getByRole('heading', { name: 'Heart recheck' })).toBeVisible()
    await expect(page.getByRole('img', { name: /Sleeping breathing rate per minute, Last 30 days/ })).toBeVisible()
    await page.getByRole('radio', { name: '7 days' }).check()
    await page.getByLabel('Note for the vet (optional)').fill('Counts since the new dose')
    await page.getByRole('button', { name: 'Create link' }).click()
    const linkField = page.getByRole('textbox', { name: 'Link' })
    await expect(linkField).toHaveValue(/\/shared-report\/[\w-]{43}$/)
    const url = await linkField.inputValue()

    // The vet: a second browser with no session, whose service worker may run (to see what it keeps).
    const vetContext = await browser.newContext({ serviceWorkers: 'allow' })
    const vet = await vetContext.newPage()
    const vetRequests: string[] = []
    vet.on('request', (request) => vetRequests.push(`${request.method()} ${new URL(request.url()).pathname}`))
    await vet.goto(url)
    await expect(vet.getByRole('heading', { level: 1, name: /Pepper/ })).toBeVisible()
    // The clinic's page, not the owner's app (decision 064): no guest session, no page view, none of
    // the owner's navigation.
    expect(vetRequests.filter((request) => /\/api\/(auth|analytics|pets|me)\b/.test(request))).toEqual([])
    await expect(vet.getByRole('navigation')).toHaveCount(0)
    for (const owners of ['Add Your First Pet', 'Sign in', 'Dashboard', 'Feedback'])
      await expect(vet.getByText(owners, { exact: true })).toHaveCount(0)
    await expect(vet.getByRole('button', { name: 'Print' })).toBeVisible()
    await expect(vet.getByText('Counts since the new dose')).toBeVisible()
    await expect(vet.getByRole('img', { name: /Sleeping breathing rate per minute/ })).toBeVisible()
    const daily = vet.getByRole('table', { name: 'Daily breathing rate' })
    await expect(daily.getByRole('cell', { name: '22', exact: true })).toBeVisible()
    await expect(daily.getByRole('cell', { name: '26', exact: true })).toBeVisible()
    await expect(vet.getByRole('table', { name: 'Weights' }).getByRole('cell', { name: '8.2', exact: true })).toBeVisible()
    // Only the saved report's sections.
    await expect(vet.getByRole('table', { name: 'Medications' })).toHaveCount(0)
    for (const width of [375, 1280]) {
      await vet.setViewportSize({ width, height: 900 })
      expect(await seriousViolations(vet), `axe at ${width} px`).toEqual([])
    }

    // The PDF the vet downloads: its first page renders to a real image and its text names the pet.
    const pdf = await vet.request.get(`${url.replace('/shared-report/', '/api/shared-reports/')}/report.pdf`)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toContain('application/pdf')
    const dir = await mkdtemp(join(tmpdir(), 'pawpulse-report-'))
    await writeFile(join(dir, 'report.pdf'), await pdf.body())
    await run('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', join(dir, 'report.pdf'), join(dir, 'page1')])
    const png = await readFile(join(dir, 'page1.png'))
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    // A blank A4 page at 60 dpi compresses to about 1 kB; a page with the header, chart and tables is far more.
    expect((await stat(join(dir, 'page1.png'))).size).toBeGreaterThan(8_000)
    const { stdout: text } = await run('pdftotext', ['-layout', join(dir, 'report.pdf'), '-'])
    expect(text).toContain('Pepper')
    expect(text).toContain('Last 30 days')

    // The owner revokes. The vet's open tab, brought back to the front, asks again and shows the
    // message alone; so does a reload, from which nothing of the report is put back.
    await page.getByRole('button', { name: 'Revoke' }).click()
    await expect(page.getByText('Revoked', { exact: false }).first()).toBeVisible()
    await vet.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
    await expectOnlyNoLongerValid(vet)
    await vet.reload()
    await expectOnlyNoLongerValid(vet)
    // Nothing of the report is kept on the vet's device: not in IndexedDB, not in Cache Storage.
    const kept = await keptOnDevice(vet)
    for (const trace of ['Pepper', 'Counts since the new dose', '/api/shared-reports/']) expect(kept).not.toContain(trace)
    await vetContext.close()
  })

  test('a saved report is edited, duplicated and deleted after confirmation', async ({ page }) => {
    await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    const petId = await createPetViaApi(page, { name: 'Mochi', species: 'cat' })
    const created = await page.request.post(`/api/pets/${petId}/saved-reports`, {
      data: { name: 'Spring visit', sections: ['profile', 'weight'], range: { kind: 'relative', days: 90 } },
      headers: { origin: BASE_URL },
    })
    expect(created.status()).toBe(201)
    await page.goto('/reports')
    const saved = page.getByRole('region', { name: 'Saved reports' })
    const item = saved.getByRole('listitem').filter({ hasText: 'Spring visit' })
    await item.getByRole('button', { name: 'Edit Spring visit' }).click()
    const form = page.getByRole('form', { name: 'Save changes' })
    await form.getByLabel('Name').fill('Autumn visit')
    await form.getByRole('button', { name: 'Save changes' }).click()
    const renamed = saved.getByRole('listitem').filter({ hasText: 'Autumn visit' })
    await expect(renamed).toContainText('Last 90 days')

    await renamed.getByRole('button', { name: 'Duplicate Autumn visit' }).click()
    await expect(saved.getByRole('link', { name: 'Autumn visit (copy)', exact: true })).toBeVisible()

    await saved
      .getByRole('listitem')
      .filter({ hasText: 'Autumn visit (copy)' })
      .getByRole('button', { name: 'Delete Autumn visit (copy)' })
      .click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('Delete “Autumn visit (copy)”?')
    await dialog.getByRole('button', { name: 'Delete report' }).click()
    await expect(saved.getByRole('link', { name: 'Autumn visit (copy)', exact: true })).toHaveCount(0)
    await expect(saved.getByRole('link', { name: 'Autumn visit', exact: true })).toBeVisible()
  })
})
