import { expect, seriousViolations } from './fixtures'
import { openCameraMode, test } from './camera-clips'

// The Breath Monitor's camera mode counting a generated clip of a sleeping pet (camera-clips.ts);
// the refusal of an unusable picture is camera-breathing-refusal.spec.ts (another fake camera,
// so another browser).

// A count is 30 s of real time (15 s for the refusal) on top of the page's own work.
test.describe.configure({ timeout: 180_000 })

test.describe('camera breath counting', () => {
  // The fake camera plays its 60-s clip in a loop from the moment camera mode opens: the count
  // starts at once (the axe scan waits for the result), so it never spans the jump back.
  test('counts a sleeping pet from the camera, saves it, and shows it on the chart, the list and the dashboard', async ({
    page,
    truthRate,
  }) => {
    await openCameraMode(page)
    const box = page.getByRole('group', { name: 'Chest box' })
    await expect(box).toHaveAttribute('style', /left: 25%; top: 25%; width: 50%; height: 50%/)
    // The box follows the keyboard: two steps right, one step taller.
    await box.focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Shift+ArrowDown')
    await expect(box).toHaveAttribute('style', /left: 29%; top: 25%; width: 50%; height: 52%/)

    await page.getByRole('group', { name: 'Count for' }).getByRole('radio', { name: '30 seconds' }).check()
    await page.getByRole('button', { name: 'Start the camera count' }).click()
    await expect(page.getByText(/^\d+ s left$/)).toBeVisible()
    await expect(page.getByText(/Counted by the camera, (high|medium) confidence/)).toBeVisible({ timeout: 90_000 })
    expect(await seriousViolations(page)).toEqual([])

    // What the page counted is within 2 a minute of the clip's true rate, and is what gets saved.
    const shown = await page.getByText(/^[\d.]+ breaths per minute$/).textContent()
    const rate = Number(shown!.split(' ')[0])
    expect(Math.abs(rate - truthRate!)).toBeLessThanOrEqual(2)
    await page.getByLabel('Note').fill('Camera on the shelf')
    const saved = page.waitForResponse((r) => r.url().endsWith('/breathing-logs') && r.request().method() === 'POST')
    await page.getByRole('button', { name: 'Save count' }).click()
    const body = (await (await saved).request().postDataJSON()) as { method: string; confidence: number }
    expect(body.method).toBe('camera')
    expect(body.confidence).toBeGreaterThanOrEqual(0.5)
    await expect(page.getByText(`${rate} breaths per minute is within the normal range`)).toBeVisible()

    const chart = page.getByRole('figure', { name: 'Sleeping breathing rate' })
    await expect(chart).toContainText(`1 count in the last 30 days. Latest ${rate} per minute`)
    await expect(page.getByText(/· Sleeping · camera, (high|medium) confidence/)).toBeVisible()

    await page.goto('/dashboard')
    await expect(page.getByRole('region', { name: 'Breathing rate' })).toContainText(`${rate} breaths per minute`)
  })
})
