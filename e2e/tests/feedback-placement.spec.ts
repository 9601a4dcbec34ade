import type { Locator, Page } from '@playwright/test'
import { completeOwnerOnboardingViaApi, createPetViaApi, expect, signUpViaApi, test } from './fixtures'

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The boxes of the page's text and controls inside <main> that the button covers. */
async function coveredBy(page: Page, button: Locator): Promise<string[]> {
  const box = (await button.boundingBox())!
  const items = await page.locator('main :is(h1, h2, h3, p, li, dt, dd, button, a, input, select, label)').evaluateAll((nodes) =>
    nodes
      .map((node) => {
        const r = node.getBoundingClientRect()
        return { text: (node.textContent ?? '').trim().slice(0, 40), x: r.x, y: r.y, width: r.width, height: r.height }
      })
      .filter((r) => r.width > 0 && r.height > 0),
  )
  return items.filter((item) => overlaps(item, box)).map((item) => item.text)
}

test.describe('the feedback button', () => {
  test('sits at the foot of the sidebar at 1280 px and covers none of the page, scrolled anywhere', async ({ page }) => {
    await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    const petId = await createPetViaApi(page, { name: 'Biscuit', species: 'dog' })
    expect(petId).toBeTruthy()
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.goto('/breathing')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const button = page.getByRole('button', { name: 'Send feedback' })
    await expect(button).toBeVisible()

    const aside = (await page.locator('aside').boundingBox())!
    const box = (await button.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(aside.x)
    expect(box.x + box.width).toBeLessThanOrEqual(aside.x + aside.width)
    // The sidebar's links stay clear of it too.
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link')
        .evaluateAll((links) => links.length),
    ).toBeGreaterThan(3)
    const lastLink = (await page.getByRole('navigation', { name: 'Main' }).getByRole('link').last().boundingBox())!
    expect(overlaps(lastLink, box)).toBe(false)

    for (const y of [0, 400, 100_000]) {
      await page.evaluate((to) => window.scrollTo(0, to), y)
      expect(await coveredBy(page, button)).toEqual([])
    }
  })

  test('floats bottom right above the bottom bar on a 375 px phone', async ({ page }) => {
    await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/dashboard')
    const button = page.getByRole('button', { name: 'Send feedback' })
    await expect(button).toBeVisible()
    const box = (await button.boundingBox())!
    const bar = (await page.getByRole('navigation', { name: 'Bottom bar' }).boundingBox())!
    expect(box.x + box.width).toBeGreaterThan(375 - 40)
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y)
  })
})
