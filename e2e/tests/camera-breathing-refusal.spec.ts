import { expect, seriousViolations } from './fixtures'
import { openCameraMode, test } from './camera-clips'

// The camera mode with a picture too dark to count (camera-clips.ts): it must refuse, never guess.
test.use({ cameraClip: 'dark' })
test.describe.configure({ timeout: 180_000 })

test('says it could not count and why, saves nothing, and offers the tap counter', async ({ page }) => {
  await openCameraMode(page)
  await page.getByRole('group', { name: 'Count for' }).getByRole('radio', { name: '15 seconds' }).check()
  await page.getByRole('button', { name: 'Start the camera count' }).click()
  const refused = page.getByRole('region', { name: 'The camera could not count this time' })
  await expect(refused).toBeVisible({ timeout: 60_000 })
  await expect(refused).toContainText('Nothing was saved.')
  await expect(page.getByRole('button', { name: 'Save count' })).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])

  await refused.getByRole('button', { name: 'Count with the tap counter' }).click()
  await expect(page.getByRole('button', { name: 'Start counting' })).toBeVisible()
  await expect(page.getByText('No counts in the last 30 days').first()).toBeVisible()
})
