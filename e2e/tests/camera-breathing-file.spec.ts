import type { Browser } from '@playwright/test'
import { completeOwnerOnboardingViaApi, createPetViaApi, expect, signUpViaApi, test } from './fixtures'

// "Count a video you recorded" in the built app, under its CSP (media-src 'self' blob:): the
// offered way when there is no camera. This browser has none (no fake camera flags).
test.describe.configure({ timeout: 180_000 })

/**
 * A real WebM clip, 16 s of a pale oval swelling and shrinking about 24 times a minute on a dark
 * picture, recorded by Chromium's own MediaRecorder from a canvas in a blank page (no ffmpeg needed).
 */
async function recordedClip(browser: Browser): Promise<Buffer> {
  const context = await browser.newContext()
  const maker = await context.newPage()
  const base64 = await maker.evaluate(async () => {
    const canvas = document.createElement('canvas')
    canvas.width = 320
    canvas.height = 240
    document.body.append(canvas)
    const draw = canvas.getContext('2d')!
    const started = performance.now()
    const paint = () => {
      const seconds = (performance.now() - started) / 1000
      draw.fillStyle = '#202020'
      draw.fillRect(0, 0, 320, 240)
      draw.fillStyle = '#c8c8c8'
      draw.beginPath()
      draw.ellipse(160, 120, 70 + 12 * Math.sin(2 * Math.PI * 0.4 * seconds), 50, 0, 0, 2 * Math.PI)
      draw.fill()
    }
    paint()
    const timer = setInterval(paint, 40)
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8' })
    const chunks: Blob[] = []
    recorder.ondataavailable = (event) => chunks.push(event.data)
    const stopped = new Promise((resolve) => (recorder.onstop = resolve))
    recorder.start(1000)
    await new Promise((resolve) => setTimeout(resolve, 16_500))
    recorder.stop()
    await stopped
    clearInterval(timer)
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer())
    let text = ''
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
    return btoa(text)
  })
  await context.close()
  return Buffer.from(base64, 'base64')
}

test('counts a video the owner recorded when there is no camera: the preview plays and the count ends in a result or a refusal', async ({
  page,
  browser,
}) => {
  const clip = await recordedClip(browser)
  expect(clip.byteLength).toBeGreaterThan(10_000)
  await signUpViaApi(page)
  await completeOwnerOnboardingViaApi(page)
  await createPetViaApi(page, { name: 'Biscuit', species: 'dog' })
  await page.goto('/breathing')
  await expect(page.getByRole('heading', { level: 1, name: 'Breath Monitor' })).toBeVisible()
  await page.getByRole('group', { name: 'Count with' }).getByRole('radio', { name: 'Camera' }).check()

  await page.getByLabel('Count a video you recorded').setInputFiles({ name: 'biscuit-asleep.webm', mimeType: 'video/webm', buffer: clip })
  const preview = page.getByLabel('Your video: biscuit-asleep.webm')
  await expect(preview).toBeVisible()
  // The preview has a picture (the page's CSP lets it play a blob: URL) and the count is offered.
  await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(2)
  await expect(page.getByText(/This video cannot be played/)).toHaveCount(0)
  await page.getByRole('group', { name: 'Count for' }).getByRole('radio', { name: '15 seconds' }).check()
  const count = page.getByRole('button', { name: 'Count this video' })
  await expect(count).toBeEnabled()
  await count.click()

  // The camera's verdict: a count to confirm, or a refusal that says why; never silence.
  const counted = page.getByText(/^[\d.]+ breaths per minute$/)
  const refused = page.getByRole('region', { name: 'The camera could not count this time' })
  const tooShort = page.getByText('This video is shorter than 15 seconds', { exact: false })
  await expect(counted.or(refused).or(tooShort).first()).toBeVisible({ timeout: 120_000 })
})

test('says so when a chosen file cannot be played', async ({ page }) => {
  await signUpViaApi(page)
  await completeOwnerOnboardingViaApi(page)
  await createPetViaApi(page, { name: 'Biscuit', species: 'dog' })
  await page.goto('/breathing')
  await page.getByRole('group', { name: 'Count with' }).getByRole('radio', { name: 'Camera' }).check()
  await page
    .getByLabel('Count a video you recorded')
    .setInputFiles({ name: 'broken.webm', mimeType: 'video/webm', buffer: Buffer.from('this is not a video at all') })
  await expect(page.getByText('This video cannot be played on this device, so it cannot be counted.', { exact: false })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Count this video' })).toBeDisabled()
})
