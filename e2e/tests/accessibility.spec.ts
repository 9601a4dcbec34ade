import { completeOwnerOnboardingViaApi, expect, seriousViolations, signUpViaApi, test } from './fixtures'

test.describe('accessibility of the shell', () => {
  for (const width of [375, 1280]) {
    test(`public pages have no serious axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      for (const path of [
        '/',
        '/auth',
        '/forgot-password',
        '/reset-password?token=from-a-mail',
        '/reset-password?error=INVALID_TOKEN',
        '/verify-email?result=confirmed',
        '/no-such-page',
      ]) {
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
