import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { completeOwnerOnboardingViaApi, expect, signUpViaApi, test } from './fixtures'

/** Serious and critical axe violations, summarised so a failure says what and where. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test.describe('accessibility of the shell', () => {
  for (const width of [375, 1280]) {
    test(`public pages have no serious axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      for (const path of ['/', '/auth', '/forgot-password', '/reset-password?token=from-a-mail', '/reset-password?error=INVALID_TOKEN', '/verify-email?result=confirmed', '/no-such-page']) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
        expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] })
      }
    })

    test(`signed-in pages have no serious axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await signUpViaApi(page)
      await completeOwnerOnboardingViaApi(page)
      for (const path of ['/dashboard', '/profile', '/breathing', '/onboarding/ai']) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
        expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] })
      }
    })
  }
})
