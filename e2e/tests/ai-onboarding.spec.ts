import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { completeOwnerOnboardingViaApi, expect, scrollTo, seriousViolations, signUpViaApi, test, uniqueEmail } from './fixtures'

const SHOTS = process.env.E2E_SHOTS_DIR
/** A clinic portal's PDF with a text layer (made with pdfkit from the server tests' US record). */
const RECORD_PDF = fileURLToPath(new URL('../fixtures/vet-record-biscuit.pdf', import.meta.url))
/**
 * A phone photo of an older paper record, read by OCR; it alone holds the Lyme vaccine
 * (made by ../fixtures/make-vet-record-photo.mjs).
 */
const RECORD_PHOTO = fileURLToPath(new URL('../fixtures/vet-record-biscuit-photo.jpg', import.meta.url))
const PHOTO = fileURLToPath(new URL('../fixtures/pet-photo-biscuit.jpg', import.meta.url))

/** The step fits a phone (no sideways scrolling) and a laptop; with E2E_SHOTS_DIR, a picture of each. */
async function atBothWidths(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
}

test.describe('AI onboarding wizard', () => {
  test('five steps with a text PDF and a photographed record, a reload mid-way, an edit in review, and the dashboard with the pet and its records', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/onboarding')
    await page.getByRole('link', { name: /Set up with AI/ }).click()

    // 1: co-parents
    await expect(page.getByRole('heading', { level: 2, name: 'Step 1: Co-parents' })).toBeVisible()
    await page.getByLabel('E-mail').fill(uniqueEmail('coparent'))
    await page.getByLabel('Name (optional)').fill('Sam')
    await page.getByRole('button', { name: 'Add to the list' }).click()
    await expect(page.getByRole('list', { name: 'People to invite' })).toContainText('Sam')
    await atBothWidths(page, 'ai-step1')
    await page.getByRole('button', { name: 'Next', exact: true }).click()

    // 2: pet names (Next checks them)
    await expect(page.getByRole('heading', { level: 2, name: 'Step 2: Pet names' })).toBeFocused()
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await expect(page.getByText('Pet name is required')).toBeVisible()
    await page.getByLabel('Pet 1: name').fill('Biscuit')
    await page.getByLabel('Pet 1: species').selectOption('dog')
    await atBothWidths(page, 'ai-step2')
    await page.getByRole('button', { name: 'Next', exact: true }).click()

    // 3: a photo, kept on the device until the save
    await expect(page.getByRole('heading', { level: 2, name: 'Step 3: Pet photo upload' })).toBeVisible()
    await page.getByLabel('Photo of Biscuit (optional)').setInputFiles(PHOTO)
    await expect(page.getByText(/pet-photo-biscuit\.jpg/)).toBeVisible()
    await atBothWidths(page, 'ai-step3')
    await page.getByRole('button', { name: 'Next', exact: true }).click()

    // 4: the records, read on the server: the portal's PDF, then a photo of paper (OCR, seconds)
    await expect(page.getByRole('heading', { level: 2, name: 'Step 4: Vet records upload' })).toBeVisible()
    await expect(page.getByText(/nothing is sent anywhere else/)).toBeVisible()
    await page.getByLabel('Vet records').setInputFiles(RECORD_PDF)
    await expect(page.getByText(/^Read: \d+ fields found$/)).toBeVisible({ timeout: 60_000 })
    await page.getByLabel('Vet records').setInputFiles(RECORD_PHOTO)
    const photoRow = page.getByRole('listitem').filter({ hasText: 'vet-record-biscuit-photo.jpg' })
    await expect(photoRow.getByText(/^Read: \d+ fields found$/)).toBeVisible({ timeout: 90_000 })
    expect(await seriousViolations(page)).toEqual([])
    await atBothWidths(page, 'ai-step4')

    // The draft survives a reload: the same step, the same record.
    await page.reload()
    await expect(page.getByText('Step 4 of 5')).toBeVisible()
    await expect(page.getByText('vet-record-biscuit.pdf')).toBeVisible()
    await expect(page.getByText(/^Read: \d+ fields found$/)).toHaveCount(2)
    // The photo is still on the device too.
    await page.getByRole('button', { name: 'Back', exact: true }).click()
    await expect(page.getByText(/pet-photo-biscuit\.jpg/)).toBeVisible()
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await page.getByRole('button', { name: 'Next', exact: true }).click()

    // 5: review — every field with its snippet and confidence; one edited, the rest accepted
    await expect(page.getByRole('heading', { level: 2, name: 'Step 5: Review' })).toBeVisible()
    const breed = page.getByRole('listitem', { name: 'Breed' })
    await expect(breed).toContainText('Cavalier King Charles Spaniel')
    await expect(breed).toContainText('Read from a label')
    // Only the photo has the Lyme vaccine: proposed with the line OCR read it from.
    const lyme = page.getByRole('listitem', { name: 'Lyme disease' })
    await expect(lyme).toContainText('given 2019-04-20')
    await expect(lyme.locator('blockquote')).toHaveText(/From the record: Lyme\s+04\/20\/2019/)
    const colour = page.getByRole('listitem', { name: 'Colour' })
    await colour.getByRole('button', { name: 'Edit Colour' }).click()
    await colour.getByLabel('New value for Colour').fill('Blenheim and white')
    await colour.getByRole('button', { name: 'Use this value' }).click()
    await expect(colour).toContainText('Edited: Blenheim and white')
    await page.getByRole('button', { name: 'Accept all not decided' }).click()
    expect(await seriousViolations(page)).toEqual([])
    await atBothWidths(page, 'ai-step5')
    await page.getByRole('button', { name: 'Save pet' }).click()

    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 })
    await expect(page.getByText('Biscuit has been added.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Selected pet: Biscuit' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Vaccinations' })).toContainText('Leptospirosis')

    // The photo went up once the pet existed: it is the pet's profile photo.
    const pets = (await (await page.request.get('/api/pets')).json()) as { pets: { name: string; photoUrl: string | null }[] }
    expect(pets.pets.find((pet) => pet.name === 'Biscuit')?.photoUrl).toBeTruthy()

    await page.goto('/medications')
    await expect(page.getByText('Pimobendan').first()).toBeVisible()
    await expect(page.getByRole('region', { name: 'Vaccinations' }).getByRole('article', { name: 'Rabies' })).toBeVisible()
    await page.goto('/pet')
    await expect(page.getByText('Blenheim and white')).toBeVisible()

    // Both files are the pet's documents now; each opens its original.
    const records = page.getByRole('region', { name: 'Vet records' })
    await scrollTo(page, records)
    const files = records.getByRole('list', { name: 'Biscuit’s vet records' }).getByRole('listitem')
    await expect(files).toHaveCount(2)
    await expect(files.filter({ hasText: 'vet-record-biscuit.pdf' })).toContainText('PDF')
    await expect(files.filter({ hasText: 'vet-record-biscuit-photo.jpg' })).toContainText('Photo')
    const open = records.getByRole('link', { name: 'Open vet-record-biscuit-photo.jpg' })
    await expect(open).toHaveAttribute('target', '_blank')
    const file = await page.request.get((await open.getAttribute('href'))!)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toBe('image/jpeg')
    expect(await seriousViolations(page)).toEqual([])
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 900 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      if (SHOTS) await records.screenshot({ path: `${SHOTS}/pet-vet-records-${width}.png` })
    }
  })
})
