import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, profileOf, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { emptyBreathingChart, petFixture, REX_ID } from '#web/test/health-fixtures.ts'
import { renderApp } from '#web/test/render-app.tsx'

// jsdom has no camera, canvas pixels or workers: these tests cover what the camera mode does
// around them (opening, refusing, stopping the camera, the file option). The count itself runs in
// Chromium with a fake camera (e2e/tests/camera-breathing.spec.ts).

const base = `/api/pets/${REX_ID}`

function breathingApi() {
  const user = sessionUser()
  return fakeApi({
    ...signedInApi(user, [petFixture()]),
    'GET /api/me': profileOf(user, { timezone: 'Europe/Amsterdam' }),
    [`GET ${base}/breathing-settings`]: { body: { alertThreshold: 30, defaultDurationSeconds: 30, isCustom: false } },
    [`GET ${base}/care-team`]: { body: { contacts: [] } },
    [`GET ${base}/breathing-chart`]: { body: emptyBreathingChart({ timeZone: 'Europe/Amsterdam' }) },
    [`GET ${base}/breathing-logs`]: { body: { from: '2025-12-17', to: '2026-01-15', logs: [] } },
  })
}

/** A camera that opens with one track, or refuses with a DOMException of `refusal`. */
function fakeCamera(refusal?: string) {
  const track = { stop: vi.fn() }
  const getUserMedia = vi.fn(() =>
    refusal
      ? Promise.reject(new DOMException('refused', refusal))
      : Promise.resolve({ getTracks: () => [track] } as unknown as MediaStream),
  )
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } })
  return { track, getUserMedia }
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices')
  // jsdom has no object URLs: a test that chooses a file gives them for its run.
  Reflect.deleteProperty(URL, 'createObjectURL')
  Reflect.deleteProperty(URL, 'revokeObjectURL')
})

async function openCameraMode() {
  const user = userEvent.setup()
  breathingApi()
  renderApp('/breathing')
  // The page's and the camera mode's first imports are slow on a busy machine (setup.ts waits 10 s).
  await screen.findByRole('button', { name: 'Start counting' }, { timeout: 30_000 })
  await user.click(within(screen.getByRole('group', { name: 'Count with' })).getByRole('radio', { name: 'Camera' }))
  await screen.findByText(/no picture or video leaves your phone/, {}, { timeout: 30_000 })
  return user
}

// Its waits for the first imports (above) take longer than one test's usual 30 s on a busy machine.
describe('Breath Monitor camera mode', { timeout: 90_000 }, () => {
  it('opens the rear camera at a low resolution, says no picture leaves the device, and stops the camera when the owner leaves', async () => {
    const { track, getUserMedia } = fakeCamera()
    const user = await openCameraMode()
    expect(await screen.findByText('Counted on this device: no picture or video leaves your phone or computer.')).toBeInTheDocument()
    expect(screen.getByLabelText('Camera preview')).toBeInTheDocument()
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment', width: 320 }, audio: false }))
    expect(within(screen.getByRole('group', { name: 'Count for' })).getByRole('radio', { name: '30 seconds' })).toBeChecked()
    expect(screen.getByLabelText('Count a video you recorded')).toHaveAttribute('accept', 'video/*')
    expect(track.stop).not.toHaveBeenCalled()

    // Back to the tap counter, which is as it was.
    await user.click(within(screen.getByRole('group', { name: 'Count with' })).getByRole('radio', { name: 'Tap counter' }))
    expect(await screen.findByRole('button', { name: 'Start counting' })).toBeInTheDocument()
    expect(track.stop).toHaveBeenCalledTimes(1)
  })

  it.each([
    [
      'NotAllowedError',
      'Pawpulse may not use the camera. Allow the camera for this site in your browser’s settings, or count a video you recorded.',
    ],
    ['NotFoundError', 'No camera was found on this device. You can count a video you recorded instead.'],
  ])('says so when the camera is refused (%s) and offers the video file', async (refusal, message) => {
    fakeCamera(refusal)
    await openCameraMode()
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert')
    expect(screen.queryByLabelText('Camera preview')).not.toBeVisible()
    expect(screen.getByLabelText('Count a video you recorded')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Start the camera count' })).toBeDisabled()
  })

  it('says so when a chosen video cannot be played, instead of a disabled button with no word', async () => {
    fakeCamera()
    const user = await openCameraMode()
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/video-1'), revokeObjectURL: vi.fn() })
    await user.upload(
      screen.getByLabelText('Count a video you recorded'),
      new File(['not a video'], 'night.mov', { type: 'video/quicktime' }),
    )
    const video = await screen.findByLabelText('Your video: night.mov')
    fireEvent.error(video)
    expect(await screen.findByText(/This video cannot be played on this device, so it cannot be counted\./)).toHaveAttribute(
      'role',
      'alert',
    )
    expect(screen.getByRole('button', { name: 'Count this video' })).toBeDisabled()

    // Back to the camera: the message goes with the video.
    await user.click(screen.getByRole('button', { name: 'Use the camera instead' }))
    expect(screen.queryByText(/This video cannot be played/)).toBeNull()
  })

  it('says the browser cannot open a camera when it has no camera API', async () => {
    await openCameraMode()
    expect(await screen.findByText(/This browser cannot open the camera here\./)).toHaveAttribute('role', 'alert')
  })
})
